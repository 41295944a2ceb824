import type { InlineRule } from './inline-rule.ts';

/**
 * Marks of building-services kit that no unit rule reads: a driver's power factor as a bound ("PF>0.9"), a lamp's
 * colour rendering ("CRI>80", "Ra≥90"), a heat pump's or air conditioner's performance ratios ("COP 4.5",
 * "SCOP 4.3", "SEER 6.1") and a fitting's pipe thread in inches ("1/2\" BSP", "G3/4", "3/4 NPT"): a pipe's, never a
 * fastener's thread, so apart from the metric thread sizes.
 */

/** A bound as printed: ">", "≥" or ">=" (both written ≥). */
const BOUND = String.raw`(>=|≥|>)`;
const shownBound = (read: string | undefined) => (read === '>' ? '>' : '≥');

/** A thread's size in inches: a fraction ("1/2", "3/4"), a whole inch with one ("1 1/4"), or whole inches (1 to 4). */
const INCHES = String.raw`(?:[1-4]\s)?(?:1\/[248]|3\/[48])|[1-4](?![\d/])`;
/** An inch mark as OCR reads it: a double quote, two single quotes, a typographic quote, or the word. */
const INCH_MARK = String.raw`(?:"|”|''|′′|in(?:ch)?\b)`;

export const SERVICE_RULES: InlineRule[] = [
  // An LED driver's or a supply's power factor given as its least ("PF>0.9", "PF ≥ 0.95", "λ>0.9").
  {
    key: 'powerFactor',
    pattern: new RegExp(String.raw`(?:\bP\.?F\.?|λ)\s?${BOUND}\s?(0?\.\d{1,2}|1(?:\.0)?)(?![\d.])`, 'gi'),
    format: (m) => `${shownBound(m[1])} ${m[2]}`,
    group: 2,
  },
  // A lamp's colour rendering index, alone or as its least ("CRI 80", "CRI>80", "Ra≥90", "Ra 95"); Ra only with a
  // bound or a value of 60 or more, since a machined finish's roughness is also Ra ("Ra 0.8").
  {
    key: 'colourRendering',
    pattern: new RegExp(String.raw`\b(?:CRI|Ra)\s?[:=]?\s?${BOUND}?\s?([6-9]\d)(?![\d.])`, 'g'),
    format: (m) => `CRI ${m[1] ? `${shownBound(m[1])} ` : ''}${m[2]}`,
    group: 2,
  },
  // A heat pump's or air conditioner's coefficients ("COP 4.5", "SCOP: 4,30", "EER 3.21", "SEER 6.1").
  {
    key: 'performanceRatio',
    pattern: /\b(COP|SCOP|EER|SEER)\s?[:=]?\s?([1-9][.,]\d{1,2})(?![\d.])/g,
    format: (m) => `${m[1]} ${(m[2] ?? '').replace(',', '.')}`,
    group: 2,
  },
  // A pipe thread in inches named by its standard ("1/2\" BSP", "3/4 BSPT", "1 1/4 NPT").
  {
    key: 'pipeThread',
    pattern: new RegExp(String.raw`(?<![\d/.])(${INCHES})\s?${INCH_MARK}?\s?(BSPP|BSPT|BSP|NPT)\b`, 'g'),
    format: (m) => `${m[1]}" ${m[2]}`,
    fraction: true,
  },
  // … or by ISO 228's G with a fraction or an inch mark ("G1/2", "G 3/4\"", "G1\""): a gas meter's "G4" is no thread.
  {
    key: 'pipeThread',
    pattern: new RegExp(
      String.raw`(?<![A-Za-z0-9/])G\s?((?:[1-4]\s)?(?:1\/[248]|3\/[48]))(?:\s?${INCH_MARK})?(?![\d/])|(?<![A-Za-z0-9/])G\s?([1-4])\s?${INCH_MARK}`,
      'g',
    ),
    format: (m) => `G${m[1] ?? m[2]}"`,
    fraction: true,
  },
];
