import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';

/** One word as typed (matched by prefix) with the indexed words it may be a typo of. */
export type WordMatch = { word: string; corrections: string[] };

/** What differs between the engines; the rest of a search is portable SQL. */
export interface SearchDialect {
  /** Indexed words whose length is within [min, max] and that look like `word` (a cheap prefilter). */
  listVocabulary(db: Kysely<Database>, word: string, min: number, max: number): Promise<string[]>;
  /** A FROM item `m(id, rank)`: the listings holding every word (or one of its corrections); smaller rank is better. */
  matchWords(words: WordMatch[]): RawBuilder<unknown>;
  /** A condition on `l.id`: the normalised code occurs in the listing's codes. */
  matchCode(code: string): RawBuilder<boolean>;
  /** A FROM item `dr(o, d)`: outcode and miles, from a JSON array of { o, d }. */
  distanceRows(json: string): RawBuilder<unknown>;
}

// Words are letters and digits only (search-query.ts), so quoting them is enough to make each a
// literal term; the expression is still passed as a bound parameter, never spliced into SQL.
const ftsExpression = (words: WordMatch[]) =>
  words.map(({ word, corrections }) => `(${[`"${word}"*`, ...corrections.map((c) => `"${c}"`)].join(' OR ')})`).join(' AND ');
const tsExpression = (words: WordMatch[]) =>
  words.map(({ word, corrections }) => `(${[`'${word}':*`, ...corrections.map((c) => `'${c}'`)].join(' | ')})`).join(' & ');

const SQLITE: SearchDialect = {
  async listVocabulary(db, _word, min, max) {
    const { rows } = await sql<{ term: string }>`SELECT term FROM listing_search_vocab WHERE length(term) BETWEEN ${min} AND ${max}`.execute(db);
    return rows.map((r) => r.term);
  },
  // bm25 weights: title, brand, category, description, specs.
  matchWords: (words) =>
    sql`(SELECT rowid AS id, bm25(listing_search, 10.0, 5.0, 3.0, 1.0, 2.0) AS rank FROM listing_search WHERE listing_search MATCH ${ftsExpression(words)}) AS m`,
  matchCode: (code) => sql<boolean>`l.id IN (SELECT rowid FROM listing_codes WHERE listing_codes MATCH ${`"${code}"`})`,
  distanceRows: (json) => sql`(SELECT json_extract(value, '$.o') AS o, json_extract(value, '$.d') AS d FROM json_each(${json})) AS dr`,
};

const POSTGRES: SearchDialect = {
  async listVocabulary(db, word, min, max) {
    const { rows } = await sql<{ word: string }>`
      SELECT word FROM listing_search_words WHERE length(word) BETWEEN ${min} AND ${max} AND similarity(word, ${word}) >= 0.1`.execute(db);
    return rows.map((r) => r.word);
  },
  // ts_rank's default weights favour A (title) over B (brand, category), C (specs) and D (description).
  matchWords: (words) =>
    sql`(SELECT s.listing_id AS id, -ts_rank(s.document, q.query) AS rank
         FROM listing_search s, to_tsquery('simple', ${tsExpression(words)}) AS q(query) WHERE s.document @@ q.query) AS m`,
  matchCode: (code) => sql<boolean>`l.id IN (SELECT listing_id FROM listing_search WHERE codes LIKE ${`%${code}%`})`,
  distanceRows: (json) => sql`jsonb_to_recordset(${json}::jsonb) AS dr(o text, d float8)`,
};

export function pickSearchDialect(dialect: Dialect): SearchDialect {
  return dialect === 'postgres' ? POSTGRES : SQLITE;
}
