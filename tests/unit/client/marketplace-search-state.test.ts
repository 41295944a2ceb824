import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  countFilters,
  effectiveSort,
  hasFilters,
  readSearchState,
  toApiQuery,
  updateSearch,
  withDefaultNear,
  writeSearchState,
} from '../../../src/client/features/marketplace/search-state.ts';
import { toWantedBody } from '../../../src/client/features/marketplace/wanted-from-search.ts';

describe('marketplace search state in the URL', () => {
  it('reads every part of a search and writes it back as the same URL', () => {
    const url =
      '?q=schneider+contactor&category=Electrical+Components&brand=Schneider&condition=New&minPrice=10&maxPrice=250.5&delivery=true&near=B1+1AA&radius=25&sort=price_asc&page=3';
    const state = readSearchState(url);
    expect(state).toEqual({
      q: 'schneider contactor',
      category: 'Electrical Components',
      brand: 'Schneider',
      condition: 'New',
      minPrice: '10',
      maxPrice: '250.5',
      delivery: true,
      near: 'B1 1AA',
      radius: 25,
      sort: 'price_asc',
      page: 3,
    });
    expect(writeSearchState(state)).toBe(url);
  });

  it('drops what a hand-edited URL gets wrong instead of breaking the page', () => {
    const state = readSearchState('radius=7&sort=cheapest&page=-2&minPrice=abc&maxPrice=1e9&delivery=yes');
    expect(state).toEqual(EMPTY_SEARCH);
  });

  it('leaves defaults out: an empty search is the bare path', () => {
    expect(writeSearchState(EMPTY_SEARCH)).toBe('');
    expect(writeSearchState({ ...EMPTY_SEARCH, q: '  ', page: 1 })).toBe('');
  });

  it('never writes a radius without a place to measure from', () => {
    expect(writeSearchState({ ...EMPTY_SEARCH, radius: 10 })).toBe('');
  });

  it('starts again from page 1 on any change but the page', () => {
    const onPage4 = { ...EMPTY_SEARCH, q: 'valve', page: 4 };
    expect(updateSearch(onPage4, { condition: 'Good' }).page).toBe(1);
    expect(updateSearch(onPage4, { page: 5 }).page).toBe(5);
  });

  it('drops a distance sort and radius when the place is cleared', () => {
    const near = { ...EMPTY_SEARCH, near: 'B1', radius: 10, sort: 'distance' as const };
    expect(updateSearch(near, { near: '' })).toMatchObject({ near: '', radius: null, sort: null });
    expect(updateSearch(near, { q: 'x' })).toMatchObject({ near: 'B1', radius: 10, sort: 'distance' });
  });

  it('measures from a signed-in visitor’s own outward code until they give a place', () => {
    expect(withDefaultNear(EMPTY_SEARCH, 'M1').near).toBe('M1');
    expect(withDefaultNear({ ...EMPTY_SEARCH, near: 'B2' }, 'M1').near).toBe('B2');
    expect(withDefaultNear(EMPTY_SEARCH, null).near).toBe('');
  });

  it('builds the API query, with extras such as the seller', () => {
    const query = new URLSearchParams(toApiQuery({ ...EMPTY_SEARCH, q: '100-C09', near: 'B1', radius: 5 }, { seller: '7' }));
    expect(Object.fromEntries(query)).toEqual({ q: '100-C09', near: 'B1', radius: '5', seller: '7' });
  });

  it('sorts by best match with words and by newest without', () => {
    expect(effectiveSort({ ...EMPTY_SEARCH, q: 'breaker' })).toBe('relevance');
    expect(effectiveSort(EMPTY_SEARCH)).toBe('newest');
    expect(effectiveSort({ ...EMPTY_SEARCH, sort: 'price_desc' })).toBe('price_desc');
  });

  it('knows when the visitor has narrowed the search', () => {
    expect(hasFilters({ ...EMPTY_SEARCH, q: 'x', near: 'B1' })).toBe(false);
    expect(hasFilters({ ...EMPTY_SEARCH, delivery: true })).toBe(true);
    expect(hasFilters({ ...EMPTY_SEARCH, near: 'B1', radius: 5 })).toBe(true);
  });
});

describe('countFilters', () => {
  it('counts each filter once, a price range as one', () => {
    expect(countFilters(EMPTY_SEARCH)).toBe(0);
    expect(countFilters({ ...EMPTY_SEARCH, minPrice: '5', maxPrice: '50', brand: 'Hager', q: 'x' })).toBe(2);
  });
});

describe('toWantedBody', () => {
  it('turns a search into a wanted item: words, category id, brand, top price and place', () => {
    const state = {
      ...EMPTY_SEARCH,
      q: ' rcbo 32a ',
      category: 'Electrical Components',
      brand: 'Hager',
      maxPrice: '25',
      minPrice: '5',
      near: 'B1',
      radius: 10,
    };
    expect(toWantedBody(state)).toEqual({
      words: 'rcbo 32a',
      categoryId: 1,
      brand: 'Hager',
      ratings: [],
      maxPrice: 25,
      near: 'B1',
      radius: 10,
      alertMode: 'instant',
    });
    expect(toWantedBody({ ...EMPTY_SEARCH, q: 'valve', radius: 10 })).toMatchObject({
      near: null,
      radius: null,
      categoryId: null,
      maxPrice: null,
    });
  });
});
