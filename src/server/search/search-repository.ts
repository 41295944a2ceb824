import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { SEARCH_RADII, type SearchSort } from '../../shared/schemas/search.ts';
import { allowedTypos, pickCorrections, type SearchTerms } from './search-query.ts';
import { pickSearchDialect, type WordMatch } from './search-dialect.ts';

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
  distances?: { o: string; d: number }[];
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

export type FacetCount = { value: string | number; count: number };
export type SearchFacets = Record<'category' | 'brand' | 'condition' | 'delivery' | 'distance', FacetCount[]>;

export interface SearchRepository {
  search(criteria: SearchCriteria): Promise<{ rows: SearchRow[]; total: number; facets: SearchFacets }>;
}

type FacetName = 'category' | 'brand' | 'condition' | 'delivery' | 'distance';
type GroupedFacet = 'category' | 'brand' | 'condition';
const FACET_COLUMN = { category: sql.ref('l.category_id'), brand: sql.ref('l.brand_info'), condition: sql.ref('l.condition') };
const FACET_LIMIT = 30;
const DELIVERS = sql<boolean>`l.handover IN ('delivery', 'both')`;
const LARGEST_RADIUS = Math.max(...SEARCH_RADII);

export function createSearchRepository(db: Kysely<Database>, dialectName: Dialect): SearchRepository {
  const dialect = pickSearchDialect(dialectName);

  async function correctWords(words: string[]): Promise<WordMatch[]> {
    return Promise.all(
      words.map(async (word) => {
        const typos = allowedTypos(word);
        if (typos === 0) return { word, corrections: [] };
        const vocabulary = await dialect.listVocabulary(db, word, word.length - typos, word.length + typos);
        return { word, corrections: pickCorrections(word, vocabulary).slice(0, 20) };
      }),
    );
  }

  /** Every condition of the search, but the named facet's own filter. */
  function conditions(c: SearchCriteria, except?: FacetName): RawBuilder<boolean>[] {
    const list: RawBuilder<boolean>[] = [sql`l.status = 'live'`, sql`l.quantity > 0`];
    for (const code of c.terms.codes) list.push(dialect.matchCode(code));
    if (c.categoryId !== undefined && except !== 'category') list.push(sql`l.category_id = ${c.categoryId}`);
    if (c.brand !== undefined && except !== 'brand') list.push(sql`lower(l.brand_info) = ${c.brand.toLowerCase()}`);
    if (c.condition !== undefined && except !== 'condition') list.push(sql`l.condition = ${c.condition}`);
    if (c.minPence !== undefined) list.push(sql`l.unit_price_pence >= ${c.minPence}`);
    if (c.maxPence !== undefined) list.push(sql`l.unit_price_pence <= ${c.maxPence}`);
    if (c.delivery === true && except !== 'delivery') list.push(DELIVERS);
    if (c.delivery === false && except !== 'delivery') list.push(sql`l.handover = 'collection'`);
    if (c.sellerId !== undefined) list.push(sql`l.owner_id = ${c.sellerId}`);
    if (c.distances && c.radius !== undefined && except !== 'distance') list.push(sql`dr.d <= ${c.radius}`);
    return list;
  }

  function from(c: SearchCriteria, words: WordMatch[]) {
    const text = words.length ? sql` JOIN ${dialect.matchWords(words)} ON m.id = l.id` : sql``;
    const near = c.distances ? sql` JOIN ${dialect.distanceRows(JSON.stringify(c.distances))} ON dr.o = l.outcode` : sql``;
    return sql`listings l${text}${near}`;
  }

  function orderBy(c: SearchCriteria, words: WordMatch[]) {
    const newest = sql`l.published_at DESC, l.id DESC`;
    switch (c.sort) {
      case 'relevance':
        return words.length ? sql`m.rank ASC, ${newest}` : newest;
      case 'newest':
        return newest;
      case 'price_asc':
        return sql`l.unit_price_pence ASC, l.id DESC`;
      case 'price_desc':
        return sql`l.unit_price_pence DESC, l.id DESC`;
      case 'distance':
        return c.distances ? sql`dr.d ASC, ${newest}` : newest;
    }
  }

  async function countFacet(c: SearchCriteria, words: WordMatch[], facet: GroupedFacet): Promise<FacetCount[]> {
    const column = FACET_COLUMN[facet];
    const { rows } = await sql<{ value: string | number; count: number | string }>`
      SELECT ${column} AS value, count(*) AS count FROM ${from(c, words)}
      WHERE ${sql.join(conditions(c, facet), sql` AND `)} AND ${column} IS NOT NULL
      GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT ${FACET_LIMIT}`.execute(db);
    return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
  }

  async function countDelivery(c: SearchCriteria, words: WordMatch[]): Promise<FacetCount[]> {
    const { rows } = await sql<{ count: number | string }>`
      SELECT count(*) AS count FROM ${from(c, words)} WHERE ${sql.join([...conditions(c, 'delivery'), DELIVERS], sql` AND `)}`.execute(db);
    return [{ value: 'true', count: Number(rows[0]?.count ?? 0) }];
  }

  /** One pass over the rows within the largest radius, counting each radius at once. */
  async function countDistances(c: SearchCriteria, words: WordMatch[]): Promise<FacetCount[]> {
    if (!c.distances) return [];
    const buckets = SEARCH_RADII.map((r) => sql`sum(CASE WHEN dr.d <= ${r} THEN 1 ELSE 0 END) AS ${sql.ref(`r${r}`)}`);
    const { rows } = await sql<Record<string, number | string | null>>`
      SELECT ${sql.join(buckets)} FROM ${from(c, words)}
      WHERE ${sql.join([...conditions(c, 'distance'), sql`dr.d <= ${LARGEST_RADIUS}`], sql` AND `)}`.execute(db);
    return SEARCH_RADII.map((r) => ({ value: String(r), count: Number(rows[0]?.[`r${r}`] ?? 0) }));
  }

  return {
    async search(c) {
      const words = await correctWords(c.terms.words);
      const where = sql.join(conditions(c), sql` AND `);
      const miles = c.distances ? sql`dr.d` : sql`NULL`;
      const [page, total, category, brand, condition, delivery, distance] = await Promise.all([
        sql<SearchRow>`
          SELECT l.id, l.title, l.unit_price_pence, l.condition, l.quantity, l.category_id, l.brand_info, l.outcode, l.vat_mode,
                 l.handover, l.delivery_price_pence, l.published_at, ${miles} AS miles,
                 p.id AS photo_id, p.image_key AS photo_image_key, p.thumb_key AS photo_thumb_key
          FROM ${from(c, words)}
          LEFT JOIN photos p ON p.id = (SELECT p1.id FROM photos p1 WHERE p1.listing_id = l.id ORDER BY p1.position, p1.id LIMIT 1)
          WHERE ${where} ORDER BY ${orderBy(c, words)} LIMIT ${c.limit} OFFSET ${c.offset}`.execute(db),
        sql<{ total: number | string }>`SELECT count(*) AS total FROM ${from(c, words)} WHERE ${where}`.execute(db),
        countFacet(c, words, 'category'),
        countFacet(c, words, 'brand'),
        countFacet(c, words, 'condition'),
        countDelivery(c, words),
        countDistances(c, words),
      ]);
      const rows = page.rows.map((r) => ({ ...r, id: Number(r.id), miles: r.miles === null ? null : Number(r.miles), photo_id: r.photo_id === null ? null : Number(r.photo_id) }));
      return { rows, total: Number(total.rows[0]?.total ?? 0), facets: { category, brand, condition, delivery, distance } };
    },
  };
}
