import type { InlineRule } from './inline-rule.ts';

/** The word a plate heads its ratio with, in the label languages. */
const RATIO_WORD = String.raw`(?<![A-Za-z])(?:ratio|ubersetzung|übersetzung|rapport|rapporto|reductie|reduction)\s?:?\s?`;
const RATIO = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const shown = (m: RegExpExecArray) => `i = ${(m[1] ?? '').replace(',', '.')}`;

/**
 * A gearbox's or geared motor's reduction as its plate prints it: "i=28", "i = 30.12", "i: 7,5", "Ratio 1:20",
 * "Übersetzung 40:1". The ratio is how a gearbox is matched to its drive and sold; "i" alone only with its sign,
 * so an "i" read in a word or a code is never a ratio.
 */
export const GEAR_RULES: InlineRule[] = [
  { key: 'gearRatio', pattern: /(?<![A-Za-z0-9])i\s?[=:]\s?(\d{1,4}(?:[.,]\d{1,3})?)(?![\d.,]|\s?(?:A|mA|V|W|kW)\b)/g, format: shown },
  // Either way round: "40:1" and "1:40" are the same reduction.
  { key: 'gearRatio', pattern: new RegExp(String.raw`${RATIO_WORD}${RATIO}\s?:\s?1(?!\d)`, 'gi'), format: shown },
  { key: 'gearRatio', pattern: new RegExp(String.raw`${RATIO_WORD}1\s?:\s?${RATIO}(?![\d.,])`, 'gi'), format: shown },
];
