import { Link } from 'wouter';
import type { WatchedListing } from '../../../shared/schemas/watchlist.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { WatchButton } from '../../components/watchlist/watch-button.tsx';
import { useWatchlist, useWatchlistSettings } from '../../components/watchlist/watch-queries.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const STATUS_TEXT = { live: null, sold: 'Sold out', unavailable: 'No longer available' } as const;

function WatchedRow({ item }: { item: WatchedListing }) {
  const cheaper = item.currentPrice !== null && Number(item.currentPrice) < Number(item.priceWhenWatched);
  return (
    <li className="flex items-center gap-3 border-b border-border py-3 last:border-b-0">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-md bg-surface-muted">
        {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1 space-y-0.5">
        {item.status === 'unavailable' ? (
          <p className="font-medium text-fg-muted">A listing that is no longer available</p>
        ) : (
          <Link href={`/listing/${item.listingId}`} className="block truncate font-medium text-fg hover:underline">
            {item.title}
          </Link>
        )}
        <p className="text-sm tabular-nums">
          {item.currentPrice !== null ? (
            <>
              <span className={cheaper ? 'font-semibold text-success' : undefined}>{formatListingMoney(item.currentPrice)} each</span>
              <span className="text-fg-muted"> · {formatListingMoney(item.priceWhenWatched)} when you watched</span>
            </>
          ) : (
            <span className="text-fg-muted">{formatListingMoney(item.priceWhenWatched)} when you watched</span>
          )}
        </p>
        {STATUS_TEXT[item.status] ? <p className="text-sm font-medium text-fg-muted">{STATUS_TEXT[item.status]}</p> : null}
      </div>
      <WatchButton listingId={item.listingId} size="sm" />
    </li>
  );
}

/** /watchlist: the listings the user watches, what they cost now and then, and the daily email switch. */
export function WatchlistPage() {
  useDocumentTitle('Watchlist');
  const watchlist = useWatchlist();
  const settings = useWatchlistSettings();
  const data = watchlist.data;
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Watchlist</h1>
        <p className="text-sm text-fg-muted">We tell you when a price drops, when only one is left, and when it sells or is withdrawn.</p>
      </div>
      {data ? (
        <CheckboxField
          label="Email me a daily summary of changes"
          checked={settings.isPending ? (settings.variables?.mail ?? data.mail) : data.mail}
          onCheckedChange={(mail) => settings.mutate({ mail })}
        />
      ) : null}
      <section aria-label="Watched listings" className="rounded-lg border border-border bg-surface px-4">
        {!data ? (
          <div className="space-y-3 py-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : data.items.length === 0 ? (
          <p className="py-6 text-sm text-fg-muted">
            Nothing watched yet. Press Watch on a listing in the{' '}
            <Link href="/search" className="underline underline-offset-4">
              marketplace
            </Link>{' '}
            to follow its price.
          </p>
        ) : (
          <ul>
            {data.items.map((item) => (
              <WatchedRow key={item.listingId} item={item} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
