import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { USER_LISTINGS_QUERY_KEY } from '../../lib/query-keys.ts';

/** The single-item query; the default query function GETs the key joined with '/'. */
export function listingQueryKey(id: number | string) {
  return ['/api/listings', String(id)] as const;
}

export function useUserListings(enabled: boolean) {
  return useQuery<Listing[]>({ queryKey: USER_LISTINGS_QUERY_KEY, enabled });
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
