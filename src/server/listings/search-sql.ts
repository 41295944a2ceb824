import { sql, type RawBuilder } from 'kysely';
import { FIRST_PHOTO_ID, liveSql } from './listing-rules.ts';

/**
 * The SQL search runs over the listings table, here so that listings stays its one owner: search
 * keeps its own index tables (fed by the listing triggers) and splices these statements and
 * fragments into its reads. The row types are search's (`Row`); the SQL is unchanged from when
 * search wrote it itself.
 */
const FACT_COLUMNS = [
  'id',
  'owner_id',
  'category_id',
  'brand_info',
  'condition',
  'handover',
  'outcode',
  'unit_price_pence',
  'published_at',
];

/** The columns of a listing's facts (what a search filters and sorts on), under `alias` when given. */
export const factColumns = (alias?: string) => sql.raw(FACT_COLUMNS.map((c) => (alias ? `${alias}.${c}` : c)).join(', '));

/**
 * One page of live listings' facts: the first `limit` with an id above `afterId`, by id, from the
 * covering index of live listings by id (migration 032; on SQLite ~10× less to read than the table).
 */
export const liveFactsPageSql = <Row>(afterId: number, limit: number, sqlite: boolean): RawBuilder<Row> =>
  sql<Row>`SELECT ${factColumns()} FROM listings${sql.raw(sqlite ? ' INDEXED BY listings_live_facts_by_id_idx' : '')}
    WHERE ${liveSql()} AND id > ${afterId} ORDER BY id LIMIT ${limit}`;

/** Joins `l`, the listing of change row `change` (its `listing_id`), when it is live (all `l.` columns null when it is not). */
export const joinLiveListing = (change: string) =>
  sql`LEFT JOIN listings l ON l.id = ${sql.ref(`${change}.listing_id`)} AND ${liveSql('l')}`;

/**
 * The columns, first photo and seller's name of the listings `ids` (any order). With `unchanged` (a boolean SQL
 * expression), the rows come only while it is true, and each carries it as `current`.
 */
export function searchRowsSql<Row>(ids: number[], unchanged?: RawBuilder<boolean>): RawBuilder<Row> {
  const list = sql.join(ids);
  return sql<Row>`
      SELECT ${unchanged ? sql`s.current, ` : sql``}l.id, l.owner_id, l.title, l.unit_price_pence, l.condition, l.quantity, l.category_id, l.brand_info, l.outcode, l.vat_mode,
             l.handover, l.delivery_price_pence, l.published_at,
             p.id AS photo_id, p.image_key AS photo_image_key, p.thumb_key AS photo_thumb_key,
             u.first_name AS seller_first_name, u.last_name AS seller_last_name, u.business_name AS seller_business_name,
             u.account_type AS seller_account_type
      FROM ${unchanged ? sql`(SELECT ${unchanged} AS current) s LEFT JOIN listings l ON s.current AND l.id IN (${list})` : sql`listings l`}
      LEFT JOIN photos p ON p.id = ${FIRST_PHOTO_ID}
      LEFT JOIN users u ON u.id = l.owner_id
      ${unchanged ? sql`` : sql`WHERE l.id IN (${list})`}`;
}
