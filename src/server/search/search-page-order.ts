import type { SearchCriteria } from './search-criteria.ts';
import type { Hits } from './search-pass.ts';

export type PageEntry = { id: number; miles: number | null };

/** `less(a, b)`: a comes before b. Returns the first `k` of 0 … n-1 in order: a heap of k, not a sort of n. */
export function firstInOrder(n: number, k: number, less: (a: number, b: number) => boolean): number[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  // The heap's root is the last of the k kept so far.
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) return;
      const child = left + 1 < heap.length && less(heap[left]!, heap[left + 1]!) ? left + 1 : left;
      if (!less(heap[i]!, heap[child]!)) return;
      [heap[i], heap[child]] = [heap[child]!, heap[i]!];
      i = child;
    }
  };
  for (let x = 0; x < n; x++) {
    if (heap.length < k) {
      heap.push(x);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!less(heap[parent]!, heap[i]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (less(x, heap[0]!)) {
      heap[0] = x;
      down(0);
    }
  }
  return heap.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
}

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
