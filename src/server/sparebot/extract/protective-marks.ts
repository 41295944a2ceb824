import { EDGE, NUM, type InlineRule } from './inline-rule.ts';
import type { Rating } from './rating-types.ts';

// The marks of protective devices no unit rule reads: an RCD's residual current beside its rating, a breaker's capacity.

/** The rated residual currents RCDs are made for (IEC 61008/61009), in amperes. */
const SENSITIVITIES = new Set(['0.01', '0.03', '0.1', '0.3', '0.5']);

/** "003" read for "0.03" (its point lost), "0,1" for "0.1", "O.3" for "0.3": the value in amperes, or none where it is no RCD's. */
function sensitivity(read: string): string | undefined {
  const value = read
    .replace(/^O/, '0')
    .replace(',', '.')
    .replace(/^00(?=\d)/, '0.0');
  return SENSITIVITIES.has(value) ? value : undefined;
}

/**
 * An RCD's rated current and residual current where OCR lost "IΔn" between them: "25A=003A" of "In 25A IΔn=0.03A",
 * "40A =0,1A". A current directly followed by "=" and an RCD's sensitivity is no other device's marking.
 */
const SENSITIVITY = String.raw`([0O][.,]\d{1,2}|00\d)\s?A(?![A-Za-z0-9])`;
const format = (m: RegExpExecArray) => {
  const value = sensitivity(m[1] ?? '');
  return value ? `${value} A` : '';
};

export const RCD_RULES: InlineRule[] = [
  // … its "IΔ" lost before "n=" ("n=0,03A"), or its I read as a 1 or an l ("1An0.3A", "lΔn=0,03A").
  { key: 'residualCurrent', pattern: new RegExp(String.raw`(?<![A-Za-z0-9])n\s?=\s?${SENSITIVITY}`, 'g'), format, fromValue: true },
  {
    key: 'residualCurrent',
    pattern: new RegExp(String.raw`(?<![A-Za-z])[1l|][Δ∆A4]n\s?[=:]?\s?${SENSITIVITY}`, 'g'),
    format,
    fromValue: true,
  },
  {
    key: 'residualCurrent',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9.,])\d{1,3}\s?A\s?=\s?${SENSITIVITY}`, 'g'),
    format,
    fromValue: true,
  },
  // The residual currents an RCD detects (IEC 61008/61009, IEC 62423): "Type A", "Typ AC", "Tipo F", "Type A-SI", "Type B+".
  // Never a USB connector's "Type A"; a breaker's "Type B" curve is kept apart in plausibility.ts, by the product's type.
  {
    key: 'residualType',
    pattern: /(?<!USB[\s-]?)(?<![A-Za-z0-9])(?:Type|TYPE|Typ|TYP|Tipo|TIPO|Classe|CLASSE)\s?[:.]?\s?(AC|A-?SI|A|F|B\+?)(?![A-Za-z0-9+-])/g,
    format: (m) => `Type ${(m[1] ?? '').replace(/^A-?SI$/, 'A-SI')}`,
  },
];

/** The short-circuit capacities, in amperes, IEC 60898 rates a miniature breaker at. */
const CAPACITIES = '3000|4500|6000|10000|15000|20000|25000';

/** A breaker's short-circuit capacity in kA, or in amperes (inline-ratings.ts reads these where its own rules stood). */
export const CAPACITY_RULES: InlineRule[] = [
  { key: 'breakingCapacity', pattern: new RegExp(String.raw`${EDGE}(${NUM})\s?kA\b`, 'gi'), format: (m) => `${m[1]} kA` },
  // A breaker's short-circuit capacity written in amperes ("Icn=10000A", "Icu 6000 A"), or alone in its box at one of
  // the values IEC 60898 rates (a miniature breaker's "10000A"): not its rated current.
  {
    key: 'breakingCapacity',
    pattern: new RegExp(String.raw`(?:\bI[cC][nus]\s?[=:]?\s?(\d{3,6})|(?<![\d.,])(${CAPACITIES}))\s?A(?![A-Za-z0-9])`, 'g'),
    format: (m) => `${m[1] ?? m[2]} A`,
  },
];

/** An RCD's rated and residual currents run together as one token ("25A/1An0.3A", "25A/1AnO.3A", "40A/30mA"). */
export const RCD_RATINGS_TOKEN = /^\d{1,3}A\/(?:[I1l|]?[Δ∆A4]n)?(?:[0O][.,]?\d{1,3}A|\d{2,3}mA)$/;

/** A breaker's short-circuit capacity alone in its box, in amperes (IEC 60898), with its energy class beside it or not ("6000", "6000 3"). */
const BOXED_CAPACITY = new RegExp(String.raw`^\s*(${CAPACITIES})(?:\s+[123])?\s*$`);

/**
 * The capacity a miniature breaker prints in its box without the unit, read only where a trip curve says the label is
 * a breaker's ("C16" beside "6000"): alone on a row, a number of those values says nothing else of a breaker.
 */
export function boxedCapacity(rows: readonly string[], read: readonly Rating[]): Rating[] {
  if (!read.some((r) => r.key === 'tripCurve') || read.some((r) => r.key === 'breakingCapacity')) return [];
  const amps = rows.map((row) => BOXED_CAPACITY.exec(row)?.[1]).find(Boolean);
  return amps ? [{ key: 'breakingCapacity', value: `${amps} A`, numbers: [Number(amps)], via: 'pattern' }] : [];
}
