import { amps, volts, watts, type CatalogueGrammar } from './grammar.ts';

/**
 * The PV voltages and charge currents of Victron's MPPT controllers ("MPPT 100 | 50"), each a capture group:
 * the family below, and the bar's slips read back in extract/digit-slips.ts.
 */
export const VICTRON_MPPT_PAIR = { volts: '(75|100|150|250)', amps: '(10|15|20|30|35|45|50|60|70|85|100)' } as const;

/**
 * Home and small-commercial energy kit that UK installers strip out and sell on: PV and hybrid
 * inverters, storage batteries, EV chargers and diverters, CT clamps, smart relays and DIN-rail
 * power supplies. Model names as the makers' datasheets and UK solar wholesalers (Midsummer,
 * Segen, CEF) list them; general trade knowledge, never taken from particular photos.
 */
/** Mean Well's output voltages as their codes end ("-12", "-3.3"): a cut-off ending ("NDR-120-1") states none. */
const MEAN_WELL_VOLTS = new Set([3.3, 5, 7.5, 9, 12, 13.5, 15, 18, 24, 27, 30, 36, 42, 48, 54]);
const meanWellVolts = (digits: string | undefined) => (MEAN_WELL_VOLTS.has(Number(digits)) ? volts(Number(digits), 'DC') : []);

// prettier-ignore
export const HOME_ENERGY: readonly CatalogueGrammar[] = [
  // PV and hybrid inverters: "SE3680H", "GIV-HY5.0", "MIN 3600TL-X", "SPH 5000", "X1-HYBRID-5.0", "SUN2000-5KTL".
  { family: 'SolarEdge inverter', pattern: /\bSE\d{4,5}H(?:-RW\d{3}[A-Z]*)?\b|\bSE\d{4,5}-RW\d{3}/, brand: 'SolarEdge', type: 'solar-inverter', strength: 0.85 },
  { family: 'GivEnergy inverter', pattern: /\bGIV-(?:HY|AC|3HY|AIO)\d?(?:\.\d)?\b/i, brand: 'GivEnergy', type: 'solar-inverter', strength: 0.9 },
  { family: 'GivEnergy battery', pattern: /\bGIV-BAT\s?\d{1,2}(?:\.\d)?\b/i, brand: 'GivEnergy', type: 'battery-storage', strength: 0.9 },
  { family: 'Growatt inverter', pattern: /\b(?:MIN|MIC|MOD|SPH|SPA|MID|MAC|MAX)\s?\d{3,5}\s?(?:TL\d?-?(?:X|XH|XE|XL)?2?|KTL\d?-?X?)\b|\bSPH\s?\d{4}\b/, brand: 'Growatt', type: 'solar-inverter', strength: 0.85 },
  { family: 'Solax inverter', pattern: /\bX[13]-(?:HYBRID|BOOST|MINI|AC|FIT|PRO|MIC|SMART)(?:-G\d)?(?:-?\d{1,2}(?:\.\d)?[KT]?)?\b/i, brand: 'Solax', type: 'solar-inverter', strength: 0.9 },
  { family: 'Huawei inverter', pattern: /\bSUN2000-\d{1,3}(?:\.\d)?KTL(?:-[A-Z0-9]+)?\b/i, brand: 'Huawei FusionSolar', type: 'solar-inverter', strength: 0.9 },
  { family: 'Huawei battery', pattern: /\bLUNA2000-\d{1,2}-[SE]\d\b/i, brand: 'Huawei FusionSolar', type: 'battery-storage', strength: 0.9 },
  { family: 'Fronius inverter', pattern: /\b(?:Primo|Symo|Galvo|Gen24|Tauro)(?:\s?GEN24)?\s?\d{1,2}\.\d-\d\b/i, brand: 'Fronius', type: 'solar-inverter', strength: 0.9 },
  { family: 'SMA inverter', pattern: /\b(?:SB|STP|SI|SBS)\s?\d{1,2}\.\d-(?:1|3)[A-Z]{2}-\d{2}\b|\bSunny\s?(?:Boy|Tripower|Island)\b/i, brand: 'SMA', type: 'solar-inverter', strength: 0.9 },
  { family: 'Sofar inverter', pattern: /\bME\s?3000SP\b|\bHYD\s?\d{4,5}-?(?:ES|EP|KTL-3PH)\b|\bSOFAR\s?\d{3,5}K?TLM?(?:-G\d)?\b/i, brand: 'Sofar Solar', type: 'solar-inverter', strength: 0.8 },
  { family: 'Solis inverter', pattern: /\bS[56]-(?:GR1P|GR3P|EH1P|RHI)\d{1,2}(?:\.\d)?K/i, brand: 'Solis', type: 'solar-inverter', strength: 0.9 },
  { family: 'Victron inverter-charger', pattern: /\b(?:MultiPlus|Quattro|Phoenix|EasySolar)(?:-II)?\s?\d{2}\/\d{3,5}/i, brand: 'Victron Energy', type: 'inverter-charger', strength: 0.9 },
  // Victron's own bus, printed beside the ports of its inverter-chargers (MultiPlus, Quattro).
  { family: 'Victron VE.Bus port', pattern: /\bVE\.\s?Bus\b/i, brand: 'Victron Energy', type: 'inverter-charger', strength: 0.6, designation: true },
  // Named by its PV voltage and charge current, "MPPT 100 | 50" (a bar read as a 1 or an l is read back as the
  // trade's slash before this runs: extract/digit-slips.ts).
  {
    family: 'Victron solar charge controller',
    pattern: new RegExp(`\\b(?:(?:Smart|Blue)Solar\\s?)?MPPT\\s?${VICTRON_MPPT_PAIR.volts}\\s?[/|]\\s?${VICTRON_MPPT_PAIR.amps}(?![\\d/])|\\b(?:Smart|Blue)Solar\\s?MPPT\\s?(\\d{2,3})\\/(\\d{2,3})`, 'i'),
    brand: 'Victron Energy',
    type: 'solar-charge-controller',
    strength: 0.9,
    ratings: (m) => [...volts(Number(m[1] ?? m[3]), 'DC'), ...amps(m[2] ?? m[4])],
  },
  // Steca's Solarix PR charge controllers, named by their current twice ("PR 1010", "PR 3030": 10 A, 30 A).
  { family: 'Steca PR charge controller', pattern: /\bPR\s?(?:1010|1515|2020|3030)(?:\s?IP)?\b/, brand: 'Steca', type: 'solar-charge-controller', strength: 0.85 },
  { family: 'Enphase microinverter', pattern: /\bIQ[78][APMHX+]{0,3}-\d{2}-\d-[A-Z]{2}\b|\bIQ[78](?:PLUS|A|M|H|X)?-\d{2}/i, brand: 'Enphase', type: 'solar-inverter', strength: 0.85 },
  // Storage batteries: "US2000C", "US3000C", "US5000", "Force H2", "Battery-Box Premium HVS".
  { family: 'Pylontech battery', pattern: /\b(?:US(?:2000|3000|5000)[BC]?|UP(?:2500|5000)|Phantom-S)\b/i, brand: 'Pylontech', type: 'battery-storage', strength: 0.9 },
  { family: 'Pylontech Force battery', pattern: /\bForce\s?[HL][12]\b/i, brand: 'Pylontech', type: 'battery-storage', strength: 0.6 },
  { family: 'BYD battery', pattern: /\bBattery-Box\s?(?:Premium\s?)?(?:HVS|HVM|LVS|LVL)\b|\bB-?Box\s?(?:HVS|HVM|LVS)\s?\d{1,2}(?:\.\d)?/i, brand: 'BYD', type: 'battery-storage', strength: 0.9 },
  // Battery management boards of DIY and marine lithium packs: JK's "JK-B2A24S15P", "JK-BD6A17S6P".
  { family: 'JBD battery management system', pattern: /\bJBD-[A-Z]{2}\d{2}S\d{3}\b/, brand: 'JBD', type: 'battery-management-system', strength: 0.85 },
  { family: 'JK battery management system', pattern: /\bJK-B[0-9A-Z]{4,12}\b/, type: 'battery-management-system', strength: 0.85 },
  // EV chargers and diverters: myenergi's names are its products.
  { family: 'myenergi zappi', pattern: /\bZAPPI(?:-2H\d{2}[A-Z]{1,2})?\b/i, brand: 'myenergi', type: 'ev-charger', strength: 0.9 },
  // CT clamps: YHDC's split-core current transformers, the ones energy monitors ship with.
  // YHDC's small board-mount CTs ("TA12-200", "TA17L-03"): primary amps or turns after the series.
  { family: 'YHDC board-mount CT', pattern: /\bTA1[27]L?-\d{2,3}\b/i, brand: 'YHDC', type: 'current-transformer', strength: 0.85 },
  { family: 'YHDC split-core CT', pattern: /\bSCT-?0(?:06|13|16|19|23|24|36)(?:-\d{3})?\b/i, brand: 'YHDC', type: 'current-transformer', strength: 0.9 },
  // Smart relays: Shelly's and Sonoff's model names.
  { family: 'Shelly relay', pattern: /\bShelly\s?(?:Plus\s|Pro\s)?(?:1PM|2PM|1L|2\.5|EM|3EM|Dimmer\s?2|i4|Uni|1|2|4PM)\b/i, brand: 'Shelly', type: 'smart-switch', strength: 0.85 },
  // Tuya's Wi-Fi modules inside smart plugs, thermostats and switches: "TYWE3S", "WB3S", "CB2S".
  { family: 'Tuya Wi-Fi module', pattern: /\bTYWE[1-3][SL]?\b|\b(?:WB|CB)[23][SL]\b/, brand: 'Tuya Smart', type: 'wifi-module', strength: 0.7, component: true },
  { family: 'Sonoff relay', pattern: /\b(?:BASICR[234]|MINIR[234]|POWR[23]|POWR316D?|THR3[16]|DUALR3|4CHR3)\b/i, brand: 'Sonoff', type: 'smart-switch', strength: 0.85 },
  // Mean Well's series, watts, volts: DIN-rail and enclosed power supplies ("HDR-60-24", "LRS-350-12"),
  // and LED drivers ("HLG-240H-24A", "LPV-60-12").
  // The three-letter series are theirs even with the volts cut off at the label's edge ("LRS-350-"), or with the MW logo read into them.
  {
    family: 'Mean Well power supply',
    pattern:
      /\b(?:DR|RS)-(\d{2,4})[A-Z]?-(\d{1,2}(?:\.\d)?)[A-Z]?\b|(?:\b|(?<=MW))(?:HDR|MDR|EDR|NDR|SDR|WDR|DDR|LRS|NES|UHP|HRP|IRM)-(\d{2,4})[A-Z]?(?:-(\d{1,2}(?:\.\d)?)[A-Z]?\b|-(?![A-Za-z0-9])|\b(?!-))/,
    brand: 'Mean Well',
    type: 'power-supply',
    strength: 0.8,
    // The code states the supply's watts and output volts ("RS-15-12": 15 W, 12 V DC).
    ratings: (m) => [...watts(m[1] ?? m[3]), ...meanWellVolts(m[2] ?? m[4])],
  },
  // A driver's code states its watts, and its volts where they follow ("LPV-60-12"; "LPC-35-700" is 700 mA).
  // Its DC-DC boost drivers state watts and output milliamps ("LDH-45B-350WDA": 45 W, 350 mA).
  { family: 'Mean Well DC-DC LED driver', pattern: /\bLDH-(\d{2})[AB]?-(?:350|500|700|1050)(?:W|DA|WDA)?\b/, brand: 'Mean Well', type: 'led-driver', strength: 0.85,
    ratings: (m) => watts(m[1]) },
  { family: 'Mean Well LED driver', pattern: /\b(?:HLG|LPV|LPC|ELG|XLG|APV|APC|PWM|HVGC|LCM)-(\d{2,4})[A-Z]?-(\d{1,3})[A-Z]?\b/, brand: 'Mean Well', type: 'led-driver', strength: 0.8,
    ratings: (m) => [...watts(m[1]), ...meanWellVolts(m[2])] },
  // A lithium-ion cell by its maker's prefix and its size code ("NCR18650B", "INR21700-50E"): a cell, never a tool.
  { family: 'Lithium-ion cell', pattern: /\b(?:NCR|INR|ICR|IMR|IFR|LIR)(?:18650|21700|26650|14500|18500|20700|32650)[A-Z0-9]{0,3}(?:-[A-Z0-9]{2,3})?\b/, type: 'rechargeable-battery', strength: 0.8 },
  // Uninterruptible power supplies in server rooms and offices: APC's Smart-UPS and Back-UPS ("SMT1500I", "SRT3000XLI",
  // "BX1400U-GR"), Eaton's ranges ("5E 650i", "5SC 1000i", "9SX 3000", "3S 550").
  { family: 'APC Smart-UPS', pattern: /\b(?:SMT|SMX|SRT|SUA|SURT|SMC|SRV)\d{3,5}[A-Z]{0,4}\b/, brand: 'APC', type: 'ups', strength: 0.8 },
  { family: 'APC Back-UPS', pattern: /\b(?:BX|BR|BE|BVX|BVN)\d{3,4}(?:MI|LI|U|G|GR|I)(?:-[A-Z]{2})?\b/, brand: 'APC', type: 'ups', strength: 0.75 },
  { family: 'Eaton UPS', pattern: /\b(?:3S|5E|5SC|5P|5PX|9SX|9PX|9E)\s?(?:[3-9]\d{2}|[1-9]\d{3})(?:i|VA)?\b/, brand: 'Eaton', type: 'ups', strength: 0.8 },
  // A servo voltage stabiliser by the series codes its many makers share, with its rating ("SVC-5KVA", "TND-3KVA", the
  // three-phase "SBW-100KVA"): the code names no maker.
  { family: 'SVC-type voltage stabiliser', pattern: /\b(?:SVC|TND|TNS|SBW)-?\d+(?:\.\d+)?K?VA\b/i, type: 'voltage-stabiliser', strength: 0.8 },
];
