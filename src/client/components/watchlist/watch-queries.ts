import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Watchlist, WatchlistSettings } from '../../../shared/schemas/watchlist.ts';
import { apiJson } from '../../lib/api.ts';

// A loader, not an import: the watch button is on the listing page (a public page, first-load
// budget); zod loads with the first watchlist call (docs/client.md, 'What parsing costs').
const loadWatchlistSchema = () => import('../../../shared/schemas/watchlist.ts').then((m) => m.WatchlistSchema);

export const WATCHLIST_KEY = ['/api/watchlist'] as const;

/** The signed-in user's watchlist (listing pages read it to press their Watch button). */
export function useWatchlist(enabled = true) {
  return useQuery({ queryKey: WATCHLIST_KEY, queryFn: () => apiJson('GET', '/api/watchlist', loadWatchlistSchema), enabled });
}

/** Watch or stop watching: the answer, the watchlist as it now is, replaces the cached one. */
export function useToggleWatch(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watch: boolean): Promise<Watchlist> =>
      apiJson(watch ? 'PUT' : 'DELETE', `/api/watchlist/${listingId}`, loadWatchlistSchema),
    onSuccess: (answer) => queryClient.setQueryData(WATCHLIST_KEY, answer),
  });
}

export function useWatchlistSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WatchlistSettings) => apiJson('PATCH', '/api/watchlist/settings', loadWatchlistSchema, settings),
    onSuccess: (answer) => queryClient.setQueryData(WATCHLIST_KEY, answer),
  });
}
