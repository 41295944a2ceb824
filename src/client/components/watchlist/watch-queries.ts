import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WatchlistSchema, type Watchlist, type WatchlistSettings } from '../../../shared/schemas/watchlist.ts';
import { apiJson, apiRequest } from '../../lib/api.ts';

export const WATCHLIST_KEY = ['/api/watchlist'] as const;

/** The signed-in user's watchlist (listing pages read it to press their Watch button). */
export function useWatchlist(enabled = true) {
  return useQuery({ queryKey: WATCHLIST_KEY, queryFn: () => apiJson('GET', '/api/watchlist', WatchlistSchema), enabled });
}

/** Watch or stop watching: the answer (or a re-read) replaces the cached watchlist. */
export function useToggleWatch(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (watch: boolean): Promise<Watchlist | null> => {
      if (watch) return apiJson('PUT', `/api/watchlist/${listingId}`, WatchlistSchema);
      await apiRequest('DELETE', `/api/watchlist/${listingId}`);
      return null;
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(WATCHLIST_KEY, answer);
      else void queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY });
    },
  });
}

export function useWatchlistSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WatchlistSettings) => apiJson('PATCH', '/api/watchlist/settings', WatchlistSchema, settings),
    onSuccess: (answer) => queryClient.setQueryData(WATCHLIST_KEY, answer),
  });
}
