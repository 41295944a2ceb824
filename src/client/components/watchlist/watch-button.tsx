import { Eye, EyeOff } from 'lucide-react';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { useToggleWatch, useWatchlist } from './watch-queries.ts';

/** "Watch": pressed while the listing is on the user's watchlist (aria-pressed); hear of price drops, the last one, a sale. */
export function WatchButton({ listingId, size = 'md' }: { listingId: number; size?: 'sm' | 'md' }) {
  const watchlist = useWatchlist();
  const toggle = useToggleWatch(listingId);
  const watching = watchlist.data?.items.some((item) => item.listingId === listingId) ?? false;
  // The name stays "Watch" (a toggle button's state is aria-pressed); the look and icon show it.
  const Icon = watching ? EyeOff : Eye;
  return (
    <Button
      variant="secondary"
      size={size}
      aria-pressed={watching}
      className={watching ? 'border-fg bg-surface-muted' : undefined}
      disabled={toggle.isPending || watchlist.isPending}
      onClick={() =>
        toggle.mutate(!watching, {
          onError: (error) =>
            toast({
              title: 'That did not go through',
              description: getApiErrorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      <Icon className="h-4 w-4" aria-hidden />
      Watch
    </Button>
  );
}
