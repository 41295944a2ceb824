import { amps, volts, type CatalogueGrammar } from './grammar.ts';

/**
 * Panel and machine automation that the other tables do not cover: the control gear of Asian
 * makers (Chint, LS, Mitsubishi, Fuji, Idec, Selec, Autonics, Hanyoung), the unbranded Chinese
 * shapes every panel builder meets (CJX2 contactors, DZ47 breakers, SSR-40DA relays, AH3 timers),
 * sensor makers' order codes (Sick, Pepperl+Fuchs, Balluff, Turck, ifm), safety relays and
 * switches, small PLCs and HMIs. Numbering as the makers' catalogues and UK automation
 * distributors (RS, Rexel, Automation24, Radwell) list it; general trade knowledge, never taken
 * from particular photos.
 */
// prettier-ignore
export const AUTOMATION: readonly CatalogueGrammar[] = [
  // Unbranded Chinese shapes: many makers print the same national model numbers.
  { family: 'CJX2 contactor', pattern: /\bCJX[12][A-Z]?-?(\d{2})(?:\d{2})?\b/i, type: 'contactor', strength: 0.85, ratings: (m) => amps(m[1]) },
  { family: 'JR28/JRS overload relay', pattern: /\b(?:JR28|JRS[12][A-Z]?)-?\d{2}[A-Z]?\b/i, type: 'overload-relay', strength: 0.8 },
  // … and the many makers' copies of its numbering with their own two letters ("NU47-40", "HW47-63").
  { family: 'DZ47 breaker', pattern: /\b[A-Z]{2}47(?:s|-?LE)?-(?:32|40|60|63|100|125)\b/i, type: 'mcb', strength: 0.8 },
  { family: 'SSR solid-state relay', pattern: /\bSSR-(\d{2,3})\s?(?:DA|AA|DD|VA|LA)(?:-H)?\b/i, type: 'relay', strength: 0.8, ratings: (m) => amps(m[1]) },
  // Songle's sugar-cube and sub-miniature relays ("SRD-05VDC-SL-C", "SRS-05VDC-SL"): series, coil voltage, contact form. Board-mount parts.
  { family: 'Songle relay', pattern: /\bSR[ADLSY]-(\d{2})VDC-[A-Z]{1,2}(?:-[A-Z])?\b/i, brand: 'Songle', type: 'relay', strength: 0.9, component: true, ratings: (m) => volts(Number(m[1]), 'DC') },
  // Helishun's sugar-cube relays ("HLS8L-DC5V-S-C"), coded with the coil first. Board-mount parts.
  { family: 'Helishun relay', pattern: /\bHLS-?8L-DC(\d{1,2})V-[A-Z]{1,4}(?:-[A-Z])?\b/i, brand: 'Helishun', type: 'relay', strength: 0.9, component: true,
    ratings: (m) => volts(Number(m[1]), 'DC') },
  // Any maker's sugar-cube relay coded with its coil first as DC ("HK3FF-DC5V-SHG"): a series, the coil's DC volts, a contact form.
  { family: 'Relay coded by its coil voltage', pattern: /\b[A-Z]{2,4}\d{0,2}[A-Z]{1,3}-DC(\d{1,2})V-[A-Z]{1,4}(?:-[A-Z])?\b/i, type: 'relay', strength: 0.7, component: true,
    ratings: (m) => volts(Number(m[1]), 'DC') },
  // Hi-Link's AC-DC power modules ("HLK-PM01", "HLK-5M05", its watts read on: "HLK-PM013W"): mains in, a low DC voltage out. Board-mount parts.
  { family: 'Hi-Link power module', pattern: /\bHLK-(?:PM|\d{1,2}M)\d{2}(?=\d{1,2}W\b|\b)/i, brand: 'Hi-Link', type: 'power-supply', strength: 0.85, component: true },
  // Hongfa's PCB power relays ("HF32FV-16", "HF115F-2Z", "HF46F-G"): HF, the series number, F for a relay; its
  // signal relays by their series and coil voltage ("HFD4/5", "HFD2/012").
  { family: 'Hongfa relay', pattern: /\bHF\d{1,4}F[A-Z]{0,2}(?:-[A-Z0-9]{1,6})?\b/, brand: 'Hongfa', type: 'relay', strength: 0.85, component: true },
  { family: 'Hongfa signal relay', pattern: /\bHFD[1-4]\/0?\d{1,2}\b/, brand: 'Hongfa', type: 'relay', strength: 0.85, component: true },
  // Brainchild's panel controllers ("BTC-9100", "BTC-4100"), sold on in many machine builds.
  { family: 'Brainchild temperature controller', pattern: /\bBTC-(?:2[25]00|[4789]1[05]0)\b/i, brand: 'Brainchild', type: 'temperature-controller', strength: 0.85 },
  // The STC-1000 family of panel temperature controllers (heat and cool relays), sold under many names.
  { family: 'STC temperature controller', pattern: /\bSTC-?(?:1000|3000|3008|3018|3028)\b/i, type: 'temperature-controller', strength: 0.85 },
  // The REX-C100 family of PID panel controllers (48, 72 and 96 mm: C100, C400, C700, C900), RKC's design sold under many names.
  { family: 'REX PID temperature controller', pattern: /\bREX-?C(?:100|400|410|700|900)\b/i, type: 'temperature-controller', strength: 0.85 },
  // … and the JQC-3F(F) sugar-cube relay many makers build (Qianji, Tianbo, Ningbo Forward).
  { family: 'JQX/JZX power relay', pattern: /\bJ[QZ]X-\d{2,3}F?(?:-\d[A-Z])?\b|\bJQC-3FF?\b/i, type: 'relay', strength: 0.8, component: true },
  { family: 'AH3/ST3P/DH48S timer', pattern: /\b(?:AH3-[1-5]|ST3P[ABCFGK]-?[A-Z]?|JSZ3[A-Z]?|DH48[SJ])(?:-[A-Z0-9]+)?\b/i, type: 'timing-relay', strength: 0.8 },

  // Sassin's contactors, its 3SC8 range ("3SC8-F115"; the 8 often read as B), and its 3SB1 miniature breakers ("3SB1-63").
  { family: 'Sassin 3SC8 contactor', pattern: /\b3SC[8B]-?[A-Z]{0,2}(\d{2,3})\b/, brand: 'Sassin', type: 'contactor', strength: 0.8, ratings: (m) => amps(m[1]) },
  { family: 'Sassin 3SB1 MCB', pattern: /\b3SB1-(?:63|125)\b/, brand: 'Sassin', type: 'mcb', strength: 0.8 },

  // Chint and LS Electric control gear.
  { family: 'Chint NXC/NC1 contactor', pattern: /\bNXC-(\d{2,3})\b|\bNC1-(\d{2})\d{2}\b/i, brand: 'Chint', type: 'contactor', strength: 0.85, ratings: (m) => amps(m[1] ?? m[2]) },
  { family: 'Chint NR2/NXR overload relay', pattern: /\bN(?:R2|XR)-\d{2,3}\b/i, brand: 'Chint', type: 'overload-relay', strength: 0.85 },
  // … its phase failure and sequence relays (NJB1-X, NJB1-X1) and its modular contactors (NCH8-40/20).
  { family: 'Chint NJB1 phase failure relay', pattern: /\bNJB1-X\d?\b/i, brand: 'Chint', type: 'phase-failure-relay', strength: 0.85 },
  { family: 'Chint NCH8 modular contactor', pattern: /\bNCH8-\d{2,3}\/\d{2}\b/i, brand: 'Chint', type: 'contactor', strength: 0.85 },
  { family: 'Chint NS2 motor protection breaker', pattern: /\bNS2-(?:25|80)X?\b/i, brand: 'Chint', type: 'motor-protection', strength: 0.85 },
  // Festo pneumatics: VUVG/VUVS and MFH solenoid valves, DSBC/DSNU/ADN/ADVU cylinders (order codes start with the family).
  { family: 'Festo pneumatic valve', pattern: /\bVUV[GS][-\s]?[LKB]\d{2}\b|\bJ?MFH-[35]-\d\/\d\b/i, brand: 'Festo', type: 'pneumatic-valve', strength: 0.85 },
  { family: 'Festo servo drive', pattern: /\bCMM[TPO]-(?:AS|ST)\b/i, brand: 'Festo', type: 'servo-drive', strength: 0.85 },
  { family: 'Festo pneumatic cylinder', pattern: /\b(?:DSBC|DSNU|ADN|ADVU|DNC|DSBG)-\d{1,3}-\d{1,4}\b/i, brand: 'Festo', type: 'pneumatic-cylinder', strength: 0.8 },
  // ISO 6432/15552 cylinders by their series, bore and stroke, as Airtac and the many makers that follow its codes print them
  // ("SC40X100-S", "MAL25X50", "SI63x200"); SMC's own series put the mounting letter before the bore ("CDQ2B32-50", "CP96SDB50-100").
  { family: 'ISO pneumatic cylinder', pattern: /\b(?:SC|SI|SU|MAL|MA|MI|MAC|TN|SDA)\s?(?:16|20|25|32|40|50|63|80|100|125|160|200)\s?[xX×]\s?\d{2,4}(?:-[A-Z0-9]{1,4})?\b/, type: 'pneumatic-cylinder', strength: 0.75 },
  { family: 'SMC pneumatic cylinder', pattern: /\b(?:CD?Q2|CD?J2|CD?M2|MGP[MLA]|CP96S?D?|C96S?D?|CD?85N?)[A-Z]{0,2}\d{2,3}-\d{2,4}[A-Z]{0,2}\b/, brand: 'SMC Pneumatics', type: 'pneumatic-cylinder', strength: 0.8 },
  // L&T (Larsen & Toubro, India's switchgear): MNX and MCX contactors ("MNX 25", "MCX41"), dsine MCCB frames ("DN3B-400D").
  // MNX and MCX, MDX with a DC coil, and MO C capacitor-duty contactors ("MO C50").
  { family: 'L&T contactor', pattern: /\bM[NCD]X\s?\d{1,3}\b|\bMO\s?C\s?\d{2,3}\b/, brand: 'L&T', type: 'contactor', strength: 0.75 },
  { family: 'L&T dsine MCCB', pattern: /\bDN[0-3][A-Z]?-\d{2,3}[A-Z]?\b/, brand: 'L&T', type: 'mccb', strength: 0.75 },
  { family: 'LS Metasol contactor', pattern: /\bMC-(\d{1,3})[ab]\b/i, brand: 'LS Electric', type: 'contactor', strength: 0.8, ratings: (m) => amps(m[1]) },
  { family: 'LS Metasol overload relay', pattern: /\bMT-(?:12|32|63|95|150|225|400|800)\b/i, brand: 'LS Electric', type: 'overload-relay', strength: 0.75 },
  { family: 'LS Metasol MCCB', pattern: /\bAB[NSHE]\d{2,4}[abc]\b/i, brand: 'LS Electric', type: 'mccb', strength: 0.8 },
  // Its XGB compact PLCs: XBC, XBM and XEC base units by I/O and output kind ("XBC-DR30E", "XBM-DN16S", "XEC-DR28U").
  { family: 'LS XGB PLC', pattern: /\bX(?:BC|BM|EC)-D[RNP]\d{2}[A-Z]{0,2}\b/, brand: 'LS Electric', type: 'plc', strength: 0.85 },

  // WEG's control gear: CWM and CWB contactors ("CWM25", "CWB18"), RW thermal overload relays ("RW27D", "RW17-1D").
  // Its mini contactors also without the C ("CW07 10E", "CW09").
  { family: 'WEG contactor', pattern: /\bCW(?:[MBC]\s?(\d{1,3})|(0[79]))\b/, brand: 'WEG', type: 'contactor', strength: 0.8, ratings: (m) => amps(m[1] ?? m[2]) },
  { family: 'WEG overload relay', pattern: /\bRW(?:17|27|67|117|317|407)(?:-\d)?D\b/, brand: 'WEG', type: 'overload-relay', strength: 0.85 },
  // … its MPW motor protective circuit breakers by frame ("MPW40"), MDW MCBs by curve and rating ("MDW-C16"), SSW soft
  // starters ("SSW07", "SSW900") and the PLC300 controller with its built-in keypad.
  { family: 'WEG MPW motor protective circuit breaker', pattern: /\bMPW\s?(?:12|16|18|25|32|40|65|80|100)\b/, brand: 'WEG', type: 'motor-protection', strength: 0.85 },
  { family: 'WEG MDW MCB', pattern: /\bMDW-[BCD](\d{1,2})\b/, brand: 'WEG', type: 'mcb', strength: 0.85, ratings: (m) => amps(m[1]) },
  { family: 'WEG SSW soft starter', pattern: /\bSSW\s?(?:05|06|07|08|900)\b/, brand: 'WEG', type: 'soft-starter', strength: 0.85 },
  { family: 'WEG PLC300 controller', pattern: /\bPLC300\b/, brand: 'WEG', type: 'plc', strength: 0.8 },
  // … its CWCA0 contactor relays by contacts ("CWCA0.40E": four open) and UCW power factor capacitors by kvar ("UCW6,67").
  { family: 'WEG CWCA0 contactor relay', pattern: /\bCWCA0[.,]?\d{2}[EV]?\b/, brand: 'WEG', type: 'contactor', strength: 0.85 },
  { family: 'WEG UCW capacitor', pattern: /\bUCW[TS]?\s?\d{1,2}[.,]\d{1,2}\b/, brand: 'WEG', type: 'capacitor', strength: 0.85 },

  // Mitsubishi and Fuji: contactors, overload relays, MELSEC PLCs, GOT HMIs.
  { family: 'Mitsubishi MS-T/N contactor', pattern: /\bS[D]?-[TN]\d{2,3}\b/, brand: 'Mitsubishi Electric', type: 'contactor', strength: 0.8 },
  { family: 'Mitsubishi TH overload relay', pattern: /\bTH-[TN]\d{2,3}(?:KP|TA)?\b/, brand: 'Mitsubishi Electric', type: 'overload-relay', strength: 0.8 },
  { family: 'Mitsubishi MELSEC Q/L/iQ-R PLC', pattern: /\b(?:Q\d{2}U?D?E?H?|L\d{2}S?|R\d{2}(?:EN)?)CPU\b|\bQ[XY]\d{2}[A-Z]?\b/, brand: 'Mitsubishi Electric', type: 'plc', strength: 0.85 },
  { family: 'Mitsubishi GOT HMI', pattern: /\bGT\d{4}-[A-Z]{4,5}\b/, brand: 'Mitsubishi Electric', type: 'hmi', strength: 0.85 },
  { family: 'Fuji SC contactor', pattern: /\bSC-E\d{1,2}[A-Z]?\b|\bSC-0[3-5]\b/, brand: 'Fuji Electric', type: 'contactor', strength: 0.75 },

  // Idec relays and pilot devices; Siemens LOGO! logic modules.
  { family: 'Idec relay', pattern: /\bR[JUHR][1-4][SVBP]-[A-Z0-9-]{2,}/, brand: 'Idec', type: 'relay', strength: 0.8 },
  { family: 'Idec pushbutton', pattern: /\b(?:YW|HW|LW)1[BLPSE]-[A-Z0-9]{2,}/, brand: 'Idec', type: 'pushbutton', strength: 0.8 },
  { family: 'Siemens LOGO! module', pattern: /\b6ED1\s?05[2-5]-(?:\d[A-Z]{2}\d{2}-\d[A-Z]{2}\d\b)?/i, brand: 'Siemens', type: 'plc', strength: 0.9 },
  // … and by the family's name with its exclamation mark, printed on every module's face ("LOGO!", "LOGO! 230RCE"), or
  // alone on its row or after the maker's name with the mark not read ("LOGO", "SIEMENS LOGO").
  { family: 'B&R X20 I/O system module', pattern: /\bX20\s?(?:[A-Z]{2}\s?\d{4}|BC\s?\d{4})\b/, brand: 'B&R Automation', type: 'plc', strength: 0.9 },
  { family: 'Siemens LOGO! face', pattern: /\bLOGO!|(?<=^[^\S\n]*|\bSIEMENS[^\S\n]+)LOGO(?=[^\S\n]*$)/m, brand: 'Siemens', type: 'plc', strength: 0.8 },
  // … or by its variant's name alone ("12/24RCE", "230RCEo", "24RC"), the slash sometimes read as a 1 or a 2 ("1224RCE", "224RCE").
  { family: 'Siemens LOGO! variant', pattern: /(?<![A-Za-z0-9/])(?:1?2[/12]?24|230|24)RC(?:Eo?|o)?\b/, brand: 'Siemens', type: 'plc', strength: 0.8 },
  // … and its SIMATIC S7 controllers by their range's name, as modules and trainers print it ("S7-1200", "S7-300").
  { family: 'Siemens SIMATIC S7 PLC', pattern: /\bS7-?(?:200|300|400|1200|1500)(?:\s?SMART)?\b/i, brand: 'Siemens', type: 'plc', strength: 0.8 },
  // … and their CPUs by number, as the front prints them: S7-1200's "CPU 1215C", S7-1500's "CPU 1511-1", S7-300's "CPU 315-2".
  {
    family: 'Siemens SIMATIC S7 CPU',
    pattern: /\bCPU\s?(?:121[1-7]C|15[01]\d[A-Z]{0,2}-\d|31[2-9][A-Z]?-\d)(?![A-Za-z0-9])/,
    brand: 'Siemens',
    type: 'plc',
    strength: 0.85,
  },

  // Generator controllers by their module numbers: SmartGen's HGM range, Deep Sea's DSE3xxx–8xxx (its 9xxx are battery
  // chargers), Datakom's DKG range.
  { family: 'SmartGen generator controller', pattern: /\bHGM\s?\d{3,4}[A-Z]{0,3}\b/, brand: 'Smartgen', type: 'generator-controller', strength: 0.8 },
  { family: 'Deep Sea generator controller', pattern: /\bDSE\s?[3-8]\d{3}(?:\s?MKII)?\b/i, brand: 'Deep Sea Electronics', type: 'generator-controller', strength: 0.85 },
  { family: 'Datakom generator controller', pattern: /\bDKG-?\d{3}\b/i, brand: 'Datakom', type: 'generator-controller', strength: 0.8 },

  // Keyence's KV PLCs: KV Nano by its I/O count and outputs ("KV-N40AT"), KV-8000, KV-5500 and KV-7500 CPUs.
  { family: 'Keyence KV PLC', pattern: /\bKV-(?:N\d{2}[A-Z]{1,3}|[578]\d00[A-Z]?)\b/, brand: 'Keyence', type: 'plc', strength: 0.85 },
  // Finder's Opta micro PLCs, made with Arduino, by their article numbers ("AFX00002").
  { family: 'Finder Opta PLC', pattern: /\bAFX0000[1-3]\b/, brand: 'Finder', type: 'plc', strength: 0.9 },

  // Selec, Autonics and Hanyoung: timers, temperature controllers, meters, encoders, sensors.
  { family: 'Selec timer', pattern: /\b[68]00[SX]Q(?:-[A-Z0-9]+)*\b|\bXT(?:246|247|546)\b/i, brand: 'Selec', type: 'timing-relay', strength: 0.85 },
  { family: 'Selec controller', pattern: /\bPID[1-5]00\b|\bTC(?:303|513|533|544)[A-Z]?\b/, brand: 'Selec', type: 'controller', strength: 0.75 },
  { family: 'Selec meter', pattern: /\bMFM\s?3\d{2}[A-Z]?\b|\bEM(?:306|368)[A-Z]?\b/, brand: 'Selec', type: 'energy-meter', strength: 0.8 },
  { family: 'Autonics temperature controller', pattern: /\b(?:TZN?|TK|TCN?|TX|TM)[2-9][SMHWLY]?-\d{2}[RCSN]{1,2}\b/, brand: 'Autonics', type: 'temperature-controller', strength: 0.85 },
  // … and its series code alone, as the front prints it (TCN4S, TK4M, TX4S), without the order code's options.
  { family: 'Autonics temperature controller series', pattern: /\b(?:TZN|TCN|TK|TX)4[SMHWL]\b/, brand: 'Autonics', type: 'temperature-controller', strength: 0.75 },
  { family: 'Autonics encoder', pattern: /\bE(?:20|30|40|50|58|60|68|80|100)[SH]\d{0,2}-\d{2,5}-\d-[A-Z]-\d{1,2}\b/, brand: 'Autonics', type: 'sensor', strength: 0.85 },
  { family: 'Autonics proximity sensor', pattern: /\bPR[DAWLT]?(?:CM)?(?:08|12|18|30)-\d{1,2}[DA][NPCO]2?\b/, brand: 'Autonics', type: 'sensor', strength: 0.85 },
  { family: 'Autonics photoelectric sensor', pattern: /\bB(?:J|X|EN|R|Y|UP)\d{1,4}M?-[TD][DF][TR](?:-[A-Z]+)?\b/, brand: 'Autonics', type: 'sensor', strength: 0.8 },
  { family: 'Hanyoung temperature controller', pattern: /\b(?:NX|DX|AX|MX|VX)[1-9]-\d{2}[A-Z]?\b|\bHY(?:48|72|96)[DSNP]?\b/, brand: 'Hanyoung', type: 'controller', strength: 0.75 },

  // Sensor makers' order codes.
  { family: 'Sick photoelectric sensor', pattern: /\bW(?:L|T|TB|E|S|LG|TV)\d{1,3}[A-Z]?-\d?[A-Z]\d{4}\b/, brand: 'Sick', type: 'sensor', strength: 0.85 },
  { family: 'Sick inductive sensor', pattern: /\bIM[EBF]?(?:08|12|18|30)-\d{2}[BN][PN][A-Z0-9]{4,6}\b/, brand: 'Sick', type: 'sensor', strength: 0.85 },
  { family: 'Pepperl+Fuchs sensor', pattern: /\bN(?:BB|BN|CB|CN|J)\d{1,2}(?:[,.]\d)?-(?:\d{1,2}GM\d{2,3}|U1|F\d{1,3}[A-Z]?)(?:-[A-Z0-9]{2,5})*/, brand: 'Pepperl+Fuchs', type: 'sensor', strength: 0.85 },
  { family: 'Balluff sensor', pattern: /\bBES\s?(?:\d{3}-\d{3}|M\d{2}[A-Z]{2}-[A-Z0-9]+|0[0-9A-Z]{4}\b)/, brand: 'Balluff', type: 'sensor', strength: 0.85 },
  { family: 'Turck sensor', pattern: /\b[BN]i\d{1,2}U?-(?:EG|EM|M|G|S|Q|K)\d{1,3}[A-Z]?-[A-Z]{1,3}\d[A-Z]?/i, brand: 'Turck', type: 'sensor', strength: 0.85 },
  { family: 'ifm sensor', pattern: /\b(?:I[GFEIMN]|KI|KG|OG|OJ|SI)5\d{3}\b|\b(?:PN|PI|PA|TN|TA)[237]\d{3}\b/, brand: 'IFM Electronic', type: 'sensor', strength: 0.7 },

  // Pfeiffer Vacuum's active gauges by their measuring principle: Pirani (PPT, TPR), cold cathode and Pirani (PKR),
  // capacitance (CMR, APR), Pirani/capacitance (PCR), with the series number ("PPT 100", "PKR 251", "TPR 280").
  { family: 'Pfeiffer Vacuum gauge', pattern: /\b(?:PPT|PKR|TPR|PCR|CMR|APR|IKR|RPT)\s?[1-3]\d{2}\b/, brand: 'Pfeiffer Vacuum', type: 'vacuum-gauge', strength: 0.85 },

  // Safety relays and interlock switches.
  { family: 'Pilz PNOZ safety relay', pattern: /\bPNOZ\s?(?:X\d{1,2}(?:\.\d)?P?|s\d{1,2}|m[A-Z0-9]{1,4}|e\d(?:\.\d)?[a-z]*)\b/i, brand: 'Pilz', type: 'relay', strength: 0.9 },
  // Dold safemaster: BG/BH/BD/BN 59xx and LG 59xx, UG 69xx (a B read as 8 too: "8G5924").
  { family: 'Dold safemaster safety relay', pattern: /\b(?:[B8][GHDN]\s?59\d{2}|LG\s?59\d{2}|UG\s?69\d{2})(?:\.\d{2})?\b/, brand: 'Dold', type: 'relay', strength: 0.85 },
  { family: 'Schmersal interlock switch', pattern: /\bAZM?\s?\d{2,3}[A-Z]{0,3}-\d{2}(?:\/\d{2})?[A-Z]{1,5}/, brand: 'Schmersal', type: 'limit-switch', strength: 0.8 },

  // Espressif's Wi-Fi modules, by chip and module name ("ESP32-WROOM-32E", "ESP32-S3", "ESP8266", "ESP-12F", "ESP-C3-32S"): on
  // another maker's board the module is a part of it.
  {
    family: 'Espressif Wi-Fi module',
    pattern: /\bESP(?:32(?:-[A-Za-z0-9]+)*|8266[A-Z]{0,2}|-(?:12[EFS]|01S?|C3-\d{2}[A-Z]?))(?![A-Za-z0-9])/,
    brand: 'Espressif',
    type: 'wifi-module',
    strength: 0.75,
    component: true,
  },

  // Small PLCs and HMIs.
  { family: 'Delta DVP PLC', pattern: /\bDVP-?\d{2}[A-Z]{2}\d(?:\d{2}[A-Z]{0,2})?\b/, brand: 'Delta Electronics', type: 'plc', strength: 0.85 },
  { family: 'Delta DOP HMI', pattern: /\bDOP-[ABW]\d{2}[A-Z0-9]{3,6}\b/, brand: 'Delta Electronics', type: 'hmi', strength: 0.85 },
  { family: 'Weintek HMI', pattern: /\b(?:MT|TK)[68]\d{3}i[PEQXH]?[A-Z0-9]*\b|\bcMT\d{4}X?\b/, brand: 'Weintek', type: 'hmi', strength: 0.85 },
  { family: 'Unitronics PLC', pattern: /\bV(?:130|200|230|260|280|290|350|430|530|560|570|700|1040|1210)-\d{2}-[A-Z0-9]{2,6}\b/, brand: 'Unitronics', type: 'plc', strength: 0.85 },
  // WAGO-I/O-SYSTEM 750 and 753 modules and couplers ("750-602", "750-430", "753-440"); the 2000s and 221-series are its terminal blocks.
  { family: 'WAGO 750 I/O module', pattern: /\b75[03]-[3-8]\d{2}(?:\/\d{3}-\d{3})?\b/, brand: 'Wago', type: 'plc', strength: 0.8 },
  { family: 'Beckhoff I/O and controller', pattern: /\b(?:EL|EK|KL|BK|CX)\d{4}(?:-\d{4})?\b/, brand: 'Beckhoff', type: 'plc', strength: 0.7 },
  // Eltako's DIN-rail actuators by series (12, 14, 61, 71; version 63): FUD/EUD universal dimmers (less surely: a dimmer
  // actuator is filed under Lighting as often as with the dimmer switches), and switching, shutter,
  // time and gateway modules ("FSR14-4x", "ESR12NP-230V+UC", "FSB14", "FTN14", "FGW14").
  { family: 'Eltako dimmer actuator', pattern: /\b[FE]UD(?:12|14|61|71)(?:NPN|NP|L|M)?(?:-\d{2,3}V(?:\+?UC)?)?(?![A-Za-z0-9])/, brand: 'Eltako', type: 'dimmer-switch', strength: 0.6 },
  { family: 'Eltako switching actuator', pattern: /\b(?:FSR|ESR|FSB|FTN|FMS|F4HK|FAH|FGW|FAM|FTS|FHK)(?:12|14|61|71)(?:-\d{1,2}x)?(?:NPN|NP)?(?:-\d{2,3}V(?:\+?UC)?)?(?![A-Za-z0-9])/, brand: 'Eltako', type: 'relay', strength: 0.85 },
  // USR IOT's serial device servers by their maker's prefix ("USR-TCP232-302", "USR-TCP232-410S", "USR-N510", "USR-DR302").
  {
    family: 'USR IOT serial device server',
    pattern: /\bUSR-(?:TCP232-\d{3}[A-Z]?|N5\d0|W6\d0|DR[34]0\d)\b/,
    brand: 'USR IOT',
    type: 'serial-device-server',
    strength: 0.85,
  },
  { family: 'Phoenix Contact power supply', pattern: /\b(?:QUINT|TRIO|STEP|UNO)\d?-PS\/[0-9A-Z/.-]+/i, brand: 'Phoenix Contact', type: 'power-supply', strength: 0.9 },
  { family: 'Phoenix Contact relay module', pattern: /\bPLC-R[SP]C-\s?\d{2,3}(?:UC|DC|AC)\/\d{2}/i, brand: 'Phoenix Contact', type: 'relay', strength: 0.85 },
];
