import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, PhotosTable } from '../db/schema.ts';
import type { StoredPhotoFiles } from './photo-files.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type PhotoRow = Selectable<PhotosTable>;
export type PhotoKeys = Pick<PhotoRow, 'image_key' | 'thumb_key'>;

const keysOf = (rows: PhotoKeys[]) => rows.flatMap((r) => [r.image_key, r.thumb_key]);

export function createPhotosRepository(db: Kysely<Database>) {
  return {
    /** New draft rows of an owner, in one statement (all or none); returns their ids in the order given. */
    async insertDrafts(ownerId: number, photos: StoredPhotoFiles[], now: string): Promise<number[]> {
      if (photos.length === 0) return [];
      const rows = await db
        .insertInto('photos')
        .values(
          photos.map((p) => ({
            owner_id: ownerId,
            listing_id: null,
            image_key: p.imageKey,
            thumb_key: p.thumbKey,
            width: p.width,
            height: p.height,
            created_at: now,
            attached_at: null,
          })),
        )
        .returning(['id', 'image_key'])
        .execute();
      // RETURNING's row order is not promised (SQLite says so): match the rows back by key.
      const idByKey = new Map(rows.map((r) => [r.image_key, r.id]));
      return photos.map((p) => idByKey.get(p.imageKey)!);
    },

    findForOwner(id: number, ownerId: number): Promise<PhotoRow | undefined> {
      return db.selectFrom('photos').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
    },

    /** Deletes the owner's drafts among `ids` (attached photos are left alone); returns their file keys. */
    async deleteDrafts(ids: number[], ownerId: number, trx: Db = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await trx
        .deleteFrom('photos')
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .where('listing_id', 'is', null)
        .where('dispute_evidence_id', 'is', null)
        .returning(['image_key', 'thumb_key'])
        .execute();
      return keysOf(rows);
    },

    /**
     * Puts `ids` on the listing in that order (position = index), but only rows that are the
     * owner's drafts or already the listing's own: one conditional UPDATE. Returns how many rows
     * it changed; fewer than `ids.length` means some id was not allowed (roll back).
     */
    async attachInOrder(listingId: number, ownerId: number, ids: number[], now: string, trx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await trx
        .updateTable('photos')
        .set((eb) => ({
          listing_id: listingId,
          // Positions as literals: PostgreSQL would type bare THEN parameters as text.
          position: sql<number>`CASE ${sql.join(
            ids.map((id, index) => sql`WHEN id = ${id} THEN ${sql.lit(index)}`),
            sql` `,
          )} ELSE 0 END`,
          attached_at: eb.fn.coalesce('attached_at', eb.val(now)),
        }))
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .where((eb) => eb.or([eb('listing_id', 'is', null), eb('listing_id', '=', listingId)]))
        .where('dispute_evidence_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Which of `ids` exist as the owner's drafts or the listing's own photos (to name one that is not). */
    async findAttachable(listingId: number | null, ownerId: number, ids: number[], trx: Db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await trx
        .selectFrom('photos')
        .select('id')
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .where((eb) =>
          listingId === null ? eb('listing_id', 'is', null) : eb.or([eb('listing_id', 'is', null), eb('listing_id', '=', listingId)]),
        )
        .where('dispute_evidence_id', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** Deletes the listing's photos other than `keep`; returns their file keys. */
    async deleteOthersOfListing(listingId: number, keep: number[], trx: Db): Promise<string[]> {
      let query = trx.deleteFrom('photos').where('listing_id', '=', listingId);
      if (keep.length) query = query.where('id', 'not in', keep);
      return keysOf(await query.returning(['image_key', 'thumb_key']).execute());
    },

    /** Deletes every photo of these listings; returns their file keys. */
    async deleteForListings(listingIds: number[], trx: Db): Promise<string[]> {
      if (listingIds.length === 0) return [];
      const rows = await trx.deleteFrom('photos').where('listing_id', 'in', listingIds).returning(['image_key', 'thumb_key']).execute();
      return keysOf(rows);
    },

    /**
     * Deletes up to `limit` drafts created before `cutoff`; returns their file keys. The DELETE
     * re-checks `listing_id is null`, so a draft attached meanwhile (another instance) is kept.
     * Photos claimed as dispute evidence (migration 018) are no drafts.
     */
    async deleteExpiredDrafts(cutoff: string, limit: number): Promise<string[]> {
      const rows = await db
        .deleteFrom('photos')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('photos')
            .select('id')
            .where('listing_id', 'is', null)
            .where('dispute_evidence_id', 'is', null)
            .where('created_at', '<', cutoff)
            .orderBy('created_at')
            .limit(limit),
        )
        .where('listing_id', 'is', null)
        .where('dispute_evidence_id', 'is', null)
        .returning(['image_key', 'thumb_key'])
        .execute();
      return keysOf(rows);
    },

    /**
     * Dispute evidence (migration 018): the owner's drafts among `ids` become the evidence's, in
     * that order (no longer drafts: kept by the sweep, never put on an item). One conditional
     * UPDATE; returns how many it claimed (fewer than `ids.length`: some id was not allowed).
     */
    async claimForEvidence(evidenceId: number, ownerId: number, ids: number[], now: string, trx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await trx
        .updateTable('photos')
        .set({
          dispute_evidence_id: evidenceId,
          position: sql<number>`CASE ${sql.join(
            ids.map((id, index) => sql`WHEN id = ${id} THEN ${sql.lit(index)}`),
            sql` `,
          )} ELSE 0 END`,
          attached_at: now,
        })
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .where('listing_id', 'is', null)
        .where('dispute_evidence_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Which of `ids` are the owner's drafts (to name one that is not). */
    async findDrafts(ownerId: number, ids: number[], trx: Db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await trx
        .selectFrom('photos')
        .select('id')
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .where('listing_id', 'is', null)
        .where('dispute_evidence_id', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The photos of these pieces of evidence, each in its order. */
    listForEvidence(evidenceIds: number[]): Promise<Pick<PhotoRow, 'id' | 'dispute_evidence_id' | 'image_key' | 'thumb_key'>[]> {
      if (evidenceIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('photos')
        .select(['id', 'dispute_evidence_id', 'image_key', 'thumb_key'])
        .where('dispute_evidence_id', 'in', evidenceIds)
        .orderBy('dispute_evidence_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Which of these file keys (image or thumbnail) a photo row holds (for the storage sweep). */
    async findReferencedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('photos')
        .select(['image_key', 'thumb_key'])
        .where((eb) => eb.or([eb('image_key', 'in', keys), eb('thumb_key', 'in', keys)]))
        .execute();
      return new Set(keysOf(rows));
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
