import { SEARCH_RADII } from '../../shared/search-options.ts';
import type { FacetGroup } from './search-facets.ts';
import type { LiveListings } from './live-listings.ts';
import type { SearchCriteria } from './search-criteria.ts';
import type { Reach } from './reach.ts';

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

function copyHits(store: LiveListings, slots: number[], milesByOutcode: Float64Array | undefined): Hits {
  const pick = (column: Int32Array | Float64Array) => Float64Array.from(slots, (slot) => column[slot]!);
  return {
    count: slots.length,
    ids: pick(store.ids),
    published: pick(store.published),
    price: pick(store.price),
    miles: milesByOutcode && Float64Array.from(slots, (slot) => milesByOutcode[store.outcode[slot]!]!),
  };
}

const NO_BUCKET: number = SEARCH_RADII.length;

// Per place searched from (reach.ts hands out the same array for the same place), until the store knows more outcodes.
const milesKept = new WeakMap<Reach, { store: LiveListings; known: number; miles: Float64Array }>();

function milesByOutcode(store: LiveListings, reach: Reach | undefined): Float64Array | undefined {
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

/** `candidates`: the ids the words and codes found; undefined for every live listing. */
export function runPass(store: LiveListings, c: SearchCriteria, candidates: number[] | undefined): Pass {
  const miles = milesByOutcode(store, c.distances);
  const brandKey = c.brand?.toLowerCase();
  const categoryOk = allowed(store.categories.values, c.categoryId === undefined ? undefined : (v) => v === c.categoryId);
  const brandOk = allowed(store.brands.values, brandKey === undefined ? undefined : (_, n) => store.brandKeys[n] === brandKey);
  const conditionOk = allowed(store.conditions.values, c.condition === undefined ? undefined : (v) => v === c.condition);
  const delivers = allowed(store.handovers.values, (v) => v === 'delivery' || v === 'both');
  const handoverOk = allowed(store.handovers.values, c.delivery === undefined ? undefined : (_, n) => (delivers[n] === 1) === c.delivery);
  const radius = miles && c.radius !== undefined ? c.radius : Infinity;
  const categoryCount = store.categories.values.length + 1;

  const groups = new Map<number, FacetGroup>();
  const hits: number[] = [];
  const visit = (slot: number) => {
    const price = store.price[slot]!;
    if (c.minPence !== undefined && price < c.minPence) return;
    if (c.maxPence !== undefined && price > c.maxPence) return;
    if (c.sellerId !== undefined && store.owner[slot] !== c.sellerId) return;
    let bucket = NO_BUCKET;
    let distance = 0;
    if (miles) {
      distance = miles[store.outcode[slot]!]!;
      if (Number.isNaN(distance)) return;
      bucket = 0;
      while (bucket < NO_BUCKET && distance > SEARCH_RADII[bucket]!) bucket++;
    }
    const category = store.category[slot]!;
    const brand = store.brand[slot]!;
    const condition = store.condition[slot]!;
    const handover = store.handover[slot]!;
    const key = (((brand * categoryCount + category) * 64 + condition) * 16 + handover) * 8 + bucket;
    const group = groups.get(key);
    if (group) group.count++;
    else {
      groups.set(key, {
        category: store.categories.values[category]!,
        brand: store.brands.values[brand]!,
        brandKey: store.brandKeys[brand]!,
        condition: store.conditions.values[condition]!,
        handover: store.handovers.values[handover]!,
        bucket: bucket === NO_BUCKET ? null : SEARCH_RADII[bucket]!,
        count: 1,
      });
    }
    if (categoryOk[category] && brandOk[brand] && conditionOk[condition] && handoverOk[handover] && distance <= radius) hits.push(slot);
  };

  if (candidates) {
    for (const id of candidates) {
      const slot = store.slotOf(id);
      if (slot !== undefined) visit(slot);
    }
  } else {
    for (let slot = 0; slot < store.size; slot++) visit(slot);
  }
  return { groups: [...groups.values()], hits: copyHits(store, hits, miles) };
}
