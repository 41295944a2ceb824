import { describe, expect, it } from 'vitest';
import { LiveListings, type ListingFacts } from '../../../src/server/search/live-listings.ts';
import { runPass } from '../../../src/server/search/search-pass.ts';
import { firstInOrder } from '../../../src/server/search/first-in-order.ts';
import { orderPage } from '../../../src/server/search/search-page-order.ts';
import type { SearchCriteria } from '../../../src/server/search/search-criteria.ts';

const facts = (id: number, overrides: Partial<ListingFacts> = {}): ListingFacts => ({
  id,
  owner_id: 1,
  category_id: 1,
  brand_info: 'Schneider',
  condition: 'New',
  handover: 'collection',
  outcode: 'B1',
  unit_price_pence: 1000,
  published_at: `2026-11-0${id % 9}T10:00:00.000Z`,
  ...overrides,
});

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  terms: { words: [], codes: [] },
  sort: 'newest',
  limit: 10,
  offset: 0,
  ...overrides,
});

function storeOf(rows: ListingFacts[]): LiveListings {
  const store = new LiveListings();
  for (const row of rows) store.put(row);
  return store;
}

const ids = (store: LiveListings, c: SearchCriteria, candidates?: number[], ranks?: Float64Array) =>
  orderPage(runPass(store, c, candidates).hits, c, ranks).map((entry) => entry.id);

describe('LiveListings', () => {
  it('updates a listing in place, and moves the last into a removed slot', () => {
    const store = storeOf([facts(1), facts(2), facts(3)]);
    store.put(facts(2, { unit_price_pence: 2500 }));
    expect(store.size).toBe(3);
    store.remove(1);
    store.remove(99);
    expect(store.size).toBe(2);
    expect(store.slotOf(1)).toBeUndefined();
    const slot = store.slotOf(3)!;
    expect(store.ids[slot]).toBe(3);
    expect(store.price[store.slotOf(2)!]).toBe(2500);
    // Growing past its first capacity, ids far apart.
    for (let id = 10; id < 5000; id += 3) store.put(facts(id));
    expect(store.ids[store.slotOf(4999)!]).toBe(4999);
    expect(store.slotOf(4998)).toBeUndefined();
  });
});

describe('runPass', () => {
  const rows = [
    facts(1, { unit_price_pence: 500 }),
    facts(2, { brand_info: 'WAVIN', condition: 'Good', handover: 'both', outcode: 'B2' }),
    facts(3, { category_id: 2, brand_info: null, outcode: 'M1', owner_id: 2 }),
    facts(4, { outcode: 'ZZ9' }),
  ];

  it('keeps the conditions every result meets, and groups what it keeps by facet value', () => {
    const store = storeOf(rows);
    const c = criteria({
      minPence: 600,
      distances: [
        { o: 'B1', d: 0 },
        { o: 'B2', d: 1.2 },
        { o: 'M1', d: 72.5 },
      ],
    });
    const { groups, hits } = runPass(store, c, undefined);
    // 1 is too cheap, 4 out of reach.
    expect([...hits.ids].sort()).toEqual([2, 3]);
    expect(groups).toEqual(
      expect.arrayContaining([
        { category: 1, brand: 'WAVIN', brandKey: 'wavin', condition: 'Good', handover: 'both', bucket: 5, count: 1 },
        { category: 2, brand: null, brandKey: null, condition: 'New', handover: 'collection', bucket: 100, count: 1 },
      ]),
    );
    expect(groups).toHaveLength(2);
    expect([...hits.miles!].sort()).toEqual([1.2, 72.5]);
  });

  it('counts a listing that fails a facet filter in the groups, but not among the hits', () => {
    const store = storeOf(rows);
    const c = criteria({
      brand: 'wavin',
      delivery: true,
      distances: [
        { o: 'B2', d: 1.2 },
        { o: 'B1', d: 0 },
      ],
      radius: 5,
    });
    const { groups, hits } = runPass(store, c, undefined);
    expect([...hits.ids]).toEqual([2]);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(2);
  });

  it('keeps collection only for delivery=false, as the delivery facet counts it (no handover is neither)', () => {
    const store = storeOf([...rows, facts(5, { handover: null }), facts(6, { handover: 'delivery' })]);
    expect([...runPass(store, criteria({ delivery: false }), undefined).hits.ids].sort()).toEqual([1, 3, 4]);
    expect([...runPass(store, criteria({ delivery: true }), undefined).hits.ids].sort()).toEqual([2, 6]);
  });

  it('counts each pass afresh: groups of one pass never carry into the next, on any store', () => {
    const small = storeOf(rows);
    const large = storeOf(
      Array.from({ length: 300 }, (_, i) => facts(i + 1, { brand_info: `Brand ${i % 40}`, condition: i % 2 ? 'New' : 'Good' })),
    );
    const total = (store: LiveListings, candidates?: number[]) =>
      runPass(store, criteria(), candidates).groups.reduce((n, g) => n + g.count, 0);
    for (let round = 0; round < 3; round++) {
      expect(total(large)).toBe(300);
      expect(total(small)).toBe(4);
      expect(total(large, [5, 6, 7])).toBe(3);
      expect(runPass(small, criteria({ brand: 'wavin' }), [2, 3]).groups).toHaveLength(2);
    }
  });

  it('looks at the candidates only, and skips ids that are not live', () => {
    const store = storeOf(rows);
    expect([...runPass(store, criteria({ sellerId: 1 }), [3, 2, 77]).hits.ids]).toEqual([2]);
  });
});

describe('orderPage', () => {
  const rows = [
    facts(1, { unit_price_pence: 300, published_at: '2026-11-01T00:00:00.000Z' }),
    facts(2, { unit_price_pence: 100, published_at: '2026-11-03T00:00:00.000Z' }),
    facts(3, { unit_price_pence: 300, published_at: '2026-11-03T00:00:00.000Z' }),
    facts(4, { unit_price_pence: 200, published_at: null }),
  ];

  it('sorts newest, by price both ways (ties: higher id), and pages', () => {
    const store = storeOf(rows);
    expect(ids(store, criteria())).toEqual([3, 2, 1, 4]);
    expect(ids(store, criteria({ sort: 'price_asc' }))).toEqual([2, 4, 3, 1]);
    expect(ids(store, criteria({ sort: 'price_desc' }))).toEqual([3, 1, 4, 2]);
    expect(ids(store, criteria({ sort: 'price_desc', offset: 1, limit: 2 }))).toEqual([1, 4]);
    expect(ids(store, criteria({ offset: 4 }))).toEqual([]);
  });

  it('sorts by rank, then newest; by distance when a place is given', () => {
    const store = storeOf(rows);
    const c = criteria({ sort: 'relevance' });
    const pass = runPass(store, c, [1, 2, 3, 4]);
    const ranks = Float64Array.from(pass.hits.ids, (id) => (id === 1 ? -9 : -1));
    expect(orderPage(pass.hits, c, ranks).map((e) => e.id)).toEqual([1, 3, 2, 4]);
    const near = criteria({ sort: 'distance', distances: [{ o: 'B1', d: 3 }] });
    expect(orderPage(runPass(store, near, undefined).hits, near, undefined)).toEqual([
      { id: 3, miles: 3 },
      { id: 2, miles: 3 },
      { id: 1, miles: 3 },
      { id: 4, miles: 3 },
    ]);
  });
});

describe('firstInOrder', () => {
  it('gives the first k as a full sort would', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const n of [0, 1, 5, 100, 1000]) {
      const keys = Array.from({ length: n }, () => Math.floor(random() * 50));
      const less = (a: number, b: number) => (keys[a] !== keys[b] ? keys[a]! < keys[b]! : a > b);
      const sorted = keys.map((_, i) => i).sort((a, b) => (less(a, b) ? -1 : 1));
      for (const k of [0, 1, 10, n, n + 5]) expect(firstInOrder(n, k, less)).toEqual(sorted.slice(0, k));
    }
  });
});

describe('runPass choosing only the page (issue 28: browsing without copying every hit)', () => {
  // 300 listings over 4 outcodes, prices and dates repeating so that every order has ties.
  const rows = Array.from({ length: 300 }, (_, i) =>
    facts(i + 1, {
      outcode: ['B1', 'B2', 'M1', 'LS1'][i % 4]!,
      unit_price_pence: 500 + ((i * 37) % 11) * 100,
      published_at: `2026-11-${String(1 + (i % 7)).padStart(2, '0')}T10:00:00.000Z`,
      condition: i % 3 ? 'New' : 'Good',
    }),
  );
  const store = storeOf(rows);
  const distances = [
    { o: 'B1', d: 0.5 },
    { o: 'B2', d: 2 },
    { o: 'M1', d: 80 },
  ];
  const cases: Partial<SearchCriteria>[] = [
    { sort: 'newest' },
    { sort: 'price_asc', offset: 40 },
    { sort: 'price_desc', condition: 'New' },
    { sort: 'distance', distances },
    { sort: 'distance', distances, offset: 20, limit: 20 },
    { sort: 'relevance', distances, radius: 5 },
  ];
  it.each(cases)('gives the same page and counts as ordering every hit: %o', (overrides) => {
    const c = criteria(overrides);
    const whole = runPass(store, c, undefined);
    const firstOnly = runPass(store, c, undefined, c.offset + c.limit);
    expect(firstOnly.hits.count).toBe(Math.min(whole.hits.count, c.offset + c.limit));
    expect(orderPage(firstOnly.hits, c, undefined)).toEqual(orderPage(whole.hits, c, undefined));
    expect(firstOnly.groups).toEqual(whole.groups);
  });
});
