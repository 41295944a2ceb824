import zxcvbnEn from '@zxcvbn-ts/language-en';

let common: Set<string> | undefined;

/**
 * True for an everyday English word (the 55,000 commonest, as the password checker's English
 * dictionary lists them: "override", "pause", "file"). A label's control words and headings are such
 * words; an unknown maker's name seldom is, so a line is taken for a maker's name on its size alone
 * only when it is not one.
 */
export function isCommonEnglish(word: string): boolean {
  common ??= new Set(zxcvbnEn.dictionary['commonWords-en']?.map((w) => String(w).toLowerCase()));
  return common.has(word.toLowerCase());
}
