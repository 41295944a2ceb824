import type { InlineRule } from './inline-rule.ts';

/**
 * A gearbox's or geared motor's reduction as its plate prints it: "i=28", "i = 30.12", "i: 7,5", "Ratio 1:20",
 * "Übersetzung 40:1". The ratio is how a gearbox is matched to its drive and sold; "i" alone only with its sign,
 * so an "i" read in a word or a code is never a ratio.
 */
export const GEAR_RULES: InlineRule[] = [
  {
    key: 'gearRatio',
    pattern: /(?<![A-Za-z0-9])i\s?[=:]\s?(\d{1,4}(?:[.,]\d{1,3})?)(?![\d.,]|\s?(?:A|mA|V|W|kW)\b)/g,
    format: (m) => `i = ${(m[1] ?? '').replace(',', '.')}`,
  },
  {
    key: 'gearRatio',
    pattern:
      /(?<![A-Za-z])(?:ratio|ubersetzung|übersetzung|rapport|rapporto|reductie|reduction)\s?:?\s?(\d{1,4}(?:[.,]\d{1,2})?)\s?:\s?1(?!\d)/gi,
    format: (m) => `i = ${(m[1] ?? '').replace(',', '.')}`,
  },
  {
    key: 'gearRatio',
    pattern:
      /(?<![A-Za-z])(?:ratio|ubersetzung|übersetzung|rapport|rapporto|reductie|reduction)\s?:?\s?1\s?:\s?(\d{1,4}(?:[.,]\d{1,2})?)(?![\d.,])/gi,
    format: (m) => `i = ${(m[1] ?? '').replace(',', '.')}`,
  },
];
