import { typesFromStandards } from '../kb/product-standards.ts';
import { isCircuitBoard, plcTerminalRun } from './circuit-board.ts';
import { faceInferences } from './face-words.ts';
import { supplyInferences } from './supply-inference.ts';
import { measuresFromZero } from './meter-marks.ts';
import { meterCurrentRange, meterInferences } from './meter-inferences.ts';
import { dialTypes } from './dial-range.ts';
import { FUNCTIONING_TEMPERATURE } from './inline-rule.ts';
import { driveInferences } from './drive-front.ts';
import { motorHeadingInferences } from './motor-headings.ts';
import { surgeInferences } from './surge-marks.ts';
import { rcdInferences } from './rcd-marks.ts';
import { airDeliveryInferences } from './air-delivery.ts';
import { valveInferences } from './valve-marks.ts';
import { readFromZero } from './rating-types.ts';
import type { RatingMap } from './ratings.ts';
import { LAMP_COLOUR } from './unit-rules.ts';

/**
 * What a label carries when it names no product (issue 30), beyond single rating combinations
 * (`RATING_HINTS` in classify.ts): each rule is general trade knowledge of how such labels read.
 */
export interface Inference {
  type: string;
  weight: number;
  /** From a device's own face words (FACE_WORDS): the device itself, not a part inside it. */
  face?: boolean;
  /** Product types the plate lists as the device's own parts (an HVAC unit's compressor and blower motor): not the item. */
  parts?: readonly string[];
}

const AIR_FLOW =
  /(?<![a-z])(?:air\s?flow|airflow|air\s?volume|luftmenge|luftleistung|d[eé]bit d.?air|portata d.?aria|luchtdebiet|luchthoeveelheid|caudal de aire)/i;
const WATER_TANK = /water\s?tank|wasserbeh|reservoir d.?eau|bac (?:a|à) eau|serbatoio|waterreservoir|waterbak|deposito de agua/i;
const WEEKDAY = String.raw`(?:MON|TUE|WED|THU|FRI|SAT|SUN|LUN|MAR|MER|JEU|VEN|SAM|DIM|MO|DI|MI|DO|FR|SA|SO)`;
const CLOCK = String.raw`[0-2]?\d:[0-5]\d(?::[0-5]\d)?`;
const WEEKDAY_CLOCK = new RegExp(String.raw`(?<![A-Za-z0-9])(?:${WEEKDAY}\.?\s?${CLOCK}(?![0-9])|${CLOCK}\s${WEEKDAY}(?![A-Za-z]))`, 'i');
/** A weekday written whole, in the six label languages ("Sonntag", "Monday", "mercredi"), with a clock anywhere beside it. */
const WEEKDAY_NAME =
  /(?<![a-z])(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:maan|dins|woens|donder|vrij|zater|zon)dag|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)(?![a-z])/i;
const CLOCK_ALONE = new RegExp(String.raw`(?<![0-9:.])${CLOCK}(?![0-9:])`);
const LAMP_IN_TEXT = new RegExp(LAMP_COLOUR.source);

const SHUNT_RATING = /(?<![A-Za-z0-9.,])\d{1,4}(?:[.,]\d)?\s?A(?![A-Za-z0-9])[\s,;/]*(?:50|60|75|100|150)\s?mV(?![A-Za-z])/;
/** … or its drop first ("75mV 100A"). */
const SHUNT_DROP_FIRST = /(?<![A-Za-z0-9.,])(?:50|60|75|100|150)\s?mV[\s,;/]*\d{1,4}(?:[.,]\d)?\s?A(?![A-Za-z0-9])/;
/** The word on its own, not a breaker's shunt trip or a motor's shunt field. */
const SHUNT_WORD = /(?<![A-Za-z])shunt(?![A-Za-z])(?!\s?(?:trip|release|field|wound|coil))/i;
const SHUNT_DROPS = new Set(['50 mV', '60 mV', '75 mV', '100 mV', '150 mV']);

/** m³/h of flow per kW of rated power, when both are read in those units. */
function airflowPerKw(ratings: RatingMap): number | undefined {
  const flow = ratings.flowRate?.find((f) => /m³\/h|m3\/h/i.test(f.value))?.numbers[0];
  const p = ratings.power?.[0];
  const watts = p?.numbers[0] !== undefined ? p.numbers[0] * (/kW/i.test(p.value) ? 1000 : /W/.test(p.value) ? 1 : NaN) : NaN;
  return flow !== undefined && watts > 0 ? flow / (watts / 1000) : undefined;
}

// An extinguisher's fire rating ("13A 113B", "34A 233B", "21A 75F"), or its dry powder by name ("ABC-Pulver", "poudre ABC", "ABC powder").
const EXTINGUISHER =
  /(?<![A-Z0-9.,])\d{1,2}(?:[.,]\d)?\s?(?:KG\s?(?:ABC|ABE|BC|CO2)|L(?:TR)?\s?(?:AFFF|FOAM))(?![A-Z])|\bEN\s?3-7\b|(?<![A-Z0-9.,])\d{1,2}A\s\d{1,3}[BF](?![A-Z0-9])|\bABC[- ]?(?:pulver|powder|poudre|polvere|poeder|polvo)|\b(?:poudre|polvere|polvo) ABC\b/i;

/**
 * A power tool's no-load speed as EN 62841 marks it, n₀ (read "n0", "no") before its speed per minute ("n0 15000-25000/min",
 * "no 3000/min"): a hand-held tool's rating, where a motor's plate states its speed under load.
 */
const NO_LOAD_SPEED = /(?<![A-Za-z0-9])[nN]\s?[0oO₀]\s?[:=]?\s?\d{1,5}(?:\s?[-–]\s?\d{3,5})?\s?\/\s?min\b/;

const ioOnABus = (text: string) =>
  /(?<![A-Za-z])(?:INPUTS|OUTPUTS)(?![A-Za-z])/.test(text) && /(?<![A-Za-z])(?:RS-?485|MODBUS|PROFIBUS|CANOPEN)(?![A-Za-z0-9])/i.test(text);

/**
 * What only an HVAC unit's plate states (UL 1995): its supply circuit's minimum ampacity and largest fuse or breaker
 * (MCA, MOCP; "Min CKT Ampacity") or the HACR breaker it is to be protected by at most ("Max HACR CKT. BKR."; a breaker
 * itself prints "HACR" alone, its rating).
 */
const HVAC_PLATE =
  /min(?:imum)?\.?\s?(?:supply\s?)?(?:circuit|ckt\.?)\s?ampacity|(?<![A-Za-z])(?:MCA|MOCP)\s?[:.]?\s?\d|max(?:imum)?\.?\s?(?:fuse\s?(?:or|\/)\s?)?HACR/i;

/** A welding plate's own marks (EN 60974-1): its no-load voltage, its output's voltage and current, its duty-cycle row. */
const WELDER_PLATE = /\bU[0o]\s?=|(?<![A-Za-z0-9])[UI]2(?![A-Za-z0-9])|(?<![A-Za-z])X\s?(?:\(%\)|\s\d{2}\s+100\b)/i;
/** A solid state relay's control input: 3 (or 4) to 32 V DC, as "3-32VDC", "3V-32VDC" or "3~32VDC". */
const SSR_INPUT = /(?<![0-9.,])[34]\s?V?\s?[-~–]\s?32\s?V\s?DC(?![A-Za-z])/i;

export function inferFromLabel(text: string, ratings: RatingMap): Inference[] {
  const out: Inference[] = [];
  const board = isCircuitBoard(text);
  out.push(...driveInferences(text, ratings), ...motorHeadingInferences(text), ...surgeInferences(text), ...rcdInferences(text, ratings));
  // Airflow a minute: a fan's, a compressor's free air delivery, or a flow meter's reading (air-delivery.ts).
  out.push(...airDeliveryInferences(ratings));
  // Air moves in far larger volumes per watt than water: over 500 m³/h a kilowatt is a fan's airflow
  // (a circulator moves 1–4 m³/h on 40 W, a fan 300 m³/h on 40 W), as is a flow the label calls air.
  const airPerKw = airflowPerKw(ratings);
  if (airPerKw !== undefined && airPerKw > 500) out.push({ type: 'fan', weight: 1.8 });
  else if (ratings.flowRate?.length && AIR_FLOW.test(text)) out.push({ type: 'fan', weight: 1.3 });
  // An airflow with a water tank is a dehumidifier's plate (the tank is its condensate container).
  if (AIR_FLOW.test(text) && WATER_TANK.test(text)) out.push({ type: 'dehumidifier', weight: 2.2 });
  // A refrigerant named with nothing electrical rated beside it (no voltage, current, power or frequency) is the gas's
  // own cylinder ("R 134a", "R-410A 11.3 kg"): a heat pump's or air conditioner's plate rates its supply too.
  const supplied = [ratings.voltage, ratings.current, ratings.power, ratings.frequency].some((r) => r?.length);
  if (ratings.refrigerant?.length && !supplied) out.push({ type: 'refrigerant-gas', weight: 1.2 });
  // A cutter's coating (AlTiN, TiAlN, TiCN, AlCrN) with its flute count ("2F", "4 FL") or cutting hand ("30RH"): an end mill's shank.
  if (
    /(?<![A-Za-z])(?:ALTIN|TIALN|TICN|ALCRN)(?![A-Za-z])/i.test(text) &&
    /(?<![A-Za-z0-9])(?:[1-8]\s?FL?|\d{2}°?\s?RH)(?![A-Za-z])/i.test(text)
  )
    out.push({ type: 'end-mill', weight: 1.2 });
  // "LED" alone on its line with a mains voltage (a light's box or its back: "LED" over "230V"); a board's LED is
  // numbered ("LED1") or runs on a few volts, a switch's "Max load: LED 150W" shares its line.
  const volts = (ratings.voltage ?? []).flatMap((v) => v.numbers);
  const mainsVolts = volts.some((n) => n >= 100 && n <= 277);
  if (!board && mainsVolts && text.split('\n').some((l) => /^\s*LED\s*$/i.test(l))) out.push({ type: 'luminaire', weight: 0.8 });
  // A speaker's impedance (4, 6, 8 or 16 Ω) with its power and no supply rated: a loudspeaker (a power resistor names its
  // tolerance or is read in kΩ, an amplifier states its supply).
  const impedance = ratings.resistance?.some((r) => /^(?:4|6|8|16) Ω$/.test(r.value));
  if (impedance && ratings.power?.length && !ratings.voltage?.length && !ratings.current?.length)
    out.push({ type: 'loudspeaker', weight: 1.2 });
  // A thermal cut-off's rated functioning temperature ("Tf 133°C", "T133C") with its mains rating and a current of 16 A or
  // less ("250V 10A"): a thermal fuse's own printing.
  const functioning = [...text.matchAll(new RegExp(FUNCTIONING_TEMPERATURE, 'g'))].some((m) => Number(m[1]) >= 70 && Number(m[1]) < 250);
  const smallCurrent = ratings.current?.some((c) => c.numbers.length === 1 && (c.numbers[0] ?? 99) <= 16);
  if (functioning && smallCurrent && mainsVolts) out.push({ type: 'thermal-fuse', weight: 1.2 });
  // A bolt's strength class (A2-70, 8.8 after Grade), more so with its thread size.
  if (ratings.strengthClass?.length) out.push({ type: 'fastener', weight: ratings.threadSize?.length ? 1.1 : 0.8 });
  // A fine metric thread with no bolt's strength class ("M20 × 1.5") is a cable gland's or conduit fitting's.
  else if (ratings.threadSize?.some((t) => /^M\d+ × (?:1\.5|2(?:\.0)?)$/.test(t.value))) out.push({ type: 'cable-gland', weight: 1.1 });
  // An extinguisher's charge with its agent ("1.0KG ABE", "2 kg CO2", "6 L AFFF"), or its standard (EN 3-7).
  if (EXTINGUISHER.test(text)) out.push({ type: 'fire-extinguisher', weight: 1.2 });
  out.push(...meterInferences(text, ratings));
  // A wireless plug or switch: Wi-Fi or 2.4 GHz with the load it may switch ("Max Load:16A").
  if (/wi-?fi|2\.4\s?GHz/i.test(text) && /max\.?\s?load/i.test(text)) out.push({ type: 'smart-switch', weight: 1.2 });
  // A board's count of ways ("12 way", "18-WAY", "6 Ways"): a consumer unit's or a distribution board's (a switch is 2 or 3 way).
  if (/(?<![\d.])(?:[4-9]|[1-4]\d)\s?-?\s?ways?\b/i.test(text)) out.push({ type: 'consumer-unit', weight: 0.8 });
  // UPS named beside a rating in VA: the UPS, not the sealed lead-acid battery its label warns of.
  if (ratings.apparentPower?.length && /(?<![A-Za-z])UPS(?![A-Za-z])/.test(text)) out.push({ type: 'ups', weight: 1.2 });
  // A measurement category (CAT II 600V) is a test instrument's: a tester's, or a multimeter's with its face words.
  const faces = faceInferences(text);
  if (ratings.measurementCategory?.length)
    out.push({ type: faces.some((f) => f.type === 'multimeter') ? 'multimeter' : 'tester', weight: 0.8 });
  // A clock shown with its weekday ("DIM 13:30:50", "16:55 Fri") is a time switch's or programmer's display; with a
  // temperature or room it is a thermostat's or an air conditioner's controller.
  const dayAndClock = WEEKDAY_CLOCK.test(text) || (WEEKDAY_NAME.test(text) && CLOCK_ALONE.test(text));
  const climate = /°|(?<![a-z])(?:room|cool|heat|temp)/i.test(text);
  if (dayAndClock && !climate) out.push({ type: 'timer', weight: 1 });
  // … with a room temperature in °C it is a programmable room thermostat's display ("Sonntag 15:12 21.5°C").
  else if (dayAndClock && /\d\s?°\s?C/.test(text)) out.push({ type: 'thermostat', weight: 0.8 });
  // A wattage with its colour code ("58W/840") is a lamp's designation: a fitting's label names its lamps in words.
  if (LAMP_IN_TEXT.test(text)) out.push({ type: 'lamp', weight: 1.2 });
  // A stored volume of 30 litres or more with a pressure in bar and no motor's power, speed or flow is a cylinder's or
  // vessel's plate (an unvented or solar cylinder, a buffer tank); a compressor's receiver comes with its motor.
  const litres = ratings.capacity?.some((c) => / L$/.test(c.value) && (c.numbers[0] ?? 0) >= 30);
  const motorised =
    ratings.speed?.length || ratings.flowRate?.length || ratings.power?.some((p) => /kW|HP/i.test(p.value) || (p.numbers[0] ?? 0) >= 100);
  if (litres && ratings.pressure?.some((p) => / bar$/.test(p.value)) && !motorised) out.push({ type: 'cylinder', weight: 0.9 });
  // Two pressures with ON and OFF ("ON 1.1kg/cm²", "OFF 1.8kg/cm²"): a pressure switch's cut-in and cut-out points.
  const pressures = (ratings.pressure ?? []).flatMap((p) => p.numbers);
  if (pressures.length >= 2 && /(?<![A-Za-z])ON(?![A-Za-z])/.test(text) && /(?<![A-Za-z])OFF(?![A-Za-z])/.test(text))
    out.push({ type: 'pressure-switch', weight: 1 });
  // A battery management system by its letters with the cells it watches in series ("13S48V BMS", "4S BMS").
  if (/(?<![A-Za-z])BMS(?![A-Za-z])/.test(text) && /(?<![A-Za-z0-9])\d{1,2}S(?![A-Za-z])/.test(text))
    out.push({ type: 'battery-management-system', weight: 1.2 });
  // … or by its cell taps, four or more numbered ("Cell 1+", "Cell 8+", "CELL10-"; a board's balance inputs "BC0"…"BC15").
  else if (
    new Set([...text.matchAll(/(?<![A-Za-z])(?:CELL\s?(\d{1,2})\s?[+-]|BC(\d{1,2})(?![0-9A-Za-z]))/gi)].map((m) => m[1] ?? m[2])).size >= 4
  )
    out.push({ type: 'battery-management-system', weight: 1.2 });
  if (measuresFromZero(text)) out.push({ type: 'panel-meter', weight: 1.2 });
  out.push(...dialTypes(text.split('\n')));
  // A speed constant in rpm per volt is a brushless motor's.
  if (ratings.speedConstant?.length) out.push({ type: 'brushless-motor', weight: 1.2 });
  // A capacitance with a suppression class (X1, X2, Y2) is a capacitor (or an RC snubber).
  if (ratings.capacitance?.length && /(?<![a-z0-9])[XY][12](?![a-z0-9])/i.test(text)) out.push({ type: 'capacitor', weight: 0.9 });
  // A capacitance rated for an AC voltage, or in the CBB60/61/65 film series, is a motor-run capacitor.
  else if (ratings.capacitance?.length && (/\bCBB6[015]/i.test(text) || ratings.voltage?.some((v) => /AC/.test(v.value))))
    out.push({ type: 'capacitor', weight: 1 });
  // Any other capacitance with its working voltage as the label's ratings ("470µF 25V") is a capacitor's printing; beside a
  // current, power or frequency it is a motor's or a fan's capacitor line, and on a circuit board one part's.
  else if (ratings.capacitance?.length && ratings.voltage?.length && !(ratings.current ?? ratings.power ?? ratings.frequency))
    if (!board) out.push({ type: 'capacitor', weight: 0.8 });
  // The arc-welding equipment standard (IEC/EN 60974) with a no-load voltage (U0), its output's U2 or I2, or its duty-cycle
  // row ("X(%)", "X 60 100") is a welder's plate, whatever its table of numbers looks like.
  if (/60974/.test(text)) out.push({ type: 'welder', weight: WELDER_PLATE.test(text) ? 2 : 1.2 });
  // Main terminals in their standard marking: a contactor's (or starter's) 1L1 3L2 5L3 above and
  // 2T1 4T2 6T3 below; an overload relay's are the load side only, with its 95-96 / 97-98 contacts.
  const mains = new Set(
    [...text.matchAll(/(?<![A-Za-z0-9])([135]\/?L[123]|[246]\/?T[123])(?![A-Za-z0-9])/g)].map((m) =>
      (m[1] ?? '').replace('/', '').toUpperCase(),
    ),
  );
  const lineSide = [...mains].filter((t) => t.includes('L')).length;
  if (mains.size >= 3 && lineSide > 0) out.push({ type: 'contactor', weight: 1 });
  else if (mains.size >= 3 && /(?<![0-9])9[5-8](?![0-9])/.test(text)) out.push({ type: 'overload-relay', weight: 1 });
  // A coil with 1.5 HP or more ("3HP 240VAC" beside "COIL 208/240V") is a contactor's; a relay switches a fraction of one.
  else if (/(?<![A-Za-z])COIL(?![A-Za-z])/i.test(text) && ratings.power?.some((p) => / HP$/.test(p.value) && (p.numbers[0] ?? 0) >= 1.5))
    out.push({ type: 'contactor', weight: 1.3 });
  if (board) out.push({ type: 'circuit-board', weight: 1 });
  // An industrial cartridge fuse's size (8×31, 10×38, 14×51, 22×58 mm) is what a fuse or its holder is ordered by: read with
  // nothing else named, the item is one (a PV combiner box or a switch-fuse names itself; a miniature 5×20 is a part's).
  if (ratings.fuse?.some((f) => /^(?:8|10|14|22)×\d+ mm$/.test(f.value))) out.push({ type: 'cartridge-fuse', weight: 0.8 });
  // A solid state relay's control input with the load it switches (a current, or an AC utilisation category): what every
  // SSR prints on its face, and nothing else prints so.
  if (SSR_INPUT.test(text) && (ratings.current?.length || ratings.utilisationCategory?.length))
    out.push({ type: 'solid-state-relay', weight: 1.2 });
  // A primary winding in grounded wye ("13200GRDY/7620", "12470 GrdY"): a distribution transformer's plate, whatever else it says.
  if (/\d\s?GRD\.?\s?Y(?![A-Za-z])/i.test(text)) out.push({ type: 'transformer', weight: 1.6 });
  // A generator's plate: its surge power beside AC and DC outputs or an engine's speed (a surge protector has neither).
  if (/(?<![a-z])surge(?![a-z])/i.test(text) && /(?<![a-z])(?:AC|DC)\s?Voltage|(?<![\d.])3[06]00\s?(?:rpm|r\/min)/i.test(text)) {
    out.push({ type: 'generator', weight: 1.2 });
  }
  // A PLC's I/O: its count ("12DI/8DO"), its terminals run together ("X0X1X2X3", "Y4Y5Y6", "I0.0I0.1"), or a remote I/O
  // module's rows of INPUTS or OUTPUTS in capitals beside the bus it reports over (its numbered terminals alone read as a board's).
  if (
    /(?<![A-Za-z0-9])\d{1,3}\s?DI\s?\/\s?\d{1,3}\s?D[OQ](?![A-Za-z])|(?:[IQ]\d\.\d){2,}/.test(text) ||
    plcTerminalRun(text) ||
    ioOnABus(text)
  )
    out.push({ type: 'plc', weight: 1.2 });
  // A primary current over a small secondary ("50A/50mA", "100A:5A", "200A/333mV", "100/5A" as most CTs print it) is a
  // current transformer's ratio; over 1 or 5 A only from 20 A up ("10A/5A" is a relay's resistive and inductive rating).
  if (
    /(?<![A-Za-z0-9.])(?:\d{1,4}\s?A\s?[/:]\s?(?:\d{1,3}\s?mA|333\s?mV)|(?:[2-9]\d|\d{3,4})\s?A?\s?[/:]\s?[15]\s?A)(?![A-Za-z0-9])/i.test(
      text,
    )
  )
    out.push({ type: 'current-transformer', weight: 0.9 });
  // North American HVAC plates state the supply circuit's minimum ampacity and largest fuse or breaker (MCA, MOCP), and list
  // the compressor and the blower or fan motor inside the unit with their currents (RLA, FLA): its parts.
  if (HVAC_PLATE.test(text)) out.push({ type: 'air-conditioner', weight: 1.2, parts: ['motor', 'compressor'] });
  out.push(...supplyInferences(text, ratings));
  // Twin or centre-tapped secondaries ("12 + 12V", "15-0-15V", "0-9V 0-9V") are a transformer's windings.
  if (/(?<![\d.])(\d{1,3}(?:[.,]\d)?)\s?(?:\+|-0-)\s?\1\s?V(?![A-Za-z])|(?<![\d.])0-(\d{1,3})\s?V\s+0-\2\s?V(?![A-Za-z])/i.test(text))
    out.push({ type: 'transformer', weight: 1 });
  // A DC rating of 600-1500 V at 32 A or less beside "PV" (gPV, SOLAR PV) is a PV string fuse's or its holder's;
  // an inverter's or isolator's own words outweigh it.
  const pvDc = (ratings.voltage ?? []).some((v) => /DC/.test(v.value) && v.numbers.some((n) => n >= 600 && n <= 1500));
  const stringCurrent = (ratings.current ?? []).some((c) => c.numbers.length === 1 && (c.numbers[0] ?? 99) <= 32);
  if (pvDc && stringCurrent && /(?<![A-Za-z])g?PV(?![A-Za-z])/.test(text)) out.push({ type: 'fuse', weight: 0.8 });
  // USB ports with their fast-charge voltage steps (5 V, then 9 V or 12 V) are a USB charger's outputs.
  if (/USB-?[AC]\d?\b|Type-?C\b/i.test(text) && /(?<!\d)(?<!\d\.)5\s?V/i.test(text) && /(?<!\d)(?<!\d\.)(?:9|12)\s?V/i.test(text))
    out.push({ type: 'usb-charger', weight: 1.2 });
  out.push(...valveInferences(text, ratings));
  // Switching points in pascals ("191/167Pa") are an air pressure switch's (a boiler's fan proving switch).
  if (ratings.pressure?.some((p) => / Pa$/.test(p.value))) out.push({ type: 'differential-pressure-switch', weight: 1 });
  // An LED strip's solder pads, printed at every cut point: its supply, data in or out and ground
  // ("+5V DIN GND", "+5V DO GND"), or an RGB strip's "+12V G R B".
  const pads = text.match(/\+\s?(?:5|12|24)\s?V\s+(?:D[I1]N?\s+GND|D[O0]\s+GND|[GRB]\s[GRB]\s[GRB])(?![A-Za-z])/gi) ?? [];
  if (pads.length >= 2) out.push({ type: 'led-strip', weight: 1.4 });
  // A stepper driver's pulse input terminals (PUL with DIR or ENA, or the word driver).
  if (/(?<![A-Za-z])PUL(?![A-Za-z])/.test(text) && /(?<![A-Za-z])(?:DIR|ENA|driver)(?![A-Za-z])/i.test(text))
    out.push({ type: 'motor-driver', weight: 1.2 });
  // A current with the millivolts it drops at that current (50, 60, 75, 100 or 150 mV: "300A 75mV", "5A" over "50mV") is a
  // meter shunt's rating: nothing else is rated by a drop so small.
  // So is one of those drops read anywhere on a label that says shunt ("SHUNT", "75mV", "100A" on lines of their own).
  // A drop alone is not enough ("75mV" by "CLASS 0.5" may be a meter's).
  const shuntDrop = ratings.signalVoltage?.some((v) => SHUNT_DROPS.has(v.value));
  if (SHUNT_RATING.test(text) || SHUNT_DROP_FIRST.test(text) || (shuntDrop && SHUNT_WORD.test(text)))
    out.push({ type: 'current-shunt', weight: 1.2 });
  // A thread size after a fixing's word in any language ("INSERT M4", "VIS POZI 3.5X12"); after "screw" or
  // "bolt" only with its length ("Schraube M8x40"): a device's "terminal screw M4" is no fixing.
  const fixing =
    /(?<![a-z])(?:insert|vis|pozi|tornillo|vite|schroef)\s?(?:pozi\s?)?(?:M\d|\d(?:\.\d)?\s?x\s?\d)|(?<![a-z])(?:screw|bolt|schraube)\s?M\d+(?:\.\d)?\s?x\s?\d/i;
  if (fixing.test(text)) out.push({ type: 'fastener', weight: 1.2 });
  // A gas's mass flow in standard units is a mass flow meter's or controller's range.
  if (ratings.flowRate?.some((f) => /SCCM|SLPM/i.test(f.value))) out.push({ type: 'flow-meter', weight: 1.2 });
  // A flow from zero ("(0~339)m³/h") with no power rated is a meter's range, over its bore's valve and its m³/h's gas meter
  // together (a pump's "0-280 L/H" comes with its watts; a gas regulator's flow gauge with its contents gauge's "0-315 bar").
  else if (readFromZero(ratings.flowRate) && !ratings.power?.length && !readFromZero(ratings.pressure))
    out.push({ type: 'flow-meter', weight: 3.2 });
  // A sensor rated by the flow it measures is a flow sensor (a flow meter's kind).
  if (ratings.flowRate?.length && /(?<![a-z])sensor(?![a-z])/i.test(text)) out.push({ type: 'flow-meter', weight: 1.3 });
  // MPPT with battery voltages only (12/24/48 V, nothing of mains), or with a charge current and no voltage or power at all
  // ("Rover 40A"), is a solar charge controller, not an inverter.
  const chargeOnly = !volts.length && !ratings.power?.length && Boolean(ratings.current?.every((c) => Math.max(...c.numbers) <= 100));
  if (/mppt/i.test(text) && (volts.length ? volts.every((v) => v <= 60) : chargeOnly))
    out.push({ type: 'solar-charge-controller', weight: 1.6 });
  // A product standard the label cites names the kind of product it governs (kb/product-standards.ts).
  out.push(...typesFromStandards((ratings.standards ?? []).map((s) => s.value)));
  // An electrically assisted pedal cycle's speed limit (25 km/h in the UK and EU) beside its power: an e-bike's drive or controller.
  if (/(?<![\d.])25\s?km\/h/i.test(text) && ratings.power?.length) out.push({ type: 'motor', weight: 1.2 });
  // A LiFePO4 battery's nominal voltage: 3.2 V a cell, so 12.8, 25.6 or 51.2 V (lead-acid and other lithium chemistries never read so);
  // with the energy it stores in Wh, surely the battery, whatever switches and lamps its front has.
  if (volts.some((v) => v === 12.8 || v === 25.6 || v === 51.2))
    out.push({ type: 'lifepo4-battery', weight: ratings.energy?.length ? 2 : 1 });
  // A home battery's stored energy ("5.2 kWh", "13.5 kWh") where nothing of a meter is read (its constant, class, current
  // range (meter-inferences.ts), or "kWh" alone over its register): battery storage, not the energy meter its kWh alone would say.
  const storedKwh = ratings.energy?.some((e) => /kWh/.test(e.value) && (e.numbers[0] ?? 0) >= 1 && (e.numbers[0] ?? 0) <= 100);
  const bareKwh = /kwh/i.test(text.replace(/\d\s?kwh/gi, ' '));
  if (storedKwh && !ratings.meterConstant?.length && !ratings.meterClass?.length && !meterCurrentRange(ratings) && !bareKwh)
    out.push({ type: 'battery-storage', weight: 1.3 });
  // A starter battery's cold-cranking current under its standard ("680A (EN)", "540 A SAE", "600 CCA").
  if (ratings.crankingCurrent?.length) out.push({ type: 'lead-acid-battery', weight: 1.2 });
  out.push(...faces);
  if (NO_LOAD_SPEED.test(text)) out.push({ type: 'power-tool', weight: 2.4 });
  return out;
}
