/**
 * What a visitor typed, as search terms. Nothing of the text reaches the database as syntax: words
 * are runs of letters and digits, codes are letters and digits, and the dialects quote each one.
 */
export type SearchTerms = {
  /** Lower-case words (letters and digits only), matched by prefix and with typo tolerance. */
  words: string[];
  /** Upper-case part or model numbers with separators removed, matched by substring. */
  codes: string[];
};

/** More terms than this are ignored (a 1,000-character query stays one cheap search). */
export const MAX_TERMS = 8;
/** Longer words exist in no listing worth finding; they are cut. */
const MAX_TERM_LENGTH = 40;
/** Codes shorter than a trigram cannot use the codes index: they are searched as words. */
const MIN_CODE_LENGTH = 3;

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits a query into words and codes: a whitespace-separated chunk holding a digit is a code ("100-C09", "32A"). */
export function parseSearchTerms(query: string | undefined): SearchTerms {
  const words: string[] = [];
  const codes: string[] = [];
  for (const chunk of (query ?? '').normalize('NFKC').split(/\s+/)) {
    if (words.length + codes.length >= MAX_TERMS) break;
    const code = chunk
      .replace(/[^\p{L}\p{N}]+/gu, '')
      .toUpperCase()
      .slice(0, MAX_TERM_LENGTH);
    if (/\p{N}/u.test(chunk) && code.length >= MIN_CODE_LENGTH) {
      if (!codes.includes(code)) codes.push(code);
      continue;
    }
    for (const word of chunk.toLowerCase().match(WORD) ?? []) {
      const cut = word.slice(0, MAX_TERM_LENGTH);
      if (!words.includes(cut) && words.length + codes.length < MAX_TERMS) words.push(cut);
    }
  }
  return { words, codes };
}

/** Edits a word may be away from what is indexed: none under 5 letters, one from 5, two from 9. */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * transpositions of neighbours), or `limit + 1` as soon as it must exceed `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[t.length]!;
}
