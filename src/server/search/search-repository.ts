import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { SEARCH_RADII, type SearchSort } from '../../shared/schemas/search.ts';
import { countFacets, type FacetGroup, type SearchFacets } from './search-facets.ts';
import type { SearchTerms } from './search-query.ts';
import type { Reach } from './reach.ts';
import type { SqliteReaders } from '../db/sqlite-readers.ts';
import { pickSearchDialect, type Read } from './search-dialect.ts';
import { createVocabulary, type WordMatch } from './search-vocabulary.ts';

export type { FacetCount, SearchFacets } from './search-facets.ts';

/** A search as the repository runs it: prices in pence, distances already resolved to outcodes. */
export type SearchCriteria = {
  terms: SearchTerms;
  categoryId?: number;
  brand?: string;
  condition?: string;
  minPence?: number;
  maxPence?: number;
  delivery?: boolean;
  /** Only this seller's listings. */
  sellerId?: number;
  /**
   * Outward codes with their miles (rounded to 0.1, as shown): every one within the largest radius
   * offered, or all of them without a radius (sorting by distance reaches everywhere). Undefined = no location given.
   */
  distances?: Reach;
  /** Miles from the searched place; needs `distances`. */
  radius?: number;
  sort: SearchSort;
  limit: number;
  offset: number;
};

export type SearchRow = {
  id: number;
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
};

export interface SearchRepository {
  search(criteria: SearchCriteria): Promise<{ rows: SearchRow[]; total: number; facets: SearchFacets }>;
}

const and = (list: RawBuilder<boolean>[]) => sql.join(list, sql` AND `);
// The smallest offered radius a listing lies within, so that one grouped pass counts every radius.
const BUCKET = sql`CASE ${sql.join(SEARCH_RADII.map((r) => sql`WHEN miles <= ${sql.lit(r)} THEN ${sql.lit(r)}`), sql` `)} END`;

const NO_NUMBER = sql`CAST(NULL AS double precision)`;

/** Rows of the search statement: kind 0 a facet group (see FacetGroup), kind 1 a result of the page, in order. */
type StatementRow = {
  kind: number | string;
  category: number | null;
  brand: string | null;
  brand_key: string | null;
  condition: string;
  handover: string | null;
  bucket: number | null;
  n: number | string;
  id: number | null;
  miles: number | null;
};
type Page = { id: number; miles: number | null }[];
/** With words or codes the matches are few: one statement materialises them once for both the groups and the page. */
type Mode = 'groups+page' | 'groups' | 'page';

/** `readers`: SQLite connections on worker threads, which then run every read of a search. */
export function createSearchRepository(db: Kysely<Database>, dialectName: Dialect, readers?: SqliteReaders): SearchRepository {
  const dialect = pickSearchDialect(dialectName);
  const read: Read = readers ? (query) => readers.read(query.compile(db)) : async (query) => (await query.execute(db)).rows;
  const vocabulary = createVocabulary(dialect.vocabulary(read), dialect.expandsPrefixes);
  let facetsIndex: Promise<boolean> | undefined;

  /** Conditions every row of a search meets, facets or not: live, text, codes, price, seller, within reach. */
  function baseConditions(c: SearchCriteria, words: WordMatch[]): RawBuilder<boolean>[] {
    const list: RawBuilder<boolean>[] = [sql`l.status = 'live'`, sql`l.quantity > 0`];
    list.push(...dialect.matchTerms(words, c.terms.codes));
    if (c.minPence !== undefined) list.push(sql`l.unit_price_pence >= ${c.minPence}`);
    if (c.maxPence !== undefined) list.push(sql`l.unit_price_pence <= ${c.maxPence}`);
    if (c.sellerId !== undefined) list.push(sql`l.owner_id = ${c.sellerId}`);
    return list;
  }

  /** The facet filters: the page's rows meet them, the groups are counted without them. */
  function facetConditions(c: SearchCriteria): RawBuilder<boolean>[] {
    const list: RawBuilder<boolean>[] = [];
    if (c.categoryId !== undefined) list.push(sql`l.category_id = ${c.categoryId}`);
    if (c.brand !== undefined) list.push(sql`lower(l.brand_info) = ${c.brand.toLowerCase()}`);
    if (c.condition !== undefined) list.push(sql`l.condition = ${c.condition}`);
    if (c.delivery === true) list.push(sql`l.handover IN ('delivery', 'both')`);
    if (c.delivery === false) list.push(sql`l.handover = 'collection'`);
    if (c.distances && c.radius !== undefined) list.push(sql`dr.d <= ${c.radius}`);
    return list;
  }

  /** Sort keys over the statement's columns, best first. */
  function orderBy(c: SearchCriteria, ranked: boolean) {
    const newest = sql`published_at DESC, id DESC`;
    switch (c.sort) {
      case 'relevance':
        return ranked ? sql`relevance ASC, ${newest}` : newest;
      case 'newest':
        return newest;
      case 'price_asc':
        return sql`price ASC, id DESC`;
      case 'price_desc':
        return sql`price DESC, id DESC`;
      case 'distance':
        return c.distances ? sql`miles ASC, ${newest}` : newest;
    }
  }

  /**
   * `base`: every row the search finds before facet filters (in 'page' mode, after them), with
   * `hit` = it meets them and its relevance, computed for hits only. Then the grouped pass (the total
   * and every facet come from it) and/or the page's ids, sorted and cut.
   */
  function statement(c: SearchCriteria, words: WordMatch[], mode: Mode, useFacetsIndex: boolean) {
    const ranked = c.sort === 'relevance' && words.length > 0 && mode !== 'groups';
    const filters = facetConditions(c);
    const hit = mode === 'groups+page' && filters.length ? sql`CASE WHEN ${and(filters)} THEN 1 ELSE 0 END` : sql`1`;
    const relevance = !ranked ? NO_NUMBER : mode === 'groups+page' && filters.length ? sql`CASE WHEN ${and(filters)} THEN ${dialect.rank(words)} END` : dialect.rank(words);
    const where = mode === 'page' ? [...baseConditions(c, words), ...filters] : baseConditions(c, words);
    const source = dialect.source(words, c.terms.codes, useFacetsIndex && mode === 'groups' && c.sellerId === undefined);
    const distances = c.distances ? sql`dr AS MATERIALIZED (${dialect.distanceRows(c.distances)}), ` : sql``;
    // Typed NULLs: PostgreSQL resolves a bare NULL in a grouped branch as text, which no UNION can match with a number.
    const groups = sql`SELECT 0 AS kind, category, brand, lower(brand) AS brand_key, condition, handover, ${c.distances ? BUCKET : sql`CAST(NULL AS integer)`} AS bucket,
        count(*) AS n, CAST(NULL AS integer) AS id, ${NO_NUMBER} AS miles, ${NO_NUMBER} AS relevance,
        CAST(NULL AS varchar(32)) AS published_at, CAST(NULL AS integer) AS price
      FROM base GROUP BY 2, 3, 4, 5, 6, 7`;
    const page = sql`SELECT * FROM (SELECT 1 AS kind, category, brand, NULL AS brand_key, condition, handover, 0 AS bucket, 0 AS n, id, miles, relevance, published_at, price
      FROM base WHERE hit = 1 ORDER BY ${orderBy(c, ranked)} LIMIT ${c.limit} OFFSET ${c.offset}) AS pg`;
    const body = mode === 'groups' ? groups : mode === 'page' ? page : sql`${groups} UNION ALL ${page}`;
    return sql<StatementRow>`WITH ${distances}base AS ${mode === 'groups+page' ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`} (
        SELECT l.id AS id, l.category_id AS category, l.brand_info AS brand, l.condition AS condition, l.handover AS handover,
               l.published_at AS published_at, l.unit_price_pence AS price, ${c.distances ? sql`dr.d` : NO_NUMBER} AS miles,
               ${hit} AS hit, ${relevance} AS relevance
        FROM ${source}${c.distances ? sql` JOIN dr ON dr.o = l.outcode` : sql``} WHERE ${and(where)})
      ${body} ORDER BY kind, ${orderBy(c, ranked)}`;
  }

  async function runStatement(c: SearchCriteria, words: WordMatch[], mode: Mode): Promise<{ groups: FacetGroup[]; page: Page }> {
    facetsIndex ??= dialect.hasFacetsIndex(read);
    const rows = await read(statement(c, words, mode, await facetsIndex));
    const groups: FacetGroup[] = [];
    const page: Page = [];
    for (const r of rows) {
      if (Number(r.kind) === 1) {
        page.push({ id: Number(r.id), miles: r.miles === null ? null : Number(r.miles) });
        continue;
      }
      groups.push({
        category: r.category === null ? null : Number(r.category),
        brand: r.brand,
        brandKey: r.brand_key,
        condition: r.condition,
        handover: r.handover,
        bucket: r.bucket === null ? null : Number(r.bucket),
        count: Number(r.n),
      });
    }
    return { groups, page };
  }

  /** The columns and first photo of the page's rows, in the page's order. */
  async function readRows(page: Page): Promise<SearchRow[]> {
    if (!page.length) return [];
    const rows = await read(sql<Omit<SearchRow, 'miles'>>`
      SELECT l.id, l.title, l.unit_price_pence, l.condition, l.quantity, l.category_id, l.brand_info, l.outcode, l.vat_mode,
             l.handover, l.delivery_price_pence, l.published_at,
             p.id AS photo_id, p.image_key AS photo_image_key, p.thumb_key AS photo_thumb_key
      FROM listings l
      LEFT JOIN photos p ON p.id = (SELECT p1.id FROM photos p1 WHERE p1.listing_id = l.id ORDER BY p1.position, p1.id LIMIT 1)
      WHERE l.id IN (${sql.join(page.map((r) => r.id))})`);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return page.flatMap(({ id, miles }) => {
      const row = byId.get(id);
      return row ? [{ ...row, id, miles, photo_id: row.photo_id === null ? null : Number(row.photo_id) }] : [];
    });
  }

  return {
    async search(c) {
      const words = await vocabulary.match(c.terms.words);
      // Without words or codes, the base is every live listing: grouped in place, and the page read
      // through the newest-first index, rather than all of it copied once.
      const hasTerms = words.length + c.terms.codes.length > 0;
      const [first, second] = hasTerms
        ? [await runStatement(c, words, 'groups+page')]
        : await Promise.all([runStatement(c, words, 'groups'), runStatement(c, words, 'page')]);
      const { total, facets } = countFacets(first.groups, {
        categoryId: c.categoryId,
        brandKey: c.brand?.toLowerCase(),
        condition: c.condition,
        delivery: c.delivery,
        radius: c.distances ? c.radius : undefined,
        near: c.distances !== undefined,
      });
      const page = (second ?? first).page;
      return { rows: await readRows(page), total, facets };
    },
  };
}
