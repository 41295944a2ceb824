import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ListingsTable, PhotosTable } from '../db/schema.ts';
import { bumpListingsVersion } from './listing-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What a conversation needs of its listing. */
export type DealListingRow = Pick<Selectable<ListingsTable>, 'id' | 'owner_id' | 'title' | 'unit_price_pence' | 'status' | 'quantity'>;
/** What an order needs of its listing. */
export type OrderListingRow = Pick<
  Selectable<ListingsTable>,
  'id' | 'owner_id' | 'title' | 'condition' | 'unit_price_pence' | 'status' | 'quantity' | 'handover' | 'delivery_price_pence' | 'vat_mode'
>;
export type FirstPhotoRow = Pick<Selectable<PhotosTable>, 'id' | 'thumb_key'>;
export type ListingStockRow = Pick<Selectable<ListingsTable>, 'id' | 'status' | 'quantity'>;

export { isAvailable, quantityAvailable } from './listing-rules.ts';

/** Stock for deals and orders: reads for snapshots and availability, and quantity moved by agreements and orders. */
export function createListingStockRepository(db: Kysely<Database>) {
  return {
    findForDeal(id: number, trx: Db = db): Promise<DealListingRow | undefined> {
      return trx
        .selectFrom('listings')
        .select(['id', 'owner_id', 'title', 'unit_price_pence', 'status', 'quantity'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findForOrder(id: number, trx: Db): Promise<OrderListingRow | undefined> {
      return trx
        .selectFrom('listings')
        .select([
          'id',
          'owner_id',
          'title',
          'condition',
          'unit_price_pence',
          'status',
          'quantity',
          'handover',
          'delivery_price_pence',
          'vat_mode',
        ])
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
      await bumpListingsVersion(trx, row.owner_id);
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
      if (row) await bumpListingsVersion(trx, row.owner_id);
    },
  };
}

export type ListingStockRepository = ReturnType<typeof createListingStockRepository>;
