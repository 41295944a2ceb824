import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ListingsTable, PhotosTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a conversation needs of its listing. */
export type DealListingRow = Pick<Selectable<ListingsTable>, 'id' | 'owner_id' | 'title' | 'unit_price_pence' | 'status' | 'quantity'>;
export type FirstPhotoRow = Pick<Selectable<PhotosTable>, 'id' | 'thumb_key'>;
export type ListingStockRow = Pick<Selectable<ListingsTable>, 'id' | 'status' | 'quantity'>;

/** The marketplace's one definition of available: published and in stock (as search's). */
export const isAvailable = (listing: Pick<ListingStockRow, 'status' | 'quantity'> | undefined): boolean =>
  listing !== undefined && listing.status === 'live' && listing.quantity > 0;

/** How many a buyer can ask for now: the quantity while live, else none. */
export const quantityAvailable = (listing: Pick<ListingStockRow, 'status' | 'quantity'> | undefined): number =>
  listing && listing.status === 'live' ? Math.max(listing.quantity, 0) : 0;

/** The owner's inventory changed (its cached list must be rebuilt); inside the write's transaction. */
async function bumpVersion(trx: Db, ownerId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ listings_version: eb('listings_version', '+', 1) }))
    .where('id', '=', ownerId)
    .execute();
}

/** The listings side of deals: reads for snapshots and availability, and quantity moved by agreements. */
export function createDealListingsRepository(db: Kysely<Database>) {
  return {
    findForDeal(id: number, trx: Db = db): Promise<DealListingRow | undefined> {
      return trx
        .selectFrom('listings')
        .select(['id', 'owner_id', 'title', 'unit_price_pence', 'status', 'quantity'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The listing's first photo (its thumbnail starts a conversation's snapshot). */
    findFirstPhoto(listingId: number, trx: Db = db): Promise<FirstPhotoRow | undefined> {
      return trx
        .selectFrom('photos')
        .select(['id', 'thumb_key'])
        .where('listing_id', '=', listingId)
        .orderBy('position')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },

    /** Status and quantity of listings (deleted ones are simply missing). */
    async listStock(ids: readonly number[], trx: Db = db): Promise<Map<number, ListingStockRow>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('listings')
        .select(['id', 'status', 'quantity'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Takes `quantity` off a live listing that still has that many, in one conditional UPDATE:
     * of two agreements racing for the last units, the second finds too few and changes nothing.
     * Quantity 0 takes it out of search (the search triggers watch `quantity`).
     */
    async takeQuantity(id: number, quantity: number, now: string, trx: Db): Promise<boolean> {
      const row = await trx
        .updateTable('listings')
        .set((eb) => ({ quantity: eb('quantity', '-', quantity), updated_at: now }))
        .where('id', '=', id)
        .where('status', '=', 'live')
        .where('quantity', '>=', quantity)
        .returning('owner_id')
        .executeTakeFirst();
      if (!row) return false;
      await bumpVersion(trx, row.owner_id);
      return true;
    },

    /** Gives back the quantity of a cancelled agreement (a deleted listing has nothing to give back to). */
    async returnQuantity(id: number, quantity: number, now: string, trx: Db): Promise<void> {
      const row = await trx
        .updateTable('listings')
        .set((eb) => ({ quantity: eb('quantity', '+', quantity), updated_at: now }))
        .where('id', '=', id)
        .returning('owner_id')
        .executeTakeFirst();
      if (row) await bumpVersion(trx, row.owner_id);
    },
  };
}

export type DealListingsRepository = ReturnType<typeof createDealListingsRepository>;
