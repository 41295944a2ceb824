import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, VatMode } from '../db/schema.ts';
import { FIRST_PHOTO_ID, liveSql } from './listing-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What matching reads of a listing (live or private), from its row. */
export interface ListingMatchRow {
  id: number;
  owner_id: number;
  title: string;
  description: string | null;
  brand_info: string | null;
  technical_specs: string | null;
  category_id: number | null;
  unit_price_pence: number;
  /** Where it is: the published outward code, or for a private item its own or its seller's. */
  outcode: string | null;
}

/** A live listing as matching and an alert read it: its text, price and place, and its first photo. */
export type LiveListingRow = ListingMatchRow & {
  updated_at: string;
  condition: string;
  quantity: number;
  vat_mode: VatMode | null;
  published_at: string | null;
  photo_id: number | null;
  photo_image_key: string | null;
  photo_thumb_key: string | null;
};

/** A private item with the postcode it would be published from (its own, else its seller's). */
export type PrivateListingRow = Omit<ListingMatchRow, 'outcode'> & {
  updated_at: string;
  postcode: string | null;
  profile_postcode: string | null;
};

/** What the SQL prefilter of "which live listings match this wanted item" can say. */
export interface LiveCandidateQuery {
  excludeOwnerId: number;
  categoryId: number | null;
  brandKey: string | null;
  maxPence: number | null;
  /** Each word must appear in the listing's text, or its category's name must hold it (`categoryIds`). */
  words: { word: string; categoryIds: number[] }[];
  /** Only listings in these outward codes (those within the radius), when given. */
  outcodes?: string[];
  limit: number;
}

const TEXT = sql<string>`lower(l.title || ' ' || coalesce(l.brand_info, '') || ' ' || coalesce(l.technical_specs, '') || ' ' || coalesce(l.description, ''))`;
const MATCH_COLUMNS = [
  'l.id',
  'l.owner_id',
  'l.title',
  'l.description',
  'l.brand_info',
  'l.technical_specs',
  'l.category_id',
  'l.unit_price_pence',
  'l.updated_at',
] as const;

/** PostgreSQL reads ids of joined rows as numbers already; a defensive Number() costs nothing. */
const withPhotoIds = <T extends { photo_id: number | null }>(row: T): T => ({
  ...row,
  photo_id: row.photo_id === null ? null : Number(row.photo_id),
});

/** The reads of listings that matching needs (live ones for alerts and /wanted, private ones for demand). */
export function createListingReadsRepository(db: Kysely<Database>) {
  function selectLive(trx: Db) {
    return trx
      .selectFrom('listings as l')
      .leftJoin('photos as p', (join) => join.on('p.id', '=', FIRST_PHOTO_ID))
      .select([...MATCH_COLUMNS, 'l.outcode', 'l.condition', 'l.quantity', 'l.vat_mode', 'l.published_at'])
      .select(['p.id as photo_id', 'p.image_key as photo_image_key', 'p.thumb_key as photo_thumb_key'])
      .where(liveSql('l'));
  }

  return {
    /** The listing if it is live with stock (else undefined: withdrawn, sold out or deleted since). */
    async findLive(id: number, trx: Db = db): Promise<LiveListingRow | undefined> {
      const row = await selectLive(trx).where('l.id', '=', id).executeTakeFirst();
      return row && withPhotoIds(row);
    },

    /** When a live listing last changed (undefined when it is not live with stock). */
    async findLiveVersion(id: number, trx: Db = db): Promise<string | undefined> {
      const row = await trx.selectFrom('listings').select('updated_at').where('id', '=', id).where(liveSql()).executeTakeFirst();
      return row?.updated_at;
    },

    /** Live listings among `ids`. */
    async listLive(ids: number[], trx: Db = db): Promise<LiveListingRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectLive(trx).where('l.id', 'in', ids).execute();
      return rows.map(withPhotoIds);
    },

    /** Ids (with their change time) of live listings that may match, newest first, at most `limit`. */
    listLiveCandidates(q: LiveCandidateQuery): Promise<{ id: number; updated_at: string }[]> {
      let query = db
        .selectFrom('listings as l')
        .select(['l.id', 'l.updated_at'])
        .where(liveSql('l'))
        .where('l.owner_id', '!=', q.excludeOwnerId);
      if (q.categoryId !== null) query = query.where('l.category_id', '=', q.categoryId);
      if (q.brandKey !== null) query = query.where(sql<boolean>`lower(trim(l.brand_info)) = ${q.brandKey}`);
      if (q.maxPence !== null) query = query.where('l.unit_price_pence', '<=', q.maxPence);
      if (q.outcodes) query = q.outcodes.length ? query.where('l.outcode', 'in', q.outcodes) : query.where(sql<boolean>`1 = 0`);
      for (const { word, categoryIds } of q.words) {
        // Words are letters and digits only (search-query.ts): nothing in them is a LIKE wildcard.
        query = query.where((eb) =>
          eb.or([eb(TEXT, 'like', `%${word}%`), ...(categoryIds.length ? [eb('l.category_id', 'in', categoryIds)] : [])]),
        );
      }
      return query.orderBy('l.published_at', 'desc').orderBy('l.id', 'desc').limit(q.limit).execute();
    },

    /** Private items of an owner, newest first, with where they would be published from. */
    listPrivateForOwner(ownerId: number, limit: number): Promise<PrivateListingRow[]> {
      return db
        .selectFrom('listings as l')
        .innerJoin('users as u', 'u.id', 'l.owner_id')
        .select([...MATCH_COLUMNS, 'l.postcode', 'u.postcode as profile_postcode'])
        .where('l.owner_id', '=', ownerId)
        .where('l.status', '=', 'private')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type ListingReadsRepository = ReturnType<typeof createListingReadsRepository>;
