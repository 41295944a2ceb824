import { normaliseOcrText } from '../extract/text-normalise.ts';

/** Label words that say nothing about what an item is. */
const STOPWORDS = new Set([
  'THE',
  'AND',
  'FOR',
  'WITH',
  'MADE',
  'USE',
  'ONLY',
  'NOT',
  'SEE',
  'ALL',
  'ARE',
  'THIS',
  'FROM',
  'INTO',
  'BEFORE',
  'AFTER',
  'WARNING',
  'CAUTION',
  'DANGER',
  'TYPE',
  'MODEL',
  'SERIAL',
  'DATE',
  'CODE',
  'CAT',
  'SER',
  'NO',
  'NR',
  'REF',
  'PART',
  'VOLTS',
  'VOLT',
  'AMPS',
  'AMP',
  'MAX',
  'MIN',
  'UNIT',
  'CHINA',
  'GERMANY',
  'FRANCE',
  'ITALY',
  'USA',
  'LTD',
  'INC',
  'GMBH',
  'WWW',
  'COM',
  'CO',
  'UK',
  'EU',
  'CE',
  'UKCA',
  'ROHS',
  'WEEE',
  'IEC',
  'BS',
  'EN',
  'ISO',
  'DIN',
  'NOTE',
  'PLEASE',
]);

/** The marker SpareBot puts before ratings it left out (analysis/analyse-text.ts); such rows are not text of the item. */
export const FLAGGED_ROW_PREFIX = 'Not used (implausible):';

const MAX_TOKENS = 80;

/** "LC1D18M7" → "LC#D#M#": the family shape of a catalogue number. */
function shapeOf(code: string): string {
  return code.replace(/\d+/g, '#');
}

/**
 * The words and codes of a photo's text that learned priors count: words of 3+ letters (not
 * label boilerplate), catalogue-like codes (letters with digits), each code's digit-masked shape
 * ("LC#D#M#") and its first four characters ("^LC1D"), upper-cased and without repeats. Pure
 * numbers (serials, ratings) are left out: they tell nothing about the next item.
 */
export function priorTokens(text: string): string[] {
  const out = new Set<string>();
  const rows = text.split('\n').filter((row) => !row.startsWith(FLAGGED_ROW_PREFIX));
  for (const raw of normaliseOcrText(rows.join(' '))
    .toUpperCase()
    .split(/[\s,;:()[\]{}|"'=+*<>!?]+/)) {
    const token = raw.replace(/^[-/.#]+|[-/.#]+$/g, '');
    if (token.length < 3 || token.length > 24) continue;
    const letters = token.replace(/[^A-Z]/g, '').length;
    const digits = token.replace(/[^0-9]/g, '').length;
    if (!letters) continue;
    if (!digits) {
      if (/^[A-Z]+$/.test(token) && !STOPWORDS.has(token)) out.add(token);
      continue;
    }
    const code = token.replace(/[./]/g, '');
    out.add(code);
    const shape = shapeOf(code);
    if (shape.length >= 4 && letters >= 2) out.add(`#${shape}`);
    if (code.length >= 5) out.add(`^${code.slice(0, 4)}`);
    if (out.size >= MAX_TOKENS) break;
  }
  return [...out].slice(0, MAX_TOKENS);
}
