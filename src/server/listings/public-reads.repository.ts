import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ListingsTable, PhotosTable, UsersTable } from '../db/schema.ts';
import { bumpListingsVersion, liveSql } from './listing-rules.ts';

export type LiveListingRow = Selectable<ListingsTable>;
export type PublicPhotoKeys = Pick<Selectable<PhotosTable>, 'id' | 'listing_id' | 'image_key' | 'thumb_key'>;
/** What a seller summary reads of a user: nothing that contacts or locates them. */
export type SellerRow = Pick<
  Selectable<UsersTable>,
  'id' | 'first_name' | 'last_name' | 'business_name' | 'account_type' | 'is_email_verified' | 'created_at'
>;

/** Live listings (see liveSql), for the public pages' reads. */
export function liveListings(db: Kysely<Database>) {
  return db.selectFrom('listings').where(liveSql('listings'));
}

/** ISO day (UTC) `days` before `day`. */
function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Reads for the public pages (anyone, signed in or not) and the view counter. `reads` may be a
 * replica (db/replicas/read-routing.ts); the view counter writes, and reads its salt, on `db`.
 */
export function createPublicReadsRepository(db: Kysely<Database>, reads: Kysely<Database> = db) {
  return {
    findLiveListing(id: number): Promise<LiveListingRow | undefined> {
      return liveListings(reads).selectAll('listings').where('listings.id', '=', id).executeTakeFirst();
    },

    /** The photos of some listings, in each listing's order. */
    listPhotos(listingIds: readonly number[]): Promise<PublicPhotoKeys[]> {
      if (listingIds.length === 0) return Promise.resolve([]);
      return reads
        .selectFrom('photos')
        .select(['id', 'listing_id', 'image_key', 'thumb_key'])
        .where('listing_id', 'in', listingIds)
        .orderBy('listing_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    findSeller(id: number): Promise<SellerRow | undefined> {
      return reads
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'business_name', 'account_type', 'is_email_verified', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async countLiveBySeller(ownerId: number): Promise<number> {
      const row = await liveListings(reads)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      // PostgreSQL counts as bigint, which pg hands over as a string.
      return Number(row?.n ?? 0);
    },

    /** A page of a seller's live listings, newest published first. */
    listLiveBySeller(ownerId: number, limit: number, offset: number): Promise<LiveListingRow[]> {
      return liveListings(reads)
        .selectAll('listings')
        .where('owner_id', '=', ownerId)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** A photo's keys whatever its listing's state: for a signed /media URL, which only a party was given. */
    findAnyPhoto(photoId: number): Promise<Pick<PublicPhotoKeys, 'image_key' | 'thumb_key'> | undefined> {
      return reads.selectFrom('photos').select(['image_key', 'thumb_key']).where('id', '=', photoId).executeTakeFirst();
    },

    /** A photo's keys, only while it is on a live listing. */
    findLivePhoto(photoId: number): Promise<Pick<PublicPhotoKeys, 'image_key' | 'thumb_key'> | undefined> {
      return liveListings(reads)
        .innerJoin('photos', 'photos.listing_id', 'listings.id')
        .select(['photos.image_key', 'photos.thumb_key'])
        .where('photos.id', '=', photoId)
        .executeTakeFirst();
    },

    /**
     * The salt of a UTC day's visitor keys, made on first use (the first writer wins, so every
     * instance shares it). Making one also forgets days before yesterday: their views and salts.
     */
    async saltFor(day: string): Promise<string> {
      const found = await db.selectFrom('view_salts').select('salt').where('day', '=', day).executeTakeFirst();
      if (found) return found.salt;
      const inserted = await db
        .insertInto('view_salts')
        .values({ day, salt: randomBytes(32).toString('hex') })
        .onConflict((oc) => oc.column('day').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        const cutoff = dayBefore(day, 1);
        await db.deleteFrom('listing_views').where('day', '<', cutoff).execute();
        await db.deleteFrom('view_salts').where('day', '<', cutoff).execute();
      }
      const row = await db.selectFrom('view_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      return row.salt;
    },

    /**
     * Counts a view unless this visitor already viewed the listing that day; true when counted.
     * The owner's listings_version moves too, so the inventory's cached list shows the new count.
     */
    recordView(listing: Pick<LiveListingRow, 'id' | 'owner_id'>, day: string, visitorKey: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('listing_views')
          .values({ listing_id: listing.id, day, visitor_key: visitorKey })
          .onConflict((oc) => oc.columns(['listing_id', 'day', 'visitor_key']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .updateTable('listings')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', listing.id)
          .execute();
        await bumpListingsVersion(trx, listing.owner_id);
        return true;
      });
    },
  };
}

export type PublicReadsRepository = ReturnType<typeof createPublicReadsRepository>;
