import type { CatalogueGrammar } from './grammar.ts';

/** Pumps, valves, actuators and building-controls field devices. */
export const VALVES_PUMPS: readonly CatalogueGrammar[] = [
  // Grundfos: family (and generation), then nominal size and head ("UPS 25-60", "UPS3 15-50/65", "ALPHA1 L 25-60", "CR 5-10"),
  // with the port-to-port length in mm where printed after it ("ALPHA2 25-60 130", "UPS 15-50 180"): part of what the trade orders by.
  // A UPM3's or ALPHA's variant may come between ("UPM3 AUTO L 25-70 130", "UPM3 HYBRID 25-70", "UPM3 FLEX AS 15-75").
  {
    family: 'Grundfos circulator',
    pattern:
      /\b(?:UPS[23]?|UPM[23]?|ALPHA[123]?|MAGNA[13]?|UPSD|COMFORT)(?:\s(?:AUTO|HYBRID|FLEX(?:\s?AS)?|SOLAR|PWM))?(?:\s?L)?\s?\d{2}-\d{2,3}(?:\s(?:130|150|180)(?![\d.,]))?/i,
    brand: 'Grundfos',
    type: 'circulating-pump',
    strength: 0.9,
  },
  // The older UP circulators ("UP 15-60", "UP 20-45 N"), fitted in many boilers: two letters, so less sure alone.
  {
    family: 'Grundfos UP circulator',
    pattern: /\bUP\s?(?:15|20|25|32)-\d{2}(?!\d)/,
    brand: 'Grundfos',
    type: 'circulating-pump',
    strength: 0.75,
  },
  {
    family: 'Grundfos multistage pump',
    pattern: /\b(?:CR[NIE]?|CM[EV]?|SQE?|TPE?)\s?\d{1,3}-\d{1,4}(?:\/\d)?\b/i,
    brand: 'Grundfos',
    type: 'pump',
    strength: 0.7,
  },
  {
    family: 'Grundfos lifting and booster units',
    pattern: /\b(?:UNILIFT\s?(?:KP|AP|CC)\s?\d{2,3}|SOLOLIFT2?|CONLIFT\d?|SCALA\s?[12])\b/i,
    brand: 'Grundfos',
    type: 'pump',
    strength: 0.85,
  },
  // Wilo: "Yonos PICO 25/1-6", "Stratos MAXO 30/0,5-10", "TOP-S 30/10", "TOP-RL 30/4" (heating circulators), "MVIS 208" (a multistage pump);
  // a circulator's size and head range after its name ("25/1-6", "30/0,5-10") are what the trade orders by.
  {
    family: 'Wilo circulator',
    pattern:
      /\b(?:Yonos|Stratos|Atmos)(?:\s?(?:PICO|PARA|MAXO|GIGA)(?:\s?plus)?)?(?:\s?\d{2}\/\d{1,2}(?:[.,]\d)?-\d{1,2}(?:[.,]\d)?)?(?![A-Za-z0-9])|\bStar-?(?:RS|Z|E)\s?\d{2}\/\d/i,
    brand: 'Wilo',
    type: 'circulating-pump',
    strength: 0.9,
  },
  {
    family: 'Wilo TOP circulator',
    pattern: /\bTOP-?(?:S|SD|Z|E|STG|RL)\s?\d{2,3}\/\d{1,2}/i,
    brand: 'Wilo',
    type: 'circulating-pump',
    strength: 0.8,
  },
  { family: 'Wilo MVI pump', pattern: /\bMVIS?\s?\d{3,4}\b/i, brand: 'Wilo', type: 'pump', strength: 0.8 },
  {
    family: 'Lowara pump',
    pattern: /\b\d{1,2}SV\d{2}[A-Z]\d{3}[A-Z]?\b|\bFH[ES]\s?\d{2}-\d{3}/i,
    brand: 'Lowara',
    type: 'pump',
    strength: 0.85,
  },
  {
    family: 'Lowara circulator',
    pattern: /\becocirc(?:\s?(?:XL|BASIC|PRO|E)\+?)?\s?\d{2}-\d{1,3}(?:\/\d{3})?|\becocirc\b/i,
    brand: 'Lowara',
    type: 'circulating-pump',
    strength: 0.85,
  },
  {
    family: 'DAB circulator',
    pattern: /\b(?:EVOPLUS|EVOSTA|EVOTRON)\b|\bVA\s?\d{2}\/\d{3}\b/i,
    brand: 'DAB Pumps',
    type: 'circulating-pump',
    strength: 0.8,
  },
  { family: 'Ebara pump', pattern: /\b(?:CDXM?|2CDX|3M|3LM|EVMS?)\s?\d{2,3}\/\d{2,3}/i, brand: 'Ebara', type: 'pump', strength: 0.7 },
  {
    family: 'Pedrollo pump',
    pattern: /\b(?:PKm|CPm|JSWm|NGAm|HFm|CKm|PQm)\s?\d{1,3}[A-Z]?\b/,
    brand: 'Pedrollo',
    type: 'pump',
    strength: 0.8,
  },
  {
    family: 'KSB pump',
    pattern: /\b(?:Etanorm|Etabloc|Etaline|Calio|Rio-Eco|Multitec|Movitec|Ama-Porter)\b/i,
    brand: 'KSB',
    type: 'pump',
    strength: 0.85,
  },
  {
    family: 'Stuart Turner pump',
    pattern: /\b(?:Showermate|Monsoon|Aquaboost|Boostamatic)\b/i,
    brand: 'Stuart Turner',
    type: 'pump',
    strength: 0.85,
  },
  // Valves and actuators.
  { family: 'Honeywell zone valve', pattern: /\bV[48]04[34][A-Z]\d{4}/i, brand: 'Honeywell', type: 'actuator', strength: 0.9 },
  {
    family: 'Honeywell valve body',
    pattern: /\bV(?:5011|5013|5328|5832|5833|5421|5329|5825)[A-Z]\d?/i,
    brand: 'Honeywell',
    type: 'valve',
    strength: 0.75,
  },
  // AirTAC-pattern solenoid valves, made by many (2/2-way water and air "2W160-15", "2V025-08"; 5/2-way "4V210-08"): ports
  // and orifice in the code, never a voltage ("2V025" is no 2 V).
  { family: 'AirTAC-pattern solenoid valve', pattern: /\b[234][VW][0-9]{3}-[0-9]{2}\b/, type: 'valve', strength: 0.75 },
  { family: 'Honeywell actuator', pattern: /\bM[L]?[67]\d{3}[A-Z]\d{4}/i, brand: 'Honeywell', type: 'actuator', strength: 0.8 },
  { family: 'Siemens valve', pattern: /\bV[VX][FGP]\d{2}\.\d{2,3}(?:-\d{1,3}(?:\.\d)?)?/i, brand: 'Siemens', type: 'valve', strength: 0.9 },
  {
    family: 'Siemens actuator',
    // Never run on into a further part: "GSB10,8-2-LI" is a Bosch drill.
    pattern: /\b(?:S[AQ][SXVDLCY]|SS[ABCD]|SK[DBC]|G[DMBILEQS]B|GMA|GCA)\d{2,3}(?:\.\d{1,2})?[A-Z]?\b(?![.,]?\d|-)/i,
    brand: 'Siemens',
    type: 'actuator',
    strength: 0.8,
  },
  {
    family: 'Siemens room sensor and thermostat',
    pattern: /\b(?:QA[AECMZ]\d{2,4}|QFM\d{4}|RD[GFHJ]\d{3})/i,
    brand: 'Siemens',
    type: 'sensor',
    strength: 0.8,
  },
  // Belimo: function (LM damper, NR rotary, SF spring return…), 24 or 230 V, variant ("LM24A-SR").
  {
    family: 'Belimo actuator',
    pattern: /\b(?:[LNSGTC]M|[LNSGT]R|[LNSAEG]F|GK|TF|CQ)(?:24|230)A?(?:-[A-Z0-9]{1,5}){0,2}\b/i,
    brand: 'Belimo',
    type: 'actuator',
    strength: 0.8,
  },
  {
    family: 'Johnson Controls valve and actuator',
    pattern: /\bVA-?7[148]\d{2}|\bVG1\d{3}[A-Z]{2}|\bM9[12]\d{2}-[A-Z]/i,
    brand: 'Johnson Controls',
    type: 'actuator',
    strength: 0.75,
  },
  {
    family: 'Danfoss radiator and balancing valve',
    pattern: /\b(?:AB-QM|ASV-[A-Z]{1,3}|MSV-[A-Z]{1,3}|RA-(?:N|G|U|C|K|DV)|RLV-?[A-Z]{0,2}|RAS-[CD])\b/i,
    brand: 'Danfoss',
    type: 'valve',
    strength: 0.8,
  },
  { family: 'Danfoss valve order code', pattern: /\b0(?:65B|03Z|13G|68U|14G)\d{4}\b/i, brand: 'Danfoss', type: 'valve', strength: 0.75 },
  {
    family: 'Danfoss ECL controller',
    pattern: /\bECL\s?(?:Comfort\s?)?(?:110|210|296|310)\b/i,
    brand: 'Danfoss',
    type: 'controller',
    strength: 0.85,
  },
  {
    family: 'Danfoss KP pressure switch',
    pattern: /\bKP\s?(?:1|2|5|6|7|15|17|35|36|61|62|71|73|75|77|81|98)[A-Z]?\b/i,
    brand: 'Danfoss',
    type: 'pressure-switch',
    strength: 0.7,
  },
  { family: 'Pegler valve', pattern: /\bTerrier\b|\bPB\s?[5-9]00\b/i, brand: 'Pegler', type: 'valve', strength: 0.75 },
];
