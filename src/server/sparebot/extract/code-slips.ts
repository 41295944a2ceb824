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

/** OCR text with each catalogue code read in letters read back with its digits ("CFWSOO" → "CFW500"). */
export function readCodeSlips(text: string): string {
  return text.replace(/(?<![A-Za-z0-9])[A-Z]{4,12}(?![A-Za-z0-9])/g, (token) => readCodeSlip(token) ?? token);
}
