import { NEAR_MAKER_WORDS } from '../kb/near-maker-words.ts';
import { levenshtein } from './text-normalise.ts';

/** The dictionary and label words that lie one edit from a maker's name, by length. */
const BY_LENGTH: string[][] = [];
for (const w of NEAR_MAKER_WORDS) (BY_LENGTH[w.length] ??= []).push(w);

/**
 * A token misread from a word is likelier than one misread from a maker's name: "EERGY" (ENERGY
 * STAR with its N lost) is one edit from Efergy and one from "energy". True when a word near
 * makers (folded, as the token is) lies no further from the token than the maker's key does.
 */
export function nearerWord(token: string, key: string): boolean {
  const toKey = levenshtein(token, key, 3);
  // A name found inside a longer run-together token is no misreading of either.
  if (toKey > 2 || key.length < 6) return false;
  for (let length = token.length - toKey; length <= token.length + toKey; length++) {
    for (const w of BY_LENGTH[length] ?? []) if (w !== key && levenshtein(token, w, toKey + 1) <= toKey) return true;
  }
  return false;
}
