import { watts, type CatalogueGrammar } from './grammar.ts';

/** Fire and security, cables, fixings, tools and testers. */
export const SITE_STOCK: readonly CatalogueGrammar[] = [
  {
    family: 'Apollo detector part number',
    pattern: /\b(?:55000|58000|45681|SA5900)-\d{3}/,
    brand: 'Apollo Fire Detectors',
    type: 'fire-alarm',
    strength: 0.9,
  },
  // … and its Orbis detectors' and bases' codes, which end in the maker's mark ("ORB-OP-12001-APO", "ORB-HT-11005-MAR").
  {
    family: 'Apollo Orbis part number',
    pattern: /\bORB-[A-Z]{2}-\d{5}(?:-[A-Z]{3})?\b/,
    brand: 'Apollo Fire Detectors',
    type: 'fire-alarm',
    strength: 0.9,
  },
  { family: 'Aico alarm', pattern: /\bEi\s?(?:1|2|3)\d{2,3}[A-Z]{0,3}\b/, brand: 'Aico', type: 'fire-alarm', strength: 0.8 },
  // Kidde's mains smoke and heat alarms (Firex KF10/KF20/KF30) and FireAngel's (ST-622, SW1, HW1), as UK landlords fit them (version 63).
  { family: 'Kidde Firex alarm', pattern: /\bKF(?:10|20|30|50)R?\b/, brand: 'Kidde', type: 'fire-alarm', strength: 0.8 },
  { family: 'FireAngel alarm', pattern: /\bST-6(?:22|30)\b|\bFA6(?:620|720)-R\b/i, brand: 'FireAngel', type: 'fire-alarm', strength: 0.8 },
  { family: 'C-TEC fire panel', pattern: /\b(?:CFP\d{3}|XFP\d{3}|ZFP\d?)\b/i, brand: 'C-TEC', type: 'fire-alarm', strength: 0.8 },
  {
    family: 'Advanced fire panel',
    pattern: /\bMxPro\s?\d?\b|\bMX-\d{4}\b/i,
    brand: 'Advanced Electronics',
    type: 'fire-alarm',
    strength: 0.8,
  },
  { family: 'Gent fire system', pattern: /\bS-?Quad\b|\bVigilon\b/i, brand: 'Gent', type: 'fire-alarm', strength: 0.85 },
  { family: 'Texecom alarm', pattern: /\bPremier\s?Elite\b|\bRicochet\b/i, brand: 'Texecom', type: 'intruder-alarm', strength: 0.85 },
  { family: 'Pyronix alarm', pattern: /\bEnforcer\b/i, brand: 'Pyronix', type: 'intruder-alarm', strength: 0.8 },
  {
    family: 'Honeywell Galaxy alarm',
    pattern: /\bGalaxy\s?(?:Dimension|Flex|MK7|CP\d{3})\b/i,
    brand: 'Honeywell',
    type: 'intruder-alarm',
    strength: 0.8,
  },
  // Bentel Security's KYO intruder panels (KYO 4, 8, 32, 320; G for its GSM, W for its wireless versions).
  {
    family: 'Bentel alarm panel',
    pattern: /\bKYO\s?(?:4|8|32|320)[GWM]?(?![A-Za-z0-9])/i,
    brand: 'Bentel Security',
    type: 'intruder-alarm',
    strength: 0.8,
  },
  // Cables by British Standard code and harmonised designation (any maker): the cable's own type, which a buyer asks
  // for by it ("6491X 6mm"), so shown as its model.
  {
    family: 'BS cable code',
    pattern: /\b(?:6242Y|6243Y|6491X|6181Y|6491B|6241Y|6242B|6243B|H07RN-?F|H05VV-?F|H05RR-?F|H07V-?[KRU])\b/i,
    type: 'cable',
    strength: 0.85,
  },
  // … and by the Japanese-standard type names that Asian makers print before cores × size ("CXV 1x300", "CVV 3x2.5"):
  // XLPE or PVC insulated power cable, PVC sheathed.
  {
    family: 'CV-type power cable',
    pattern: /\b(?:CXV|CVV|CXE|CXV\/DSTA|CVV-S)\s?-?\s?\d{1,2}\s?[x×]\s?\d{1,3}(?:[.,]\d)?\b/i,
    type: 'cable',
    designation: true,
    strength: 0.8,
  },
  {
    family: 'Cable standard',
    pattern: /\bBS\s?(?:5467|6724|6004|7211|7629|8436|6500|7846)\b/i,
    type: 'cable',
    designation: true,
    strength: 0.8,
  },
  // Ratchet crimpers for bootlace ferrules in the HSC8 series: 6-4 and 6-6 (0.25–6 mm²), 16-4 and 16-6 (6–16 mm²).
  { family: 'HSC8 ferrule crimper', pattern: /\bHSC8\s?(?:6|16|10)-?[46]A?\b/i, type: 'crimping-tool', strength: 0.85 },
  // Analogue panel meters by their series, as Chinese makers share them: C for DC, L or T for AC (85C1, 91C4, 44L1, 99T1);
  // fitted in supplies, chargers and stations as often as sold alone.
  {
    family: 'Analogue panel meter series',
    pattern: /\b(?:85C1|85L1|91C4|91C16|91L4|44C2|44L1|69C9|69L9|6C2|6L2|99T1|99C1)\b/,
    type: 'panel-meter',
    strength: 0.8,
    component: true,
  },
  { family: 'Cable size with cores', pattern: /\b\d{1,3}(?:\.\d)?\s?mm[²2]\s?(?:x\s?\d|\d\s?core|T&E|SWA)/i, type: 'cable', strength: 0.8 },
  // Fixings.
  {
    family: 'Metric bolt size',
    pattern: /\bM(?:3|4|5|6|8|10|12|16|20|24)\s?[x×]\s?\d{2,3}\b/i,
    type: 'fastener',
    strength: 0.7,
    designation: true,
  },
  {
    family: 'Fastener standard',
    pattern: /\b(?:ISO\s?40(?:14|17|32|35)|DIN\s?(?:912|931|933|934|125|985|7985))\b/i,
    type: 'fastener',
    designation: true,
    strength: 0.8,
  },
  // Power tools and testers. DeWalt first: a code both grammars take ("DCS356") is more often DeWalt's.
  { family: 'DeWalt cordless tool', pattern: /\bDC[DFSGH]\d{3}[A-Z]?\d?\b/, brand: 'DeWalt', type: 'power-tool', strength: 0.85 },
  {
    family: 'Makita cordless tool',
    pattern: /\bD(?:HP|TD|HR|GA|JV|HS|DF|TW|SS|CS|LX)\d{3}[A-Z]{0,3}\b/,
    brand: 'Makita',
    type: 'power-tool',
    strength: 0.85,
  },
  // Hilti's cordless tools: the tool's letters and size, then its battery platform ("TE 30-A36", "SF 6H-A22", "SID 4-A22").
  {
    family: 'Hilti cordless tool',
    pattern: /\b[A-Z]{2,4}\s?\d{1,3}[A-Z]?(?:-[A-Z]{1,3})?-A(?:12|22|36)\b/,
    brand: 'Hilti',
    type: 'power-tool',
    strength: 0.85,
  },
  {
    family: 'Bosch Professional tool',
    pattern: /\bG[SBWKDCO][BRHASTD]\s?\d{1,2}(?:[.,]\d)?(?:V-\d{2,3}|-\d{1,2})/,
    brand: 'Bosch Professional',
    type: 'power-tool',
    strength: 0.8,
  },
  // HiKOKI's (Hitachi Koki's) cordless tools: kind letters, volts, D for cordless, series ("DS12DVF3", "WH18DGL", "DV18DBL2"),
  // and their battery packs by volts and capacity ("EB1214S", "BSL1830"; an inverter's "EB1100" is none).
  {
    family: 'Hitachi Koki cordless tool',
    pattern: /\b(?:DS|DV|WH|WR|DH|CJ|CR|UB)\s?(?:10|12|14|18|36)D[A-Z]{1,4}\d?\b|\b(?:EB|BSL)\s?(?:12|14|18|36)\d{2}[A-Z]{0,2}\b/,
    brand: 'Hitachi Koki',
    type: 'power-tool',
    strength: 0.8,
  },
  // Hikvision's order codes: DS-2CD network and DS-2CE analogue cameras, DS-2DE PTZ domes; DS-7xxx and DS-9xxx recorders.
  {
    family: 'Hikvision camera',
    pattern: /\bDS-2(?:CD|CE|DE|DF)\d{4}[A-Z0-9]*(?:-[A-Z0-9()]+)*/,
    brand: 'Hikvision',
    type: 'cctv-camera',
    strength: 0.9,
  },
  {
    family: 'Hikvision recorder',
    pattern: /\bDS-[79]\d{3}N?[A-Z]{0,3}-[A-Z0-9]+(?:\/[A-Z0-9]+)?/,
    brand: 'Hikvision',
    type: 'nvr',
    strength: 0.85,
  },
  // Cordless platforms printed on every tool and battery of the range: Ryobi's "ONE+", Milwaukee's "M18 FUEL" and "M12 FUEL".
  { family: 'Ryobi ONE+ cordless range', pattern: /\bONE\s?\+/, brand: 'Ryobi', type: 'power-tool', strength: 0.75 },
  {
    family: 'Milwaukee M18 and M12 range',
    pattern: /\bM1[28]\s?(?:FUEL|B\d|HB\d|CB\d|ONE)\b/,
    brand: 'Milwaukee',
    type: 'power-tool',
    strength: 0.8,
  },
  // Honda's engine-driven water pumps (WX10, WB20XT, WB30XT, WL20XH, WT30X, WMP20X, WH20X) and inverter generators
  // (EU10i, EU22i, EU30is, EU70is), sold and hired on every site.
  {
    family: 'Honda water pump',
    pattern: /\bW(?:X1[05]|[BLT][234]0X[A-Z]{0,2}|MP20X|H[12][05]X)\b/,
    brand: 'Honda Power Equipment',
    type: 'pump',
    strength: 0.85,
  },
  {
    family: 'Honda inverter generator',
    pattern: /\bEU\s?(?:10|20|22|30|32|65|70)i(?:s|T\d?)?\b/,
    brand: 'Honda Power Equipment',
    type: 'generator',
    strength: 0.85,
  },
  // Hakko's soldering and rework stations ("FX-888D", "FX-951", "FR-301").
  {
    family: 'Hakko station',
    pattern: /\bF[XRM]-(?:888D?|889|951|971|838|301|410|810|8801)\b/,
    brand: 'Hakko',
    type: 'soldering-station',
    strength: 0.85,
  },
  // Quick's hot-air and soldering stations, its name run on to the model on the case ("QUICK858D", "QUICK 861DW").
  {
    family: 'Quick station',
    pattern: /\bQUICK\s?(?:85[0-9]|86[0-9]|20[0-9]|30[0-9]|96[0-9]|TR1100)[A-Z]{0,2}\b/i,
    type: 'soldering-station',
    strength: 0.8,
  },
  { family: 'Megger tester', pattern: /\bMFT\s?\d{4}|\bMIT\s?\d{3}/i, brand: 'Megger', type: 'tester', strength: 0.9 },
  { family: 'Kewtech tester', pattern: /\bKT\s?\d{2,3}\b/, brand: 'Kewtech', type: 'tester', strength: 0.6 },
  // A digital storage oscilloscope's model by its letters (Hantek's "DSO5102P", Owon's and others'), the O often read as a zero.
  { family: 'Digital storage oscilloscope', pattern: /\bDS[O0]-?\d{4}[A-Z]{0,2}\b/, type: 'oscilloscope', strength: 0.8 },
  // Tektronix's bench instruments by their series letters: oscilloscopes ("TDS2024C", "TBS1052B", "DPO4034", "MDO3024"),
  // arbitrary function generators ("AFG1022", "AFG31152").
  {
    family: 'Tektronix oscilloscope',
    pattern: /\b(?:TDS|TBS|DPO|MDO)\s?\d{3,4}[A-Z]{0,2}\b/,
    brand: 'Tektronix',
    type: 'oscilloscope',
    strength: 0.85,
  },
  {
    family: 'Tektronix function generator',
    pattern: /\bAFG\s?(?:10|20|30|31)\d{2,3}[A-Z]?\b/,
    brand: 'Tektronix',
    type: 'signal-generator',
    strength: 0.85,
  },
  // Westinghouse's portable generators by their running watts ("WGen9500DF", "iGen4500"): the American power-products line.
  {
    family: 'Westinghouse portable generator',
    pattern: /\b[WI]Gen\s?\d{4,5}[A-Z]{0,3}\b/i,
    brand: 'Westinghouse',
    type: 'generator-set',
    strength: 0.85,
  },
  // Corsair's ATX power supplies by range and watts ("RM1000x", "HX1200i", "CX650M"), the suffix always printed.
  {
    family: 'Corsair ATX power supply',
    pattern: /\b(?:RM|HX|AX|CX|SF)(550|650|750|850|1000|1200|1500|1600)(?:x|i|e|M|X|I|E)\b/,
    brand: 'Corsair',
    type: 'power-supply',
    strength: 0.8,
    ratings: (m) => watts(m[1]),
  },
  // Klein Tools' meters: multimeters "MM300"…"MM720", clamp meters "CL110"…"CL900"; never an American meter's class
  // ("CL100", "CL200", "CL320": the largest current a socket meter is rated for).
  {
    family: 'Klein Tools meter',
    pattern: /\bMM[3-7][0-9]0\b|\bCL(?:1[1-9]0|2[1-9]0|3[013-9]0|[4-9][0-9]0)\b/,
    brand: 'Klein Tools',
    type: 'multimeter',
    strength: 0.6,
  },
  { family: 'Martindale tester', pattern: /\b(?:VI|VT)\d{4,5}\b/, brand: 'Martindale', type: 'tester', strength: 0.7 },
  // A welder named by its process and output current ("MIG155GSV", "TIG 200P", "MMA-160").
  { family: 'welder by process and current', pattern: /\b(?:MIG|MAG|TIG|MMA)[- ]?\d{3}[A-Z]{0,4}\b/i, type: 'welder', strength: 0.7 },
  // ER collets and their clamping nuts, by the DIN 6499 series size ("ER16", "ER32").
  { family: 'ER collet', pattern: /\bER(?:8|11|16|20|25|32|40|50)\b/, type: 'collet', strength: 0.6 },
  // Sealed lead-acid batteries by the trade's shape: series, ampere-hours, volts ("NP7-12", "Y2.1-12", "ES17-12"): any maker's.
  {
    family: 'Sealed lead-acid battery',
    pattern: /\b(?:NP|NPH|NPW|ES|HR|FP|RT|UB|CP|Y)\d{1,3}(?:\.\d)?-(?:4|6|12)\b/,
    type: 'lead-acid-battery',
    strength: 0.75,
  },
];
