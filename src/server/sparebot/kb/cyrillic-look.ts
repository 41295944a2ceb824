/**
 * Cyrillic on a label read by a Latin-script OCR model: each capital comes out as the Latin letter or digit it
 * looks like ("ЭНЕРГОМЕРА" as "3HEPrOMEPA", "РОССИЯ" as "POCCHA", "ГОСТ" as "FOCT"). The knowledge base writes a
 * maker's or a place's Cyrillic name as printed; `latinReading` gives the form the OCR reads, which is what is
 * matched. Each letter maps to its likeliest look-alike; brand matching forgives a letter read otherwise.
 */
// prettier-ignore
const LATIN_LOOK: Readonly<Record<string, string>> = {
  А: 'A', Б: '6', В: 'B', Г: 'R', Д: 'A', Е: 'E', Ё: 'E', Ж: 'X', З: '3', И: 'H', Й: 'H', К: 'K', Л: 'N', М: 'M',
  Н: 'H', О: 'O', П: 'N', Р: 'P', С: 'C', Т: 'T', У: 'Y', Ф: 'O', Х: 'X', Ц: 'U', Ч: '4', Ш: 'W', Щ: 'W', Ъ: 'B',
  Ы: 'BI', Ь: 'B', Э: '3', Ю: 'IO', Я: 'A',
};

const CYRILLIC = /[\u0400-\u04FF]/;

/** Written in Cyrillic letters (at least one). */
export const isCyrillic = (text: string): boolean => CYRILLIC.test(text);

/** A word as a Latin-script OCR reads it: a Cyrillic one by its look-alikes (`latinReading`), any other as written. */
export const asOcrReads = (word: string): string => (isCyrillic(word) ? latinReading(word) : word);

/** How a Latin-script OCR model reads a Cyrillic word, in capitals ("Энергомера" → "3HEPROMEPA"); other characters as they are. */
export function latinReading(cyrillic: string): string {
  return [...cyrillic.toUpperCase()].map((c) => LATIN_LOOK[c] ?? c).join('');
}
