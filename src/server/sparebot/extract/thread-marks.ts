import type { InlineRule } from './inline-rule.ts';
import type { Rating } from './rating-types.ts';

/**
 * A metric thread as fixings' and glands' labels print it. With its length ("M8x20", "M2.5*10mm": a screw's or a
 * bolt's size, an asterisk for the times sign on Chinese assortment boxes; a one-digit length only with its mm), or
 * with its pitch ("M20x1.5", "ST-M 20x1.5": a cable gland's or conduit fitting's thread).
 */
export const THREAD_RULES: InlineRule[] = [
  {
    key: 'threadSize',
    pattern: /\bM(2|2\.5|3|4|5|6|8|10|12|16|20|24|30)\s?[x×*]\s?(\d{2,3}(?=\s?mm\b|\b)|\d(?=\s?mm\b))/gi,
    format: (m) => `M${m[1]} × ${m[2]} mm`,
  },
  {
    key: 'threadSize',
    pattern: /\bM\s?(12|16|20|25|32|40|50|63)\s?[x×]\s?(1\.5|2(?:\.0)?)(?![\d.])/gi,
    format: (m) => `M${m[1]} × ${m[2]}`,
  },
];

/** Words that say a label is a box of fixings, in the trade's languages ("200 screws", "Dübel", "vis", "tacos"). */
const FIXING_WORDS =
  /\b(?:screws?|plugs?|anchors?|bolts?|nails?|rivets?|fixings?|[a-zäöü]*(?:schrauben?|d[üu]bel)|vis|viti|tasselli|tornillos?|tacos?|schroeven|pluggen)\b/i;
const FIXING_SIZE = /(?<![A-Za-z0-9.,])(\d(?:[.,]\d)?|1[0-4])\s?[x×X*]\s?(\d{2,3})(?:\s?mm)?(?![A-Za-z0-9.,(²³/%°])/g;

/** Cable ties in the trade's languages ("Cable ties", "Kabelbinder", "colliers", "fascette"). */
const TIE_WORDS = /\b(?:cable\s?ties|cable\s?tie|tie\s?wraps?|kabelbinder|colliers?|fascette|bridas)\b/i;
/** A cable tie's length by its width ("200x4.6", "370 x 7.6 mm"). */
const TIE_SIZE = /(?<![A-Za-z0-9.,])(\d{2,4})\s?[x×X*]\s?(\d(?:[.,]\d)?)(?:\s?mm)?(?![A-Za-z0-9.,(²³/%°])/g;

/**
 * A wood or concrete screw's, or a wall plug's, diameter by its length on a label that names fixings anywhere ("5.0 x 60"
 * over "200 screws", "8x40", "6,0 x 80 mm"): how the trade sizes them, no thread. Elsewhere such a pair may be anything
 * (a cable's cores by their size, a count of lamps), and stays out. So is a cable tie's length by its width, on a label
 * that names cable ties ("200x4.6").
 */
export function fixingSizes(rows: readonly string[]): Rating[] {
  const ties = rows.some((row) => TIE_WORDS.test(row));
  if (!ties && !rows.some((row) => FIXING_WORDS.test(row))) return [];
  return rows.flatMap((row) => [
    ...[...row.matchAll(FIXING_SIZE)].map((m) => sized(m[1] ?? '', m[2] ?? '')),
    ...(ties ? [...row.matchAll(TIE_SIZE)].map((m) => sized(m[1] ?? '', m[2] ?? '')) : []),
  ]);
}

function sized(first: string, second: string): Rating {
  const [a, b] = [first, second].map((n) => n.replace(',', '.'));
  return { key: 'dimensions', value: `${a} × ${b} mm`, numbers: [Number(a), Number(b)], via: 'inline' };
}
