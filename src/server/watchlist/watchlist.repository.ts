import type { Kysely } from 'kysely';
import { setWatchMail } from '../auth/users.repository.ts';
import type { Database } from '../db/schema.ts';
import { createListingWatchRepository } from '../listings/listing-watch.repository.ts';

/**
 * The watchlist table (migration 029). Listings are read through the listings feature's
 * `listing-watch.repository.ts`; the mail switch `users.watch_mail` is written by auth.
 */
export function createWatchlistRepository(db: Kysely<Database>) {
  return {
    /** Watches once: a repeat keeps the first row (and its price). */
    async watch(userId: number, listingId: number, pricePence: number, now: string): Promise<void> {
      await db
        .insertInto('watchlist')
        .values({ user_id: userId, listing_id: listingId, price_pence: pricePence, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'listing_id']).doNothing())
        .execute();
    },

    async unwatch(userId: number, listingId: number): Promise<void> {
      await db.deleteFrom('watchlist').where('user_id', '=', userId).where('listing_id', '=', listingId).execute();
    },

    async readMail(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('watch_mail').where('id', '=', userId).executeTakeFirst();
      return (row?.watch_mail ?? 1) === 1;
    },

    /** The daily email's switch lives on the user's row (auth owns it). */
    setMail: (userId: number, on: boolean) => setWatchMail(db, userId, on),

    ...createListingWatchRepository(db),
  };
}

export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;
