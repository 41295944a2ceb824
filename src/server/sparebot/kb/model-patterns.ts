/**
 * Catalogue-number shapes that identify a maker and a product type. Patterns run on OCR
 * text after digit-like letters next to digits were normalised (8O2T → 802T).
 */
export interface ModelPattern {
  pattern: RegExp;
  brand?: string;
  type: string;
  /** How much the pattern alone says (0–1). */
  strength: number;
}

export const MODEL_PATTERNS: readonly ModelPattern[] = [
  // Allen-Bradley (Rockwell) catalogue numbers
  { pattern: /\b700-?H[A-Z]\d{2}[A-Z]?\d?\b/i, brand: 'Allen-Bradley', type: 'relay', strength: 0.9 },
  { pattern: /\b700-[A-Z]{1,3}\d{2,3}/i, brand: 'Allen-Bradley', type: 'relay', strength: 0.7 },
  { pattern: /\b800[THFB]-[A-Z0-9]+/i, brand: 'Allen-Bradley', type: 'pushbutton', strength: 0.9 },
  { pattern: /\b802[TM]-[A-Z0-9]+/i, brand: 'Allen-Bradley', type: 'limit-switch', strength: 0.9 },
  { pattern: /\b100-C\d{2}[A-Z]?\d*/i, brand: 'Allen-Bradley', type: 'contactor', strength: 0.9 },
  { pattern: /\b(?:1756|1769|1766|1762|1746|1794)-[A-Z]{2,}/i, brand: 'Allen-Bradley', type: 'plc', strength: 0.9 },
  { pattern: /\b(?:22[ABCDF]|25[ABC])-[A-Z]\d{3}[A-Z]\d+/i, brand: 'Allen-Bradley', type: 'drive', strength: 0.9 },
  // Schneider Electric / Telemecanique
  { pattern: /\bLC1-?[DEFK]\d{2,3}/i, brand: 'Schneider Electric', type: 'contactor', strength: 0.9 },
  { pattern: /\bGV[23]-?(?:ME|P|L)\d{2}/i, brand: 'Schneider Electric', type: 'contactor', strength: 0.8 },
  { pattern: /\bATV\s?\d{2,3}[A-Z]?\b/i, brand: 'Schneider Electric', type: 'drive', strength: 0.85 },
  { pattern: /\bA9[FNRDK]\d{5}\b/i, brand: 'Schneider Electric', type: 'mcb', strength: 0.9 },
  { pattern: /\bXB[457][A-Z]{2}\d{2,3}/i, brand: 'Schneider Electric', type: 'pushbutton', strength: 0.85 },
  { pattern: /\bRXM\d[A-Z]{2}\d[A-Z]\d/i, brand: 'Schneider Electric', type: 'relay', strength: 0.85 },
  // Siemens order numbers
  { pattern: /\b3RT\d{4}/i, brand: 'Siemens', type: 'contactor', strength: 0.9 },
  { pattern: /\b3RV\d{4}/i, brand: 'Siemens', type: 'contactor', strength: 0.85 },
  { pattern: /\b6ES7\s?\d{3}/i, brand: 'Siemens', type: 'plc', strength: 0.9 },
  { pattern: /\b6SL3\d{3}/i, brand: 'Siemens', type: 'drive', strength: 0.9 },
  { pattern: /\b1L[AE][0-9]\d{3}/i, brand: 'Siemens', type: 'motor', strength: 0.85 },
  { pattern: /\b5S[YX]\d{4}/i, brand: 'Siemens', type: 'mcb', strength: 0.85 },
  { pattern: /\b5SV\d{4}/i, brand: 'Siemens', type: 'rcd', strength: 0.85 },
  // ABB
  { pattern: /\bS20[0-3][A-Z]?-?[BCDK]\d{1,2}\b/i, brand: 'ABB', type: 'mcb', strength: 0.9 },
  { pattern: /\bACS\s?\d{3}\b/i, brand: 'ABB', type: 'drive', strength: 0.85 },
  { pattern: /\bDS20[1-3]\b/i, brand: 'ABB', type: 'rcbo', strength: 0.85 },
  { pattern: /\bF20[024]\s?AC?\b/i, brand: 'ABB', type: 'rcd', strength: 0.8 },
  { pattern: /\bAF\d{2,3}-\d{2}-\d{2}/i, brand: 'ABB', type: 'contactor', strength: 0.85 },
  { pattern: /\bM[23]BP?A?X?\s?\d{2,3}[A-Z]{2}/i, brand: 'ABB', type: 'motor', strength: 0.7 },
  // Hager (UK catalogue numbers)
  { pattern: /\bMT[NB]\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'mcb', strength: 0.85 },
  { pattern: /\bNB[NH]\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'mcb', strength: 0.8 },
  { pattern: /\bAD[ABCHM]\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'rcbo', strength: 0.8 },
  { pattern: /\bCD[ACS]\d{3}[A-Z]?\b/i, brand: 'Hager', type: 'rcd', strength: 0.75 },
  { pattern: /\bVML\d{3,4}[A-Z]*\b/i, brand: 'Hager', type: 'consumer-unit', strength: 0.85 },
  // Wylex, Eaton/MEM
  { pattern: /\bNHX[BCD]\d{2}\b/i, brand: 'Wylex', type: 'mcb', strength: 0.85 },
  { pattern: /\bNS[BC]\d{2}\b/i, brand: 'Wylex', type: 'mcb', strength: 0.75 },
  { pattern: /\bMCH\d{3}\b/i, brand: 'Eaton', type: 'mcb', strength: 0.75 },
  // Danfoss VLT and Invertek drives
  { pattern: /\bFC-?(?:051|101|102|202|301|302)\b/i, brand: 'Danfoss', type: 'drive', strength: 0.9 },
  { pattern: /\bODE-\d-\d{5}/i, brand: 'Invertek Drives', type: 'drive', strength: 0.9 },
  // Pumps
  { pattern: /\b(?:UPS|UPM|ALPHA[123]?|MAGNA[13]?|UPSD)\s?\d{2}-\d{2,3}/i, brand: 'Grundfos', type: 'pump', strength: 0.9 },
  { pattern: /\b(?:Yonos|Stratos)(?:\s?(?:PICO|PARA|MAXO|GIGA))?\b/i, brand: 'Wilo', type: 'pump', strength: 0.9 },
  // Actuators
  { pattern: /\b[LNSGT][MF]2(?:4|30)A?(?:-SR|-S|-T)?\b/i, brand: 'Belimo', type: 'actuator', strength: 0.8 },
  // Heat pumps, air conditioning
  { pattern: /\bE[HR]S[TC]\d{2}[A-Z]-/i, brand: 'Mitsubishi Electric', type: 'heat-pump', strength: 0.9 },
  { pattern: /\bEHPT\d{2}X?-/i, brand: 'Mitsubishi Electric', type: 'heat-pump', strength: 0.9 },
  { pattern: /\b(?:PUHZ|PUZ|SUZ|MSZ|PKA|PLA|SLZ|PEAD|MUZ)-[A-Z0-9]{3,}/i, brand: 'Mitsubishi Electric', type: 'air-conditioner', strength: 0.9 },
  { pattern: /\b(?:ERGA|EHBH|EHBX|EHVH|EBLA|EDLA)\d{2}[A-Z]/i, brand: 'Daikin', type: 'heat-pump', strength: 0.9 },
  { pattern: /\b(?:FTXM|RXM|FTXF|RXF|FTXP|RXP|FCAG|FBA)\d{2}[A-Z]/i, brand: 'Daikin', type: 'air-conditioner', strength: 0.85 },
  { pattern: /\bWH-(?:MDC|SDC|UD|MXC)\d{2}/i, brand: 'Panasonic', type: 'heat-pump', strength: 0.85 },
  // Boilers
  { pattern: /\bVU[WI]?\s?(?:GB\s?)?\d{3}\/\d/i, brand: 'Vaillant', type: 'boiler', strength: 0.85 },
  { pattern: /\bGreenstar\s?\d{2}/i, brand: 'Worcester Bosch', type: 'boiler', strength: 0.9 },
  // Metering and energy monitoring
  { pattern: /\bSDM\s?(?:72|120|220|230|320|630)[\w-]*/i, brand: 'Eastron', type: 'energy-meter', strength: 0.9 },
  { pattern: /\bemon(?:Tx|Pi|Vs|HP|TH|EVSE)\d?\b/i, brand: 'OpenEnergyMonitor', type: 'controller', strength: 0.9 },
  { pattern: /\bEM\d{3}(?:-DIN)?\b/i, brand: 'Carlo Gavazzi', type: 'energy-meter', strength: 0.6 },
  // Generic shapes (no brand)
  { pattern: /\bG(?:1\.6|2\.5|4|6|10|16|25)(?=[A-Z]\d{5,}|\s|$)/, type: 'gas-meter', strength: 0.5 },
  { pattern: /\bM(?:3|4|5|6|8|10|12|16|20|24)\s?[x×]\s?\d{2,3}\b/i, type: 'fastener', strength: 0.7 },
  { pattern: /\b(?:GU10|MR16|E27|E14|B22|T8|T5)\b.*\b\d+\s?W\b/i, type: 'lamp', strength: 0.6 },
  { pattern: /\b\d{1,3}(?:\.\d)?\s?mm[²2]\s?(?:x\s?\d|\d\s?core|T&E|SWA)/i, type: 'cable', strength: 0.8 },
];
