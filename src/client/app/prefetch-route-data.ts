import type { QueryClient } from '@tanstack/react-query';
import { publicListingQuery } from '../features/marketplace/marketplace-queries.ts';
import { matchRoute } from './route-rules.ts';

/**
 * Asks for the data of the page being opened as soon as the entry script runs, rather than once
 * the page's chunk has loaded and rendered: the request then travels while React draws the
 * frame. The page's own query finds it in flight (same key) and does not ask again, so a
 * listing's view is still counted once. Only a listing page's data can be named from its URL
 * alone (a search's default depends on the signed-in user's postcode).
 */
export function prefetchRouteData(client: QueryClient, path: string): void {
  const match = matchRoute(path);
  if (match.name === 'listing') void client.prefetchQuery(publicListingQuery(match.id));
}
