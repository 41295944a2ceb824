import type { QueryClient } from '@tanstack/react-query';
import { publicListingQuery, searchResultsQuery } from '../features/marketplace/marketplace-queries.ts';
import { readSearchState, toApiQuery } from '../features/marketplace/search-state.ts';
import { readToken } from '../lib/token-storage.ts';
import { frontDoorApiQuery } from '../../shared/front-door.ts';
import { readVisitorPlace } from '../features/marketplace/visitor-place.ts';
import { matchRoute } from './route-rules.ts';

/**
 * Asks for the data of the page being opened as soon as the entry script runs, rather than once
 * the page's chunk has loaded and rendered: the request then travels while React draws the
 * frame. The page's own query finds it in flight (same key) and does not ask again, so a
 * listing's view is still counted once. Only data named by the URL alone is asked for: a listing,
 * and a search that gives its place or is made signed out (a signed-in visitor's search without
 * a place is measured from their own postcode, known only once GET /api/user has answered).
 */
export function prefetchRouteData(client: QueryClient, location: { pathname: string; search: string }): void {
  const match = matchRoute(location.pathname);
  if (match.name === 'listing') void client.prefetchQuery(publicListingQuery(match.id));
  // Signed out, `/` is the front door (decisions ruling 13): its newest listings.
  if (match.name === 'home' && !readToken()) void client.prefetchQuery(searchResultsQuery(frontDoorApiQuery(readVisitorPlace())));
  if (match.name === 'search') {
    const state = readSearchState(location.search);
    if (state.near.trim() || !readToken()) void client.prefetchQuery(searchResultsQuery(toApiQuery(state)));
  }
}
