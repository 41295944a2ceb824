import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readSearchState, updateSearch, writeSearchState, type SearchState } from './search-state.ts';

/**
 * The search state of the page at `path`, read from its URL, and the ways to change it: `hrefFor`
 * for links, `change` for controls. Every change is a new history entry, so back undoes it.
 * `base` is what changes apply to (the URL's state with any defaults filled in).
 */
export function useSearchUrl(path: string, fillDefaults: (state: SearchState) => SearchState = (s) => s) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const fromUrl = useMemo(() => readSearchState(search), [search]);
  const state = useMemo(() => fillDefaults(fromUrl), [fromUrl, fillDefaults]);
  const hrefFor = useCallback((change: Partial<SearchState>) => `${path}${writeSearchState(updateSearch(state, change))}`, [path, state]);
  const change = useCallback((next: Partial<SearchState>) => navigate(hrefFor(next)), [navigate, hrefFor]);
  return { fromUrl, state, hrefFor, change };
}
