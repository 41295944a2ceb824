import type { CatalogueGrammar } from './grammar.ts';

/**
 * Bench test instruments by their makers' series letters: oscilloscopes, laboratory power supplies, bench
 * multimeters and function generators, as the makers' own catalogues number them. Trade knowledge.
 */
export const BENCH_INSTRUMENTS: readonly CatalogueGrammar[] = [
  // GW Instek: analogue and digital oscilloscopes ("GOS-620", "GDS-1054B", "GDS-2204E"), supplies ("GPS-3303",
  // "GPD-4303S", "GPE-3323", "GPC-3030D"), bench multimeters ("GDM-8351") and generators ("SFG-2104", "AFG-2225").
  { family: 'GW Instek oscilloscope', pattern: /\bG(?:OS|DS)-\d{3,4}[A-Z]?\b/, brand: 'GW Instek', type: 'oscilloscope', strength: 0.85 },
  {
    family: 'GW Instek power supply',
    pattern: /\bG(?:PS|PD|PE|PC)-\d{4}[A-Z]{0,2}\b/,
    brand: 'GW Instek',
    type: 'bench-power-supply',
    strength: 0.85,
  },
  { family: 'GW Instek multimeter', pattern: /\bGDM-\d{4}[A-Z]?\b/, brand: 'GW Instek', type: 'multimeter', strength: 0.85 },
  { family: 'GW Instek generator', pattern: /\b(?:SFG|AFG|GFG)-\d{4}\b/, brand: 'GW Instek', type: 'signal-generator', strength: 0.8 },
  // Rigol: oscilloscopes by their series letter after the number ("DS1054Z", "DS1102E", "DS2072A"; a clock chip's
  // "DS1307" has none), supplies ("DP832", "DP711"), generators ("DG1022Z", "DG812") and bench multimeters ("DM3058E").
  // Its MSO numbers are left out: Tektronix's and Agilent's share them ("MSO2024B", "MSO7104A").
  { family: 'Rigol oscilloscope', pattern: /\bDS[124]\d{3}[A-Z](?:-E)?\b/, brand: 'Rigol', type: 'oscilloscope', strength: 0.8 },
  { family: 'Rigol power supply', pattern: /\bDP(?:8[123][12]|71[12])A?\b/, brand: 'Rigol', type: 'bench-power-supply', strength: 0.8 },
  {
    family: 'Rigol function generator',
    pattern: /\bDG(?:[1-5]0\d{2}Z?|8[12]2)\b/,
    brand: 'Rigol',
    type: 'signal-generator',
    strength: 0.8,
  },
  { family: 'Rigol bench multimeter', pattern: /\bDM30[56]\dE?\b/, brand: 'Rigol', type: 'multimeter', strength: 0.8 },
  // Rohde & Schwarz's HAMEG line: HMO oscilloscopes ("HMO2024", "HMO1202"), HMP supplies ("HMP4040") and HMC bench
  // multimeters ("HMC8012").
  { family: 'R&S HAMEG oscilloscope', pattern: /\bHMO\s?[1-3]\d{3}\b/, brand: 'Rohde & Schwarz', type: 'oscilloscope', strength: 0.85 },
  {
    family: 'R&S HAMEG power supply',
    pattern: /\bHMP\s?[24]0[234]0\b/,
    brand: 'Rohde & Schwarz',
    type: 'bench-power-supply',
    strength: 0.85,
  },
  { family: 'R&S HAMEG multimeter', pattern: /\bHMC\s?8012\b/, brand: 'Rohde & Schwarz', type: 'multimeter', strength: 0.85 },
  // Siglent: oscilloscopes ("SDS1104X-E", "SDS2354X Plus"), supplies ("SPD3303X-E"), generators ("SDG1032X").
  {
    family: 'Siglent oscilloscope',
    pattern: /\bSDS\s?[1-6]\d{3}[A-Z]{0,2}(?:-E)?\b/,
    brand: 'Siglent',
    type: 'oscilloscope',
    strength: 0.85,
  },
  {
    family: 'Siglent power supply',
    pattern: /\bSPD\s?[13]\d{3}[A-Z]{0,2}(?:-E)?\b/,
    brand: 'Siglent',
    type: 'bench-power-supply',
    strength: 0.85,
  },
  {
    family: 'Siglent function generator',
    pattern: /\bSDG\s?[1-7]\d{3}[A-Z]{0,2}\b/,
    brand: 'Siglent',
    type: 'signal-generator',
    strength: 0.85,
  },
  // Fluke's handheld meters print their bare number before the words on their face ("179 TRUE RMS MULTIMETER",
  // "87V TRUE RMS MULTIMETER", "323 TRUE RMS CLAMP METER"): only those numbers, and only before those words.
  {
    family: 'Fluke multimeter',
    pattern: /\b(?:11[3-7]|17[5-9]|87\s?V|28[79])(?=\s?TRUE[\s-]?RMS\s?MULTIMETER\b)/i,
    brand: 'Fluke',
    type: 'multimeter',
    strength: 0.8,
  },
  {
    family: 'Fluke clamp meter',
    pattern: /\b(?:32[3-5]|37[46]|90[12])(?:\s?FC)?(?=\s?TRUE[\s-]?RMS\s?(?:AC\/DC\s?)?CLAMP\s?METER\b)/i,
    brand: 'Fluke',
    type: 'tester',
    strength: 0.8,
  },
  // … and its ScopeMeters the same way ("199C SCOPEMETER", "125B SCOPEMETER").
  { family: 'Fluke ScopeMeter', pattern: /\b1[2-9]\d[BC]?(?=\s?SCOPE\s?METER\b)/i, brand: 'Fluke', type: 'oscilloscope', strength: 0.8 },
  // Sonel (Poland) by its installation testers' MPI numbers ("MPI-520", "MPI-530") and earth testers' MRU numbers ("MRU-120").
  { family: 'Sonel tester', pattern: /\b(?:MPI-5[0-4]\d|MRU-[12]\d{1,2})(?![A-Za-z0-9])/, brand: 'Sonel', type: 'tester', strength: 0.8 },
  // Minipa (Brazil) by its ET numbers: multimeters ("ET-1002", "ET-2042") and clamp meters ("ET-3200", "ET-4091").
  { family: 'Minipa multimeter', pattern: /\bET-[12]\d{3}[A-Z]?\b/, brand: 'Minipa', type: 'multimeter', strength: 0.75 },
  { family: 'Minipa clamp meter', pattern: /\bET-[34]\d{3}[A-Z]?\b/, brand: 'Minipa', type: 'tester', strength: 0.75 },
  // UNI-T (Uni-Trend) handheld testers by their UT numbers: multimeters ("UT33A", "UT61D", "UT139C", "UT161B", "UT89X"),
  // clamp meters ("UT202A", "UT210E", "UT204+"), insulation and earth testers ("UT501A", "UT521") and infrared
  // thermometers ("UT300S"). The letters alone: a "UT" before digits is UNI-T's.
  {
    family: 'UNI-T multimeter',
    pattern: /\bUT(?:3[0-9]|5[2-8]|6[01]|1[0-9]{2}|89|890)[A-Z]{0,2}\+?(?![A-Za-z0-9])/,
    brand: 'Uni-Trend',
    type: 'multimeter',
    strength: 0.8,
  },
  { family: 'UNI-T clamp meter', pattern: /\bUT2[0-4]\d[A-Z]{0,2}\+?(?![A-Za-z0-9])/, brand: 'Uni-Trend', type: 'tester', strength: 0.8 },
  { family: 'UNI-T insulation tester', pattern: /\bUT5[0-2]\d[A-Z]?(?![A-Za-z0-9])/, brand: 'Uni-Trend', type: 'tester', strength: 0.8 },
  {
    family: 'UNI-T infrared thermometer',
    pattern: /\bUT30[0-3][A-Z]{0,2}\+?(?![A-Za-z0-9])/,
    brand: 'Uni-Trend',
    type: 'infrared-thermometer',
    strength: 0.75,
  },
];
