import { SEARCH_RADII, SEARCH_SORTS, type SearchSort } from '../../../shared/search-options.ts';

/**
 * Everything a marketplace search is, as it lives in the page's URL: shareable, kept on reload,
 * walked by back and forward. Read leniently (a hand-edited URL never breaks the page: an unknown
 * value is dropped) and written canonically (defaults left out, a fixed order), so one search has
 * one URL.
 */
export type SearchState = {
  q: string;
  category: string;
  brand: string;
  condition: string;
  /** Pounds as typed ('10', '12.50'); '' = no bound. */
  minPrice: string;
  maxPrice: string;
  delivery: boolean;
  /** A UK postcode or outward code as typed; '' = none given. */
  near: string;
  /** Miles; null = any distance. */
  radius: number | null;
  /** null = the default: best match with words, newest without. */
  sort: SearchSort | null;
  page: number;
};

export const EMPTY_SEARCH: SearchState = {
  q: '',
  category: '',
  brand: '',
  condition: '',
  minPrice: '',
  maxPrice: '',
  delivery: false,
  near: '',
  radius: null,
  sort: null,
  page: 1,
};

const MAX_PAGE = 1_000_000;
const MONEY = /^\d{1,7}(?:\.\d{1,2})?$/;

const text = (params: URLSearchParams, name: string, max = 200) => (params.get(name) ?? '').trim().slice(0, max);
const money = (value: string) => (MONEY.test(value) ? value : '');

/** The state in a query string (`location.search`, with or without its '?'). */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const radius = Number(params.get('radius'));
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: text(params, 'q', 1000),
    category: text(params, 'category'),
    brand: text(params, 'brand'),
    condition: text(params, 'condition'),
    minPrice: money(text(params, 'minPrice')),
    maxPrice: money(text(params, 'maxPrice')),
    delivery: params.get('delivery') === 'true',
    near: text(params, 'near', 16),
    radius: (SEARCH_RADII as readonly number[]).includes(radius) ? radius : null,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The state as the page's query string ('' for an empty search), defaults left out. */
export function writeSearchState(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category) params.set('category', state.category);
  if (state.brand) params.set('brand', state.brand);
  if (state.condition) params.set('condition', state.condition);
  if (state.minPrice) params.set('minPrice', state.minPrice);
  if (state.maxPrice) params.set('maxPrice', state.maxPrice);
  if (state.delivery) params.set('delivery', 'true');
  if (state.near.trim()) params.set('near', state.near.trim());
  if (state.near.trim() && state.radius !== null) params.set('radius', String(state.radius));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A change to the search. Anything but the page itself starts again from page 1, and a distance
 * sort or radius without a place to measure from is dropped (the API would refuse it).
 */
export function updateSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  const next = { ...state, ...change, page: change.page ?? 1 };
  if (!next.near.trim()) {
    next.radius = null;
    if (next.sort === 'distance') next.sort = null;
  }
  return next;
}

/** The query string for GET /api/search (`extra` adds e.g. the seller of a seller page). */
export function toApiQuery(state: SearchState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(writeSearchState(state));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

/**
 * The search as it runs: a signed-in visitor who gave no place is measured from the outward code of
 * their own postcode (never the full postcode: the URL may be shared). Changes are made to this
 * state, so the place is written into the URL as soon as the visitor narrows the search.
 */
export function withDefaultNear(state: SearchState, defaultOutcode: string | null): SearchState {
  return state.near.trim() || !defaultOutcode ? state : { ...state, near: defaultOutcode };
}

/** The sort a search really runs with: best match with words, newest without. */
export function effectiveSort(state: SearchState): SearchSort {
  return state.sort ?? (state.q.trim() ? 'relevance' : 'newest');
}

/** How many filters narrow the search (a price range counts once). */
export function countFilters(state: SearchState): number {
  return [state.category, state.brand, state.condition, state.minPrice || state.maxPrice, state.delivery, state.radius !== null].filter(
    Boolean,
  ).length;
}

/** True when the visitor has narrowed the search in any way (for "Clear all"). */
export function hasFilters(state: SearchState): boolean {
  return countFilters(state) > 0;
}
