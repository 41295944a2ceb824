import { isCommonEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { isWholeCatalogueCode } from '../kb/model-patterns.ts';

/** Capitals OCR reads where a digit is printed, and the digit each stands for. */
const LETTER_DIGITS: Readonly<Record<string, string>> = { O: '0', Q: '0', I: '1', Z: '2', S: '5', G: '6', B: '8' };

/**
 * A catalogue code whose every digit was read as a letter ("CFWSOO" for WEG's CFW500): its digits'
 * look-alike capitals at its end read back as digits, when that makes a code a catalogue grammar
 * knows, whole. No digit was read to anchor the slip (readDigitSlips fixes "1OA" beside its digit),
 * so the grammar is the only witness: never an English or label word, never one look-alike alone
 * ("CFW11S" may be printed so), and never a token that is such a code already.
 */
export function readCodeSlip(token: string): string | undefined {
  if (!/^[A-Z]{4,12}$/.test(token)) return undefined;
  let start = token.length;
  while (start > 0 && LETTER_DIGITS[token[start - 1] ?? ''] !== undefined) start--;
  if (token.length - Math.max(start, 2) < 2 || isCommonEnglish(token) || isLabelWord(token.toLowerCase())) return undefined;
  // Letters before the digits (a family's prefix), and two look-alikes or more after them.
  for (let from = Math.max(start, 2); from <= token.length - 2; from++) {
    const code = token.slice(0, from) + [...token.slice(from)].map((c) => LETTER_DIGITS[c]).join('');
    if (isWholeCatalogueCode(code)) return isWholeCatalogueCode(token) ? undefined : code;
  }
  return undefined;
}

/** Digits OCR reads where a code's first capital is printed, and the capital each stands for. */
const DIGIT_LETTERS: Readonly<Record<string, string>> = { '5': 'S', '8': 'B', '0': 'O', '1': 'I' };

/**
 * A catalogue code whose first letter was read as a digit ("57-1200" for Siemens's S7-1200): the letter read back,
 * when that makes a code a catalogue grammar knows whole and the token as read is none.
 */
export function readFirstLetterSlip(token: string): string | undefined {
  const letter = DIGIT_LETTERS[token[0] ?? ''];
  if (!letter || !/^\d[A-Z0-9]*-?[A-Z0-9]+$/.test(token)) return undefined;
  // The catalogue grammars run once for most tokens: the token as read is tried only when the read-back code is one.
  const code = letter + token.slice(1);
  return isWholeCatalogueCode(code) && !isWholeCatalogueCode(token) ? code : undefined;
}

/** … and at a code's head, where a 6's open loop is read as an E too ("EED1052-1MD00-0BA8", a Siemens LOGO!'s 6ED1). */
const FIRST_DIGITS: Readonly<Record<string, string>> = { ...LETTER_DIGITS, E: '6' };

/** A code a catalogue grammar knows, whole or up to its first hyphen ("5SL3010" of "5SL3010-7KL"). */
const knownCode = (token: string) => isWholeCatalogueCode(token) || isWholeCatalogueCode(token.split('-')[0] ?? token);

/**
 * A catalogue code whose first digit was read as a capital ("SSY62207" for Siemens's 5SY62207): the digit read back,
 * when that makes a code a catalogue grammar knows and the token as read is none.
 */
export function readFirstDigitSlip(token: string): string | undefined {
  const digit = FIRST_DIGITS[token[0] ?? ''];
  if (!digit) return undefined;
  const code = digit + token.slice(1);
  return knownCode(code) && !knownCode(token) ? code : undefined;
}

/**
 * OCR text with each catalogue code read in letters read back with its digits ("CFWSOO" → "CFW500"), each whose
 * first letter was read as a digit read back with its letter ("57-1200" → "S7-1200"), and each whose first digit was
 * read as a letter read back with its digit ("SSY62207" → "5SY62207", "EED1052-1MD00-0BA8" → "6ED1052-1MD00-0BA8").
 */
export function readCodeSlips(text: string): string {
  return text
    .replace(/(?<![A-Za-z0-9])[A-Z]{4,12}(?![A-Za-z0-9])/g, (token) => readCodeSlip(token) ?? token)
    .replace(/(?<![A-Za-z0-9.,/-])\d[A-Z0-9]{1,10}-?[A-Z0-9]{1,10}(?![A-Za-z0-9.,/-])/g, (token) => readFirstLetterSlip(token) ?? token)
    .replace(
      /(?<![A-Za-z0-9.,/-])[OQIZSGBE][A-Z]{1,2}\d[A-Z0-9]{2,10}(?:-[A-Z0-9]{1,10}){0,3}(?![A-Za-z0-9.,/-])/g,
      (token) => readFirstDigitSlip(token) ?? token,
    );
}
