import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Reach } from './reach.ts';
import type { VocabularySource, WordMatch } from './search-vocabulary.ts';

/** Runs a read (on a reader thread for SQLite). */
export type Read = <Row>(query: RawBuilder<Row>) => Promise<Row[]>;

/** What differs between the engines; the rest of a search is portable SQL. */
export interface SearchDialect {
  /** `readHere`: on the server's own connection, for the one-row version check every search makes (no thread round trip, no queueing behind a long read). */
  vocabulary(read: Read, readHere: Read): VocabularySource;
  /** Whether the vocabulary lists every indexed word exactly, and typed words are better matched as the words they begin. */
  expandsPrefixes: boolean;
  /**
   * FROM items: `listings l`, joined with the index that finds the words or else the codes, so that
   * the search is driven from it. `countingAll`: without terms or a seller, only counted (not sorted for a page).
   */
  source(words: WordMatch[], codes: string[], countingAll: boolean): RawBuilder<unknown>;
  /** Conditions over `source`: every word (or one of its corrections), every code inside the listing's normalised codes. */
  matchTerms(words: WordMatch[], codes: string[]): RawBuilder<boolean>[];
  /** Whether the covering index of live listings exists (a database migrated by an early draft of migration 010 lacks it). */
  hasFacetsIndex(read: Read): Promise<boolean>;
  /** Relevance of a matching row, smaller is better; only valid beside `matchTerms` with words. */
  rank(words: WordMatch[]): RawBuilder<number>;
  /** A query giving rows (o, d): the outcodes in reach and their miles. */
  distanceRows(reach: Reach): RawBuilder<unknown>;
}

// Words are letters and digits only (search-query.ts), so quoting them is enough to make each a
// literal term; the expression is still passed as a bound parameter, never spliced into SQL.
// Words of one or two characters ("c", "4") match whole words only: as prefixes they would match
// a good part of the index, and that costs tens of milliseconds.
const MIN_PREFIX = 3;
const ftsTerm = (word: string) => (word.length < MIN_PREFIX ? `"${word}"` : `"${word}"*`);
const ftsExpression = (words: WordMatch[]) =>
  words.map(({ word, corrections }) => `(${[ftsTerm(word), ...corrections.map((c) => `"${c}"`)].join(' OR ')})`).join(' AND ');
// A GIN prefix search scans the index's whole range of that prefix (several ms for a common one):
// the few indexed words a typed word begins are looked up as whole words instead.
const tsTerms = ({ word, expansions }: WordMatch) =>
  expansions ? expansions.map((w) => `'${w}'`) : [word.length < MIN_PREFIX ? `'${word}'` : `'${word}':*`];
const tsExpression = (words: WordMatch[]) =>
  words.map((w) => `(${[...tsTerms(w), ...w.corrections.map((c) => `'${c}'`)].join(' | ')})`).join(' & ');

/** A parameter built from a reach, kept as long as the reach is (reach.ts hands out the same array for the same place). */
function keepFor<T>(build: (reach: Reach) => T): (reach: Reach) => T {
  const kept = new WeakMap<Reach, T>();
  return (reach) => {
    let value = kept.get(reach);
    if (value === undefined) kept.set(reach, (value = build(reach)));
    return value;
  };
}
const reachJson = keepFor((reach) => JSON.stringify(Object.fromEntries(reach.map((x) => [x.o, x.d]))));
const reachArrays = keepFor((reach) => ({ codes: reach.map((x) => x.o), miles: reach.map((x) => x.d) }));

/** unicode61 with remove_diacritics, near enough: the words of a changed row, for the vocabulary. */
const WORD = /[\p{L}\p{N}]+/gu;
const splitWords = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().match(WORD) ?? [];
/** Past this many changed rows, reading the whole word list is cheaper than their text. */
const MAX_CHANGED_ROWS = 2000;

const SQLITE: SearchDialect = {
  // FTS5 finds a prefix as fast as a word; and the words of a changed row are only near the tokenizer's here.
  expandsPrefixes: false,
  vocabulary: (read, readHere) => ({
    async readVersion() {
      const [row] = await readHere(sql<{ v: number | null }>`SELECT max(seq) AS v FROM listing_search_changes`);
      return row?.v ?? 0;
    },
    async readWords(since) {
      if (since >= 0) {
        const [count] = await read(sql<{ n: number }>`SELECT count(*) AS n FROM listing_search_changes WHERE seq > ${since}`);
        if ((count?.n ?? 0) <= MAX_CHANGED_ROWS) {
          const rows = await read(sql<{ text: string }>`
            SELECT s.title || ' ' || s.brand || ' ' || s.category || ' ' || s.description || ' ' || s.specs AS text
            FROM listing_search_changes c JOIN listing_search s ON s.rowid = c.listing_id WHERE c.seq > ${since}`);
          return rows.flatMap((r) => splitWords(r.text));
        }
      }
      // fts5vocab reads the whole index (~0.1 s at 100,000 listings): once per process, or after a bulk change.
      const rows = await read(sql<{ term: string }>`SELECT term FROM listing_search_vocab WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*'`);
      return rows.map((r) => r.term);
    },
  }),
  source(words, codes, countingAll) {
    if (words.length) return sql`listing_search JOIN listings l ON l.id = listing_search.rowid`;
    if (codes.length) return sql`listing_codes JOIN listings l ON l.id = listing_codes.rowid`;
    // Counting every live listing: from the covering partial index (~6× faster), which the planner,
    // without statistics, would not pick over (status, outcode).
    return countingAll ? sql`listings l INDEXED BY listings_live_facets_idx` : sql`listings l`;
  },
  matchTerms(words, codes) {
    // Codes are letters and digits: quoted, each is a trigram phrase (a substring).
    const codeMatch = codes.map((c) => `"${c}"`).join(' AND ');
    if (!words.length) return codes.length ? [sql<boolean>`listing_codes MATCH ${codeMatch}`] : [];
    const list = [sql<boolean>`listing_search MATCH ${ftsExpression(words)}`];
    if (codes.length) list.push(sql<boolean>`l.id IN (SELECT rowid FROM listing_codes WHERE listing_codes MATCH ${codeMatch})`);
    return list;
  },
  async hasFacetsIndex(read) {
    const [row] = await read(sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND name = 'listings_live_facets_idx'`);
    return (row?.n ?? 0) > 0;
  },
  // bm25 weights: title, brand, category, description, specs.
  rank: () => sql<number>`bm25(listing_search, 10.0, 5.0, 3.0, 1.0, 2.0)`,
  distanceRows: (reach) => sql`SELECT key AS o, value AS d FROM json_each(${reachJson(reach)})`,
};

const POSTGRES: SearchDialect = {
  // The word list holds every lexeme of every document (trigger), exactly as to_tsvector made it.
  expandsPrefixes: true,
  vocabulary: (read) => ({
    async readVersion() {
      const [row] = await read(sql<{ v: string }>`SELECT words_version AS v FROM listing_search_state WHERE id = 1`);
      return Number(row?.v ?? 0);
    },
    async readWords(since) {
      const rows = await read(sql<{ word: string }>`SELECT word FROM listing_search_words WHERE added_version > ${since}`);
      return rows.map((r) => r.word);
    },
  }),
  // listing_search carries the columns searches filter and count by (migration 010): it stands in for listings.
  source: (words, codes) => (words.length || codes.length ? sql`listing_search l` : sql`listings l`),
  matchTerms(words, codes) {
    const list = codes.map((code) => sql<boolean>`l.codes LIKE ${`%${code}%`}`);
    if (words.length) list.unshift(sql<boolean>`l.document @@ to_tsquery('simple', ${tsExpression(words)})`);
    return list;
  },
  // The planner chooses the index by itself.
  hasFacetsIndex: () => Promise.resolve(false),
  // ts_rank's default weights favour A (title) over B (brand, category), C (specs) and D (description).
  rank: (words) => sql<number>`-ts_rank(l.document, to_tsquery('simple', ${tsExpression(words)}))`,
  // Two arrays, not JSON: the planner sees how many rows unnest gives (a JSON function is always guessed at 100),
  // and so joins them by hash to the text matches instead of driving the search from them.
  distanceRows: (reach) => sql`SELECT * FROM unnest(${reachArrays(reach).codes}::text[], ${reachArrays(reach).miles}::float8[]) AS dr(o, d)`,
};

export function pickSearchDialect(dialect: Dialect): SearchDialect {
  return dialect === 'postgres' ? POSTGRES : SQLITE;
}
