import type { Rating } from './rating-types.ts';

/**
 * Marks that say what a meter measures. A water meter's metrology marks (MID, EN ISO 4064): its flow ratio (R80H, R160, "R80H/R40V"), its
 * temperature class (T30, T50, T30/90) and its maximum admissible pressure (MAP 16 bar). They say
 * what the meter measures, never its model. A power meter's measuring ranges from zero (measuresFromZero).
 */
const RATIO_NUMBER = String.raw`(?:40|50|63|80|100|125|160|200|250|315|400|500|630|800)`;
const RATIO = String.raw`R${RATIO_NUMBER}[HV]?`;
/** A ratio with the meter's position (H or V), which no other maker's code ends in. */
const PLACED_RATIO = String.raw`R${RATIO_NUMBER}[HV]`;
const TEMPERATURE_CLASS = String.raw`T(?:30|50|70|90)(?:\/(?:70|90|130|180))?`;

/** A register's dial multiplier ("X0.001", "x0,0001"): how much a turn of that dial counts. */
const MULTIPLIER = String.raw`[X×]\s?0[.,]0{0,4}1`;

/** One mark as printed, alone ("R80H", "R80H/R40V", "T30/90", "MAP16", "X0.001"). */
export const METER_MARK = new RegExp(
  String.raw`^(?:${RATIO}(?:\/${RATIO})?|${TEMPERATURE_CLASS}|MAP\s?\d{1,2}(?:\s?bar)?|${MULTIPLIER})$`,
  'i',
);

/** A water meter's flow ratio anywhere in the text, with its position ("R80H", "R160H/R80V") or after "=" ("R=80"). */
export const WATER_RATIO = new RegExp(
  String.raw`(?<![a-z0-9])R\s?(?:${RATIO_NUMBER}\s?[HV](?:\s?\/\s?R?\s?\d{2,3}\s?[HV])?|=\s?${RATIO_NUMBER})(?![a-z0-9])`,
);

/**
 * A water meter's marks read as ratings (unit-rules.ts): its ratio with the meter's position ("R80H",
 * "R80H/R40V"), and its temperature class where it cannot be anything else: with its upper
 * class ("T30/90"), or before a ratio or a pressure on the same line ("T30 R80H", "T30 1,6 MPa"; "T30" alone is a
 * Torx bit).
 */
export const METER_CLASS = new RegExp(
  String.raw`(?<![A-Za-z0-9])(${PLACED_RATIO}(?:\/R?${RATIO_NUMBER}[HV]?)?|T(?:30|50|70|90)\/(?:70|90|130|180)|T(?:30|50|70|90)(?=.*(?:(?<![A-Za-z0-9])${PLACED_RATIO}|\d\s?(?:MPa|bar)(?![A-Za-z])))|(?<=${PLACED_RATIO}.*)T(?:30|50|70|90))(?![A-Za-z0-9/])`,
  'g',
);

/**
 * A water meter's flow ratio printed as the quotient it is ("Q3/Q1:R250", "Q3/Q1 = 160"; version 62), its 1 sometimes
 * lost ("Q3/Q=80"), or as R after "=" ("R=80", which WATER_RATIO reads as a water meter's): R and the number.
 */
export const QUOTIENT_RATIO = new RegExp(
  String.raw`\bQ3\s?\/\s?Q1?\s?[:=]?\s?R?\s?(${RATIO_NUMBER})(?![0-9])|(?<![A-Za-z0-9])R\s?=\s?(${RATIO_NUMBER})(?![0-9])`,
  'gi',
);

/**
 * A water meter's permanent flow rate Q3 (or, on older meters, its nominal flow Qn), its m³/h often unprinted;
 * apart from its value ("Q3 2,5", "Q3=4"): "Q32936" is a code, and a boiler's "Qn 30 kW" its nominal heat input.
 */
export const PERMANENT_FLOW =
  /(?<![A-Za-z0-9])Q\s?(3|n)(?:\s?[=:]\s?|\s)(\d+(?:\.\d+)?)(?:\s?m[³3]\s?\/\s?h)?(?![\d.]|\s?(?:m[³3]?|l|k?W)(?![A-Za-z]))/g;

/** A mark as OCR runs it into the next ("R80H", "T30/90", "MAP16bar"). */
const GLUED_MARK = String.raw`(?:${RATIO}|${TEMPERATURE_CLASS}|MAP\d{1,2}bar)(?![0-9])`;
const MARK_IN_TEXT = new RegExp(GLUED_MARK, 'g');
/** Where a mark starts inside marks run together ("2.5T30/90R80H.R40VMAP16bar"). */
const MARK_START = new RegExp(String.raw`(?<=[\d.A-Za-z])(?=${GLUED_MARK})`, 'g');

/**
 * A word of a water meter's marks that OCR ran together, split apart ("Q2.5T30/90R80H.R40VMAP16bar" →
 * "Q2.5 T30/90 R80H. R40V MAP 16bar"). Only a word holding two marks or more is split: one alone
 * ("AR80H") may be another maker's code.
 */
export function splitMeterMarks(word: string): string {
  return (word.match(MARK_IN_TEXT) ?? []).length >= 2 ? word.replace(MARK_START, ' ').replace(/MAP(?=\d)/g, 'MAP ') : word;
}

const rangeFromZero = (unit: string) => new RegExp(String.raw`(?<![\d.])0\s?[~-]\s?\d+(?:\.\d+)?\s?${unit}(?![A-Za-z])`);
const FROM_ZERO = [rangeFromZero('V'), rangeFromZero('A'), rangeFromZero('k?W')];

/**
 * A meter's measuring ranges from zero in volts, amperes and watts together ("0~300V/0~100A/0~30000W"); a bench
 * supply sets its volts and amperes from zero too, but never its watts.
 */
export const measuresFromZero = (text: string): boolean => FROM_ZERO.every((r) => r.test(text));

/**
 * A nominal flow (Qn) with a water meter's temperature class (30 °C cold, 90 °C hot) where no energy is counted (a heat
 * meter's kWh), or with a pressure of 6 bar or 0.6 MPa and more (a gas meter's is in mbar or kPa): a water meter's plate,
 * weighed (1.8) over the m³/h a gas meter prints too. Otherwise 0.
 */
const WATER_PLATE = 1.8;
export function waterMeterByRatings(
  ratings: Partial<Record<'flowRate' | 'temperature' | 'energy' | 'pressure', readonly Rating[]>>,
): number {
  if (!ratings.flowRate?.some((f) => /\(Qn\)/.test(f.value))) return 0;
  if (ratings.temperature?.some((t) => [30, 90].includes(t.numbers[0] ?? 0)) && !ratings.energy?.length) return WATER_PLATE;
  const least = (unit: string) => (unit === 'MPa' ? 0.6 : unit === 'bar' ? 6 : Infinity);
  return ratings.pressure?.some((p) => (p.numbers[0] ?? 0) >= least(p.value.split(' ').pop() ?? '')) ? WATER_PLATE : 0;
}

/** A multimeter's function mark on its dial: what it measures and how ("ADCA", "ADCV", "ACV", "VDC"). */
const METER_FUNCTION = /^[AV]?(?:AC|DC)[AV]$|^[AV](?:AC|DC)$/i;

/** The names a test instrument prints on its own face ("INSULATION TESTER", "DIGITAL MULTIMETER"). */
const INSTRUMENT_NAMES = String.raw`MULTI-?METER|CLAMP\s?METER|INSULATION\s+TESTER|MEGOHMMETER|MULTIFUNCTION\s+TESTER|LOOP\s+TESTER|PROCESS\s+CALIBRATOR`;
const INSTRUMENT_NAME = new RegExp(String.raw`\b(?:${INSTRUMENT_NAMES})\b`, 'i');

/**
 * The lines that are a multimeter's function marks, when two or more are read ("ADCA" beside "ADCV"), or one
 * on a face that names its instrument (an insulation tester's "ACV" terminal): what the dial measures, never a
 * maker's name (Adca makes steam valves, ACV boilers). One alone elsewhere may be a name.
 */
export function meterDialMarks<L extends { text: string }>(lines: readonly L[]): Set<L> {
  const marks = lines.filter((l) => METER_FUNCTION.test(l.text.trim()));
  return new Set(marks.length >= 2 || lines.some((l) => INSTRUMENT_NAME.test(l.text)) ? marks : []);
}

/**
 * A test instrument's model number printed before its name on its front ("179 TRUE RMS MULTIMETER", "87V TRUE RMS
 * MULTIMETER", "1587 INSULATION MULTIMETER", "376 FC TRUE RMS CLAMP METER", "17B+DIGITAL MULTIMETER" with its plus run on
 * to the name), as Fluke and others print it: the model.
 */
const NUMBER_BEFORE_NAME = new RegExp(
  String.raw`(?<![\w.,/-])(\d{2,4}[A-Z]?(?:\s[A-Z]{2}|\+)?)(?:\s+|(?<=\+))(?:TRUE[\s-]?RMS\s+)?(?:DIGITAL\s+)?(?:INSULATION\s+)?(?:${INSTRUMENT_NAMES})\b`,
  'i',
);

/** The model number a line prints before the instrument's name, if any; never a rating ("600V MULTIMETER"). */
export function numberBeforeInstrument(row: string): string | undefined {
  const model = NUMBER_BEFORE_NAME.exec(row)?.[1];
  return model && !/^\d{3,4}\s?[VAWK]$/i.test(model) ? model : undefined;
}

/** An energy meter's impulse unit printed apart from its number, by its test LED ("imp/kWh", "imp/kw-h", "imp/(kW-h)"). */
const IMPULSE_UNIT_ALONE = /^[il]?mp\.?\s?\/\s?\(?kW\s?[·.-]?\s?h\)?$/i;
/** The constants energy meters print, impulses a kilowatt-hour. */
const METER_CONSTANTS = new Set([
  '100',
  '200',
  '400',
  '500',
  '800',
  '1000',
  '1200',
  '1600',
  '2000',
  '3200',
  '4000',
  '5000',
  '6400',
  '10000',
  '12800',
  '16000',
  '20000',
]);

/** Those of a thousand or more as printed with their thousands set apart ("10 000"), for a pattern. */
export const SPACED_METER_CONSTANT = [...METER_CONSTANTS]
  .filter((n) => n.length >= 4)
  .map((n) => String.raw`${n.slice(0, -3)}\s${n.slice(-3)}`)
  .join('|');

/**
 * An energy meter's constant printed apart from its unit ("3200" in one box, "imp/kWh" in another under the LED): the two
 * as one row ("3200 imp/kWh"), when exactly one box holds a constant alone that no other line repeats (the "100" of
 * "0,25-5(100)A" is none).
 */
export function constantApartRows(lines: readonly { text: string }[]): string[] {
  const texts = lines.map((l) => l.text.trim());
  if (!texts.some((t) => IMPULSE_UNIT_ALONE.test(t))) return [];
  const repeated = (n: string) => texts.some((t) => t !== n && new RegExp(`(?<![0-9.,])${n}(?![0-9.,])`).test(t));
  const constants = new Set(texts.filter((t) => METER_CONSTANTS.has(t) && !repeated(t)));
  return constants.size === 1 ? [`${[...constants][0]} imp/kWh`] : [];
}
