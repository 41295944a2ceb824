import { formatPence } from '../../shared/money.ts';
import { WATCHLIST_MESSAGES, type WatchedListing, type WatcherCounts, type Watchlist } from '../../shared/schemas/watchlist.ts';
import { forbidden } from '../deals/deal-errors.ts';
import { notFound } from '../http/http-errors.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import type { WatchlistRepository } from './watchlist.repository.ts';

type Row = Awaited<ReturnType<WatchlistRepository['listWatchedBy']>>[number];

/** A private (withdrawn) listing shows nothing but its id: watching it leaks none of its data. */
function toWatched(row: Row): WatchedListing {
  const base = { listingId: row.listing_id, priceWhenWatched: formatPence(row.price_pence), watchedAt: row.created_at };
  if (row.status !== 'live') {
    return { ...base, status: 'unavailable', title: null, thumbnailUrl: null, currentPrice: null, quantity: null };
  }
  return {
    ...base,
    status: row.quantity > 0 ? 'live' : 'sold',
    title: row.title,
    thumbnailUrl: row.photo_id !== null && row.thumb_key ? publicPhotoUrl(row.photo_id, row.thumb_key) : null,
    currentPrice: formatPence(row.unit_price_pence),
    quantity: row.quantity,
  };
}

/** PUT /api/watchlist/:listingId: a live listing of someone else's; watching it again changes nothing. */
export async function watchListing(repo: WatchlistRepository, userId: number, listingId: number, now: Date): Promise<Watchlist> {
  const listing = await repo.findWatchable(listingId);
  if (!listing) throw notFound(WATCHLIST_MESSAGES.listingNotFound);
  if (listing.owner_id === userId) throw forbidden(WATCHLIST_MESSAGES.ownListing);
  await repo.watch(userId, listingId, listing.unit_price_pence, now.toISOString());
  return readWatchlist(repo, userId);
}

export async function readWatchlist(repo: WatchlistRepository, userId: number): Promise<Watchlist> {
  const [rows, mail] = await Promise.all([repo.listWatchedBy(userId), repo.readMail(userId)]);
  return { items: rows.map(toWatched), mail };
}

export async function readWatcherCounts(repo: WatchlistRepository, ownerId: number): Promise<WatcherCounts> {
  const rows = await repo.countWatchersForOwner(ownerId);
  return { counts: rows.map((row) => ({ listingId: row.listing_id, watchers: Number(row.n) })) };
}
