import type { LiveListings } from './live-listings.ts';
import type { Reach } from './reach.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { firstInOrder } from './first-in-order.ts';
import { combosAllowed, copyHits, milesByOutcode, runPass, slotOrder, type Hits } from './search-pass.ts';
import type { IdOrder } from './sorted-ids.ts';
import { idOrder, outcodeMembers } from './search-indexes.ts';

/** A place's outward codes nearest first (a copy per place; reach.ts hands out the same array for the same place). */
const nearestKept = new WeakMap<Reach, Reach>();

function nearestFirst(reach: Reach): Reach {
  let nearest = nearestKept.get(reach);
  if (!nearest) nearestKept.set(reach, (nearest = [...reach].sort((a, b) => a.d - b.d)));
  return nearest;
}

/** Whether a slot meets every condition of the search but distance: price, seller, facet filters. */
function meetsFilters(store: LiveListings, c: SearchCriteria): (slot: number) => boolean {
  const comboOk = combosAllowed(store, c);
  const minPence = c.minPence ?? -Infinity;
  const maxPence = c.maxPence ?? Infinity;
  const seller = c.sellerId ?? -1;
  const { price, owner, combo } = store;
  return (slot) =>
    price[slot]! >= minPence &&
    price[slot]! <= maxPence &&
    (seller < 0 || owner[slot] === seller) &&
    (!comboOk || comboOk[combo[slot]!] === 1);
}

/**
 * Nearest first: the outcodes in order of miles, each read whole (its listings tie on distance and
 * are ordered newest first among all of that distance), stopping at the first distance after the
 * page is full.
 */
function nearestHits(store: LiveListings, c: SearchCriteria, miles: Float64Array, want: number): Hits {
  const members = outcodeMembers(store);
  const meets = meetsFilters(store, c);
  const radius = c.radius ?? Infinity;
  const nearest = nearestFirst(c.distances!);
  const found: number[] = [];
  for (let i = 0; i < nearest.length && found.length < want;) {
    const distance = nearest[i]!.d;
    if (distance > radius) break;
    for (; i < nearest.length && nearest[i]!.d === distance; i++) {
      const outcode = store.outcodes.find(nearest[i]!.o);
      if (outcode === undefined) continue;
      for (let id = members.first(outcode); id >= 0; id = members.after(id)) {
        const slot = store.slotOf(id)!;
        if (meets(slot)) found.push(slot);
      }
    }
  }
  return selected(store, c, miles, found, want);
}

/**
 * Newest or by price: the store's ids in that order, read from the start until the page is full.
 * Dearest first reads the cheapest-first order backwards, where equal prices come lower id first:
 * it reads on to the end of the last price taken, and the page's order is then chosen among those.
 */
function orderedHits(store: LiveListings, c: SearchCriteria, miles: Float64Array | undefined, want: number): Hits {
  const order: IdOrder = c.sort === 'price_asc' || c.sort === 'price_desc' ? 'price' : 'newest';
  const sorted = idOrder(store, order);
  const backwards = c.sort === 'price_desc';
  const meets = meetsFilters(store, c);
  const radius = miles && c.radius !== undefined ? c.radius : Infinity;
  const { outcode, price } = store;
  const found: number[] = [];
  let lastPrice = NaN;
  const blocks = sorted.blocks.length;
  for (let step = 0; step < blocks; step++) {
    const b = backwards ? blocks - 1 - step : step;
    const block = sorted.blocks[b]!;
    const length = sorted.lengths[b]!;
    for (let i = 0; i < length; i++) {
      const slot = store.slotOf(block[backwards ? length - 1 - i : i]!)!;
      if (found.length >= want && !(backwards && price[slot] === lastPrice)) return selected(store, c, miles, found, want);
      if (!meets(slot)) continue;
      if (miles) {
        const distance = miles[outcode[slot]!]!;
        if (Number.isNaN(distance) || distance > radius) continue;
      }
      found.push(slot);
      lastPrice = price[slot]!;
    }
  }
  return selected(store, c, miles, found, want);
}

/** The first `want` of `found` (slots) in the criteria's order, as hits. */
function selected(store: LiveListings, c: SearchCriteria, miles: Float64Array | undefined, found: number[], want: number): Hits {
  const less = slotOrder(store, c, miles);
  const first = Int32Array.from(
    firstInOrder(found.length, want, (a, b) => less(found[a]!, found[b]!)),
    (hit) => found[hit]!,
  );
  return copyHits(store, first, first.length, miles);
}

/**
 * The first `want` hits, in the criteria's order, of a search without words or codes that has
 * `total` hits in all (from the kept counts): read from an order kept in step with the store,
 * instead of a pass over every live listing. Where the hits are so few or the page so deep that
 * the read would cover most listings anyway, it is the pass (runPass) after all.
 */
export function indexedPageHits(store: LiveListings, c: SearchCriteria, want: number, total: number): Hits {
  const miles = milesByOutcode(store, c.distances);
  if (want <= 0) return copyHits(store, new Int32Array(0), 0, miles);
  // Expected listings read before the page is full, were the hits spread evenly.
  if ((want / Math.max(total, 1)) * store.size > store.size / 2) return runPass(store, c, undefined, want).hits;
  if (c.sort === 'distance' && miles) return nearestHits(store, c, miles, want);
  return orderedHits(store, c, miles, want);
}
