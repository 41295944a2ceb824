import { describe, expect, it } from 'vitest';
import { SEARCH_RADII, SEARCH_SORTS } from '../../../src/shared/search-options.ts';
import { LiveListings, type ListingFacts } from '../../../src/server/search/live-listings.ts';
import { runPass } from '../../../src/server/search/search-pass.ts';
import { orderPage } from '../../../src/server/search/search-page-order.ts';
import { countFacets, facetFiltersOf } from '../../../src/server/search/search-facets.ts';
import { keptFacets } from '../../../src/server/search/kept-facet-counts.ts';
import { indexedPageHits } from '../../../src/server/search/indexed-page.ts';
import { SortedIds, type IdOrder } from '../../../src/server/search/sorted-ids.ts';
import { listOutcodesInReach, type Reach } from '../../../src/server/search/reach.ts';
import { lookupOutcode } from '../../../src/server/search/outcodes.ts';
import type { SearchCriteria } from '../../../src/server/search/search-criteria.ts';

/** A seeded random source (Park–Miller), so that a failure can be run again. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const int = (below: number) => Math.floor(next() * below);
  const one = <T>(values: readonly T[]): T => values[int(values.length)]!;
  const maybe = <T>(chance: number, value: () => T): T | undefined => (next() < chance ? value() : undefined);
  return { next, int, one, maybe };
}
type Random = ReturnType<typeof randomFrom>;

// Few values each, so that every order has ties and every facet several groups. ZZ9 is no outcode.
const OUTCODES = ['B1', 'B2', 'B3', 'B15', 'M1', 'M2', 'LS1', 'G1', 'EH1', 'CF10', 'NE1', 'SW1A', 'AB10', 'ZZ9', null];
const BRANDS = ['Schneider', 'WAVIN', 'Wavin', 'Hager', 'ABB', 'Grundfos', null];
const CONDITIONS = ['New', 'Like New', 'Good', 'Fair'];
const HANDOVERS = ['collection', 'delivery', 'both', null];
const DATES = ['2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z', '2026-11-02T11:30:00.000Z', '2026-10-20T08:00:00.000Z', null];

const randomFacts = (r: Random, id: number): ListingFacts => ({
  id,
  owner_id: 1 + r.int(5),
  category_id: r.one([1, 2, 3, 7, null]),
  brand_info: r.one(BRANDS),
  condition: r.one(CONDITIONS),
  handover: r.one(HANDOVERS),
  outcode: r.one(OUTCODES),
  unit_price_pence: 100 * (1 + r.int(12)),
  published_at: r.one(DATES),
});

/** Places searched from: real ones (every outcode, or within 100 miles as with a radius), and one with many outcodes at the same distance. */
const ALL_FROM_B1 = listOutcodesInReach(lookupOutcode('B1')!, undefined);
const WITHIN_100_OF_M1 = listOutcodesInReach(lookupOutcode('M1')!, 100);
const TIED: Reach = [
  { o: 'B1', d: 0 },
  { o: 'B2', d: 1.5 },
  { o: 'B3', d: 1.5 },
  { o: 'B15', d: 1.5 },
  { o: 'M1', d: 70 },
  { o: 'LS1', d: 100 },
  { o: 'G1', d: 250 },
];

function randomCriteria(r: Random): SearchCriteria {
  const distances = r.maybe(0.6, () => r.one([ALL_FROM_B1, WITHIN_100_OF_M1, TIED]));
  const sorts = SEARCH_SORTS.filter((s) => distances || s !== 'distance');
  return {
    terms: { words: [], codes: [] },
    categoryId: r.maybe(0.25, () => r.one([1, 2, 7])),
    brand: r.maybe(0.2, () => r.one(['wavin', 'Hager', 'ABB', 'Nobody'])),
    condition: r.maybe(0.25, () => r.one(CONDITIONS)),
    minPence: r.maybe(0.15, () => 100 * r.int(8)),
    maxPence: r.maybe(0.15, () => 100 * (4 + r.int(10))),
    delivery: r.maybe(0.25, () => r.next() < 0.5),
    sellerId: r.maybe(0.1, () => 1 + r.int(6)),
    distances,
    radius: distances && distances !== ALL_FROM_B1 ? r.maybe(0.6, () => r.one(SEARCH_RADII)) : undefined,
    sort: r.one(sorts),
    limit: 1 + r.int(30),
    offset: r.one([0, 0, 0, 20, 40, 200, 5000]),
  };
}

/** The straightforward answer: one pass over every live listing, every hit ordered. */
function fullPass(store: LiveListings, c: SearchCriteria) {
  const pass = runPass(store, c, undefined);
  return { ...countFacets(pass.groups, facetFiltersOf(c)), page: orderPage(pass.hits, c, undefined) };
}

/** What the repository does without words: kept counts, then the page from the kept orders. */
function fastPath(store: LiveListings, c: SearchCriteria) {
  const { total, facets } = keptFacets(store, c, facetFiltersOf(c));
  const hits = indexedPageHits(store, c, Math.min(c.offset + c.limit, total), total);
  return { total, facets, page: orderPage(hits, c, undefined) };
}

/** Some listings changed, some withdrawn, some new: as a catch-up applies them. */
function churn(store: LiveListings, r: Random, nextId: { value: number }, changes: number): void {
  for (let i = 0; i < changes; i++) {
    const roll = r.next();
    if (roll < 0.3) store.remove(1 + r.int(nextId.value));
    else if (roll < 0.8) store.put(randomFacts(r, 1 + r.int(nextId.value)));
    else store.put(randomFacts(r, nextId.value++));
  }
}

describe('searches without words from kept counts and orders (issue 28: a million listings)', () => {
  it.each([1, 2, 3, 4, 5, 6])('answers exactly as a full pass on a random catalogue, while it changes (seed %i)', (seed) => {
    const r = randomFrom(seed * 7919);
    const store = new LiveListings();
    const nextId = { value: 1 };
    for (let i = 0; i < 1500 + r.int(1500); i++) store.put(randomFacts(r, nextId.value++));
    for (let round = 0; round < 40; round++) {
      for (let s = 0; s < 8; s++) {
        const c = randomCriteria(r);
        expect(fastPath(store, c), JSON.stringify({ round, c: { ...c, distances: c.distances?.length } })).toEqual(fullPass(store, c));
      }
      churn(store, r, nextId, r.one([0, 1, 5, 40, 300]));
    }
  });

  it('counts afresh when more changes have happened than the log holds', () => {
    const r = randomFrom(99);
    const store = new LiveListings();
    const nextId = { value: 1 };
    for (let i = 0; i < 400; i++) store.put(randomFacts(r, nextId.value++));
    const c: SearchCriteria = { terms: { words: [], codes: [] }, distances: TIED, sort: 'distance', limit: 20, offset: 0 };
    expect(fastPath(store, c)).toEqual(fullPass(store, c));
    churn(store, r, nextId, 70_000);
    expect(fastPath(store, c)).toEqual(fullPass(store, c));
  });
});

describe('SortedIds', () => {
  it.each<IdOrder>(['newest', 'price'])('keeps every live id in %s order through inserts, changes and removals', (order) => {
    const r = randomFrom(order.length);
    const store = new LiveListings();
    const nextId = { value: 1 };
    for (let i = 0; i < 3000; i++) store.put(randomFacts(r, nextId.value++));
    const sorted = store.indexed(order, (s) => new SortedIds(s, order));
    // Enough new listings to split blocks, and enough removals to empty some.
    churn(store, r, nextId, 6000);
    for (let i = 1; i < 800; i++) store.remove(i);
    const key = (id: number) => {
      const slot = store.slotOf(id)!;
      return order === 'newest' ? -store.published[slot]! : store.price[slot]!;
    };
    const expected = [...store.ids.subarray(0, store.size)].sort((a, b) => (key(a) !== key(b) ? (key(a) < key(b) ? -1 : 1) : b - a));
    const held = sorted.blocks.flatMap((block, b) => [...block.subarray(0, sorted.lengths[b])]);
    expect(held).toEqual(expected);
  });
});
