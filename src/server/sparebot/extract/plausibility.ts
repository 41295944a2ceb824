import { withArticle } from '../kb/article.ts';
import { GENERIC_LIMITS, isStandardVoltage, LIMIT_UNITS } from '../kb/rating-limits.ts';
import { typeRatings } from '../kb/type-ratings.ts';
import { PRODUCT_TYPES, findProductType } from '../kb/product-types.ts';
import type { RatingMap } from './ratings.ts';
import { fallsAcross, HORSEPOWER_KW, RATING_KEYS, type Rating, type RatingKey } from './rating-types.ts';
import { normaliseOcrText } from './text-normalise.ts';
import { parseInlineRatings } from './inline-ratings.ts';

/** A rating read from the photo that its product type cannot carry: kept out of the answer, shown in the raw text. */
export interface ImplausibleRating {
  value: string;
  reason: string;
}

/** Unit factors onto the one unit per key that the limits use. */
const UNIT_FACTORS: Record<string, number> = {
  kw: 1,
  w: 0.001,
  hp: HORSEPOWER_KW.HP,
  cv: HORSEPOWER_KW.CV,
  ps: HORSEPOWER_KW.PS,
  kva: 1,
  va: 0.001,
  kv: 1000,
  v: 1,
  ma: 1,
  mbar: 0.001,
  bar: 1,
  psi: 0.0689,
  kpa: 0.01,
  mmh2o: 0.0000981,
  inh2o: 0.00249,
  'l/min': 0.06,
  'l/s': 3.6,
  sccm: 0.00006,
  slpm: 0.06,
  kg: 1,
  lb: 0.4536,
  mah: 0.001,
  ah: 1,
};

function unitOf(value: string): string {
  return (/((?:mm|in)H2O|[A-Za-z/]+)\s*(?:AC|DC)?$/.exec(value.replace(/m³\/h$/, ''))?.[1] ?? '').toLowerCase();
}

/** The numbers of a rating in the limits' unit ("1/2 HP" → 0.37, "230/400 V" → 230, 400; "1x230 V" → 230: a count of phases is no volt). */
function magnitudes(r: Rating): number[] {
  const numbers = r.numbers.length ? r.numbers : (r.value.replace(/^[1-3]x(?=\d)/, '').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (r.key === 'residualCurrent' && /\bA$/.test(r.value)) return numbers.map((n) => n * 1000);
  // A breaking capacity printed in amperes ("Icn=10000A") is checked in kA.
  if (r.key === 'breakingCapacity' && /\bA$/.test(r.value)) return numbers.map((n) => n / 1000);
  // Cubic feet an hour (an older gas meter's) in m³/h.
  if (r.key === 'flowRate' && /ft³\/h$/.test(r.value)) return numbers.map((n) => n * 0.0283);
  const factor = UNIT_FACTORS[unitOf(r.value)];
  return factor === undefined ? numbers : numbers.map((n) => n * factor);
}

/** Ratings printed as plain quantities (not a code's, a date's or a class's digits). */
const MEASURED_KEYS: ReadonlySet<RatingKey> = new Set<RatingKey>(['voltage', 'current', 'power', 'apparentPower', 'frequency', 'speed']);

const nearStandard = (v: number) => isStandardVoltage(v);
const fmt = (n: number) => String(+n.toPrecision(4));

const ELECTRICAL_KEYS: ReadonlySet<RatingKey> = new Set<RatingKey>(['current', 'voltage', 'power']);

/** Why a rating cannot be right for this product type (generic limits without one), or undefined. */
export function ratingProblem(r: Rating, typeId?: string): string | undefined {
  // A number of three digits or more with a zero before it ("0012 V" for DC12V) is a misreading (a relay's
  // "05VDC" is how Songle prints 5 V).
  if (MEASURED_KEYS.has(r.key) && /(?<![\d.,])0\d{2,}/.test(r.value)) return 'a number read with zeros before it';
  const type = typeId ? findProductType(typeId) : undefined;
  const traits = typeRatings(type?.id);
  // A breaker's curve on a product that has none is a stray mark read as one ("B50" on a UPS's rear).
  if (r.key === 'tripCurve' && type && traits.noTripCurve) return `no trip curve on ${withArticle(type.noun)}`;
  if (r.key === 'capacity' && type && traits.noCapacity) return `no capacity in litres on ${withArticle(type.noun)}`;
  const limits = GENERIC_LIMITS[r.key];
  if (!limits) return undefined;
  const typed = traits.limits?.[r.key === 'tripCurve' ? 'current' : r.key];
  const [min, max] = typed ?? limits;
  const all = magnitudes(r);
  // A range from zero or under 1 is checked by its top: a drive's output ("0-400 Hz", "0.50-400.00 Hz"),
  // a gauge's scale or a flow controller's span ("0-150 psi", "0-200 SCCM"), a control signal ("0-10 V").
  const values = (all[0] ?? 1) < 1 && /^0(?:[.,]\d+)?\s?[-–]/.test(r.value) ? all.slice(1) : all;
  // One machine's two powers (two speeds, or 50 and 60 Hz: "0.37/0.55 kW") lie within 4× of each
  // other; "11/1.4 kW" is "1,1/1,4" with its comma lost. A range is a modulating boiler's or a variable-speed
  // pump's ("7.2-32.6 kW", "4-40 W"), wider.
  const pair = values.length === 2 && !/\d\s?[-–]\s?\d/.test(r.value);
  if (r.key === 'power' && pair && Math.max(...values) > 4 * Math.min(...values)) return 'two powers more than 4× apart';
  if (values.some((v) => v < min || v > max)) {
    const unit = LIMIT_UNITS[r.key] ? ` ${LIMIT_UNITS[r.key]}` : '';
    return `outside ${fmt(min)}–${fmt(max)}${unit}${typed && type ? ` for ${withArticle(type.noun)}` : ''}`;
  }
  if (r.key === 'voltage' && type && traits.mainsVoltage && values.length) {
    // A working range ("100-240 V", "85-265 V") is checked by its top; lists ("230/400 V") value by value.
    const checked = /\d\s?-\s?\d/.test(r.value) ? [Math.max(...values)] : values;
    if (!checked.every(nearStandard)) return `not a standard voltage for ${withArticle(type.noun)}`;
  }
  return undefined;
}

/** Switching gear rated by the motor it switches: that motor's power cannot pass what its current carries. */
const SWITCHES_A_MOTOR: ReadonlySet<string> = new Set(['contactor', 'motor-starter']);

/**
 * The most power a contactor or starter can switch: three phases of its largest current (in amperes) at its highest
 * voltage up to 1,000 V, with a tenth to spare ("12 A" at "440 V" switches no "45 kW", a table's "4,5" with its comma lost).
 * Its motor ratings are stated at 400 V or more (IEC 60947-4-1): a lower voltage on its label is its coil's
 * ("230V 50Hz coil" beside "15kW AC-3"), so no less than 400 V is taken.
 */
function mostPowerSwitched(ratings: RatingMap, typeId?: string): number | undefined {
  if (!typeId || !SWITCHES_A_MOTOR.has(typeId)) return undefined;
  const amps = (ratings.current ?? []).filter((r) => / A$/.test(r.value)).flatMap(magnitudes);
  const volts = (ratings.voltage ?? []).flatMap(magnitudes).filter((v) => v <= 1000);
  return amps.length && volts.length ? (1.1 * Math.sqrt(3) * Math.max(...amps) * Math.max(400, ...volts)) / 1000 : undefined;
}

/** Products that carry a residual current device, and so its type ("Type A"): RCDs, RCBOs, boards and EV chargers with one. */
const RESIDUAL_DEVICES: ReadonlySet<string> = new Set(['rcd', 'rcbo', 'consumer-unit', 'ev-charger']);

/**
 * Whether an RCD's type stands: on a product that carries one, or with no product named, beside a residual current read.
 * Elsewhere "Type B" is a breaker's curve or a plug's form, and "Type A" a connector's.
 */
const residualTypeStands = (ratings: RatingMap, typeId?: string) =>
  typeId ? RESIDUAL_DEVICES.has(typeId) : Boolean(ratings.residualCurrent?.length);

/**
 * Splits ratings into those a product of this type can carry and those it cannot (with the reason). `typed`: the type is
 * known, or known to be none (the answer's check, after the reading's).
 */
export function checkRatings(ratings: RatingMap, typeId?: string, typed = false): { kept: RatingMap; dropped: ImplausibleRating[] } {
  const kept: RatingMap = {};
  const dropped: ImplausibleRating[] = [];
  const mostPower = mostPowerSwitched(ratings, typeId);
  for (const key of RATING_KEYS) {
    for (const r of ratings[key] ?? []) {
      const beyond = key === 'power' && mostPower !== undefined && magnitudes(r).some((kw) => kw > mostPower);
      // Numbers joined by hyphens that fall tenfold ("6001-100-125 A", "220-6 V") are a catalogue number's, no rating (a
      // supply's input current falls across its voltage range, "1.22-0.62 A", by half or so). Read so, a code stays a title's model.
      const falls = ELECTRICAL_KEYS.has(key) && /^[\d.]+\s?-\s?\d/.test(r.value) && fallsAcross(r.numbers, 10);
      const stray = key === 'residualType' && typed && !residualTypeStands(ratings, typeId);
      const problem = beyond
        ? 'more power than its current switches at its voltage'
        : stray
          ? 'no residual current device named'
          : falls
            ? 'numbers that fall tenfold, no range'
            : ratingProblem(r, typeId);
      if (problem) dropped.push({ value: r.value, reason: problem });
      else (kept[key] ??= []).push(r);
    }
  }
  return { kept, dropped };
}

/**
 * Ratings in a title that fail their check for the named product type (an id or a title noun
 * such as "contactor"): the evaluation's "no implausible rating in any title" count.
 */
export function titleRatingProblems(title: string, type?: string): string[] {
  const typeId = type ? (findProductType(type)?.id ?? PRODUCT_TYPES.find((t) => t.noun === type)?.id) : undefined;
  return parseInlineRatings(normaliseOcrText(title))
    .map((r) => ({ r, problem: ratingProblem(r, typeId) }))
    .filter((x) => x.problem)
    .map((x) => `${x.r.value} (${x.problem})`);
}
