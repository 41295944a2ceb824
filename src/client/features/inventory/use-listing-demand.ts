import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ListingDemandSchema } from '../../../shared/schemas/wanted.ts';
import { apiJson } from '../../lib/api.ts';

/**
 * GET /api/listings/demand: for each private item, how many other users' wanted items it matches
 * ("3 buyers are looking for this"). Loaded beside the inventory, never holding it up.
 */
export function useListingDemand(enabled: boolean): ReadonlyMap<number, number> {
  const query = useQuery({
    queryKey: ['/api/listings/demand'],
    queryFn: () => apiJson('GET', '/api/listings/demand', ListingDemandSchema),
    enabled,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Map((query.data?.demand ?? []).map((d) => [d.listingId, d.buyers])), [query.data]);
}
