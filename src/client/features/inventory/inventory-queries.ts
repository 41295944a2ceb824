import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListingListSchema, ListingSchema, type Listing } from '../../../shared/schemas/listings.ts';
import { apiJson } from '../../lib/api.ts';
import { USER_LISTINGS_QUERY_KEY } from '../../lib/query-keys.ts';

export function listingQueryKey(id: number | string) {
  return ['/api/listings', String(id)] as const;
}

/** GET /api/listings/:id: one of the seller's own items. */
export function useListing(id: string, enabled: boolean) {
  return useQuery({
    queryKey: listingQueryKey(id),
    queryFn: () => apiJson('GET', `/api/listings/${id}`, ListingSchema),
    enabled,
    staleTime: 0,
  });
}

export function useUserListings(enabled: boolean) {
  return useQuery({ queryKey: USER_LISTINGS_QUERY_KEY, queryFn: () => apiJson('GET', '/api/user-listings', ListingListSchema), enabled });
}

/** Decisions §11: after a change, refresh the data in place instead of reloading the page. */
export function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return useCallback(
    async (removedIds?: ReadonlySet<number>) => {
      if (removedIds && removedIds.size > 0) {
        // Drop them at once so the page doesn't show deleted items while the refetch runs.
        queryClient.setQueryData<Listing[]>(USER_LISTINGS_QUERY_KEY, (old) => old?.filter((l) => !removedIds.has(l.id)));
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_LISTINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/listings'] }),
      ]);
    },
    [queryClient],
  );
}
