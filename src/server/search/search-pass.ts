import { SEARCH_RADII } from '../../shared/search-options.ts';
import { meetsDelivery, type FacetGroup } from './search-facets.ts';
import type { LiveListings } from './live-listings.ts';
import type { SearchCriteria } from './search-criteria.ts';
import type { Reach } from './reach.ts';
import { firstInOrder } from './first-in-order.ts';

/**
 * One pass over the listings a search found (or every live one): the conditions every result meets
 * (price, seller, within reach), then the facet groups (see FacetGroup) and the hits, the slots that
 * also meet the facet filters.
 */
export type Pass = { groups: FacetGroup[]; hits: Hits };

/**
 * The hits' ids and sort keys, copied out of the store: it may change while the search waits for
 * their ranks. `miles` is undefined without a place.
 */
export type Hits = { count: number; ids: Float64Array; published: Float64Array; price: Float64Array; miles: Float64Array | undefined };

export function copyHits(store: LiveListings, slots: Int32Array, count: number, milesByOutcode: Float64Array | undefined): Hits {
  const hits: Hits = {
    count,
    ids: new Float64Array(count),
    published: new Float64Array(count),
    price: new Float64Array(count),
    miles: milesByOutcode && new Float64Array(count),
  };
  // Loops, not Float64Array.from(slots, f): that goes through the iterator protocol, ~10× slower.
  for (let hit = 0; hit < count; hit++) {
    const slot = slots[hit]!;
    hits.ids[hit] = store.ids[slot]!;
    hits.published[hit] = store.published[slot]!;
    hits.price[hit] = store.price[slot]!;
    if (hits.miles) hits.miles[hit] = milesByOutcode![store.outcode[slot]!]!;
  }
  return hits;
}

/** Radius buckets: one per offered radius, and one for beyond them all (or no place given). */
export const NO_BUCKET: number = SEARCH_RADII.length;
export const BUCKETS = NO_BUCKET + 1;

// Per place searched from (reach.ts hands out the same array for the same place), until the store knows more outcodes.
const milesKept = new WeakMap<Reach, { store: LiveListings; known: number; miles: Float64Array }>();

export function milesByOutcode(store: LiveListings, reach: Reach | undefined): Float64Array | undefined {
  if (!reach) return undefined;
  const kept = milesKept.get(reach);
  const known = store.outcodes.values.length;
  if (kept && kept.store === store && kept.known === known) return kept.miles;
  const miles = new Float64Array(known).fill(NaN);
  for (const { o, d } of reach) {
    const n = store.outcodes.find(o);
    if (n !== undefined) miles[n] = d;
  }
  milesKept.set(reach, { store, known, miles });
  return miles;
}

/** Per value number, whether it passes a filter (all pass when the filter is not set). */
function allowed<T>(values: T[], test: ((value: T, n: number) => boolean) | undefined): Uint8Array {
  const pass = new Uint8Array(values.length);
  for (let n = 0; n < values.length; n++) pass[n] = !test || test(values[n]!, n) ? 1 : 0;
  return pass;
}

/**
 * Per combination of category, brand, condition and handover, whether it passes the facet filters;
 * undefined when no facet filter is set (every combination passes).
 */
export function combosAllowed(store: LiveListings, c: SearchCriteria): Uint8Array | undefined {
  if (c.categoryId === undefined && c.brand === undefined && c.condition === undefined && c.delivery === undefined) return undefined;
  const brandKey = c.brand?.toLowerCase();
  const categoryOk = allowed(store.categories.values, c.categoryId === undefined ? undefined : (v) => v === c.categoryId);
  const brandOk = allowed(store.brands.values, brandKey === undefined ? undefined : (_, n) => store.brandKeys[n] === brandKey);
  const conditionOk = allowed(store.conditions.values, c.condition === undefined ? undefined : (v) => v === c.condition);
  const delivery = c.delivery;
  const handoverOk = allowed(store.handovers.values, delivery === undefined ? undefined : (v) => meetsDelivery(v, delivery));
  return allowed(
    store.comboParts,
    (p) => !!(categoryOk[p.category] && brandOk[p.brand] && conditionOk[p.condition] && handoverOk[p.handover]),
  );
}

/**
 * The counts by combination and radius as facet groups, for the cells counted (`cells`). Their
 * order does not matter: countFacets sorts what it returns.
 */
export function toGroups(store: LiveListings, counts: Int32Array, cells: number[]): FacetGroup[] {
  const groups: FacetGroup[] = [];
  for (const cell of cells) {
    const bucket = cell % BUCKETS;
    const parts = store.comboParts[(cell - bucket) / BUCKETS]!;
    groups.push({
      category: store.categories.values[parts.category]!,
      brand: store.brands.values[parts.brand]!,
      brandKey: store.brandKeys[parts.brand]!,
      condition: store.conditions.values[parts.condition]!,
      handover: store.handovers.values[parts.handover]!,
      bucket: bucket === NO_BUCKET ? null : SEARCH_RADII[bucket]!,
      count: counts[cell]!,
    });
  }
  return groups;
}

/**
 * The counts by combination (there are thousands) and radius, all 0 between passes: runPass is
 * synchronous, and zeroes the cells it counted before it returns. Kept, not made per pass, so that a
 * part-number search counting a few hundred listings does not allocate and scan every cell.
 */
let cellCounts = new Int32Array(0);

/**
 * The page order of search-page-order.ts's orderPage without ranks, on the store's slots: the
 * same keys and ties, read in place.
 */
export function slotOrder(store: LiveListings, c: SearchCriteria, miles: Float64Array | undefined): (a: number, b: number) => boolean {
  const { ids, published, price, outcode } = store;
  const higherId = (a: number, b: number) => ids[a]! > ids[b]!;
  const newer = (a: number, b: number) => (published[a] !== published[b] ? published[a]! > published[b]! : higherId(a, b));
  if (c.sort === 'price_asc') return (a, b) => (price[a] !== price[b] ? price[a]! < price[b]! : higherId(a, b));
  if (c.sort === 'price_desc') return (a, b) => (price[a] !== price[b] ? price[a]! > price[b]! : higherId(a, b));
  if (c.sort === 'distance' && miles) {
    return (a, b) => {
      const da = miles[outcode[a]!]!;
      const db = miles[outcode[b]!]!;
      return da !== db ? da < db : newer(a, b);
    };
  }
  return newer;
}

/** The slots a pass keeps, reused (runPass is synchronous and copies out what it returns): 4 MB at a million listings, not allocated per search. */
let slotBuffer = new Int32Array(0);

/**
 * `candidates`: the ids the words and codes found; undefined for every live listing. `firstOnly`:
 * when the page is ordered without ranks, only the first `firstOnly` hits in the criteria's order
 * are needed: they are chosen in place and only they are copied (browsing a million listings
 * copied four arrays of a million each per search).
 */
export function runPass(store: LiveListings, c: SearchCriteria, candidates: ArrayLike<number> | undefined, firstOnly?: number): Pass {
  const miles = milesByOutcode(store, c.distances);
  const comboOk = combosAllowed(store, c);
  const radius = miles && c.radius !== undefined ? c.radius : Infinity;
  const minPence = c.minPence ?? -Infinity;
  const maxPence = c.maxPence ?? Infinity;
  const seller = c.sellerId ?? -1;
  const { price, owner, outcode, combo } = store;
  if (cellCounts.length < store.combos.values.length * BUCKETS) cellCounts = new Int32Array(store.combos.values.length * BUCKETS * 2);
  const counts = cellCounts;
  const counted: number[] = [];
  const n = candidates ? candidates.length : store.size;
  if (slotBuffer.length < n) slotBuffer = new Int32Array(Math.max(n, slotBuffer.length * 2));
  const hits = slotBuffer;
  let count = 0;
  try {
    for (let i = 0; i < n; i++) {
      const slot = candidates ? (store.slotOf(candidates[i]!) ?? -1) : i;
      if (slot < 0 || price[slot]! < minPence || price[slot]! > maxPence || (seller >= 0 && owner[slot] !== seller)) continue;
      let bucket = NO_BUCKET;
      let distance = 0;
      if (miles) {
        distance = miles[outcode[slot]!]!;
        if (Number.isNaN(distance)) continue;
        bucket = 0;
        while (bucket < NO_BUCKET && distance > SEARCH_RADII[bucket]!) bucket++;
      }
      const cell = combo[slot]! * BUCKETS + bucket;
      if (counts[cell]!++ === 0) counted.push(cell);
      if ((!comboOk || comboOk[combo[slot]!]) && distance <= radius) hits[count++] = slot;
    }
    const groups = toGroups(store, counts, counted);
    if (firstOnly !== undefined && count > firstOnly) {
      const less = slotOrder(store, c, miles);
      const first = Int32Array.from(
        firstInOrder(count, firstOnly, (a, b) => less(hits[a]!, hits[b]!)),
        (hit) => hits[hit]!,
      );
      return { groups, hits: copyHits(store, first, first.length, miles) };
    }
    return { groups, hits: copyHits(store, hits, count, miles) };
  } finally {
    for (const cell of counted) counts[cell] = 0;
  }
}
