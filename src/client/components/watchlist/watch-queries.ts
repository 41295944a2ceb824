import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WatchlistSchema, type Watchlist, type WatchlistSettings } from '../../../shared/schemas/watchlist.ts';
import { apiJson } from '../../lib/api.ts';

export const WATCHLIST_KEY = ['/api/watchlist'] as const;

/** The signed-in user's watchlist (listing pages read it to press their Watch button). */
export function useWatchlist(enabled = true) {
  return useQuery({ queryKey: WATCHLIST_KEY, queryFn: () => apiJson('GET', '/api/watchlist', WatchlistSchema), enabled });
}

/** Watch or stop watching: the answer, the watchlist as it now is, replaces the cached one. */
export function useToggleWatch(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watch: boolean): Promise<Watchlist> => apiJson(watch ? 'PUT' : 'DELETE', `/api/watchlist/${listingId}`, WatchlistSchema),
    onSuccess: (answer) => queryClient.setQueryData(WATCHLIST_KEY, answer),
  });
}

export function useWatchlistSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WatchlistSettings) => apiJson('PATCH', '/api/watchlist/settings', WatchlistSchema, settings),
    onSuccess: (answer) => queryClient.setQueryData(WATCHLIST_KEY, answer),
  });
}
