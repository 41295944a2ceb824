import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The listing reads the watchlist needs (listings owns its table outright): the watchable check,
 * the watcher's listings joined to their watch rows, and the owner's watcher counts. The
 * watchlist feature owns and writes the `watchlist` table; these only read it.
 */
export function createListingWatchRepository(db: Kysely<Database>) {
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

    /** The user's watched listings with what is needed to show them, newest watched first. */
    listWatchedBy(userId: number) {
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
    countWatchersForOwner(ownerId: number) {
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
  };
}

export type ListingWatchRepository = ReturnType<typeof createListingWatchRepository>;
