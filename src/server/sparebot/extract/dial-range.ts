import type { Rating } from './rating-types.ts';

/**
 * A dial's range (issue 30): a gauge prints its scale as numbers around the dial and its unit once,
 * each on a line of its own. Read as "0-200 kPa"; a dial with two scales (kPa and psi, bar and psi)
 * gives both, where their tops agree by the units' ratio — physics, not a guess.
 */

/** Each unit in kPa (a water column's too, a draught gauge's: millimetres or inches of water). */
const KPA: Record<string, number> = { MPa: 1000, kPa: 1, bar: 100, mbar: 0.1, psi: 6.894757, mmH2O: 0.00980665, inH2O: 0.249089 };
const UNIT = new RegExp(`^(${Object.keys(KPA).join('|')})$`, 'i');
const DIAL_NUMBER = /^-?\d{1,4}(?:[.,]\d{1,2})?$/;
const GAUGE_WORD = /gauge|manomet|manómetro|druckmesser/i;
/** A scale's steps: its numbers are multiples of one of these, and it has at most MAX_STEPS of them. */
const STEPS = [0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100, 200, 250, 500];
const MAX_STEPS = 40;
/** Fewer numbers than this on a scale are not a dial (a stray figure and a unit). */
const MIN_NUMBERS = 3;
/** How far two scales' tops may stray from the units' ratio (a scale stops at a round number). */
const RATIO_TOLERANCE = 0.12;

const canonical = (unit: string) => Object.keys(KPA).find((u) => u.toLowerCase() === unit.toLowerCase()) ?? unit;
const multiple = (n: number, step: number) => Math.abs(n / step - Math.round(n / step)) < 1e-6;

function range(lo: number, hi: number, unit: string): Rating {
  const value = lo < 0 ? `${lo} to ${hi} ${unit}` : `0-${hi} ${unit}`;
  return { key: 'pressure', value, numbers: [Math.min(lo, 0), hi], via: 'pattern' };
}

/** True when the numbers up to `top` read as a dial's scale: three or more on one round step, and not too many steps. */
function isScale(numbers: readonly number[], top: number): boolean {
  return STEPS.some(
    (step) => top / step <= MAX_STEPS && multiple(top, step) && numbers.filter((n) => n > 0 && multiple(n, step)).length >= MIN_NUMBERS,
  );
}

const isWordBefore = (t: string | undefined) => t !== undefined && /^[A-Za-z]{2,}$/.test(t) && !UNIT.test(t);

export function dialRanges(rows: readonly string[]): Rating[] {
  const tokenRows = rows.map((r) => r.trim().split(/\s+/));
  const tokens = tokenRows.flat();
  const units = [...new Set(tokens.filter((t) => UNIT.test(t)).map(canonical))];
  if (units.length === 0 || units.length > 2) return [];
  // A gauge: its unit apart from any value (alone on a line, or between the scale's numbers), or the word.
  if (!unitApart(tokenRows, UNIT) && !GAUGE_WORD.test(rows.join(' '))) return [];
  // A number after a word other than a unit is that word's ("TANK 18", "CH 2"), not one of the scale's marks.
  const marks = tokenRows.flatMap((row) => row.filter((t, i) => DIAL_NUMBER.test(t) && !isWordBefore(row[i - 1])));
  const read = [...new Set(marks.map((t) => Number(t.replace(',', '.'))))];
  const top = scaleTop(read);
  if (top === undefined) return [];
  const numbers = read.filter((n) => n <= top);
  const lo = Math.min(...numbers);
  if (units.length === 1) return [range(lo, top, units[0]!)];
  // Two scales: the one in the smaller unit reaches the larger number; the other's top is the number that matches it.
  const [small, large] = [...units].sort((a, b) => KPA[a]! - KPA[b]!) as [string, string];
  const expected = (top * KPA[small]!) / KPA[large]!;
  const other = numbers.filter((n) => n > 0 && n < top).sort((a, b) => Math.abs(a - expected) - Math.abs(b - expected))[0];
  if (other === undefined || Math.abs(other - expected) / expected > RATIO_TOLERANCE) return [];
  return [range(lo, top, small), range(lo < 0 ? lo : 0, other, large)];
}

/** A pressure unit as a gauge's dial prints it (kg/cm² often read without its ², "Kg/cm"; a draught gauge's water column). */
const PRESSURE_UNIT = /^(?:MPa|kPa|bar|mbar|psi|kgf?\/cm[2²]?|inHg|mmHg|mmH2O|inH2O)$/i;
/** An electrical quantity's unit printed on a dial. */
const ELECTRICAL_UNIT = /^(?:[mµu]?A|k?V|kA|Hz|k?W|MW|kvar)$/;
/** A temperature's word, in the languages of a transformer's or a boiler's dial. */
const TEMPERATURE_WORD = /temp[eé]r|sicaklik|sıcaklık/i;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * A unit printed apart from any number before it ("bar", "V" alone), as a dial prints its unit once; or read in a row between
 * two of the scale's bare numbers ("40 psi 120"), where no value's unit is.
 */
const unitApart = (rows: readonly string[][], unit: RegExp) =>
  rows.some((row) =>
    row.some(
      (t, i) =>
        unit.test(t) &&
        (!/\d$/.test(row[i - 1] ?? '') ||
          (DIAL_NUMBER.test(row[i - 1] ?? '') && DIAL_NUMBER.test(row[i + 1] ?? '') && row[i + 2] === undefined)),
    ),
  ) || besideMark(rows, unit);

/**
 * … or read in one row with the mark it is printed under ("0.2 MPa"), where three or more of the scale's other marks
 * stand alone on their rows: a value with its unit is not printed among bare numbers so.
 */
const besideMark = (rows: readonly string[][], unit: RegExp) =>
  rows.filter((row) => row.length === 1 && DIAL_NUMBER.test(row[0] ?? '')).length >= MIN_NUMBERS &&
  rows.some((row) => row.length === 2 && DIAL_NUMBER.test(row[0] ?? '') && unit.test(row[1] ?? ''));

/** The scale's top: the largest number, or the next below it when a stray figure beyond the scale was read too ("16" of a 0-0.8 MPa dial). */
function scaleTop(numbers: readonly number[]): number | undefined {
  const tops = [...numbers]
    .filter((n) => n > 0)
    .sort((a, b) => b - a)
    .slice(0, 3);
  return tops.find((top, i) =>
    (i === 0 ? isScale : denseScale)(
      numbers.filter((n) => n <= top),
      top,
    ),
  );
}

/** A scale below a stray figure must be read nearly whole (half its marks or more), so a plate's scattered values never make one. */
const denseScale = (numbers: readonly number[], top: number) =>
  STEPS.some(
    (step) =>
      top / step <= 12 &&
      multiple(top, step) &&
      numbers.filter((n) => n > 0 && multiple(n, step)).length >= Math.max(MIN_NUMBERS, top / step / 2),
  );

/** Three or more whole numbers that fill most of one evenly stepped scale ("150 300 450", "20 40 60 80 100 120"). */
function evenScale(tokens: readonly string[]): boolean {
  // Tenths as whole numbers ("0.4 0.8 1.2" as 4 8 12), where the scale has them.
  const tenths = tokens.some((t) => /^\d\.\d$/.test(t));
  const marks = tokens.filter((t) => (tenths ? /^(?:[1-9]\d{0,3}|\d\.\d)$/ : /^[1-9]\d{0,3}$/).test(t));
  const numbers = [...new Set(marks.map((t) => Math.round(Number(t) * (tenths ? 10 : 1))))].filter((n) => n > 0);
  const even = (list: readonly number[]) => {
    if (list.length < MIN_NUMBERS) return false;
    const steps = Math.max(...list) / list.reduce(gcd);
    return steps <= 12 && list.length / steps >= 0.6;
  };
  // … or once one or two stray figures above the scale are left out ("5" and a serial's "6607" beside a 0-2.0 mA scale).
  const below = (list: readonly number[]) => list.filter((n) => n !== Math.max(...list));
  return even(numbers) || even(below(numbers)) || even(below(below(numbers)));
}

/**
 * A dial's scale read alone, its unit too small or faint to read: five or more marks up to 10 or more, and nothing else
 * read. A gauge, most likely (a knob's "1 2 3 4 5" stops short of 10).
 */
function bareScale(tokens: readonly (readonly string[])[]): boolean {
  const marks = tokens.flat();
  if (!marks.every((t) => /^[1-9]\d{0,3}$/.test(t))) return false;
  const numbers = new Set(marks.map(Number));
  return numbers.size >= 5 && Math.max(...numbers) >= 10;
}

/** The current transformer an ammeter is scaled for, printed on its dial ("CT 400/5A", "C.T. RATIO 200/5"). */
const CT_RATIO = /(?<![A-Za-z])C\.?\s?T\.?\s?(?:RATIO\s?)?:?\s?\d{2,4}\s?\/\s?[15]\s?A?(?![\dA-Za-z])/i;

/**
 * What a dial's face says it is (issue 30), by its unit printed apart from any number: a pressure gauge among three
 * or more bare numbers; on an evenly stepped scale, an analogue panel meter by an electrical unit ("V", "mA") or the
 * CT it is scaled for, and a thermometer by a temperature's word. A nameplate's values ("V 230 A 10 Hz 50") are on no one scale.
 */
export function dialTypes(rows: readonly string[]): { type: string; weight: number }[] {
  const tokens = rows.map((r) => r.trim().split(/\s+/));
  const out: { type: string; weight: number }[] = [];
  const marksRead = tokens.flat().filter((t) => DIAL_NUMBER.test(t) && !t.startsWith('-')).length;
  if (rangeSwitch(rows)) out.push({ type: 'multimeter', weight: 1.2 });
  if (unitApart(tokens, PRESSURE_UNIT) && marksRead >= MIN_NUMBERS) out.push({ type: 'gauge', weight: 1 });
  // … or its unit alone on a row of its own with a mark or two read, the rest of the face lost to glare (less surely).
  else if (tokens.some((row) => row.length === 1 && PRESSURE_UNIT.test(row[0] ?? '')) && marksRead >= 1)
    out.push({ type: 'gauge', weight: 0.3 });
  // The scale's marks stand alone (or with a unit) on their rows: a number after a word ("CLASS 2.5", "IP 65") is no mark.
  const marks = tokens.filter((row) => row.every((t) => DIAL_NUMBER.test(t) || ELECTRICAL_UNIT.test(t) || PRESSURE_UNIT.test(t)));
  if (!evenScale(tokens.flat()) && !evenScale(marks.flat())) return out;
  const text = rows.join(' ');
  if (unitApart(tokens, ELECTRICAL_UNIT) || CT_RATIO.test(text)) out.push({ type: 'panel-meter', weight: 1.2 });
  else if (TEMPERATURE_WORD.test(text)) out.push({ type: 'thermometer', weight: 1 });
  else if (bareScale(tokens)) out.push({ type: 'gauge', weight: 0.6 });
  return out;
}

/** A range legend alone on its row ("200A", "600V", "2000mV"), as a multimeter's rotary switch prints them round its knob. */
const RANGE_LEGEND = /^\d{1,4}\s?(m?V|m?A)$/;

/**
 * A multimeter's or clamp meter's rotary switch (issue 30): its OFF alone on its row among range legends alone on
 * theirs, two or more values in volts and one or more in amperes ("OFF" among "200A", "200V", "600V"). A plate prints a
 * rating beside its label or other ratings; a time switch's OFF comes with one voltage, never two volt ranges.
 */
export function rangeSwitch(rows: readonly string[]): boolean {
  const alone = rows.map((r) => r.trim());
  if (!alone.some((r) => /^OFF$/i.test(r))) return false;
  const legends = alone.map((r) => RANGE_LEGEND.exec(r)).filter((m): m is RegExpExecArray => m !== null);
  const volts = new Set(legends.filter((m) => /V$/.test(m[1] ?? '')).map((m) => m[0]));
  return volts.size >= 2 && legends.some((m) => /A$/.test(m[1] ?? ''));
}

/** The electrical units a panel meter's scale is read in, by the rating they give. */
const METER_UNIT: Record<string, 'current' | 'voltage'> = { mA: 'current', A: 'current', kA: 'current', V: 'voltage', kV: 'voltage' };

/**
 * An analogue panel meter's range from its dial (issue 30): one current or voltage unit printed alone on its row, and
 * the marks alone on theirs on one evenly stepped scale ("A" over "40 60 80 100" → 0-100 A), as the meter is sold.
 */
export function meterScale(rows: readonly string[]): Rating | undefined {
  const tokens = rows.map((r) => r.trim().split(/\s+/));
  const units = [...new Set(tokens.filter((row) => row.length === 1 && Object.hasOwn(METER_UNIT, row[0] ?? '')).map((row) => row[0]!))];
  // Stricter than dialTypes' marks: rows of whole numbers only, so a multimeter's "mA" beside its range legends gives no range.
  const marks = tokens.filter((row) => row.every((t) => /^[1-9]\d{0,3}$/.test(t))).flat();
  if (units.length !== 1 || !evenScale(marks)) return undefined;
  const top = Math.max(...marks.map(Number));
  const unit = units[0]!;
  return { key: METER_UNIT[unit]!, value: `0-${top} ${unit}`, numbers: [0, top], via: 'pattern' };
}

/**
 * A dial's face read whole: eight or more bare numbers making up at least seven tokens in ten (a thermo-hygrometer's
 * three scales). Its "C" beside an 80 is a scale's unit, not a breaker's curve.
 */
export function dialFace(rows: readonly string[]): boolean {
  const tokens = rows.flatMap((r) => r.trim().split(/\s+/)).filter(Boolean);
  const numbers = tokens.filter((t) => DIAL_NUMBER.test(t)).length;
  return numbers >= 8 && numbers / tokens.length >= 0.7;
}
