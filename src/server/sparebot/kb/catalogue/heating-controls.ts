import type { CatalogueGrammar } from './grammar.ts';

/**
 * UK domestic and light-commercial heating controls that heating engineers strip out on every
 * boiler or system change: programmers and time switches, room and cylinder thermostats, smart
 * thermostats and their receivers, zone valve heads, and boilers' gas valves. Model names as the
 * makers' installer guides and UK heating merchants (Plumb Center, City Plumbing, Graham,
 * PlumbNation) list them; general trade knowledge, never taken from particular photos.
 */
// prettier-ignore
export const HEATING_CONTROLS: readonly CatalogueGrammar[] = [
  // Drayton (Schneider): LP programmers and time switches, RTS and Digistat room thermostats.
  { family: 'Drayton programmer', pattern: /\bLP(?:111|112|241|522|711|722|822)(?:SI)?\b/i, brand: 'Drayton', type: 'timer', strength: 0.85 },
  { family: 'Drayton room thermostat', pattern: /\bRTS[1-3](?:-TB)?\b|\bDigistat\s?\+?\s?[1-3]?(?:RF)?\b/i, brand: 'Drayton', type: 'thermostat', strength: 0.8 },
  // Horstmann (Secure): Centaurplus and Channelplus programmers, HRT room thermostats.
  { family: 'Horstmann programmer', pattern: /\bCentaur\s?plus\s?C\d{2}\b|\bH(?:11|17|21|27|37)XL\b|\bChannel\s?plus\b/i, brand: 'Horstmann', type: 'timer', strength: 0.85 },
  { family: 'Horstmann room thermostat', pattern: /\bHRT[34](?:-ZW)?\b/i, brand: 'Horstmann', type: 'thermostat', strength: 0.8 },
  // Salus: RT and ST room thermostats (wired and RF).
  { family: 'Salus thermostat', pattern: /\b(?:RT|ST|ERT)(?:300|310|320|500|510|520|620)(?:RF|SPE|TX|NH)?\b/, brand: 'Salus', type: 'thermostat', strength: 0.75 },
  // Danfoss Randall: FP/CP programmers, RET and TP room thermostats (not HTL: encoders print it as their output).
  { family: 'Danfoss Randall programmer', pattern: /\b(?:FP(?:15|715|975)|CP(?:75|715))(?:SI)?\b|\bMP15\b/i, brand: 'Danfoss', type: 'timer', strength: 0.8 },
  { family: 'Danfoss Randall thermostat', pattern: /\bRET\s?(?:230|1000|2000)(?:-RF|\s?P|\s?M)?\b|\bTP(?:4000|5000|5001|7000|9000)(?:SI|M|RF)?\b/i, brand: 'Danfoss', type: 'thermostat', strength: 0.8 },
  // Honeywell Home: ST time switches and programmers, CM and T6360 room thermostats, L641 cylinder stats.
  { family: 'Honeywell programmer', pattern: /\bST(?:699|6100|6200|6300|6400|6450|9100|9400|9500)[A-Z]?\d{0,4}\b/, brand: 'Honeywell', type: 'timer', strength: 0.85 },
  { family: 'Honeywell thermostat', pattern: /\bCM(?:707|717|727|737|901|907|911|921|927|937)(?:RF)?\b|\bT(?:4360|6360)[A-Z]\d{4}\b|\bDT9[02][A-Z]?\b|\bL641[AB]\d{4}\b/, brand: 'Honeywell', type: 'thermostat', strength: 0.85 },
  // Honeywell Home's (Resideo's) named room thermostat ranges.
  { family: 'Honeywell room thermostat', pattern: /\bPro\s?Series\b|\bT[46]\s?Pro\b|\bRTH\d{4}[A-Z]?\b/i, brand: 'Honeywell', type: 'room-thermostat', strength: 0.8 },
  // Boilers' gas valves: Honeywell (Resideo) VK/V-series order codes, and the VR combination valves of UK boilers (VR4601,
  // VR4605) and North American furnaces (VR8204, VR8345); SIT's named families.
  {
    family: 'Honeywell gas valve',
    pattern: /\bVK\s?[48]1[0-9]{2}[A-Z]\s?\d{4}\b|\bV4600[A-Z]\d{4}\b|\bVR[48][2-9]\d{2}[A-Z]{1,2}\s?\d{4}\b/,
    brand: 'Honeywell',
    type: 'gas-valve',
    strength: 0.85,
  },
  { family: 'SIT gas valve', pattern: /\b8[2-4]\d\s?(?:SIGMA|NOVA|TANDEM|EUROSIT|MINISIT)\b/i, brand: 'SIT Group', type: 'valve', strength: 0.85 },
  // Siemens (formerly Landis & Staefa) heating controllers for boilers and district heating: RVA, RVP, RVL, RVD.
  { family: 'Siemens heating controller', pattern: /\bRV[ADLP]\s?\d{2,3}(?:\.\d{3}(?:\/\d{3})?)?(?![\dA-Z])/, brand: 'Siemens', type: 'heating-controller', strength: 0.8 },
  // Sunvic zone valve heads; Hive, Nest, Heatmiser smart thermostats and receivers.
  { family: 'Sunvic zone valve', pattern: /\bSZ\s?[12]30[12]\b/, brand: 'Sunvic', type: 'actuator', strength: 0.85 },
  { family: 'Hive thermostat', pattern: /\bSL[RT][1-6][A-Z]?\b/, brand: 'Hive', type: 'thermostat', strength: 0.75 },
  { family: 'Nest thermostat', pattern: /\bT30(?:07|10|16|19|28|29|31|33)(?:[A-Z]{2})?\b/, brand: 'Nest', type: 'thermostat', strength: 0.8 },
  { family: 'Heatmiser thermostat', pattern: /\bPRT(?:HW)?-(?:TS|E|N|HW|RF)\b|\bneo(?:Stat|Air)(?:-e|\s?V2)?\b/i, brand: 'Heatmiser', type: 'thermostat', strength: 0.8 },
  // Junkers's (Bosch's) room thermostats and clock thermostats: "TRQ 21", "TRZ 12-2", "TR 100", "TR 200".
  { family: 'Junkers room thermostat', pattern: /\bTR[QZ]\s?\d{2}(?:-\d)?\b|\bTR\s?[12]00\b/, brand: 'Junkers', type: 'room-thermostat', strength: 0.8 },
  // Truma's iNet system: the control panels of caravan and motorhome heaters and air conditioners ("iNet X Panel",
  // "iNet ready" beside a CP plus's display), printed with its small i and capital N.
  { family: 'Truma iNet control panel', pattern: /\biNet(?:\s?X)?\b/, brand: 'Truma', type: 'heating-controller', strength: 0.8 },
  // Trend's IQ building-management controllers, the UK's commonest BMS outstations ("IQ4E", "IQ422", "IQ3XCITE", "IQ4NC").
  { family: 'Trend IQ controller', pattern: /\bIQ\s?(?:4(?:E|NC|[12]\d{1,2}[A-Z]?)|3\s?(?:XCITE|XNC)?|2\d{2})(?![A-Za-z0-9])/, brand: 'Trend Controls', type: 'controller', strength: 0.8 },
];
