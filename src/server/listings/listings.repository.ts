import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, Handover, ListingsTable, PhotosTable, VatMode } from '../db/schema.ts';
import { bumpListingsVersion } from './listing-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ListingRow = Selectable<ListingsTable>;
/** What a listing's API shape needs of each of its photos. */
export type ListingPhotoKeys = Pick<Selectable<PhotosTable>, 'id' | 'image_key' | 'thumb_key'>;
export interface ListingWithImages extends ListingRow {
  imageRows: ListingPhotoKeys[];
}

/** `id image thumb id image thumb …` (keys never contain spaces: see isValidImageKey) back into rows. */
function splitPhotoKeys(joined: string | null): ListingPhotoKeys[] {
  if (!joined) return [];
  const parts = joined.split(' ');
  const rows: ListingPhotoKeys[] = [];
  for (let i = 0; i + 2 < parts.length; i += 3) rows.push({ id: Number(parts[i]), image_key: parts[i + 1]!, thumb_key: parts[i + 2]! });
  return rows;
}

/**
 * Listings with their photos' ids and keys, in ONE query whatever the row count: each row carries
 * them in position order as one string (string_agg … ORDER BY works on PostgreSQL and on SQLite
 * ≥ 3.44). Turn the rows into ListingWithImages with withImageRows.
 */
function selectWithPhotoKeys(db: Kysely<Database>) {
  return db
    .selectFrom('listings')
    .selectAll('listings')
    .select((eb) =>
      eb
        .selectFrom('photos')
        .select(
          sql<string | null>`string_agg(CAST(id AS TEXT) || ' ' || image_key || ' ' || thumb_key, ' ' ORDER BY position, id)`.as('keys'),
        )
        .whereRef('photos.listing_id', '=', 'listings.id')
        .as('photo_keys'),
    );
}

function withImageRows({ photo_keys, ...row }: ListingRow & { photo_keys: string | null }): ListingWithImages {
  return { ...row, imageRows: splitPhotoKeys(photo_keys) };
}

/** What publishing reads of an item (see publish-rules.ts). */
export type PublishStateRow = Pick<
  ListingRow,
  | 'id'
  | 'title'
  | 'description'
  | 'sparebot_notes'
  | 'unit_price_pence'
  | 'category_id'
  | 'status'
  | 'postcode'
  | 'handover'
  | 'delivery_price_pence'
  | 'vat_mode'
> & { photoCount: number };

/** The values a publish sets; fields left undefined keep each row's own (handover defaults to collection). */
export interface PublishValues {
  now: string;
  outcode: string;
  postcode?: string | null;
  handover?: Handover;
  delivery_price_pence?: number | null;
  vat_mode?: VatMode | null;
}

export function createListingsRepository(db: Kysely<Database>) {
  return {
    /** Every listing of an owner, newest first, with its photo keys: the hot path of the inventory page. */
    async listByOwner(ownerId: number): Promise<ListingWithImages[]> {
      const rows = await selectWithPhotoKeys(db).where('owner_id', '=', ownerId).orderBy('id', 'desc').execute();
      return rows.map(withImageRows);
    },

    /** One batch of an owner's listings after a cursor id, oldest first (for streamed exports). */
    listBatchByOwner(ownerId: number, afterId: number, limit: number): Promise<ListingRow[]> {
      return db
        .selectFrom('listings')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async findForOwner(id: number, ownerId: number, trx: Db = db): Promise<ListingWithImages | undefined> {
      const row = await selectWithPhotoKeys(trx).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
      return row && withImageRows(row);
    },

    /**
     * Takes the owner's listing's row lock until `trx` ends (a no-op write that no trigger watches,
     * valid on both dialects; on SQLite it takes the write lock). False when there is no such listing.
     * Read the row after this, in `trx`: an edit that raced this one has committed by then.
     */
    async lockForOwner(id: number, ownerId: number, trx: Transaction<Database>): Promise<boolean> {
      const result = await trx
        .updateTable('listings')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Inserts the listing and bumps the owner's version, in the caller's transaction; photos are attached by the service. */
    async create(values: Insertable<ListingsTable>, trx: Db): Promise<number> {
      const { id } = await trx.insertInto('listings').values(values).returning('id').executeTakeFirstOrThrow();
      await bumpListingsVersion(trx, values.owner_id);
      return id;
    },

    /** Updates the owner's listing and bumps the owner's version, in the caller's transaction. */
    async update(id: number, ownerId: number, values: Updateable<ListingsTable>, trx: Db): Promise<boolean> {
      const result = await trx.updateTable('listings').set(values).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
      const updated = Number(result.numUpdatedRows) === 1;
      if (updated) await bumpListingsVersion(trx, ownerId);
      return updated;
    },

    /** The owner's listings among `ids` (others' ids are left out). */
    async findOwnedIds(ids: number[], ownerId: number, trx: Db): Promise<number[]> {
      const rows = await trx.selectFrom('listings').select('id').where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },

    /** The owner's listings among `ids` (others' are left out), by id, with what publishing checks. */
    async listPublishStates(ids: number[], ownerId: number, trx: Db): Promise<PublishStateRow[]> {
      if (ids.length === 0) return [];
      const rows = await trx
        .selectFrom('listings')
        .select([
          'id',
          'title',
          'description',
          'sparebot_notes',
          'unit_price_pence',
          'category_id',
          'status',
          'postcode',
          'handover',
          'delivery_price_pence',
          'vat_mode',
        ])
        .select((eb) =>
          eb.selectFrom('photos').select(eb.fn.countAll().as('n')).whereRef('photos.listing_id', '=', 'listings.id').as('photo_count'),
        )
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      // PostgreSQL's count is a bigint, read as a string.
      return rows.map(({ photo_count, ...row }) => ({ ...row, photoCount: Number(photo_count ?? 0) }));
    },

    /**
     * Makes the owner's listings among `ids` live and bumps the owner's version; `published_at`
     * is kept for a row that was live already. Returns how many rows it changed.
     */
    async publishMany(ids: number[], ownerId: number, { now, outcode, handover, ...given }: PublishValues, trx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await trx
        .updateTable('listings')
        .set({
          ...given,
          status: 'live',
          outcode,
          needs_location: 0,
          handover: handover ?? sql<Handover>`COALESCE(handover, 'collection')`,
          published_at: sql<string>`CASE WHEN status = 'live' THEN published_at ELSE ${now} END`,
          updated_at: now,
        })
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed) await bumpListingsVersion(trx, ownerId);
      return changed;
    },

    /** Sets an item's description and SpareBot notes (publishing moves notes pasted back out of the description). */
    async setDescription(id: number, ownerId: number, description: string | null, notes: string | null, trx: Db): Promise<void> {
      await trx
        .updateTable('listings')
        .set({ description, sparebot_notes: notes })
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .execute();
    },

    /**
     * The seller's profile postcode moved: every item whose place is "your profile postcode" (no own
     * postcode) moves with it, live ones included (search reads `outcode`), and is placed again.
     */
    async moveToProfilePlace(ownerId: number, outcode: string, now: string, trx: Db): Promise<number> {
      const result = await trx
        .updateTable('listings')
        .set({ outcode, needs_location: 0, updated_at: now })
        .where('owner_id', '=', ownerId)
        .where('postcode', 'is', null)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed) await bumpListingsVersion(trx, ownerId);
      return changed;
    },

    /** Makes the owner's live listings among `ids` private and bumps the owner's version; returns how many were live. */
    async withdrawMany(ids: number[], ownerId: number, now: string, trx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await trx
        .updateTable('listings')
        .set({ status: 'private', updated_at: now })
        .where('owner_id', '=', ownerId)
        .where('id', 'in', ids)
        .where('status', '=', 'live')
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed) await bumpListingsVersion(trx, ownerId);
      return changed;
    },

    /** Deletes the owner's listings among `ids` and bumps the owner's version; returns how many went. */
    async deleteMany(ids: number[], ownerId: number, trx: Db): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await trx.deleteFrom('listings').where('owner_id', '=', ownerId).where('id', 'in', ids).executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted) await bumpListingsVersion(trx, ownerId);
      return deleted;
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
