import { amps, schneiderCoil, type CatalogueGrammar } from './grammar.ts';

const AB = 'Allen-Bradley',
  SE = 'Schneider Electric';

/**
 * Motor control gear and control-circuit devices: contactors, overload relays, motor-protection
 * breakers, starters, control and timing relays, pushbuttons, limit switches, sensors, PLCs.
 */
// One catalogue family a line keeps the table readable.
// prettier-ignore
export const CONTROL_GEAR: readonly CatalogueGrammar[] = [
  // Allen-Bradley (Rockwell) bulletin numbers: bulletin, dash, family letters and size.
  { family: 'Allen-Bradley 100-C contactor', pattern: /\b10[0459]-?C(\d{2})[A-Z]{0,3}\d{0,2}/i, brand: AB, type: 'contactor', strength: 0.9, ratings: (m) => amps(m[1]) },
  { family: 'Allen-Bradley 100-D/E contactor', pattern: /\b100-?[DE](\d{2,4})[A-Z]/i, brand: AB, type: 'contactor', strength: 0.85, ratings: (m) => amps(m[1]) },
  { family: 'Allen-Bradley 193/592 overload relay', pattern: /\b(?:193-?(?:E[A-Z]{0,3}|T1|K)[A-Z0-9]+|592-[A-Z0-9]{3,})/i, brand: AB, type: 'overload-relay', strength: 0.85 },
  { family: 'Allen-Bradley 140M motor protection breaker', pattern: /\b140M(?:T|P)?-?[A-Z]\d[A-Z]?-?[A-Z]?\d{2,3}/i, brand: AB, type: 'motor-protection', strength: 0.85 },
  { family: 'Allen-Bradley 509 NEMA starter', pattern: /\b(?:509|709|505|512)-[A-Z]{2,3}[A-Z0-9]*/i, brand: AB, type: 'motor-starter', strength: 0.8 },
  { family: 'Allen-Bradley 700 timing relay', pattern: /\b700-?(?:FS|FE|HT|HX)[A-Z0-9]{2,}/i, brand: AB, type: 'timing-relay', strength: 0.9 },
  { family: 'Allen-Bradley 700-H relay', pattern: /\b700-?H[A-Z]\d{2}[A-Z]?\d{0,2}\b/i, brand: AB, type: 'relay', strength: 0.9 },
  { family: 'Allen-Bradley 700 industrial relay', pattern: /\b700-(?:P|PK|N|CF|K|CR|M|RTC)[A-Z]?\d{2,3}/i, brand: AB, type: 'relay', strength: 0.7 },
  { family: 'Allen-Bradley 800 pushbutton', pattern: /\b800[THFBEM][A-Z]?-[A-Z0-9]+/i, brand: AB, type: 'pushbutton', strength: 0.9 },
  { family: 'Allen-Bradley 855 stack light', pattern: /\b855[TEDB]-[A-Z0-9]{3,}/i, brand: AB, type: 'signal-tower', strength: 0.9 },
  { family: 'Allen-Bradley 802 limit switch', pattern: /\b(?:802[TMBR]|440P)-[A-Z0-9]+/i, brand: AB, type: 'limit-switch', strength: 0.9 },
  { family: 'Allen-Bradley 150 SMC soft starter', pattern: /\b150-?[CSF]\d{2,3}[A-Z]{2,}/i, brand: AB, type: 'soft-starter', strength: 0.85 },
  { family: 'Allen-Bradley Logix and I/O', pattern: /\b(?:1734|1746|1747|1756|1762|1763|1764|1766|1768|1769|1771|1794|2080|5069)-[A-Z]{2,}/i, brand: AB, type: 'plc', strength: 0.9 },
  { family: 'Allen-Bradley PanelView', pattern: /\b2711[PCR]?-[A-Z0-9]{3,}/i, brand: AB, type: 'hmi', strength: 0.9 },
  { family: 'Allen-Bradley 1492 terminal block', pattern: /\b1492-[A-Z]{1,3}\d/i, brand: AB, type: 'terminal-block', strength: 0.8 },

  // Schneider Electric / Telemecanique: TeSys, Zelio, Harmony, Modicon.
  { family: 'Schneider TeSys D/F/K contactor', pattern: /\bL[CP][12][-\s]?([DFKE])(\d{2,3})A?([A-Z]{1,2}[7DL])?\b/i, brand: SE, type: 'contactor', strength: 0.9,
    ratings: (m) => [...amps(m[2]), ...schneiderCoil(m[3])] },
  // TeSys auxiliary contact blocks and control relays, as common in surplus as the contactors they clip to (version 62):
  // "LADN22", "LA1DN11", "LADC22", "LA1KN20", with a letter after its contacts ("LADN22S"); "CAD32M7", "CA2KN22B7" (its coil's code often read on a row of its own).
  { family: 'Schneider TeSys auxiliary contact block', pattern: /\bLA(?:1?DN|8DN|DC|1KN)\d{2}[SP]?\b/i, brand: SE, type: 'auxiliary-contact', strength: 0.85 },
  { family: 'Schneider TeSys control relay', pattern: /\bCA(?:[23][DK]N(?:\d{2})?|D[NS]?\d{2})([A-Z]{1,2}[7DL])?\b/i, brand: SE, type: 'relay', strength: 0.85,
    ratings: (m) => schneiderCoil(m[1]) },
  { family: 'Schneider TeSys overload relay', pattern: /\bLR(?:D|2K|9[DFG]|E|3D)-?\d{2,4}[A-Z]?\b/i, brand: SE, type: 'overload-relay', strength: 0.85 },
  { family: 'Schneider TeSys GV motor circuit breaker', pattern: /\bGV[237]-?(?:ME|P|L|LE|RT|RS|AE|AN)\d{2}|\bGV[23]-?(?:ME|P)\b/i, brand: SE, type: 'motor-protection', strength: 0.85 },
  { family: 'Schneider TeSys U starter', pattern: /\bLU(?:B|CA|CB|CC|CM|2B|1B)\d{2}[A-Z]*/i, brand: SE, type: 'motor-starter', strength: 0.75 },
  { family: 'Schneider Zelio relay', pattern: /\bR(?:XM|XG|SB|PM|UMC|XN)\d(?=[A-Z0-9]{2,})\d*[A-Z][A-Z0-9]*/i, brand: SE, type: 'relay', strength: 0.85 },
  { family: 'Schneider Zelio timing relay', pattern: /\bRE(?:7|8|9|11|17|22|48|XL)[A-Z][A-Z0-9]{2,7}\b/i, brand: SE, type: 'timing-relay', strength: 0.85 },
  { family: 'Schneider monitoring and safety relay', pattern: /\b(?:RM(?:4|17|22|35)[A-Z]{1,3}\d|XPS[A-Z]{2,}\d*)/i, brand: SE, type: 'relay', strength: 0.75 },
  { family: 'Schneider Harmony pushbutton', pattern: /\b(?:XB[2-7]|ZB[45]|XA2|XAL)-?[A-Z]{1,3}\d{1,4}/i, brand: SE, type: 'pushbutton', strength: 0.85 },
  // "XB2" alone: the 22 mm pushbutton series as many makers print it on the body, a class, not a model.
  { family: 'XB2-type pushbutton', pattern: /\bXB2\b/, type: 'pushbutton', strength: 0.75, designation: true },
  { family: 'Schneider Harmony contact block', pattern: /\bZB[EV]-?\d{3}\b/i, brand: SE, type: 'pushbutton', strength: 0.8 },
  { family: 'Schneider OsiSense limit switch', pattern: /\b(?:XC[KMPNRS]|ZCK|XCMD)-?[A-Z]{0,2}\d{3,5}/i, brand: SE, type: 'limit-switch', strength: 0.85 },
  // Their codes run on well past the family's letters ("XS618B1PAL2", "XUB4BPANL2"): "XS210" alone is another maker's model.
  { family: 'Schneider OsiSense sensor', pattern: /\bX(?:S[1-9]|U[BMKXZ])(?=[A-Z0-9]{5,})[A-Z]{0,3}\d{2,}/i, brand: SE, type: 'sensor', strength: 0.75 },
  { family: 'Schneider Altistart soft starter', pattern: /\bATS\s?(?:01|22|48|480)[A-Z0-9]*/i, brand: SE, type: 'soft-starter', strength: 0.85 },
  { family: 'Schneider Zelio Logic and Modicon PLC', pattern: /\b(?:SR[23][A-Z]{1,3}\d{3}[A-Z]{0,3}|TM(?:2[0-6]\d|3[A-Z]{2})[A-Z0-9]+|BM[XE][A-Z]{3}\d{3,})/i, brand: SE, type: 'plc', strength: 0.8 },
  // An M340 or X80 module's code as printed on its front, without the BMX of its order number ("DDM16025", "AMM0600").
  { family: 'Schneider Modicon M340 module', pattern: /\b(?:DDI|DDO|DDM|DAI|DAO|DRA|AMI|AMO|AMM|ART|EHC|NOE|NOC|CPS)\d{4,5}\b/, brand: SE, type: 'plc', strength: 0.7 },
  { family: 'Schneider Phaseo power supply', pattern: /\bABL[78][A-Z]{2,3}\d{4,}/i, brand: SE, type: 'power-supply', strength: 0.85 },
  { family: 'Schneider Magelis HMI', pattern: /\b(?:HMI[GS][A-Z][A-Z0]\d{4}|XBTG[T]?\d{4})/i, brand: SE, type: 'hmi', strength: 0.85 },

  // TE Connectivity's (Kilovac) sealed DC contactors for battery and EV circuits ("EV200", "LEV200", "EVC 250", "EVC 500").
  { family: 'TE Kilovac DC contactor', pattern: /\b(?:L?EV(?:100|200|250)|EVC\s?(?:250|500))[A-Z]{0,4}\b/, brand: 'TE Connectivity', type: 'contactor', strength: 0.8 },

  // Siemens order numbers (MLFB): digit, letters, four digits.
  { family: 'Siemens SIRIUS 3RT contactor', pattern: /\b3RT\d{4}/i, brand: 'Siemens', type: 'contactor', strength: 0.9 },
  { family: 'Siemens SIRIUS 3RH contactor relay', pattern: /\b3RH\d{4}/i, brand: 'Siemens', type: 'relay', strength: 0.85 },
  { family: 'Siemens SIRIUS 3RU/3RB overload relay', pattern: /\b3R[UB]\d{4}/i, brand: 'Siemens', type: 'overload-relay', strength: 0.85 },
  { family: 'Siemens SIRIUS 3RV motor starter protector', pattern: /\b3RV\d{4}/i, brand: 'Siemens', type: 'motor-protection', strength: 0.85 },
  { family: 'Siemens SIRIUS 3RP timing relay', pattern: /\b(?:3RP|7PV)\d{4}/i, brand: 'Siemens', type: 'timing-relay', strength: 0.85 },
  { family: 'Siemens SIRIUS 3RQ/3RS relay', pattern: /\b3R[QSN]\d{4}/i, brand: 'Siemens', type: 'relay', strength: 0.8 },
  { family: 'Siemens SIRIUS 3RW soft starter', pattern: /\b3RW\d{4}/i, brand: 'Siemens', type: 'soft-starter', strength: 0.9 },
  { family: 'Siemens SIRIUS 3SU/3SB pushbutton', pattern: /\b3S[UB]\d{4}/i, brand: 'Siemens', type: 'pushbutton', strength: 0.85 },
  { family: 'Siemens SIRIUS 3SE limit switch', pattern: /\b3SE\d{4}/i, brand: 'Siemens', type: 'limit-switch', strength: 0.85 },
  { family: 'Siemens SIMATIC PLC', pattern: /\b6ES7\s?\d{3}/i, brand: 'Siemens', type: 'plc', strength: 0.9 },
  { family: 'Siemens SIMATIC HMI', pattern: /\b6AV\d\s?\d{3}|\bKTP\d{3,4}\b/i, brand: 'Siemens', type: 'hmi', strength: 0.85 },
  // SINUMERIK CNC controls and their panels, cables and modules: order numbers 6FC5… and 6FX….
  { family: 'Siemens SINUMERIK CNC', pattern: /\b6F[CX]\d\s?\d{3}-?\d[A-Z]{2}\d{2}/i, brand: 'Siemens', type: 'controller', strength: 0.85 },
  { family: 'Siemens SITOP power supply', pattern: /\b6EP\d{4}/i, brand: 'Siemens', type: 'power-supply', strength: 0.85 },

  // ABB: contactor frame and current, then contact arrangement ("AF09-30-10", "A26-30-10").
  { family: 'ABB A/AF/AX contactor', pattern: /\b(?:AF|AX|A)(\d{1,4})Z?-\d{2}-\d{2}/i, brand: 'ABB', type: 'contactor', strength: 0.85, ratings: (m) => amps(m[1]) },
  // ABB's auxiliary contact blocks for those contactors, front ("CA5-10", "CA5-40E") and side ("CAL5-11").
  { family: 'ABB CA5/CAL5 auxiliary contact block', pattern: /\bCAL?5-\d{2}[EMN]?\b/i, brand: 'ABB', type: 'auxiliary-contact', strength: 0.8 },
  // ABB's overload relays come in fixed frames (TA25DU to TA450DU, TF42 to TF140DU, EF19 to EF800): "TA12-200" is another maker's.
  { family: 'ABB TF/TA/EF overload relay', pattern: /\b(?:TF(?:42|65|96|140)(?:DU)?|TA(?:25|42|75|80|110|200|450)(?:DU)?|EF(?:19|45|65|96|146|205|370|460|750|800))-\d{1,3}(?:\.\d+)?/i, brand: 'ABB', type: 'overload-relay', strength: 0.85 },
  { family: 'ABB MS manual motor starter', pattern: /\bM[SO](?:116|132|165|325|450|495|497)-\d{1,3}(?:\.\d+)?/i, brand: 'ABB', type: 'motor-protection', strength: 0.85 },
  { family: 'ABB CT timing relay', pattern: /\bCT-(?:MFS|MFD|ERS|ERD|EKE|SDS|SDE|AHS|AHD|ARS|MVS|MKE|TGD|APS|D)\.?\d{0,2}/i, brand: 'ABB', type: 'timing-relay', strength: 0.85 },
  { family: 'ABB CR/CM relay', pattern: /\b(?:CR-[MPS]\d{3}[A-Z]{1,3}\d?|CM-(?:MSS|PFS|PVE|SRS|ESS|IWS|TCS|LWN|MPS|PBE))/i, brand: 'ABB', type: 'relay', strength: 0.8 },
  { family: 'ABB PSR/PSE/PSTX soft starter', pattern: /\bPS(?:R|E|TX|TB|S)\d{1,4}-\d{3}-\d{2}/i, brand: 'ABB', type: 'soft-starter', strength: 0.85 },

  // Eaton (Moeller): DILM contactors by AC-3 current, PKZ motor protection, M22 pilot devices.
  { family: 'Eaton DILM contactor', pattern: /\bDILM(\d{1,4})(?:[-/]\d{2})?/i, brand: 'Eaton', type: 'contactor', strength: 0.9, ratings: (m) => amps(m[1]) },
  { family: 'Eaton DILA/DILER contactor relay', pattern: /\bDIL(?:A|ER|MP)-?\d{2}/i, brand: 'Eaton', type: 'relay', strength: 0.85 },
  { family: 'Eaton ZB/ZEB overload relay', pattern: /\bZ(?:B\d{2,3}|EB\d{1,3}|5)-\d{1,3}(?:\.\d+)?/i, brand: 'Eaton', type: 'overload-relay', strength: 0.8 },
  { family: 'Eaton PKZ/PKE motor protection', pattern: /\b(?:PKZ(?:M0|M4|MC|2)?-\d{1,2}(?:\.\d{1,2})?|PKE\d{2})/i, brand: 'Eaton', type: 'motor-protection', strength: 0.85 },
  { family: 'Eaton M22 pilot device', pattern: /\bM22S?-[A-Z]{1,4}\d?/i, brand: 'Eaton', type: 'pushbutton', strength: 0.8 },
  { family: 'Eaton ETR timing relay', pattern: /\b(?:ETR[24]|ETS4|DILET)-?\d{2}/i, brand: 'Eaton', type: 'timing-relay', strength: 0.8 },
  { family: 'Eaton EMR monitoring relay', pattern: /\bEMR[46]-[A-Z0-9]{2,}/i, brand: 'Eaton', type: 'relay', strength: 0.8 },
  { family: 'Eaton easy control relay', pattern: /\bEASY\s?-?E?\d{3,4}/i, brand: 'Eaton', type: 'plc', strength: 0.8 },

  // Lovato: "11BF0910A230" = BF09 contactor, 1 NO, 230 V AC coil.
  { family: 'Lovato BF contactor', pattern: /\b(?:11)?BF(\d{2,3})\d{2}A\d{3}/i, brand: 'Lovato Electric', type: 'contactor', strength: 0.85, ratings: (m) => amps(m[1]) },
  // … and its front's frame alone ("BF09"), one of the range's sizes: four characters another maker may use, so less sure.
  {
    family: 'Lovato BF contactor frame',
    pattern: /\bBF(09|12|18|25|26|32|38|40|50|65|80|95|115|150)(?![0-9A-Z])/i,
    brand: 'Lovato Electric',
    type: 'contactor',
    strength: 0.5,
    ratings: (m) => amps(m[1]),
  },
  { family: 'Lovato RF overload relay', pattern: /\b(?:11)?RF(?:9|38|95)\d{2,4}/i, brand: 'Lovato Electric', type: 'overload-relay', strength: 0.8 },
  { family: 'Lovato SM motor protection', pattern: /\bSM[12][PR]\d{4}/i, brand: 'Lovato Electric', type: 'motor-protection', strength: 0.8 },
  { family: 'Lovato 8LM pilot device', pattern: /\b8LM2T[A-Z0-9]+/i, brand: 'Lovato Electric', type: 'pushbutton', strength: 0.85 },

  // Omron: relays, timers, sensors, switches, PLCs, controllers and power supplies.
  { family: 'Omron relay', pattern: /\b(?:MY[2-4]N?|LY[1-4]N?|MKS?[23]P|G2RS?|G5LE|G5Q|G5V|G6RN?|G6[BDKS]|G7SA|G7T|G3N[AB]|G3PE|G9S[ABE])-[A-Z0-9]+|\bMY[2-4]N(?![A-Za-z0-9])/i, brand: 'Omron', type: 'relay', strength: 0.8 },
  { family: 'Omron timer', pattern: /\bH3(?:CR|YN?|DS|DK|BA|RN|DT)-[A-Z0-9]+|\bH5CX-[A-Z0-9]+/i, brand: 'Omron', type: 'timing-relay', strength: 0.85 },
  // Its panel time counters (hour meters) H7ET, H7GP and H7HP ("H7ET-N", "H7ET-NV1"), a space often read before the T.
  { family: 'Omron time counter', pattern: /\bH7(?:E\s?T|GP|HP)(?:-[A-Z0-9]+)?(?![A-Za-z0-9])/i, brand: 'Omron', type: 'hour-meter', strength: 0.85 },
  { family: 'Omron sensor', pattern: /\bE(?:2E|2A|2B|3Z|3F|3JK|3T|2K|3S|3X|2EZ)-[A-Z0-9]+/i, brand: 'Omron', type: 'sensor', strength: 0.85 },
  { family: 'Omron limit switch', pattern: /\b(?:D4[NABCEV]|D4MC|WL(?:CA2?|G2|H2|D2|NJ))-[A-Z0-9]{2,}/i, brand: 'Omron', type: 'limit-switch', strength: 0.85 },
  { family: 'Omron pushbutton', pattern: /\b(?:A22N?[LSWEZ]?|A165[LSWEKT]?|A16)-[A-Z0-9]{2,}/i, brand: 'Omron', type: 'pushbutton', strength: 0.75 },
  // A CP1 or CP2 front prints its family alone under SYSMAC ("CP1E"), its full number on the side.
  { family: 'Omron PLC', pattern: /\b(?:CP1[ELH]|CP2E)\b(?!-)|\b(?:CP1[ELH]|CP2E|CJ[12][MGH]?|NX1P|NJ[135]01|CS1[GHD]?|CPM[12][AC]?|ZEN)-[A-Z0-9]{2,}/i, brand: 'Omron', type: 'plc', strength: 0.85 },
  { family: 'Omron temperature controller', pattern: /\bE5[ACDEGLNRSW][CNZK]?-[A-Z0-9]+/i, brand: 'Omron', type: 'controller', strength: 0.85 },
  { family: 'Omron power supply', pattern: /\bS8(?:VK|JX|VS|FS|VM|TS|JC)(?:-[A-Z0-9]+|\b)/i, brand: 'Omron', type: 'power-supply', strength: 0.85 },

  // Finder: series.type.coil kind.voltage.option ("40.52.8.230.0000": series 40 relay, 230 V AC).
  { family: 'Finder relay', pattern: /\b(?:34|38|39|40|41|43|44|46|48|49|50|55|56|58|60|62|65|66|67|70|71|72)\.\d{2}\.[0-9]\.\d{3}\.\d{4}/, brand: 'Finder', type: 'relay', strength: 0.9 },
  { family: 'Finder timer', pattern: /\b(?:80|81|83|85|86|87|88)\.\d{2}\.[0-9]\.\d{3}\.\d{4}/, brand: 'Finder', type: 'timing-relay', strength: 0.9 },
  { family: 'Finder modular contactor', pattern: /\b22\.\d{2}\.[0-9]\.\d{3}\.\d{4}/, brand: 'Finder', type: 'contactor', strength: 0.9 },

  // Carlo Gavazzi: solid-state relays, monitoring relays, proximity sensors.
  { family: 'Carlo Gavazzi solid-state relay', pattern: /\bR(?:M1A|GS1A|GC[123]A?|S1A|A2A)\d{2}[A-Z]\d{2,3}/i, brand: 'Carlo Gavazzi', type: 'relay', strength: 0.8 },
  // RA series panel SSRs: RA, then the rated voltage (23, 24, 40, 48, 60 for 230…600 V), then the current (10–125 A), then the control input ("-D12": 3–32 V DC).
  { family: 'Carlo Gavazzi RA solid-state relay', pattern: /\bRA(?:23|24|40|48|60)(?:10|25|40|50|75|90|12[05])(?:-?[AD]\d{2}|H\d{2})?(?![A-Z0-9])/i, brand: 'Carlo Gavazzi', type: 'relay', strength: 0.8 },
  { family: 'Carlo Gavazzi monitoring relay', pattern: /\bD[PU][ABCD]\d{2}[A-Z]{2}\d{2,3}/i, brand: 'Carlo Gavazzi', type: 'relay', strength: 0.7 },
  { family: 'Carlo Gavazzi proximity sensor', pattern: /\b(?:ICB|ICS|CA)(?:08|12|18|30)[A-Z]{1,5}\d{2}[A-Z0-9]*/i, brand: 'Carlo Gavazzi', type: 'sensor', strength: 0.75 },

  // Song Chuan's power relays: series, then contact form ("888HN-1CH-F-C", "832A-1A-S", "896H-1CH-C1").
  { family: 'Song Chuan relay', pattern: /\b8\d{2}[A-Z]{0,2}-1[AC]H?-[A-Z]/, brand: 'Song Chuan', type: 'relay', strength: 0.8 },

  // Terminal blocks (no single maker's shape).
  { family: 'WAGO terminal block', pattern: /\b(?:2002|2004|2006|2010|2016|280|281|282|221|222)-\d{3,4}\b/, brand: 'Wago', type: 'terminal-block', strength: 0.5 },
];
