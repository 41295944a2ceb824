import { allowedTypos, typoDistance } from './search-query.ts';

/** Where the indexed words come from (search-dialect.ts): a version that moves when words may have been added, and the words since one. */
export interface VocabularySource {
  readVersion(): Promise<number>;
  /** Words indexed after `since`; every word when `since` is below 0. May repeat words already known. */
  readWords(since: number): Promise<string[]>;
}

/**
 * A word as typed with the indexed words it may be a typo of, nearest first, and, when the
 * vocabulary keeps prefixes and they are few, every indexed word it is the beginning of.
 */
export type WordMatch = { word: string; corrections: string[]; expansions?: string[] };

/** Corrections OR-ed into one word's match, nearest first: more would only slow the query down. */
const MAX_CORRECTIONS = 12;
/** Shorter words are never corrected to (a typed word needs 5 letters for one typo, and may lose 2), nor expanded (they match whole words). */
const MIN_WORD_LENGTH = 3;
/** A prefix of more words than this is left to the engine's own prefix search. */
const MAX_EXPANSIONS = 16;

type Entry = { word: string; letters: number };

/** The set of a-z letters in a word as bits; other characters share bit 26. */
function letterSet(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    bits |= 1 << (code >= 0 && code < 26 ? code : 26);
  }
  return bits;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function countBits(value: number): number {
  let n = value - ((value >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The words typo correction may pick, grouped by length, each with its letter set; optionally every word by its first letters. */
class WordIndex {
  private readonly known = new Set<string>();
  private readonly byLength = new Map<number, Entry[]>();
  private readonly byPrefix: Map<string, string[]> | undefined;

  constructor(prefixes: boolean) {
    this.byPrefix = prefixes ? new Map() : undefined;
  }

  add(words: Iterable<string>): void {
    for (const word of words) {
      if (word.length < MIN_WORD_LENGTH || this.known.has(word)) continue;
      this.known.add(word);
      if (this.byPrefix) push(this.byPrefix, word.slice(0, MIN_WORD_LENGTH), word);
      if (!/\d/.test(word)) push(this.byLength, word.length, { word, letters: letterSet(word) });
    }
  }

  /** The indexed words beginning with `word`, when the index keeps them and they are few. */
  expand(word: string): string[] | undefined {
    if (!this.byPrefix || word.length < MIN_WORD_LENGTH) return undefined;
    const found = (this.byPrefix.get(word.slice(0, MIN_WORD_LENGTH)) ?? []).filter((w) => w.startsWith(word));
    return found.length && found.length <= MAX_EXPANSIONS ? found : undefined;
  }

  /**
   * Words within the typed word's allowed typos, nearest first, leaving out those its prefix match
   * already finds; none for a word that is itself indexed ("contactor" is not also "conductor"). An edit changes at most two letters of the letter set (a substitution), so a
   * candidate whose set differs in more than 2 × typos letters is skipped before the distance is computed.
   */
  correct(word: string): string[] {
    const limit = allowedTypos(word);
    if (limit === 0 || this.known.has(word)) return [];
    const letters = letterSet(word);
    const found: { word: string; distance: number }[] = [];
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      for (const entry of this.byLength.get(length) ?? []) {
        if (countBits(entry.letters ^ letters) > 2 * limit || entry.word.startsWith(word)) continue;
        const distance = typoDistance(word, entry.word, limit);
        if (distance <= limit) found.push({ word: entry.word, distance });
      }
    }
    found.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
    return found.slice(0, MAX_CORRECTIONS).map((f) => f.word);
  }
}

/**
 * The indexed words, in memory, for typo correction: read whole once, then caught up from the
 * source's version before each search, so a word indexed a moment ago can already be corrected to.
 * Words are never dropped (a stale one only adds a candidate that matches nothing). With
 * `prefixes` (a source that lists every indexed word exactly), a typed word is also expanded to
 * the few words it begins, which some engines find faster than by prefix.
 */
export function createVocabulary(source: VocabularySource, prefixes = false): { match(words: string[]): Promise<WordMatch[]> } {
  const index = new WordIndex(prefixes);
  let version = -1;

  // Each search catches up for itself (a shared catch-up begun earlier could miss a word committed
  // since); concurrent ones may read the same new words twice, which the index ignores.
  async function catchUp(): Promise<void> {
    const since = version;
    const latest = await source.readVersion();
    if (latest === since) return;
    index.add(await source.readWords(since));
    version = latest;
  }

  return {
    async match(words) {
      const needed = prefixes ? words.some((w) => w.length >= MIN_WORD_LENGTH) : words.some((w) => allowedTypos(w) > 0);
      if (!needed) return words.map((word) => ({ word, corrections: [] }));
      await catchUp();
      return words.map((word) => ({ word, corrections: index.correct(word), expansions: index.expand(word) }));
    },
  };
}
