import type { SearchCriteria } from './search-criteria.ts';
import { firstInOrder } from './first-in-order.ts';
import type { Hits } from './search-pass.ts';

export type PageEntry = { id: number; miles: number | null };

/**
 * The page of a search's hits in the criteria's order: best match (smaller rank first; `ranks` by
 * hit, when ranked), newest, price either way, nearest; ties newest first, then the higher id.
 */
export function orderPage(hits: Hits, c: SearchCriteria, ranks: Float64Array | undefined): PageEntry[] {
  if (c.offset >= hits.count) return [];
  const { ids, published, price, miles } = hits;
  const higherId = (a: number, b: number) => ids[a]! > ids[b]!;
  const newer = (a: number, b: number) => (published[a] !== published[b] ? published[a]! > published[b]! : higherId(a, b));
  const byKey =
    (key: Float64Array, then: (a: number, b: number) => boolean, sign = 1) =>
    (a: number, b: number) =>
      key[a] !== key[b] ? sign * key[a]! < sign * key[b]! : then(a, b);
  let less = newer;
  if (c.sort === 'relevance' && ranks) less = byKey(ranks, newer);
  else if (c.sort === 'price_asc') less = byKey(price, higherId);
  else if (c.sort === 'price_desc') less = byKey(price, higherId, -1);
  else if (c.sort === 'distance' && miles) less = byKey(miles, newer);
  const order = firstInOrder(hits.count, c.offset + c.limit, less).slice(c.offset);
  return order.map((hit) => ({ id: ids[hit]!, miles: miles ? miles[hit]! : null }));
}
