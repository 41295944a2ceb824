import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database.ts';
import { factColumns, joinLiveListing, liveFactsPageSql } from '../listings/search-sql.ts';
import type { ListingFacts } from './live-listings.ts';
import type { FactsSource } from './search-facts.ts';
import type { VocabularySource, WordMatch } from './search-vocabulary.ts';

/** Runs a read (on a reader thread for SQLite). */
export type Read = <Row>(query: RawBuilder<Row>) => Promise<Row[]>;

/** What differs between the engines; the rest of a search happens in memory (search-pass.ts). */
export interface SearchDialect {
  /** `readHere`: on the server's own connection, for the one-row version check every search makes (no thread round trip, no queueing behind a long read). */
  vocabulary(read: Read, readHere: Read): VocabularySource;
  /** Whether the vocabulary lists every indexed word exactly, and typed words are better matched as the words they begin. */
  expandsPrefixes: boolean;
  /**
   * Live listings' facts and what changed among them (migration 019). A catch-up reads at most
   * `maxChanges` changed listings; past that it answers 'reload' (a snapshot of every live listing).
   * A full read goes `pageRows` listings at a time (migration 032).
   */
  facts(read: Read, readHere: Read, maxChanges: number, pageRows?: number): FactsSource;
  /** One row: the ids of the live listings holding every word (or one of its corrections) and every code, comma-separated (null for none). */
  matchIds(words: WordMatch[], codes: string[]): RawBuilder<{ ids: string | null }>;
  /**
   * matchIds for only `among` (a few ids), where that costs a few lookups: PostgreSQL (by primary
   * key). Not SQLite: FTS5 reads a common word's whole doclist for any MATCH, `rowid IN (…)` or
   * not (20–55 ms at 1 M for "schneider contactor", more than matching it whole), and bm25 counts
   * every phrase's documents for any rank (~55 ms). Without it, matches are read whole after a change.
   */
  matchIdsAmong?(words: WordMatch[], codes: string[], among: number[]): RawBuilder<{ ids: string | null }>;
  /** Relevance of each of `ids` for the words, smaller is better (the ids all match the words). */
  rankIds(words: WordMatch[], ids: number[]): RawBuilder<{ id: number; r: number }>;
  /**
   * True, in the snapshot of the statement it is part of, while no listing's facts have changed
   * since the facts version `version`. Only where a catch-up costs a round trip (PostgreSQL); on
   * SQLite the catch-up's version check is a read on the server's own connection.
   */
  factsUnchangedSince?(version: string): RawBuilder<boolean>;
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

/** unicode61 with remove_diacritics, near enough: the words of a changed row, for the vocabulary. */
const WORD = /[\p{L}\p{N}]+/gu;
const splitWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .match(WORD) ?? [];
/** Past this many changed rows, reading the whole word list again is cheaper than the changes. */
const MAX_CHANGED_ROWS = 2000;

async function readSqliteFactsVersion(readHere: Read): Promise<number> {
  const [row] = await readHere(sql<{ v: number | null }>`SELECT max(seq) AS v FROM listing_facet_changes`);
  return Number(row?.v ?? 0);
}

/** Rows of facts a page: ~2 MB of row objects, against ~250 MB for a million listings read at once. */
const FACTS_PAGE_ROWS = 10_000;

/** Live listings' facts a page at a time, by id (each page read after the version was taken: see FactsSource.readAll). */
async function readFactsPages(read: Read, sqlite: boolean, pageRows: number, onPage: (rows: ListingFacts[]) => void): Promise<void> {
  for (let afterId = 0; ;) {
    const rows = await read(liveFactsPageSql<ListingFacts>(afterId, pageRows, sqlite));
    if (rows.length) onPage(rows);
    if (rows.length < pageRows) return;
    afterId = Number(rows[rows.length - 1]!.id);
  }
}

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
      const rows = await read(
        sql<{ term: string }>`SELECT term FROM listing_search_vocab WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*'`,
      );
      return rows.map((r) => r.term);
    },
  }),
  facts: (read, readHere, maxChanges, pageRows = FACTS_PAGE_ROWS) => ({
    async readAll(onPage) {
      const version = await readSqliteFactsVersion(readHere);
      await readFactsPages(read, true, pageRows, onPage);
      return String(version);
    },
    async readChanges(since) {
      const latest = await readSqliteFactsVersion(readHere);
      const from = Number(since);
      if (latest === from) return undefined;
      // Backwards: another database file (a restore); far ahead: cheaper read whole, on a reader thread.
      // (seq numbers are never reused and a listing keeps only its latest, so the gap bounds the rows.)
      if (latest < from || latest - from > maxChanges) return 'reload';
      const rows = await readHere(sql<ListingFacts & { changed: number; live: number }>`
        SELECT c.listing_id AS changed, l.id IS NOT NULL AS live, ${factColumns('l')}
        FROM listing_facet_changes c ${joinLiveListing('c')}
        WHERE c.seq > ${from} AND c.seq <= ${latest}`);
      return { version: String(latest), changed: rows.map((r) => r.changed), live: rows.filter((r) => r.live) };
    },
  }),
  matchIds(words, codes) {
    // Codes are letters and digits: quoted, each is a trigram phrase (a substring).
    const codeMatch = codes.map((c) => `"${c}"`).join(' AND ');
    if (!words.length) return sql`SELECT group_concat(rowid) AS ids FROM listing_codes WHERE listing_codes MATCH ${codeMatch}`;
    // `+rowid`: the codes are a filter on the words' matches, not a rowid to look the words up at (once per code match).
    const withCodes = codes.length ? sql` AND +rowid IN (SELECT rowid FROM listing_codes WHERE listing_codes MATCH ${codeMatch})` : sql``;
    return sql`SELECT group_concat(rowid) AS ids FROM listing_search WHERE listing_search MATCH ${ftsExpression(words)}${withCodes}`;
  },
  // bm25 weights: title, brand, category, description, specs. Computed only for the ids given (the
  // words are matched again, and bm25 first counts each phrase's documents, then ~1 µs a row);
  // `+rowid` for the reason above.
  rankIds: (words, ids) => sql`SELECT rowid AS id, bm25(listing_search, 10.0, 5.0, 3.0, 1.0, 2.0) AS r FROM listing_search
    WHERE listing_search MATCH ${ftsExpression(words)} AND +rowid IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
};

function pgMatchIds(words: WordMatch[], codes: string[], among?: number[]) {
  const list = codes.map((code) => sql<boolean>`codes LIKE ${`%${code}%`}`);
  if (words.length) list.unshift(sql<boolean>`document @@ to_tsquery('simple', ${tsExpression(words)})`);
  if (among) list.unshift(sql<boolean>`id = ANY(${among}::int[])`);
  return sql<{ ids: string | null }>`SELECT string_agg(id::text, ',') AS ids FROM listing_search WHERE ${sql.join(list, sql` AND `)}`;
}

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
  // A version is a snapshot (pg_current_snapshot()::text, 'xmin:xmax:xip,…'): every change it saw
  // was applied. The next catch-up reads what it could not see: changes by transactions from its
  // xmax on, and by those in progress then (its xip list). A long transaction elsewhere is one id
  // in that list: it holds nothing back and makes no pass read more (with its xmin as the version,
  // every pass read every change since it began). Capped at `maxChanges` + 1 rows: past that, reload.
  // The two kinds are read apart, each down the changed_xid index, and joined: as one OR, the
  // planner scanned the whole change table, which a bulk publish leaves a row a listing long
  // (1 M rows: 50–110 ms on every search's catch-up, found nothing). ORDER BY keeps the first on
  // the index under a LIMIT, where a sequential scan expecting an early hit would otherwise win.
  facts: (read, _readHere, maxChanges, pageRows = FACTS_PAGE_ROWS) => ({
    async readAll(onPage) {
      const [row] = await read(sql<{ v: string }>`SELECT pg_current_snapshot()::text AS v`);
      await readFactsPages(read, false, pageRows, onPage);
      return row!.v;
    },
    async readChanges(since) {
      // The new version and the changes from one snapshot: whatever it could not see, the next pass reads.
      const rows = await read(sql<ListingFacts & { v: string; changed: number | null; live: boolean }>`
        WITH h AS (SELECT pg_current_snapshot()::text AS v),
        c AS (SELECT listing_id FROM (
                (SELECT listing_id FROM listing_facet_changes
                 WHERE changed_xid >= pg_snapshot_xmax(CAST(${since} AS pg_snapshot)) ORDER BY changed_xid LIMIT ${maxChanges + 1})
                UNION
                (SELECT listing_id FROM listing_facet_changes
                 WHERE changed_xid = ANY(ARRAY(SELECT pg_snapshot_xip(CAST(${since} AS pg_snapshot)))) ORDER BY changed_xid LIMIT ${maxChanges + 1})
              ) AS both_kinds LIMIT ${maxChanges + 1})
        SELECT h.v, c.listing_id AS changed, l.id IS NOT NULL AS live, ${factColumns('l')}
        FROM h LEFT JOIN c ON true
        ${joinLiveListing('c')}`);
      const version = rows[0]!.v;
      const changed = rows.filter((r) => r.changed !== null);
      if (changed.length > maxChanges) return 'reload';
      if (version === since && !changed.length) return undefined;
      return { version, changed: changed.map((r) => Number(r.changed)), live: changed.filter((r) => r.live) };
    },
  }),
  matchIds: (words, codes) => pgMatchIds(words, codes),
  matchIdsAmong: (words, codes, among) => pgMatchIds(words, codes, among),
  // ts_rank's default weights favour A (title) over B (brand, category), C (specs) and D (description).
  rankIds: (words, ids) =>
    sql`SELECT id, -ts_rank(document, to_tsquery('simple', ${tsExpression(words)})) AS r FROM listing_search WHERE id = ANY(${ids}::int[])`,
  // Nothing changed since the version (a snapshot) if no change has an id from its xmax on, or the
  // id of a transaction it saw in progress. max() rather than NOT EXISTS for the first: as a prepared
  // statement's generic plan, NOT EXISTS (… >= $1) is planned as a sequential scan expecting an early
  // hit, and reads every row when there is none (15 ms at 100,000 rows); max() is one step down the
  // index under any plan. The second is one step down the index per id in the list (usually none),
  // as a min() for the same reason: written as `changed_xid = ANY(…)`, a change table written by one
  // bulk publish (one xid in its statistics) made it a sequential scan of every row, 41 ms at 1 M,
  // on every cached search.
  factsUnchangedSince: (version) =>
    sql<boolean>`(coalesce((SELECT max(changed_xid) FROM listing_facet_changes) < pg_snapshot_xmax(CAST(${version} AS pg_snapshot)), true)
      AND NOT EXISTS (SELECT 1 FROM pg_snapshot_xip(CAST(${version} AS pg_snapshot)) AS x(xid)
        WHERE (SELECT min(changed_xid) FROM listing_facet_changes WHERE changed_xid >= x.xid) = x.xid))`,
};

export function pickSearchDialect(dialect: Dialect): SearchDialect {
  return dialect === 'postgres' ? POSTGRES : SQLITE;
}
