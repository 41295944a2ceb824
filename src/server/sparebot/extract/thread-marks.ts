import type { InlineRule } from './inline-rule.ts';

/**
 * A metric thread as fixings' and glands' labels print it. With its length ("M8x20", "M2.5*10mm": a screw's or a
 * bolt's size, an asterisk for the times sign on Chinese assortment boxes; a one-digit length only with its mm), or
 * with its pitch ("M20x1.5", a cable gland's or conduit fitting's thread).
 */
export const THREAD_RULES: InlineRule[] = [
  {
    key: 'threadSize',
    pattern: /\bM(2|2\.5|3|4|5|6|8|10|12|16|20|24|30)\s?[x×*]\s?(\d{2,3}(?=\s?mm\b|\b)|\d(?=\s?mm\b))/gi,
    format: (m) => `M${m[1]} × ${m[2]} mm`,
  },
  { key: 'threadSize', pattern: /\bM(12|16|20|25|32|40|50|63)\s?[x×]\s?(1\.5|2(?:\.0)?)(?![\d.])/gi, format: (m) => `M${m[1]} × ${m[2]}` },
];
