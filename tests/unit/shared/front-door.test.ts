import { describe, expect, it } from 'vitest';
import { categoryLinks, frontDoorApiQuery, FRONT_DOOR_LISTINGS } from '../../../src/shared/front-door.ts';

describe('frontDoorApiQuery', () => {
  it('asks for the newest listings, or the nearest first once the visitor has given a place', () => {
    expect(frontDoorApiQuery(null)).toBe(`sort=newest&pageSize=${FRONT_DOOR_LISTINGS}`);
    expect(frontDoorApiQuery('B1')).toBe(`near=B1&sort=distance&pageSize=${FRONT_DOOR_LISTINGS}`);
  });
});

describe('categoryLinks', () => {
  it('keeps the categories with something live, in the table order, each a link to its search', () => {
    const facet = [
      { value: 'Cables & Wiring', count: 3 },
      { value: 'Lighting', count: 0 },
      { value: 'Electrical Components', count: 12 },
      { value: 'Not a category', count: 5 },
    ];
    expect(categoryLinks(facet)).toEqual([
      { name: 'Electrical Components', count: 12, href: '/search?category=Electrical+Components' },
      { name: 'Cables & Wiring', count: 3, href: '/search?category=Cables+%26+Wiring' },
    ]);
  });

  it('is empty when nothing is live', () => {
    expect(categoryLinks([])).toEqual([]);
  });
});
