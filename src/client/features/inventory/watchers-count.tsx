import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { WatcherCountsSchema } from '../../../shared/schemas/watchlist.ts';
import { formatCount } from '../../../shared/money.ts';
import { apiJson } from '../../lib/api.ts';
import { cn } from '../../components/ui/cn.ts';

/**
 * GET /api/watchlist/watchers: how many people watch each of the seller's listings (a number,
 * never who). One request for the whole inventory (every card reads the same cached answer).
 */
export function useListingWatchers(): ReadonlyMap<number, number> {
  const query = useQuery({
    queryKey: ['/api/watchlist/watchers'],
    queryFn: () => apiJson('GET', '/api/watchlist/watchers', WatcherCountsSchema),
    staleTime: 60_000,
  });
  return useMemo(() => new Map((query.data?.counts ?? []).map((c) => [c.listingId, c.watchers])), [query.data]);
}

export function watchersText(watchers: number): string {
  return `${formatCount(watchers)} watching`;
}

/** "3 watching" on an inventory card or row; nothing while nobody watches. */
export function WatchersCount({ listingId, className }: { listingId: number; className?: string }) {
  const watchers = useListingWatchers().get(listingId) ?? 0;
  if (watchers === 0) return null;
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs text-fg-muted tabular-nums', className)}
      title="People watching this listing"
    >
      <Users className="h-3.5 w-3.5" aria-hidden />
      {watchersText(watchers)}
    </span>
  );
}
