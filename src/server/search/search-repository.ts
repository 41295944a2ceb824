import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { countFacets, type FacetGroup, type SearchFacets } from './search-facets.ts';
import type { SqliteReaders } from '../db/sqlite-readers.ts';
import { pickSearchDialect, type Read } from './search-dialect.ts';
import { createVocabulary, type WordMatch } from './search-vocabulary.ts';
import { buildSearchStatement, type Mode, type StatementRow } from './search-statement.ts';

import type { SearchCriteria } from './search-criteria.ts';

export type { FacetCount, SearchFacets } from './search-facets.ts';
export type { SearchCriteria } from './search-criteria.ts';

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
  /**
   * Starts what the first search would otherwise start for its visitor (the word list in memory,
   * the reader threads and their connections: ~0.7 s on SQLite), so a fresh server answers its
   * first visitor as fast as its hundredth.
   */
  warmUp(parallel: number): Promise<void>;
}

/** The plainest search: the marketplace's first page. */
const FIRST_PAGE: SearchCriteria = { terms: { words: [], codes: [] }, sort: 'newest', limit: 1, offset: 0 };

type Page = { id: number; miles: number | null }[];

/** `readers`: SQLite connections on worker threads, which then run every read of a search. */
export function createSearchRepository(db: Kysely<Database>, dialectName: Dialect, readers?: SqliteReaders): SearchRepository {
  const dialect = pickSearchDialect(dialectName);
  const readHere: Read = async (query) => (await query.execute(db)).rows;
  const read: Read = readers ? (query) => readers.read(query.compile(db)) : readHere;
  const vocabulary = createVocabulary(dialect.vocabulary(read, readHere), dialect.expandsPrefixes);
  let facetsIndex: Promise<boolean> | undefined;

  async function runStatement(c: SearchCriteria, words: WordMatch[], mode: Mode): Promise<{ groups: FacetGroup[]; page: Page }> {
    facetsIndex ??= dialect.hasFacetsIndex(read);
    const rows = await read<StatementRow>(buildSearchStatement(dialect, c, words, mode, await facetsIndex));
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
    async warmUp(parallel) {
      await vocabulary.match(['warm']);
      await Promise.all(Array.from({ length: parallel }, () => runStatement(FIRST_PAGE, [], 'page')));
    },
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
