import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The marketplace's one definition of "live" (on the marketplace): published and in stock. Every
 * check of it goes through isAvailable (in memory) or liveSql (in SQL, builder or raw).
 */
export const isAvailable = (listing: { status: string; quantity: number } | undefined): boolean =>
  listing !== undefined && listing.status === 'live' && listing.quantity > 0;

/**
 * The live rule as SQL on the listings table under `alias` (a trusted identifier, never user
 * input): spliced into raw SQL, or passed to the query builder's `.where(liveSql('l'))`.
 */
export const liveSql = (alias?: string) => {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql<boolean>`${column('status')} = 'live' AND ${column('quantity')} > 0`;
};

/** Published (status live), whatever its stock: sold out is told apart from withdrawn by this. */
export const isPublished = <T extends { status: string }>(listing: T | undefined): listing is T => listing?.status === 'live';

/** How many a buyer can ask for now: the quantity while live, else none. */
export const quantityAvailable = (listing: { status: string; quantity: number } | undefined): number =>
  listing && listing.status === 'live' ? Math.max(listing.quantity, 0) : 0;

/** The id of a listing's first photo (position order), for the listing aliased `l`: the one subquery that picks it. */
export const FIRST_PHOTO_ID = sql<number>`(SELECT p1.id FROM photos p1 WHERE p1.listing_id = l.id ORDER BY p1.position, p1.id LIMIT 1)`;

/**
 * Marks the owner's inventory as changed (its cached list must be rebuilt): the one version bump,
 * always inside the write's own transaction. Listings owns the `users.listings_version` column.
 */
export async function bumpListingsVersion(trx: Db, ownerId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ listings_version: eb('listings_version', '+', 1) }))
    .where('id', '=', ownerId)
    .execute();
}
