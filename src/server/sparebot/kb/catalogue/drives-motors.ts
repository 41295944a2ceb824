import { kilowatts, type CatalogueGrammar } from './grammar.ts';

/** Altivar power codes: U15 = 1.5 kW, U75 = 0.75 kW, D11 = 11 kW. */
function altivarPower(letter: string | undefined, digits: string | undefined) {
  const n = Number(digits);
  if (!Number.isFinite(n) || n <= 0) return [];
  return kilowatts(letter?.toUpperCase() === 'U' ? n / 10 : n);
}

/** Variable speed drives, soft starters (see control gear too) and motors. */
export const DRIVES_MOTORS: readonly CatalogueGrammar[] = [
  {
    family: 'Allen-Bradley PowerFlex drive',
    pattern: /\b(?:22[ABCDF]|25[ABC]|20[ABFG]|21G)-?[A-Z][0-9P]{2,4}[A-Z]\d{1,3}/i,
    brand: 'Allen-Bradley',
    type: 'drive',
    strength: 0.9,
  },
  {
    // Kinetix servo drives and their DC bus supplies: bulletin 2198 (5700), 2097 (350), 2094 (6000), 2093 (2000).
    family: 'Allen-Bradley Kinetix servo drive',
    pattern: /\b(?:2198|2097|2094|2093)-[A-Z]{1,3}\d{2,3}/i,
    brand: 'Allen-Bradley',
    type: 'servo-drive',
    strength: 0.85,
  },
  {
    family: 'Schneider Altivar drive',
    pattern: /\bATV\s?(\d{2,3})(?:([UD])(\d{2})[A-Z0-9]*)?/i,
    brand: 'Schneider Electric',
    type: 'drive',
    strength: 0.85,
    ratings: (m) => (/^(?:3[1-4]\d|6[0-9]\d|61|71|9\d\d)$/.test(m[1] ?? '') ? altivarPower(m[2], m[3]) : []),
  },
  { family: 'Siemens SINAMICS/MICROMASTER drive', pattern: /\b6S[LE][36]\d{3}/i, brand: 'Siemens', type: 'drive', strength: 0.9 },
  // The SINAMICS range by its printed name and model ("SINAMICS V20", "SINAMICS G120C", OCR's "SINAMICSV20").
  {
    family: 'Siemens SINAMICS drive name',
    pattern: /\bSINAMICS\s?(?:V20|V90|G1[12]0[CDPX]?|S1[12]0)\b/i,
    brand: 'Siemens',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'ABB ACS drive',
    pattern: /\bAC[SHQ]\s?\d{3}(?:-\d{2}[A-Z]?-\d{2,3}[A-Z]\d?-\d)?\b/i,
    brand: 'ABB',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'Danfoss VLT drive',
    pattern: /\bFC-?(?:051|101|102|103|106|202|280|301|302|360)(?![0-9])|\b13[0-4][BFLNUX]\d{4}\b/i,
    brand: 'Danfoss',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'Danfoss MCD soft starter',
    pattern: /\bMCD\s?(?:100|200|201|202|3000|500|5-\d{4})/i,
    brand: 'Danfoss',
    type: 'soft-starter',
    strength: 0.85,
  },
  {
    // Hitachi's inverters: series, then the power in tenths of a kW ("J100-004LFU" = 0.4 kW, "SJ200-037HFE" = 3.7 kW), then supply and region letters.
    family: 'Hitachi inverter',
    pattern: /\b(?:S?J|L|X|WJ)[1-7]00-(\d{3})[LHSN]F[EUR]?/i,
    brand: 'Hitachi Drives',
    type: 'drive',
    strength: 0.85,
    ratings: (m) => kilowatts(Number(m[1]) / 10),
  },
  { family: 'Invertek Optidrive', pattern: /\bOD[EPVLK]-\d-\d{5,6}/i, brand: 'Invertek Drives', type: 'drive', strength: 0.9 },
  {
    family: 'Mitsubishi FR inverter',
    pattern: /\bFR-(?:[DEAF][78][0-4]0S?|CS8[0-4])-[A-Z0-9.]+/i,
    brand: 'Mitsubishi Electric',
    type: 'drive',
    strength: 0.9,
  },
  {
    family: 'Mitsubishi MELSEC FX PLC',
    pattern: /\bFX[0-5][SUNGCE]{0,3}-\d{2}M[RTS]/i,
    brand: 'Mitsubishi Electric',
    type: 'plc',
    strength: 0.85,
  },
  {
    family: 'Yaskawa drive',
    pattern: /\bCIMR-[A-Z]{2}[0-9A-Z]{5,}|\b(?:GA[578]00|[VAJU]1000)\b/i,
    brand: 'Yaskawa',
    type: 'drive',
    strength: 0.8,
  },
  // The series' own names on the drive's front ("FRENIC-MEGA", "FRENIC-Ace"): a family name without its number.
  {
    family: 'Fuji FRENIC series',
    pattern: /\bFRENIC[-\s]?(?:MEGA|Ace|Mini|Multi|Eco|HVAC|Lift|AQUA|HF|VG|5000)\b/i,
    brand: 'Fuji Electric',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'Fuji FRENIC drive',
    pattern: /\bFRN\d{1,4}(?:\.\d+)?[A-Z]{1,3}\d?[A-Z]?-[24]/i,
    brand: 'Fuji Electric',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'Control Techniques drive',
    pattern: /\b(?:M[1-7]00|C[23]00|F[36]00|E[23]00|H300|P300)-\d{2}[0-9]{3,}|\bSK[ABCD]\d{7}\b|\bUNI\s?\d{4}\b/i,
    brand: 'Control Techniques',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'Vacon drive',
    pattern: /\bVACON\s?0?(?:10|20|100|1000)\b|\bNX[SLPIC]\d{4,5}[A-Z]\d[A-Z]\d/i,
    brand: 'Vacon',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'LS Electric drive',
    pattern: /\b(?:SV\d{3,4}i[GCSPE]5A?|LSLV\d{4}[SGHMC]\d{3})/i,
    brand: 'LS Electric',
    type: 'drive',
    strength: 0.85,
  },
  { family: 'Delta VFD drive', pattern: /\bVFD\d{3}[A-Z]{1,2}\d{2}[A-Z]/i, brand: 'Delta Electronics', type: 'drive', strength: 0.85 },
  // … and by the series names Delta prints on the drive's front ("CP2000", "CH2000", "C2000 Plus").
  {
    family: 'Delta 2000 series drive',
    pattern: /\b(?:CP|CH|CFP)2000\b|\bC2000[\s-]?(?:Plus|HS)\b/i,
    brand: 'Delta Electronics',
    type: 'drive',
    strength: 0.8,
  },
  // A generator's automatic voltage regulator by the codes Stamford's AVRs made known and their copies print ("MX341", "SX460").
  {
    family: 'Stamford-type generator AVR',
    pattern: /\b(?:MX3[24]1|SX4(?:21|40|60)|AS4[48]0|MA3(?:25|30))\b/,
    type: 'generator-avr',
    strength: 0.8,
  },
  {
    family: 'Lenze drive',
    pattern: /\b(?:E82E[VN]\d{3}K\d[A-Z]|I5[15]AE\d{3}[A-Z]|E84A[VTS][A-Z0-9]+)/i,
    brand: 'Lenze',
    type: 'drive',
    strength: 0.85,
  },
  {
    family: 'SEW MOVITRAC drive',
    pattern: /\b(?:MC07B|MDX61B|MC07A)\d{4}-[0-9A-Z]{2,}/i,
    brand: 'SEW-Eurodrive',
    type: 'drive',
    strength: 0.9,
  },
  // Faulhaber DC micromotors: frame diameter and length, winding type letter, voltage, commutation ("2342L012CR", "1524E012S").
  { family: 'Faulhaber DC motor', pattern: /\b[12]\d{3}[LTSUE]0\d{2}[CS]R?\b/, brand: 'Faulhaber', type: 'motor', strength: 0.8 },
  // Stepper motors by their frame: NEMA size with HS ("17HS4401"), or the frame in mm with the series letters
  // Chinese makers share ("42HD4027", "57BYGH56", "86HS85").
  {
    family: 'Stepper motor frame code',
    pattern: /\b(?:1[147]|23|34)HS\d{2,4}|\b(?:28|35|39|42|57|60|86)(?:HS|HD|BYGH?|STH|HB)\d{2,4}/i,
    type: 'stepper-motor',
    strength: 0.8,
  },
  { family: 'SEW DR motor', pattern: /\bDR[NSE]\d{2,3}[SML][A-Z]?\d/i, brand: 'SEW-Eurodrive', type: 'motor', strength: 0.7 },
  // Hitec's hobby and robot servos ("HS-311", "HS-422", "HS-5685MH").
  { family: 'Hitec servo', pattern: /\bHS-\d{3,4}[A-Z]{0,3}\b/, brand: 'Hitec', type: 'servo-motor', strength: 0.7 },
  // TowerPro's hobby servos, copied by every maker since ("MG996R", "MG 995", "SG90", "MG90S"): no one maker.
  { family: 'Hobby servo code', pattern: /\b(?:MG\s?99[56]R?|SG\s?90|MG\s?90S)(?![A-Za-z0-9])/, type: 'servo-motor', strength: 0.75 },
  // Motor-driver modules sold on their own, by the chip or board every maker's copy is named after: Infineon's BTS7960
  // H-bridge (the "IBT-2" board), ST's L298N, Toshiba's TB6560/TB6600/TB6612 stepper and DC drivers, the DM542/DM556/DM860
  // microstep drives. Driver chips soldered on a controller board (TMC2209, A4988) are left out: there they are parts.
  {
    family: 'Motor-driver module code',
    pattern: /\b(?:BTS\s?7960B?|IBT-2|L298N|TB6(?:560|600|612)(?:FNG|AHQ)?|DM(?:542|556|860)[A-Z]?)(?![A-Za-z0-9])/,
    type: 'motor-driver',
    strength: 0.75,
  },
  // Cytron's brushed DC motor drivers by their continuous current ("MD10C", "MD13S", "MD20A", "MD30C").
  {
    family: 'Cytron motor driver',
    pattern: /\bMD(?:10C|13S|20A|30C)(?![A-Za-z0-9])/,
    brand: 'Cytron',
    type: 'motor-driver',
    strength: 0.75,
  },
  // WEG's W21 and W22 motor lines, with their efficiency versions ("W22 IR3 Premium", "W22Xd" flameproof).
  {
    family: 'WEG W21/W22 motor',
    pattern: /\bW2[12](?:\s?(?:Xd|IR[234]|Plus|Premium|Magnet))?(?![A-Za-z0-9])/,
    brand: 'WEG',
    type: 'motor',
    strength: 0.8,
  },
  // Rhymebus's RM5 and RM6 inverters by series and rating ("RM5LD-2002", "RM6-2001"), a treadmill's and a fan's drive.
  {
    family: 'Rhymebus RM drive',
    pattern: /\bRM[56](?:[A-Z]{1,3}(?:-\d{3,4}[A-Z]?)?|-\d{3,4}[A-Z]?)\b/,
    brand: 'Rhymebus',
    type: 'drive',
    strength: 0.8,
  },
  { family: 'WEG CFW drive', pattern: /\bCFW\s?(?:08|09|10|11|100|300|500|700)\b/i, brand: 'WEG', type: 'drive', strength: 0.85 },
  { family: 'Eaton DC1/DA1 drive', pattern: /\bD[CAEGM]1-\d{3}[A-Z0-9]{3,}/i, brand: 'Eaton', type: 'drive', strength: 0.85 },
  { family: 'Eaton DS7 soft starter', pattern: /\bDS7-\d{3}[A-Z]{2}\d{3}/i, brand: 'Eaton', type: 'soft-starter', strength: 0.85 },
  {
    family: 'Lovato drive and soft starter',
    pattern: /\b(?:VLB[0-3]\d{4}|ADX[LNC]\d{4})/i,
    brand: 'Lovato Electric',
    type: 'drive',
    strength: 0.75,
  },
  { family: 'Omron drive', pattern: /\b3G3(?:MX2|RX2|MX|RX|JX|MV|JV|M1|AX)-[A-Z0-9]{4,}/i, brand: 'Omron', type: 'drive', strength: 0.85 },
  // Motors: IEC series type codes.
  // TEC's IEC motors, stocked by UK motor rewinders and wholesalers: T, the frame, a letter for its length, the poles
  // ("T90S-4", "T80B-2", "T132M-4"; version 63).
  {
    family: 'TEC motor',
    pattern: /\bT(?:56|63|71|80|90|100|112|132|160|180)(?:S|M|L|MA|MB|SA|SB|LA|LB|A|B|C)-[2468]\b/,
    brand: 'TEC Electric Motors',
    type: 'motor',
    strength: 0.8,
  },
  // Its order number as plates print it, with a space after the frame's first digit ("1LA7 096-4AA10").
  { family: 'Siemens SIMOTICS motor', pattern: /\b1(?:L[AEGP]|PH|FK|FT)\d\s?\d{3}/i, brand: 'Siemens', type: 'motor', strength: 0.85 },
  {
    family: 'ABB process performance motor',
    pattern: /\bM[23](?:BP|AA|BA|QA|JP|KP)X?\s?\d{2,3}[A-Z]{2}/i,
    brand: 'ABB',
    type: 'motor',
    strength: 0.7,
  },
  // Delta's DC fans by series and frame size ("EFB1524VHG", "AFB1212SH", "FFB0812EHE"), often read with the plate's MODEL run in.
  {
    family: 'Delta DC fan',
    pattern: /(?:\b|(?<=MODEL))(?:AFB|AUB|BFB|EFB|FFB|KFB|PFB|PFR|QFR|THB|TFB)\d{4}[A-Z]{1,4}\b/,
    brand: 'Delta Electronics',
    type: 'fan',
    strength: 0.85,
  },
  // Small DC can motors by the frame codes Mabuchi made the trade's names ("RS-385PH", "FK-130SH-14225", "RF-300CA"): any maker's.
  {
    family: 'Small DC can motor',
    pattern: /\b(?:RS|RF|FK|FA|RK|FF|FC|SF)-?\d{3}[A-Z]{2}(?:-\d{3,5})?\b/,
    type: 'dc-motor',
    strength: 0.75,
  },
  // Rolling bearings by their ISO designation with a seal, shield or cage suffix ("6205-2RS", "6004ZZ",
  // "6200-2RSH", "7201 BECBP"): any maker's, so no brand; the bare number alone is too short to say so.
  {
    family: 'Rolling bearing designation',
    // Not a motor plate's bearing rows ("DE 6205ZZ", "BRG 6204-2Z"): those are the motor's parts.
    pattern:
      /(?<!\b(?:N?D\.?E|BRG|BEARINGS?|LAGER|CUSCINETT[IO]|ROULEMENTS?)\.?[\s:.]*(?:[\w-]+\s?\/\s?)?)\b(?:16\d{3}|6[0-4]\d{2}|6[0-4]\/\d{2}|7[0-3]\d{2})(?:-?2RS[HLR1]?|-?2Z|-?ZZ|-?2RSH|\s?BE(?:CBP|CBM|CBY|P|GAP))\b/i,
    type: 'bearing',
    strength: 0.8,
  },
];
