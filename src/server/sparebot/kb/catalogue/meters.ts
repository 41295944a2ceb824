import type { CatalogueGrammar } from './grammar.ts';

/** Electricity, gas, water and heat meters, and energy monitors. */
export const METERS: readonly CatalogueGrammar[] = [
  {
    family: 'Eastron SDM meter',
    pattern: /\bSDM\s?(?:72|120|220|230|320|630)[\w-]*/i,
    brand: 'Eastron',
    type: 'energy-meter',
    strength: 0.9,
  },
  {
    family: 'Carlo Gavazzi EM meter',
    pattern: /\bEM(?:\d{3}|2[14])(?:-?DIN[A-Z0-9]*)?\b/i,
    brand: 'Carlo Gavazzi',
    type: 'energy-meter',
    strength: 0.6,
  },
  // Crompton Instruments' Integra range of panel and DIN-rail energy meters ("Integra 1630", "Integra Ci3", "Integra Rail 323").
  {
    family: 'Crompton Integra meter',
    pattern: /\bIntegra\s?(?:1\d{3}|Ci\s?\d{1,2}|Rail\s?\d{1,3}|DCM\d*)\b/i,
    brand: 'Crompton Instruments',
    type: 'energy-meter',
    strength: 0.85,
  },
  {
    family: 'Landis+Gyr meter',
    pattern: /\bE(?:110|120|230|350|360|450|470|550|570|650|850)\b|\bZ[MF]D\d{3}/,
    brand: 'Landis+Gyr',
    type: 'energy-meter',
    strength: 0.6,
  },
  {
    family: 'Elster/Honeywell electricity meter',
    // Its A100C to A1800 meters by their own numbers, not any A1 and three digits ("A1246-009-00" is a BSH module's).
    pattern: /\bA1(?:0[02]C|052|1[0-6][04]|[578]00)[A-Z]?\b(?!-\d)|\bAS(?:230|300|1440|3500)\b/,
    brand: 'Elster',
    type: 'energy-meter',
    strength: 0.6,
  },
  {
    family: 'Elster BK gas meter',
    pattern: /\bBK-?G(?:1\.6|2\.5|4|6|10|16|25|40)[A-Z]?\b/i,
    brand: 'Elster',
    type: 'gas-meter',
    strength: 0.85,
  },
  // American Meter's diaphragm gas meters by their cubic feet an hour ("AC-250", "AL-425", "AL-800"), the hyphen always
  // printed; a supply's "AC-250V" is no meter.
  {
    family: 'American Meter gas meter',
    pattern: /\bA[CL]-(?:175|250|425|630|800|1000|1400|2300)\b(?!\s?V)/,
    brand: 'American Meter',
    type: 'gas-meter',
    strength: 0.8,
  },
  { family: 'EDMI Mk meter', pattern: /\bMk(?:6|7|10)[A-Z]?\b|\bATLAS\s?Mk/i, brand: 'EDMI', type: 'energy-meter', strength: 0.6 },
  {
    family: 'Itron ACE meter',
    pattern: /\b(?:ACE\s?(?:1000|2000|3000|4000|6000)|SL\s?7000)\b/i,
    brand: 'Itron',
    formerly: ['Actaris'],
    type: 'energy-meter',
    strength: 0.75,
  },
  { family: 'Actaris/Itron Gallus gas meter', pattern: /\bGallus\s?(?:2000)?\b/i, brand: 'Actaris', type: 'gas-meter', strength: 0.85 },
  // Aclara's SMETS2 electricity meters for UK suppliers: SGM1412 (single-phase), SGM1414 and SGM1416.
  { family: 'Aclara SMETS2 meter', pattern: /\bSGM14(?:12|14|16)(?:-[A-Z]\d?)?\b/i, brand: 'Aclara', type: 'energy-meter', strength: 0.85 },
  {
    family: 'Secure Liberty meter',
    pattern: /\b(?:Liberty\s?(?:100|110|200)|Sprint\s?\d{3}|Premier\s?\d{3}\s?(?:kWh)?)\b/i,
    brand: 'Secure Meters',
    type: 'energy-meter',
    strength: 0.7,
  },
  {
    family: 'Schneider PowerLogic meter',
    pattern: /\b(?:PM5(?:1[01]|3[1-5]|5[5-8])\d|PM3[12]\d{2}|iEM\s?[23]\d{3}|METSE[A-Z0-9]+|A9MEM\d{4})\b/i,
    brand: 'Schneider Electric',
    type: 'energy-meter',
    strength: 0.85,
  },
  {
    family: 'Siemens SENTRON meter',
    pattern: /\b(?:PAC\s?(?:1500|1600|2200|3100|3200|4200|5100)|7K[MT]\d{4})/i,
    brand: 'Siemens',
    type: 'energy-meter',
    strength: 0.8,
  },
  // Siemens's process instruments by their range's letter and order number: SITRANS P pressure (7MF), F flow (7ME), L level (7ML).
  {
    family: 'Siemens SITRANS P pressure transmitter',
    pattern: /\bSITRANS\s?P(?![A-Za-z])|\b7MF\s?\d{4}/i,
    brand: 'Siemens Sitrans',
    type: 'pressure-transmitter',
    strength: 0.85,
  },
  {
    family: 'Siemens SITRANS F flow meter',
    pattern: /\bSITRANS\s?F[MCUSX]?(?![A-Za-z])|\b7ME\s?\d{4}/i,
    brand: 'Siemens Sitrans',
    type: 'flow-meter',
    strength: 0.85,
  },
  {
    family: 'Siemens SITRANS L level transmitter',
    pattern: /\bSITRANS\s?L[RUG]?(?![A-Za-z])|\b7ML\s?\d{4}/i,
    brand: 'Siemens Sitrans',
    type: 'level-transmitter',
    strength: 0.85,
  },
  { family: 'ABB EQ meter', pattern: /\b[ABC](?:1[13]|2[1-4]|4[1-4])\s?\d{3}-\d{3}\b/, brand: 'ABB', type: 'energy-meter', strength: 0.75 },
  {
    family: 'Socomec Countis/Diris meter',
    pattern: /\b(?:COUNTIS|DIRIS)\s?[A-Z]?\d{0,3}\b/i,
    brand: 'Socomec',
    type: 'energy-meter',
    strength: 0.8,
  },
  { family: 'Lovato DMG meter', pattern: /\bDM[GE]\s?\d{3}(?!\d)/i, brand: 'Lovato Electric', type: 'energy-meter', strength: 0.75 },
  { family: 'Finder 7E meter', pattern: /\b7E\.\d{2}\.[0-9]\.\d{3}\.\d{4}/, brand: 'Finder', type: 'energy-meter', strength: 0.9 },
  { family: 'Omron KM meter', pattern: /\bKM-N[12]-[A-Z0-9]+/i, brand: 'Omron', type: 'energy-meter', strength: 0.85 },
  // Other heat meters of UK heat networks and heat pumps: Diehl's Sharky (473, 774, 775), Sontex's Superstatic
  // (440, 449, 749) and Supercal (5, 531, 739, 789) calculators, Landis+Gyr's UltraHeat (T230, T330, T550, UH50).
  {
    family: 'Diehl Sharky heat meter',
    pattern: /\bSHARKY\s?(?:FS\s?)?(?:473|474|774|775)\b/i,
    brand: 'Diehl Metering',
    type: 'heat-meter',
    strength: 0.9,
  },
  {
    family: 'Sontex heat meter',
    pattern: /\bSuper(?:static\s?(?:440|449|749)|cal\s?(?:5|531|739|789))\b/i,
    brand: 'Sontex',
    type: 'heat-meter',
    strength: 0.9,
  },
  {
    family: 'Landis+Gyr UltraHeat heat meter',
    pattern: /\bULTRA\s?HEAT\s?(?:T230|T330|T550|UH50)\b|\bUH50-[A-Z]\d{2}/i,
    brand: 'Landis+Gyr',
    type: 'heat-meter',
    strength: 0.9,
  },
  { family: 'Kamstrup MULTICAL heat meter', pattern: /\bMULTICAL\s?\d{3}\b/i, brand: 'Kamstrup', type: 'heat-meter', strength: 0.9 },
  // Its ultrasonic water meters are MULTICAL 21 (cold) and 22 (hot), two digits where its heat meters have three.
  { family: 'Kamstrup MULTICAL water meter', pattern: /\bMULTICAL\s?2[12]\b/i, brand: 'Kamstrup', type: 'water-meter', strength: 0.9 },
  // Iskraemeco's meters: AM550 and AM375 smart meters, MT17x and MT38x electronic meters ("AM550-ED1", "MT174-D2A52").
  {
    family: 'Iskraemeco meter',
    pattern: /\b(?:AM550|AM375|MT17[1-5]|MT38[12]|MT880)(?:-[A-Z0-9]{2,8})?\b/,
    brand: 'Iskraemeco',
    type: 'energy-meter',
    strength: 0.8,
  },
  // China's DIN-rail energy meters, single and three phase, sold under many names (Chint's DDSU666 and DTSU666,
  // Hiking/Tomzn's DDS238 and DTS238, DDS5188): the family's letters name the meter, not the maker.
  { family: 'DIN-rail energy meter (China)', pattern: /\bD[DT]S[UYD]?\d{3,4}(?![\d.])/i, type: 'energy-meter', strength: 0.8 },
  { family: 'Water meter families', pattern: /\b(?:iPERL|Aquadis\+?|MeiStream|Flostar)\b/i, type: 'water-meter', strength: 0.75 },
  { family: 'Diaphragm gas meter size', pattern: /\bG(?:1\.6|2\.5|4|6|10|16|25)(?=[A-Z]\d{5,}|\s|$)/, type: 'gas-meter', strength: 0.5 },
  {
    family: 'OpenEnergyMonitor',
    pattern: /\bemon(?:Tx|Pi|Vs|HP|TH|EVSE)\d?\b/i,
    brand: 'OpenEnergyMonitor',
    type: 'controller',
    strength: 0.9,
  },
];
