import { findBrandAfterMark, findBrandWithoutInitial, findBrandWithoutLast } from '../kb/brand-fragments.ts';
import { isEverydayEnglish } from '../kb/english-words.ts';
import type { BrandEntry } from '../kb/kb-types.ts';

/**
 * The known maker a maker line's word names though it was misread, when the word is no everyday one: a logo read
 * without its first letter ("tron" for Itron, "ONDA" for Honda), with its mark read as one ("OFLIR"), with its last
 * letter hidden ("RIDGI"), or a name of two words without its first letters ("ctron energy").
 */
export function restoredMaker(words: readonly string[]): BrandEntry | undefined {
  const [word = ''] = words;
  if (isEverydayEnglish(word)) return undefined;
  if (words.length === 2) return findBrandWithoutInitial(words.join(' '));
  if (words.length !== 1) return undefined;
  return findBrandWithoutInitial(word) ?? findBrandAfterMark(word) ?? findBrandWithoutLast(word);
}
