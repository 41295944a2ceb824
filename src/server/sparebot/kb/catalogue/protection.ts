import { amps, curveAmps, type CatalogueGrammar } from './grammar.ts';

const SE = 'Schneider Electric';
const SIEMENS_CURVES: Record<string, string> = { '5': 'A', '6': 'B', '7': 'C', '8': 'D' };

/** Protection and switching: MCBs, RCBOs, RCDs, MCCBs, switch-disconnectors, fuses, surge protection. */
export const PROTECTION: readonly CatalogueGrammar[] = [
  // Schneider Acti9 iC60: A9F + range (7 N, 8 H, 9 L) + curve (3 B, 4 C, 5 D) + poles + amps: A9F74116 = C16 1P.
  {
    family: 'Schneider Acti9 iC60 MCB',
    pattern: /\bA9F[789]([345])[1-4](\d{2})\b/i,
    brand: SE,
    type: 'mcb',
    strength: 0.9,
    ratings: (m) => curveAmps({ '3': 'B', '4': 'C', '5': 'D' }[m[1] ?? ''], Number(m[2])),
  },
  { family: 'Schneider Acti9 RCCB/RCBO', pattern: /\bA9[RD]\d{5}\b/i, brand: SE, type: 'rcbo', strength: 0.8 },
  { family: 'Schneider Easy9 MCB', pattern: /\bEZ9F\d{5}\b/i, brand: SE, type: 'mcb', strength: 0.85 },
  // Resi9, the domestic range: R9F MCBs ("R9F12116"), R9PCL impulse relays ("R9PCL116", 16 A 1NO).
  // Easy9's residual current devices beside its MCBs (version 63): EZ9R RCCBs, EZ9D RCBOs.
  { family: 'Schneider Easy9 RCCB', pattern: /\bEZ9R\d{5}\b/i, brand: SE, type: 'rcd', strength: 0.85 },
  { family: 'Schneider Easy9 RCBO', pattern: /\bEZ9D\d{5}\b/i, brand: SE, type: 'rcbo', strength: 0.85 },
  { family: 'Schneider Resi9 MCB', pattern: /\bR9F\d{5}\b/i, brand: SE, type: 'mcb', strength: 0.85 },
  { family: 'Schneider Resi9 impulse relay', pattern: /\bR9PCL\d{3}\b/i, brand: SE, type: 'relay', strength: 0.85 },
  { family: 'Schneider Acti9 K60/C120 MCB', pattern: /\bA9[KN]\d{5}\b/i, brand: SE, type: 'mcb', strength: 0.75 },
  { family: 'Schneider Acti9 iSW switch disconnector', pattern: /\bA9S\d{5}\b/i, brand: SE, type: 'isolator', strength: 0.8 },
  {
    family: 'Schneider Compact NSX MCCB',
    pattern: /\b(?:NSX|NS)\s?(?:100|160|250|400|630|800|1000|1250|1600)\s?[BFNHSLER]\b|\bLV4[3-9]\d{4}\b/i,
    brand: SE,
    type: 'mccb',
    strength: 0.85,
  },
  // The trip unit of Schneider's (and Merlin Gerin's) moulded-case and air circuit breakers, named on their fronts.
  { family: 'Schneider Micrologic trip unit', pattern: /\bMicro\s?logic\b/i, brand: SE, type: 'mccb', strength: 0.7 },
  {
    family: 'Schneider Acti9 surge protector',
    pattern: /\bA9L\d{5}\b|\biPRD\s?\d{1,2}/i,
    brand: SE,
    type: 'surge-protector',
    strength: 0.85,
  },
  // Siemens: 5SY6 116-7 = 6 kA, 1 pole, 16 A, C curve (-6 B, -7 C, -8 D); printed with a space after the kA digit.
  {
    family: 'Siemens 5SY/5SL MCB',
    pattern: /\b5S[YLJPQX]\d\s?([0-4])(\d{2})-?([5-8])\b/i,
    brand: 'Siemens',
    type: 'mcb',
    strength: 0.9,
    ratings: (m) => curveAmps(SIEMENS_CURVES[m[3] ?? ''], Number(m[2])),
  },
  { family: 'Siemens 5SY MCB (short)', pattern: /\b5S[YLJ]\d{4}/i, brand: 'Siemens', type: 'mcb', strength: 0.85 },
  { family: 'Siemens 5SV/5SM RCCB', pattern: /\b5S[VM]\d{4}/i, brand: 'Siemens', type: 'rcd', strength: 0.85 },
  { family: 'Siemens 5SU RCBO', pattern: /\b5SU\d{4}/i, brand: 'Siemens', type: 'rcbo', strength: 0.85 },
  { family: 'Siemens 3VA/3VL MCCB', pattern: /\b3V[ALJMT]\d{4}/i, brand: 'Siemens', type: 'mccb', strength: 0.85 },
  {
    family: 'Siemens 3KD/3KF/3LD switch disconnector',
    pattern: /\b3(?:KD|KF|LD|KA|KL|KM)\d{2,4}/i,
    brand: 'Siemens',
    type: 'isolator',
    strength: 0.85,
  },
  { family: 'Siemens 3NA/3NE fuse', pattern: /\b3N[AEWDP]\d{4}/i, brand: 'Siemens', type: 'fuse', strength: 0.85 },
  { family: 'Siemens 5SD7 surge arrester', pattern: /\b5SD7\d{3}/i, brand: 'Siemens', type: 'surge-protector', strength: 0.85 },
  // ABB System pro M: S201-C16 = 1 pole, C curve, 16 A.
  {
    family: 'ABB S200 MCB',
    pattern: /\b(?:SH?2[0-9]{2}|S8\d{2})[A-Z]{0,2}-?([BCDKZ])(\d{1,3})\b/i,
    brand: 'ABB',
    type: 'mcb',
    strength: 0.9,
    ratings: (m) => curveAmps(m[1], Number(m[2])),
  },
  // … and by its number alone, printed large with the curve and current apart ("S203" over "C32"; version 184).
  { family: 'ABB S200 MCB number', pattern: /\bS\s?20[1-4](?:M|P|L)?(?![0-9A-Za-z-])/, brand: 'ABB', type: 'mcb', strength: 0.5 },
  { family: 'ABB DS RCBO', pattern: /\bDS[EN]?20[1-4][A-Z]{0,3}/i, brand: 'ABB', type: 'rcbo', strength: 0.85 },
  { family: 'ABB F200 RCCB', pattern: /\bFH?[24]0[024]\s?(?:AC?|B|F)\b/i, brand: 'ABB', type: 'rcd', strength: 0.8 },
  // Mitsubishi's NF moulded case breakers by frame and breaking class ("NF100-CS", "NF250-SV"), a designation others copy.
  { family: 'NF-type MCCB', pattern: /\bNF\d{2,4}-(?:CS|CP|CV|SP|SV|SW|HV|HW|CW|RV|LV|SEV|HEV|SEW|HEW)\b/i, type: 'mccb', strength: 0.8 },
  { family: 'ABB Tmax MCCB', pattern: /\b(?:XT[1-7]|T[1-7])[BCNSHLV]\s?\d{3,4}\b/i, brand: 'ABB', type: 'mccb', strength: 0.8 },
  {
    family: 'ABB OT switch disconnector',
    pattern: /\bOTM?(\d{2,4})[A-Z]{1,2}\d{1,2}[A-Z]?\b/i,
    brand: 'ABB',
    type: 'isolator',
    strength: 0.85,
    ratings: (m) => amps(m[1]),
  },
  { family: 'ABB OVR surge protector', pattern: /\bOVR\s?(?:T[123]|PV|BT2)/i, brand: 'ABB', type: 'surge-protector', strength: 0.85 },
  // Eaton: FAZ-C16/1, PLS6-B10/1, xClear CLS6-B25/3 (curve and amps written out), NZM frames, rotary switches.
  {
    family: 'Eaton FAZ/PL MCB',
    pattern: /\b(?:FAZ|PLSM?|PL[4-9]|PXL|CLS[46])-?([BCD])(\d{1,3})(?:\/\d)?/i,
    brand: 'Eaton',
    type: 'mcb',
    strength: 0.85,
    ratings: (m) => curveAmps(m[1], Number(m[2])),
  },
  // Eaton xPole RCCBs: PFIM-40/4/003-XG/A (rated current, poles, trip current); OCR often loses the I.
  { family: 'Eaton PFIM RCCB', pattern: /\bPFI?M-\d{2,3}\/(?:[24]\/)?0\d{1,2}-/i, brand: 'Eaton', type: 'rcd', strength: 0.85 },
  { family: 'Eaton MEM Memshield MCB', pattern: /\bMCH\d{3}\b/i, brand: 'Eaton', type: 'mcb', strength: 0.75 },
  { family: 'Eaton NZM MCCB', pattern: /\bNZM[BCNH]?\d-[A-Z]{1,3}\d{2,4}/i, brand: 'Eaton', type: 'mccb', strength: 0.85 },
  // … and its frame alone, as the breaker's front prints it large ("NZM2").
  { family: 'Eaton NZM MCCB frame', pattern: /\bNZM[BCNH]?[1-4]\b/, brand: 'Eaton', type: 'mccb', strength: 0.8 },
  {
    family: 'Eaton rotary switch disconnector',
    pattern: /\b(?:P[13]|T[035])-(\d{1,3})\/(?:EA|I\d|SVB|Z|V)/i,
    brand: 'Eaton',
    type: 'isolator',
    strength: 0.75,
    ratings: (m) => amps(m[1]),
  },
  // Hager (UK): family letters, poles, amps ("MTN116" = 1 pole 16 A).
  { family: 'Hager MCB', pattern: /\b(?:MT[NBC]|NB[NH]|NC[NH]|ND[NH])\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'mcb', strength: 0.8 },
  // … and its European ones, curve letter first: "MB116A" (B 16 A, one pole), "MCN132" (C 32 A), read with a space or not.
  {
    family: 'Hager MCB (curve first)',
    pattern: /\bM([BCD])N?\s?[1-4](0[1-6]|1[036]|2[05]|32|40|50|63)A?\b/,
    brand: 'Hager',
    type: 'mcb',
    strength: 0.8,
    ratings: (m) => curveAmps(m[1], Number(m[2])),
  },
  { family: 'Hager RCBO', pattern: /\bAD[ABCHMNS]\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'rcbo', strength: 0.8 },
  // … its RCCBs: CD for 30 mA, CF for 300 mA, then the type (A, AC, S), poles and amps, the number sometimes set apart ("CFC 425M").
  { family: 'Hager RCCB', pattern: /\bC[DF][ACSH]\s?\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'rcd', strength: 0.75 },
  { family: 'Hager consumer unit', pattern: /\bVML\d{3,4}[A-Z]*\b/i, brand: 'Hager', type: 'consumer-unit', strength: 0.85 },
  { family: 'Hager surge protector', pattern: /\bSP[NAB]\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'surge-protector', strength: 0.7 },
  // Wylex (NH and NS ranges).
  {
    family: 'Wylex NH MCB',
    pattern: /\bNHX[BCD]\d{2}\b/i,
    brand: 'Wylex',
    type: 'mcb',
    strength: 0.85,
    ratings: (m) => curveAmps(m[0].charAt(3), Number(m[0].slice(4))),
  },
  {
    family: 'Wylex NS MCB',
    // Never the head of a longer code ("NSB30-25B", a Salmson circulator's type).
    pattern: /\bNS[BC]\d{2}\b(?!-\d)/i,
    brand: 'Wylex',
    type: 'mcb',
    strength: 0.75,
    ratings: (m) => curveAmps(m[0].charAt(2), Number(m[0].slice(3))),
  },
  // BG Electrical's consumer-unit MCBs by curve and amps ("CUCMB32": type B, 32 A).
  {
    family: 'BG MCB',
    pattern: /\bCUCM([BC])(06|10|16|20|32|40|50|63)\b/i,
    brand: 'BG Electrical',
    type: 'mcb',
    strength: 0.8,
    ratings: (m) => curveAmps(m[1] ?? '', Number(m[2])),
  },
  // Others common in UK boards.
  { family: 'Chint NB1/NXB MCB', pattern: /\bN(?:B1|XB)-(?:63|125)[A-Z]?\b/i, brand: 'Chint', type: 'mcb', strength: 0.8 },
  {
    family: 'Chint NM1/NM8/NXM MCCB',
    pattern: /\bN(?:M1|M8S?|XM)-(?:63|100|125|160|250|400|630|800|1250)[A-Z]{0,2}\b/i,
    brand: 'Chint',
    type: 'mccb',
    strength: 0.8,
  },
  {
    family: 'Terasaki TemBreak MCCB',
    pattern: /\b[SE](?:125|160|250|400|630|800)-[A-Z]{2}\b/i,
    brand: 'Terasaki',
    type: 'mccb',
    strength: 0.75,
  },
  // SEL (Schweitzer Engineering Laboratories) protection relays: SEL-351, SEL-501, SEL-751A.
  { family: 'SEL protection relay', pattern: /\bSEL-\d{3,4}[A-Z]?\b/, brand: 'Schweitzer Engineering', type: 'relay', strength: 0.85 },
  { family: 'Socomec SIRCO switch', pattern: /\bSIRCO\s?(?:M|MV|AC|DC)?\b/i, brand: 'Socomec', type: 'isolator', strength: 0.8 },
  {
    family: 'Kraus & Naimer rotary switch',
    pattern: /\bKG(\d{2,3})[A-Z]?\s?T?\d{3}/i,
    brand: 'Kraus & Naimer',
    type: 'isolator',
    strength: 0.7,
    ratings: (m) => amps(m[1]),
  },
  // Square D's American QO and Homeline ranges: breakers by poles and amps ("QO115" 1-pole 15 A, "HOM2100"
  // 2-pole 100 A, "QO120GFI"), load centres by spaces and main rating ("QO2L30S", "HOM24L70F", "QO130L200PG").
  {
    family: 'Square D QO/Homeline breaker',
    pattern: /\b(?:Q[O0]B?|HOM)[123](10|15|20|25|30|35|40|45|50|60|70|80|90|100|110|125|150|175|200)(?:GFI|CAFI|AFI|DF|PDF|PL|VH)?\b/,
    brand: SE,
    line: 'Square D',
    type: 'mcb',
    strength: 0.8,
    ratings: (m) => amps(m[1]),
  },
  {
    family: 'Square D QO/Homeline load centre',
    pattern: /\b(?:Q[O0]|HOM)\d{1,3}L(\d{2,3})[A-Z]{0,4}\b/,
    brand: SE,
    line: 'Square D',
    type: 'consumer-unit',
    strength: 0.85,
    ratings: (m) => amps(m[1]),
  },
  // Mersen (Ferraz Shawmut) American fuses: Tri-Onic dual-element "TRS15R" (600 V) and "TR30R" (250 V),
  // Amp-Trap class J "AJT60" and class CC "ATQR10".
  {
    family: 'Mersen Tri-Onic/Amp-Trap fuse',
    pattern: /\bTRS?(\d{1,3})R\b|\bAJT(\d{1,3})\b|\bATQR(\d{1,2})\b/,
    brand: 'Mersen',
    type: 'fuse',
    strength: 0.8,
    ratings: (m) => amps(m[1] ?? m[2] ?? m[3]),
  },
  // Havells (India, sold by UK wholesalers): "DHMG", then the curve or I for an isolator, poles, and amps ("DHMGIDPX063": DP isolator 63 A).
  {
    family: 'Havells MCB',
    pattern: /\bDHMG([BCD])(?:SP|DP|TP|FP)[FN](\d{3})\b/i,
    brand: 'Havells',
    type: 'mcb',
    strength: 0.8,
    ratings: (m) => curveAmps(m[1], Number(m[2])),
  },
  {
    family: 'Havells isolator',
    pattern: /\bDHMGI(?:SP|DP|TP|FP)X(\d{3})\b/i,
    brand: 'Havells',
    type: 'isolator',
    strength: 0.8,
    ratings: (m) => amps(m[1]),
  },
  // Fuse classes and holders (any maker): "gG 32A", "NH00", "BS88".
  {
    family: 'Fuse link by utilisation class',
    pattern: /\b(?:NH\s?(?:000|00|0|1|2|3|4)\s?g[GL]|g[GL]\s?\d{1,4}\s?A|aM\s?\d{1,4}\s?A)/,
    type: 'fuse',
    designation: true,
    strength: 0.7,
  },
];
