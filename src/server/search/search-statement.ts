import { sql, type RawBuilder } from 'kysely';
import { SEARCH_RADII } from '../../shared/search-options.ts';
import type { SearchDialect } from './search-dialect.ts';
import type { SearchCriteria } from './search-criteria.ts';
import type { WordMatch } from './search-vocabulary.ts';

const and = (list: RawBuilder<boolean>[]) => sql.join(list, sql` AND `);
// The smallest offered radius a listing lies within, so that one grouped pass counts every radius.
const BUCKET = sql`CASE ${sql.join(SEARCH_RADII.map((r) => sql`WHEN miles <= ${sql.lit(r)} THEN ${sql.lit(r)}`), sql` `)} END`;

const NO_NUMBER = sql`CAST(NULL AS double precision)`;

/** Rows of the search statement: kind 0 a facet group (see FacetGroup), kind 1 a result of the page, in order. */
export type StatementRow = {
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
/** With words or codes the matches are few: one statement materialises them once for both the groups and the page. */
export type Mode = 'groups+page' | 'groups' | 'page';

/** Conditions every row of a search meets, facets or not: live, text, codes, price, seller, within reach. */
function baseConditions(dialect: SearchDialect, c: SearchCriteria, words: WordMatch[]): RawBuilder<boolean>[] {
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
export function buildSearchStatement(dialect: SearchDialect, c: SearchCriteria, words: WordMatch[], mode: Mode, useFacetsIndex: boolean) {
  const ranked = c.sort === 'relevance' && words.length > 0 && mode !== 'groups';
  const filters = facetConditions(c);
  const hit = mode === 'groups+page' && filters.length ? sql`CASE WHEN ${and(filters)} THEN 1 ELSE 0 END` : sql`1`;
  const relevance = !ranked ? NO_NUMBER : mode === 'groups+page' && filters.length ? sql`CASE WHEN ${and(filters)} THEN ${dialect.rank(words)} END` : dialect.rank(words);
  const where = mode === 'page' ? [...baseConditions(dialect, c, words), ...filters] : baseConditions(dialect, c, words);
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
