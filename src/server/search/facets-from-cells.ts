import { SEARCH_RADII } from '../../shared/search-options.ts';
import type { LiveListings } from './live-listings.ts';
import { meetsDelivery, type FacetCount, type FacetFilters, type SearchFacets } from './search-facets.ts';
import { BUCKETS, NO_BUCKET } from './search-pass.ts';

const FACET_LIMIT = 30;

/** Per value number, whether it passes the filter (every value when the filter is not set). */
function passing<T>(values: T[], test: ((value: T, n: number) => boolean) | undefined): Uint8Array {
  const pass = new Uint8Array(values.length);
  for (let n = 0; n < values.length; n++) pass[n] = !test || test(values[n]!, n) ? 1 : 0;
  return pass;
}

/** countBy's list: values with a count (nulls left out), most first, then by value; at most FACET_LIMIT. */
function listed<T extends string | number | null>(values: T[], counts: Float64Array): FacetCount[] {
  const list: FacetCount[] = [];
  for (let n = 0; n < values.length; n++) {
    const value = values[n]!;
    if (counts[n]! > 0 && value !== null) list.push({ value, count: counts[n]! });
  }
  return list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)).slice(0, FACET_LIMIT);
}

/**
 * search-facets.ts's countFacets, read straight from counts by cell (combination × radius bucket,
 * search-pass.ts) instead of from a group object per cell: the same total and facets, each facet
 * counted with every filter but its own. A few thousand cells, a few array reads each.
 */
export function facetsFromCells(store: LiveListings, counts: Int32Array, f: FacetFilters): { total: number; facets: SearchFacets } {
  const categoryOk = passing(store.categories.values, f.categoryId === undefined ? undefined : (v) => v === f.categoryId);
  const brandOk = passing(store.brands.values, f.brandKey === undefined ? undefined : (_, n) => store.brandKeys[n] === f.brandKey);
  const conditionOk = passing(store.conditions.values, f.condition === undefined ? undefined : (v) => v === f.condition);
  const delivery = f.delivery;
  const handoverOk = passing(store.handovers.values, delivery === undefined ? undefined : (v) => meetsDelivery(v, delivery));
  const delivers = passing(store.handovers.values, (v) => meetsDelivery(v, true));
  const bucketOk = new Uint8Array(BUCKETS);
  for (let b = 0; b < BUCKETS; b++) bucketOk[b] = f.radius === undefined || (b !== NO_BUCKET && SEARCH_RADII[b]! <= f.radius) ? 1 : 0;

  const byCategory = new Float64Array(store.categories.values.length);
  const byBrand = new Float64Array(store.brands.values.length);
  const byCondition = new Float64Array(store.conditions.values.length);
  const byBucket = new Float64Array(BUCKETS);
  let total = 0;
  let delivering = 0;
  const end = store.combos.values.length * BUCKETS;
  for (let cell = 0; cell < end; cell++) {
    const count = counts[cell]!;
    if (count === 0) continue;
    const bucket = cell % BUCKETS;
    const parts = store.comboParts[(cell - bucket) / BUCKETS]!;
    const misses =
      (categoryOk[parts.category] ? 0 : 1) +
      (brandOk[parts.brand] ? 0 : 1) +
      (conditionOk[parts.condition] ? 0 : 1) +
      (handoverOk[parts.handover] ? 0 : 1) +
      (bucketOk[bucket] ? 0 : 1);
    // A facet counts the cells that fail no filter but (at most) its own.
    if (misses > 1) continue;
    if (misses === 0) total += count;
    if (misses === 0 || !categoryOk[parts.category]) byCategory[parts.category]! += count;
    if (misses === 0 || !brandOk[parts.brand]) byBrand[parts.brand]! += count;
    if (misses === 0 || !conditionOk[parts.condition]) byCondition[parts.condition]! += count;
    if ((misses === 0 || !handoverOk[parts.handover]) && delivers[parts.handover]) delivering += count;
    if (misses === 0 || !bucketOk[bucket]) byBucket[bucket]! += count;
  }
  let within = 0;
  const distance: FacetCount[] = [];
  for (let b = 0; b < NO_BUCKET; b++) distance.push({ value: String(SEARCH_RADII[b]), count: (within += byBucket[b]!) });
  return {
    total,
    facets: {
      category: listed(store.categories.values, byCategory),
      brand: listed(store.brands.values, byBrand),
      condition: listed(store.conditions.values, byCondition),
      delivery: [{ value: 'true', count: delivering }],
      distance: f.near ? distance : [],
    },
  };
}
