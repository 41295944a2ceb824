import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { countFacets, facetFiltersOf, type SearchFacets } from './search-facets.ts';
import type { CompiledReader } from '../db/compiled-reader.ts';
import { pickSearchDialect, type Read } from './search-dialect.ts';
import { createVocabulary, type WordMatch } from './search-vocabulary.ts';
import { keepLiveListings } from './search-facts.ts';
import type { LiveListings } from './live-listings.ts';
import { searchRowsSql } from '../listings/search-sql.ts';
import { createMatchCache } from './search-matches.ts';
import { VersionedCache } from './versioned-cache.ts';
import type { Reach } from './reach.ts';
import { runPass } from './search-pass.ts';
import { keptFacets } from './kept-facet-counts.ts';
import { indexedPageHits } from './indexed-page.ts';
import { prepareSearchIndexes } from './search-indexes.ts';
import { SEARCH_RADII } from '../../shared/search-options.ts';
import { orderPage, type PageEntry } from './search-page-order.ts';
import type { SearchCriteria } from './search-criteria.ts';

export type { FacetCount, SearchFacets } from './search-facets.ts';
export type { SearchCriteria } from './search-criteria.ts';

export type SearchRow = {
  id: number;
  owner_id: number;
  title: string;
  unit_price_pence: number;
  condition: string;
  quantity: number;
  category_id: number | null;
  brand_info: string | null;
  outcode: string | null;
  vat_mode: 'plus_vat' | 'not_registered' | 'margin' | null;
  handover: 'collection' | 'delivery' | 'both' | null;
  delivery_price_pence: number | null;
  published_at: string | null;
  miles: number | null;
  photo_id: number | null;
  photo_image_key: string | null;
  photo_thumb_key: string | null;
  /** The seller's name parts (search cards name the seller), from the same read as the row. */
  seller_first_name: string | null;
  seller_last_name: string | null;
  seller_business_name: string | null;
  seller_account_type: 'individual' | 'business' | null;
};

export interface SearchRepository {
  search(criteria: SearchCriteria): Promise<{ rows: SearchRow[]; total: number; facets: SearchFacets }>;
  /**
   * Starts what the first search would otherwise start for its visitor (the live listings and the
   * word list in memory, the reader threads and their connections), so a fresh server answers its
   * first visitor as fast as its hundredth.
   */
  warmUp(parallel: number): Promise<void>;
}

/**
 * A page row as the search returns it, field by field: copying the read row with a spread and
 * adding fields cost ~2 µs a row (the added fields change the object's shape one by one).
 */
function toSearchRow(row: Omit<SearchRow, 'miles'>, id: number, miles: number | null): SearchRow {
  return {
    id,
    owner_id: Number(row.owner_id),
    title: row.title,
    unit_price_pence: row.unit_price_pence,
    condition: row.condition,
    quantity: row.quantity,
    category_id: row.category_id,
    brand_info: row.brand_info,
    outcode: row.outcode,
    vat_mode: row.vat_mode,
    handover: row.handover,
    delivery_price_pence: row.delivery_price_pence,
    published_at: row.published_at,
    miles,
    photo_id: row.photo_id === null ? null : Number(row.photo_id),
    photo_image_key: row.photo_image_key,
    photo_thumb_key: row.photo_thumb_key,
    seller_first_name: row.seller_first_name,
    seller_last_name: row.seller_last_name,
    seller_business_name: row.seller_business_name,
    seller_account_type: row.seller_account_type,
  };
}

/** Distinct word-and-code searches whose matches and ranks are kept. */
const CACHED_TERMS = 64;
/** Distinct passes kept (search-pass.ts): one per search's words, filters and place, at one version of the facts. */
const CACHED_PASSES = 128;
/** Passes with more hits than this are not kept: their copies would cost more memory than they save time (4 arrays of 8 bytes a hit). */
const MAX_CACHED_HITS = 10_000;
/** After a catch-up has found a change, searches catch up first for this long (see search()). */
const CATCH_UP_FIRST_MS = 1000;

/**
 * Searches: the database finds the words and codes (and ranks what passes), the server's copy of
 * every live listing's facts does the rest (search-pass.ts): filters, distance, facet counts, order.
 * `readers` then run the searches' reads: SQLite connections on worker threads, or PostgreSQL's
 * prepared statements.
 */
/** Changed listings one catch-up reads at most (SEARCH_CATCH_UP_MAX_CHANGES); past it, the facts are read again whole. */
export const DEFAULT_CATCH_UP_MAX_CHANGES = 2000;

export function createSearchRepository(
  db: Kysely<Database>,
  dialectName: Dialect,
  readers?: CompiledReader,
  maxCatchUpChanges = DEFAULT_CATCH_UP_MAX_CHANGES,
): SearchRepository {
  const dialect = pickSearchDialect(dialectName);
  const readHere: Read = async (query) => (await query.execute(db)).rows;
  const read: Read = readers ? (query) => readers.read(query.compile(db)) : readHere;
  const vocabulary = createVocabulary(dialect.vocabulary(read, readHere), dialect.expandsPrefixes);
  const live = keepLiveListings(dialect.facts(read, readHere, maxCatchUpChanges), prepareSearchIndexes);
  // What the words and codes found, and the hits' ranks, for the searches of the same words: a
  // visitor refining by facets or turning pages, a popular search; brought forward as listings change.
  const matches = createMatchCache(read, dialect, live.changedBetween, CACHED_TERMS);
  // A pass over the same matches with the same filters and place at the same version of the facts
  // gives the same facet counts and hits: a popular search, a visitor turning pages or re-sorting.
  // Keyed by the version, so it answers exactly what a pass would (search-pass.ts); a place is
  // known by its Reach (reach.ts hands out one array per place).
  const passes = new VersionedCache<ReturnType<typeof runPass>>(CACHED_PASSES);
  const placeIds = new WeakMap<Reach, number>();
  const placeId = (reach: Reach | undefined) => {
    if (!reach) return 0;
    let id = placeIds.get(reach);
    if (id === undefined) placeIds.set(reach, (id = ++placeCount));
    return id;
  };
  let placeCount = 0;
  // When a catch-up last found a change (PostgreSQL's checked searches, below).
  let changeSeenAt = 0;

  /**
   * The columns and first photo of the page's rows, in the page's order. With `factsVersion` (the
   * version of the facts the page was chosen from), the same statement checks that no listing's facts
   * have changed since, and answers 'stale' if they have.
   */
  async function readRows(page: PageEntry[], factsVersion?: string): Promise<SearchRow[] | 'stale'> {
    const unchanged = factsVersion === undefined ? undefined : dialect.factsUnchangedSince?.(factsVersion);
    if (!page.length) {
      if (!unchanged) return [];
      const [check] = await read(sql<{ current: boolean }>`SELECT ${unchanged} AS current`);
      return check?.current ? [] : 'stale';
    }
    const rows = await read(
      searchRowsSql<Omit<SearchRow, 'miles'> & { current?: boolean }>(
        page.map((r) => r.id),
        unchanged,
      ),
    );
    if (unchanged && !rows[0]?.current) return 'stale';
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const ordered: SearchRow[] = [];
    for (const { id, miles } of page) {
      const row = byId.get(id);
      if (row) ordered.push(toSearchRow(row, id, miles));
    }
    return ordered;
  }

  /**
   * A search on `store`'s facts; with `factsVersion` (the engine version those facts reflect when
   * called), the rows' read also checks that they are still current, and undefined means they were
   * not (or a catch-up changed them while this search waited): search again on facts brought up to date.
   */
  async function searchOn(store: LiveListings, words: WordMatch[], c: SearchCriteria, factsVersion?: string) {
    const version = store.version;
    const matched = words.length + c.terms.codes.length > 0 ? await matches.matched(version, words, c.terms.codes) : undefined;
    if (factsVersion !== undefined && store.version !== version) return undefined;
    const candidates = matched?.ids;
    const filters = facetFiltersOf(c);
    if (!candidates && (c.radius === undefined || SEARCH_RADII.some((r) => r === c.radius))) {
      // Without words or codes the hits are every live listing that meets the filters: counts kept
      // as listings change, and the page read from an order kept likewise (kept-facet-counts.ts,
      // indexed-page.ts), not a pass over them all. The total equals the hits when the radius is one
      // the buckets know.
      const { total, facets } = keptFacets(store, c, filters);
      const hits = indexedPageHits(store, c, Math.min(c.offset + c.limit, total), total);
      const rows = await readRows(orderPage(hits, c, undefined), factsVersion);
      return rows === 'stale' ? undefined : { rows, total, facets };
    }
    // Ranked pages need every hit's rank (read after this pass); other orders need only the page's hits.
    const ranked = c.sort === 'relevance' && words.length > 0;
    const firstOnly = ranked ? undefined : c.offset + c.limit;
    const passKey = JSON.stringify([
      words,
      c.terms.codes,
      placeId(c.distances),
      c.radius,
      c.minPence,
      c.maxPence,
      c.sellerId,
      c.categoryId,
      c.brand,
      c.condition,
      c.delivery,
      firstOnly === undefined ? null : [c.sort, firstOnly],
    ]);
    let pass = passes.get(version, passKey);
    if (!pass || store.version !== version) {
      pass = runPass(store, c, candidates, firstOnly);
      // Only a pass whose matches and facts are of one version (no catch-up while the matches were read).
      if (store.version === version && pass.hits.count <= MAX_CACHED_HITS) passes.set(version, passKey, pass);
    }
    const { total, facets } = countFacets(pass.groups, filters);
    let ranks: Float64Array | undefined;
    const { hits } = pass;
    if (ranked && matched && hits.count > c.offset) {
      const known = matched.ranks;
      const missing: number[] = [];
      for (let hit = 0; hit < hits.count; hit++) if (!known.has(hits.ids[hit]!)) missing.push(hits.ids[hit]!);
      if (missing.length) for (const r of await read(dialect.rankIds(words, missing))) known.set(Number(r.id), Number(r.r));
      ranks = new Float64Array(hits.count);
      for (let hit = 0; hit < hits.count; hit++) ranks[hit] = known.get(hits.ids[hit]!) ?? Infinity;
    }
    const rows = await readRows(orderPage(hits, c, ranks), factsVersion);
    return rows === 'stale' ? undefined : { rows, total, facets };
  }

  return {
    async warmUp(parallel) {
      await Promise.all([vocabulary.match(['warm']), live.current()]);
      await Promise.all(Array.from({ length: parallel }, () => read(dialect.matchIds([], ['WARM']))));
    },
    async search(c) {
      if (dialect.factsUnchangedSince) {
        // Where a catch-up is a round trip (PostgreSQL), first search the facts as they are, checking
        // in the rows' own read that nothing has changed since; only if something has, catch up and
        // search again. While listings are changing that second search is the rule, so for a while
        // after a change was found the catch-up comes first again.
        const words = await vocabulary.match(c.terms.words);
        const known = Date.now() - changeSeenAt > CATCH_UP_FIRST_MS ? live.known() : undefined;
        const answer = known && (await searchOn(known.store, words, c, known.version));
        if (answer) return answer;
        const before = live.known()?.store.version;
        const store = await live.current();
        if (store.version !== before) changeSeenAt = Date.now();
        return (await searchOn(store, words, c))!;
      }
      const [words, store] = await Promise.all([vocabulary.match(c.terms.words), live.current()]);
      return (await searchOn(store, words, c))!;
    },
  };
}
