import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import type { VocabularySource, WordMatch } from './search-vocabulary.ts';

/** What differs between the engines; the rest of a search is portable SQL. */
export interface SearchDialect {
  vocabulary(db: Kysely<Database>): VocabularySource;
  /** FROM items joining the text index to `listings l`, for searches with words. */
  textFrom: RawBuilder<unknown>;
  /** The condition that a row holds every word (or one of its corrections). */
  matchWords(words: WordMatch[]): RawBuilder<boolean>;
  /** Relevance of a matching row, smaller is better; only valid beside `matchWords` over `textFrom`. */
  rank(words: WordMatch[]): RawBuilder<number>;
  /** A condition on `l.id`: the normalised code occurs in the listing's codes. */
  matchCode(code: string): RawBuilder<boolean>;
  /** A query giving rows (o, d): the outcodes in reach and their miles. */
  distanceRows(distances: { o: string; d: number }[]): RawBuilder<unknown>;
}

// Words are letters and digits only (search-query.ts), so quoting them is enough to make each a
// literal term; the expression is still passed as a bound parameter, never spliced into SQL.
// Words of one or two characters ("c", "4") match whole words only: as prefixes they would match
// a good part of the index, and that costs tens of milliseconds.
const MIN_PREFIX = 3;
const ftsTerm = (word: string) => (word.length < MIN_PREFIX ? `"${word}"` : `"${word}"*`);
const ftsExpression = (words: WordMatch[]) =>
  words.map(({ word, corrections }) => `(${[ftsTerm(word), ...corrections.map((c) => `"${c}"`)].join(' OR ')})`).join(' AND ');
const tsTerm = (word: string) => (word.length < MIN_PREFIX ? `'${word}'` : `'${word}':*`);
const tsExpression = (words: WordMatch[]) =>
  words.map(({ word, corrections }) => `(${[tsTerm(word), ...corrections.map((c) => `'${c}'`)].join(' | ')})`).join(' & ');

/** unicode61 with remove_diacritics, near enough: the words of a changed row, for the vocabulary. */
const WORD = /[\p{L}\p{N}]+/gu;
const splitWords = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().match(WORD) ?? [];
/** Past this many changed rows, reading the whole word list is cheaper than their text. */
const MAX_CHANGED_ROWS = 2000;

const SQLITE: SearchDialect = {
  vocabulary: (db) => ({
    async readVersion() {
      const { rows } = await sql<{ v: number | null }>`SELECT max(seq) AS v FROM listing_search_changes`.execute(db);
      return rows[0]?.v ?? 0;
    },
    async readWords(since) {
      if (since >= 0) {
        const { rows: count } = await sql<{ n: number }>`SELECT count(*) AS n FROM listing_search_changes WHERE seq > ${since}`.execute(db);
        if ((count[0]?.n ?? 0) <= MAX_CHANGED_ROWS) {
          const { rows } = await sql<{ text: string }>`
            SELECT s.title || ' ' || s.brand || ' ' || s.category || ' ' || s.description || ' ' || s.specs AS text
            FROM listing_search_changes c JOIN listing_search s ON s.rowid = c.listing_id WHERE c.seq > ${since}`.execute(db);
          return rows.flatMap((r) => splitWords(r.text));
        }
      }
      // fts5vocab reads the whole index (~0.1 s at 100,000 listings): once per process, or after a bulk change.
      const { rows } = await sql<{ term: string }>`
        SELECT term FROM listing_search_vocab WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*'`.execute(db);
      return rows.map((r) => r.term);
    },
  }),
  textFrom: sql`listing_search JOIN listings l ON l.id = listing_search.rowid`,
  matchWords: (words) => sql<boolean>`listing_search MATCH ${ftsExpression(words)}`,
  // bm25 weights: title, brand, category, description, specs.
  rank: () => sql<number>`bm25(listing_search, 10.0, 5.0, 3.0, 1.0, 2.0)`,
  matchCode: (code) => sql<boolean>`l.id IN (SELECT rowid FROM listing_codes WHERE listing_codes MATCH ${`"${code}"`})`,
  distanceRows: (distances) => sql`SELECT key AS o, value AS d FROM json_each(${JSON.stringify(Object.fromEntries(distances.map((x) => [x.o, x.d])))})`,
};

const POSTGRES: SearchDialect = {
  vocabulary: (db) => ({
    async readVersion() {
      const { rows } = await sql<{ v: string }>`SELECT words_version AS v FROM listing_search_state WHERE id = 1`.execute(db);
      return Number(rows[0]?.v ?? 0);
    },
    async readWords(since) {
      const { rows } = await sql<{ word: string }>`SELECT word FROM listing_search_words WHERE added_version > ${since}`.execute(db);
      return rows.map((r) => r.word);
    },
  }),
  textFrom: sql`listing_search s JOIN listings l ON l.id = s.listing_id`,
  matchWords: (words) => sql<boolean>`s.document @@ to_tsquery('simple', ${tsExpression(words)})`,
  // ts_rank's default weights favour A (title) over B (brand, category), C (specs) and D (description).
  rank: (words) => sql<number>`-ts_rank(s.document, to_tsquery('simple', ${tsExpression(words)}))`,
  matchCode: (code) => sql<boolean>`l.id IN (SELECT listing_id FROM listing_search WHERE codes LIKE ${`%${code}%`})`,
  // Two arrays, not JSON: the planner sees how many rows unnest gives (a JSON function is always guessed at 100),
  // and so joins them by hash to the text matches instead of driving the search from them.
  distanceRows: (distances) => sql`SELECT * FROM unnest(${distances.map((x) => x.o)}::text[], ${distances.map((x) => x.d)}::float8[]) AS dr(o, d)`,
};

export function pickSearchDialect(dialect: Dialect): SearchDialect {
  return dialect === 'postgres' ? POSTGRES : SQLITE;
}
