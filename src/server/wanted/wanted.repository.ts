import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, WantedItemsTable } from '../db/schema.ts';
import type { WantedMatchRow } from './wanted-criteria.ts';
import { lockUserRow } from '../auth/users.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type WantedItemRow = Selectable<WantedItemsTable>;
/** A wanted item as matching reads it, with whether and how it alerts. */
export type WantedCandidateRow = WantedMatchRow & Pick<WantedItemRow, 'alert_mode' | 'brand' | 'updated_at'>;
/** An item's id and when it last changed: enough to find its worked-out criteria in memory. */
export type CandidateKey = Pick<WantedItemRow, 'id' | 'updated_at'>;

const MATCH_COLUMNS = [
  'id',
  'user_id',
  'words',
  'category_id',
  'brand',
  'brand_key',
  'ratings',
  'max_price_pence',
  'near_outcode',
  'radius_miles',
  'match_data',
  'alert_mode',
  'updated_at',
] as const;

/** What the SQL prefilter knows of a listing; words and ratings are checked in TypeScript. */
export interface ListingPrefilter {
  ownerId: number;
  categoryId: number | null;
  brandKey: string | null;
  pricePence: number;
  /** The listing's outward-code centroid; null when it has none we know (then no item with a radius can match). */
  place: { lat: number; lon: number } | null;
}

export function createWantedRepository(db: Kysely<Database>) {
  return {
    async countByUser(userId: number, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('wanted_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Serialises a user's creates (a no-op UPDATE locks the row on PostgreSQL; SQLite has one writer). */
    lockUser: lockUserRow,

    async insert(values: Insertable<WantedItemsTable>, trx: Db = db): Promise<number> {
      const { id } = await trx.insertInto('wanted_items').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    listByUser(userId: number): Promise<WantedItemRow[]> {
      return db.selectFrom('wanted_items').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },

    findForUser(id: number, userId: number): Promise<WantedItemRow | undefined> {
      return db.selectFrom('wanted_items').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The items among `ids` (whoever's), for wording alerts. */
    listByIds(ids: number[], trx: Db = db): Promise<WantedItemRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return trx.selectFrom('wanted_items').selectAll().where('id', 'in', ids).execute();
    },

    async update(id: number, userId: number, values: Updateable<WantedItemsTable>): Promise<boolean> {
      const result = await db.updateTable('wanted_items').set(values).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(id: number, userId: number): Promise<boolean> {
      const result = await db.deleteFrom('wanted_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * Other users' items that may match a listing and should alert, as keys (the rest comes from
     * the criteria cache): not paused, alerts not off, and category, brand, price and the radius's
     * box allowing it (each null = anything).
     */
    listAlertCandidates(f: ListingPrefilter, trx: Db = db): Promise<CandidateKey[]> {
      return trx
        .selectFrom('wanted_items')
        .select(['id', 'updated_at'])
        .where('paused', '=', 0)
        .where('alert_mode', '!=', 'off')
        .where('user_id', '!=', f.ownerId)
        .where((eb) => eb.or([eb('category_id', 'is', null), ...(f.categoryId === null ? [] : [eb('category_id', '=', f.categoryId)])]))
        .where((eb) => eb.or([eb('brand_key', 'is', null), ...(f.brandKey === null ? [] : [eb('brand_key', '=', f.brandKey)])]))
        .where((eb) => eb.or([eb('max_price_pence', 'is', null), eb('max_price_pence', '>=', f.pricePence)]))
        .where((eb) => {
          const anywhere = eb('box_min_lat', 'is', null);
          if (!f.place) return anywhere;
          const { lat, lon } = f.place;
          return eb.or([
            anywhere,
            eb.and([
              eb('box_min_lat', '<=', lat),
              eb('box_max_lat', '>=', lat),
              eb('box_min_lon', '<=', lon),
              eb('box_max_lon', '>=', lon),
            ]),
          ]);
        })
        .execute();
    },

    /** The items among `ids` as matching reads them, 500 ids a statement. */
    async listMatchRows(ids: number[], trx: Db = db): Promise<WantedCandidateRow[]> {
      const rows: WantedCandidateRow[] = [];
      for (let start = 0; start < ids.length; start += 500) {
        rows.push(
          ...(await trx
            .selectFrom('wanted_items')
            .select(MATCH_COLUMNS)
            .where('id', 'in', ids.slice(start, start + 500))
            .execute()),
        );
      }
      return rows;
    },

    /** A stamp that changes with any create, change or delete of any wanted item (what demand depends on). */
    async stamp(): Promise<string> {
      const row = await db
        .selectFrom('wanted_items')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('last_id'), eb.fn.max('updated_at').as('last_change')])
        .executeTakeFirst();
      return `${String(row?.n ?? 0)}|${String(row?.last_id ?? '')}|${String(row?.last_change ?? '')}`;
    },

    /** Other users' items that are not paused, in categories among `categoryIds` or any (for demand). */
    listActiveOfOthers(userId: number, categoryIds: number[]): Promise<WantedCandidateRow[]> {
      return db
        .selectFrom('wanted_items')
        .select(MATCH_COLUMNS)
        .where('paused', '=', 0)
        .where('user_id', '!=', userId)
        .where((eb) => eb.or([eb('category_id', 'is', null), ...(categoryIds.length ? [eb('category_id', 'in', categoryIds)] : [])]))
        .execute();
    },
  };
}

export type WantedRepository = ReturnType<typeof createWantedRepository>;
