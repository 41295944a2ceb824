import { describe, expect, it } from 'vitest';
import { countFacets, type FacetGroup } from '../../../src/server/search/search-facets.ts';

const group = (overrides: Partial<FacetGroup>): FacetGroup => ({
  category: 1,
  brand: 'Schneider',
  brandKey: 'schneider',
  condition: 'New',
  handover: 'collection',
  bucket: null,
  count: 1,
  ...overrides,
});

const GROUPS: FacetGroup[] = [
  group({ count: 3, bucket: 5 }),
  group({ condition: 'Good', handover: 'both', bucket: 10, count: 2 }),
  group({ category: 2, brand: 'Wavin', brandKey: 'wavin', handover: 'delivery', bucket: 100, count: 4 }),
  group({ category: null, brand: null, brandKey: null, bucket: null, count: 1 }),
];

describe('countFacets', () => {
  it('counts the total with every filter, and each facet with all but its own', () => {
    const { total, facets } = countFacets(GROUPS, { condition: 'New', brandKey: 'schneider', near: false });
    expect(total).toBe(3);
    expect(facets.condition).toEqual([
      { value: 'New', count: 3 },
      { value: 'Good', count: 2 },
    ]);
    expect(facets.brand).toEqual([
      { value: 'Wavin', count: 4 },
      { value: 'Schneider', count: 3 },
    ]);
    expect(facets.category).toEqual([{ value: 1, count: 3 }]);
    expect(facets.delivery).toEqual([{ value: 'true', count: 0 }]);
    expect(facets.distance).toEqual([]);
  });

  it('counts each radius, every other filter applied, and the delivery filter both ways', () => {
    const { total, facets } = countFacets(GROUPS, { radius: 10, delivery: true, near: true });
    expect(total).toBe(2);
    expect(facets.distance.map((f) => f.count)).toEqual([0, 2, 2, 2, 6]);
    expect(facets.delivery).toEqual([{ value: 'true', count: 2 }]);
    expect(countFacets(GROUPS, { delivery: false, near: true }).total).toBe(4);
  });
});
