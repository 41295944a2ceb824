import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api.ts';

/** Marketplace data changes as sellers publish: fresh for a minute, not the app's ten. */
const MARKETPLACE_STALE_MS = 60_000;

// Loaders, not imports: the early prefetch puts this file in the entry chunk, and zod is not
// there (see lib/api-answer.ts); each schema loads while its request travels.
const loadSearchSchema = () => import('../../../shared/schemas/search-answers.ts').then((m) => m.SearchResponseSchema);
const loadListingPageSchema = () => import('../../../shared/schemas/public-listing-answers.ts').then((m) => m.PublicListingPageSchema);
const loadSellerPageSchema = () => import('../../../shared/schemas/public-listing-answers.ts').then((m) => m.PublicSellerPageSchema);

/** GET /api/search with a query string made by toApiQuery, as the page and its early prefetch ask for it. */
export function searchResultsQuery(apiQuery: string) {
  return {
    queryKey: ['/api/search', apiQuery],
    queryFn: () => apiJson('GET', `/api/search?${apiQuery}`, loadSearchSchema),
    staleTime: MARKETPLACE_STALE_MS,
  };
}

/** The search's results; the last page stays up while the next loads. */
export function useSearchResults(apiQuery: string) {
  return useQuery({ ...searchResultsQuery(apiQuery), placeholderData: keepPreviousData });
}

/** GET /api/public/listings/:id (counts the visitor's view), as the page and its early prefetch ask for it. */
export function publicListingQuery(id: number) {
  return {
    queryKey: ['/api/public/listings', id],
    queryFn: () => apiJson('GET', `/api/public/listings/${id}`, loadListingPageSchema),
    staleTime: MARKETPLACE_STALE_MS,
  };
}

export function usePublicListing(id: number) {
  return useQuery(publicListingQuery(id));
}

/** GET /api/public/sellers/:id: the seller's summary and newest live listings. */
export function usePublicSeller(id: number, pageSize?: number) {
  const query = pageSize ? `?pageSize=${pageSize}` : '';
  return useQuery({
    queryKey: ['/api/public/sellers', id, pageSize ?? null],
    queryFn: () => apiJson('GET', `/api/public/sellers/${id}${query}`, loadSellerPageSchema),
    staleTime: MARKETPLACE_STALE_MS,
  });
}
