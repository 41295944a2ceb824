import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicListingPage, PublicSellerPage } from '../../../shared/schemas/public-listing.ts';
import type { SearchResponse } from '../../../shared/schemas/search.ts';
import { apiJson } from '../../lib/api.ts';

/** Marketplace data changes as sellers publish: fresh for a minute, not the app's ten. */
const MARKETPLACE_STALE_MS = 60_000;

/** GET /api/search with a query string made by toApiQuery, as the page and its early prefetch ask for it. */
export function searchResultsQuery(apiQuery: string) {
  return {
    queryKey: ['/api/search', apiQuery],
    queryFn: () => apiJson<SearchResponse>('GET', `/api/search?${apiQuery}`),
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
    queryFn: () => apiJson<PublicListingPage>('GET', `/api/public/listings/${id}`),
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
    queryFn: () => apiJson<PublicSellerPage>('GET', `/api/public/sellers/${id}${query}`),
    staleTime: MARKETPLACE_STALE_MS,
  });
}
