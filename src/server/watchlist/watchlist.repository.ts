import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The watchlist table (migration 029). Listings are read through a join here: the listings
 * feature's repository has no read for someone other than the owner yet (docs/watchlist.md).
 */
export function createWatchlistRepository(db: Kysely<Database>) {
  return {
    /** A listing anyone may watch: live, with the owner and unit price; undefined otherwise. */
    findWatchable(listingId: number) {
      return db
        .selectFrom('listings')
        .select(['id', 'owner_id', 'unit_price_pence', 'quantity'])
        .where('id', '=', listingId)
        .where('status', '=', 'live')
        .executeTakeFirst();
    },

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

    /** The user's watched listings with what is needed to show them, newest watched first. */
    listForUser(userId: number) {
      return db
        .selectFrom('watchlist as w')
        .innerJoin('listings as l', 'l.id', 'w.listing_id')
        .select(['w.listing_id', 'w.price_pence', 'w.created_at', 'l.status', 'l.title', 'l.quantity', 'l.unit_price_pence'])
        .select((eb) =>
          eb.selectFrom('photos as p').select(['p.id']).whereRef('p.listing_id', '=', 'l.id').orderBy('p.position').limit(1).as('photo_id'),
        )
        .select((eb) =>
          eb
            .selectFrom('photos as p')
            .select('p.thumb_key')
            .whereRef('p.listing_id', '=', 'l.id')
            .orderBy('p.position')
            .limit(1)
            .as('thumb_key'),
        )
        .where('w.user_id', '=', userId)
        .orderBy('w.id', 'desc')
        .execute();
    },

    /** How many watch each of an owner's listings (listings nobody watches are left out). */
    countWatchers(ownerId: number) {
      return db
        .selectFrom('watchlist as w')
        .innerJoin('listings as l', 'l.id', 'w.listing_id')
        .select('w.listing_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('l.owner_id', '=', ownerId)
        .groupBy('w.listing_id')
        .orderBy('w.listing_id')
        .execute();
    },

    async readMail(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('watch_mail').where('id', '=', userId).executeTakeFirst();
      return (row?.watch_mail ?? 1) === 1;
    },

    async setMail(userId: number, on: boolean): Promise<void> {
      await db
        .updateTable('users')
        .set({ watch_mail: on ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    },
  };
}

export type WatchlistRepository = ReturnType<typeof createWatchlistRepository>;
