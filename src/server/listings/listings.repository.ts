import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, ListingImagesTable, ListingsTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ListingRow = Selectable<ListingsTable>;
/** What a listing's API shape needs of each of its photos. */
export type ListingImageKeys = Pick<Selectable<ListingImagesTable>, 'image_key' | 'thumb_key'>;
export interface ListingWithImages extends ListingRow {
  imageRows: ListingImageKeys[];
}

/** `image thumb image thumb …` (keys never contain spaces: see isValidImageKey) back into pairs. */
function splitImageKeys(joined: string | null): ListingImageKeys[] {
  if (!joined) return [];
  const parts = joined.split(' ');
  const pairs: ListingImageKeys[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) pairs.push({ image_key: parts[i]!, thumb_key: parts[i + 1]! });
  return pairs;
}

/**
 * Listings with their photo keys, in ONE query whatever the row count: each row carries its keys
 * in position order as one string (string_agg … ORDER BY works on PostgreSQL and on SQLite ≥ 3.44).
 * Turn the rows into ListingWithImages with withImageRows.
 */
function selectWithImageKeys(db: Kysely<Database>) {
  return db
    .selectFrom('listings')
    .selectAll('listings')
    .select((eb) =>
      eb
        .selectFrom('listing_images')
        .select(sql<string | null>`string_agg(image_key || ' ' || thumb_key, ' ' ORDER BY position)`.as('keys'))
        .whereRef('listing_images.listing_id', '=', 'listings.id')
        .as('image_keys'),
    );
}

function withImageRows({ image_keys, ...row }: ListingRow & { image_keys: string | null }): ListingWithImages {
  return { ...row, imageRows: splitImageKeys(image_keys) };
}

/** Marks the owner's inventory as changed; always inside the write's own transaction. */
async function bumpVersion(trx: Db, ownerId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ listings_version: eb('listings_version', '+', 1) }))
    .where('id', '=', ownerId)
    .execute();
}

export function createListingsRepository(db: Kysely<Database>) {
  return {
    /** Every listing of an owner, newest first, with its photo keys: the hot path of the inventory page. */
    async listByOwner(ownerId: number): Promise<ListingWithImages[]> {
      const rows = await selectWithImageKeys(db).where('owner_id', '=', ownerId).orderBy('id', 'desc').execute();
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

    async findForOwner(id: number, ownerId: number): Promise<ListingWithImages | undefined> {
      const row = await selectWithImageKeys(db).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
      return row && withImageRows(row);
    },

    async create(
      values: Insertable<ListingsTable>,
      images: Array<{ imageKey: string; thumbKey: string }>,
      trx: Db,
    ): Promise<number> {
      const { id } = await trx.insertInto('listings').values(values).returning('id').executeTakeFirstOrThrow();
      if (images.length) {
        await trx
          .insertInto('listing_images')
          .values(
            images.map((img, position) => ({
              listing_id: id,
              position,
              image_key: img.imageKey,
              thumb_key: img.thumbKey,
              created_at: values.created_at,
            })),
          )
          .execute();
      }
      await bumpVersion(trx, values.owner_id);
      return id;
    },

    async update(id: number, ownerId: number, values: Updateable<ListingsTable>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('listings').set(values).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
        const updated = Number(result.numUpdatedRows) === 1;
        if (updated) await bumpVersion(trx, ownerId);
        return updated;
      });
    },

    /** Deletes the owner's listings among `ids`; returns the photo keys to remove and how many went. */
    async deleteForOwner(ids: number[], ownerId: number): Promise<{ deleted: number; keys: string[] }> {
      return db.transaction().execute(async (trx) => {
        const owned = await trx.selectFrom('listings').select('id').where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
        if (owned.length === 0) return { deleted: 0, keys: [] };
        const ownedIds = owned.map((r) => r.id);
        const images = await trx.selectFrom('listing_images').select(['image_key', 'thumb_key']).where('listing_id', 'in', ownedIds).execute();
        await trx.deleteFrom('listing_images').where('listing_id', 'in', ownedIds).execute();
        await trx.deleteFrom('listings').where('id', 'in', ownedIds).execute();
        await bumpVersion(trx, ownerId);
        return { deleted: ownedIds.length, keys: images.flatMap((i) => [i.image_key, i.thumb_key]) };
      });
    },

    /** Which of these photo file keys (image or thumbnail) belong to a listing (for the storage sweep). */
    async findReferencedImageKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('listing_images')
        .select(['image_key', 'thumb_key'])
        .where((eb) => eb.or([eb('image_key', 'in', keys), eb('thumb_key', 'in', keys)]))
        .execute();
      return new Set(rows.flatMap((r) => [r.image_key, r.thumb_key]));
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
