import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bumpListingsVersion } from './listing-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How moderation names a listing in its queue. */
export interface ListingRef {
  id: number;
  title: string;
  status: 'private' | 'live';
  owner_id: number;
}

/** The listing reads and moves moderation makes (suspending withdraws, unsuspending republishes). */
export function createListingAdminRepository(db: Kysely<Database>) {
  return {
    listRefs(ids: number[], trx: Db = db): Promise<ListingRef[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return trx.selectFrom('listings').select(['id', 'title', 'status', 'owner_id']).where('id', 'in', ids).execute();
    },

    /** The owner's published listings (live in status, whatever their stock). */
    async listPublishedIds(ownerId: number, trx: Db): Promise<number[]> {
      const rows = await trx.selectFrom('listings').select('id').where('owner_id', '=', ownerId).where('status', '=', 'live').execute();
      return rows.map((r) => r.id);
    },

    /**
     * Puts the owner's listings among `ids` that are still private back on the marketplace as they
     * were (outward code, handover and first publication kept) and bumps the owner's inventory
     * version; the listing triggers reindex them for search and queue wanted-list matching.
     */
    async republish(ids: number[], ownerId: number, now: string, trx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await trx
        .updateTable('listings')
        .set({ status: 'live', updated_at: now })
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .where('status', '=', 'private')
        .where('outcode', 'is not', null)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed) await bumpListingsVersion(trx, ownerId);
      return changed;
    },
  };
}

/** Deletes every listing of an account being deleted (photo rows go by cascade); how many went. */
export async function deleteAllListingsOf(ownerId: number, trx: Transaction<Database>): Promise<number> {
  const result = await trx.deleteFrom('listings').where('owner_id', '=', ownerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
