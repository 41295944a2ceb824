import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { liveListings } from './public-reads.repository.ts';

export interface SitemapEntry {
  id: number;
  /** Listings only: the slug is made from it. */
  title?: string;
  lastmod: string;
}

/** A group of ids (`(id - 1) / size`) with something live in it, and its newest change. */
export interface SitemapBucket {
  bucket: number;
  lastmod: string;
}

export type SitemapKind = 'listings' | 'sellers';

/** The reads behind the pages' head tags and the sitemap: one statement each. */
export function createSeoRepository(db: Kysely<Database>) {
  const idColumn = (kind: SitemapKind) => (kind === 'listings' ? 'listings.id' : 'listings.owner_id');

  return {
    /** Empty when the listing is not live (private, withdrawn, sold out, deleted, unknown). */
    findListingHead(id: number) {
      return liveListings(db)
        .innerJoin('users', 'users.id', 'listings.owner_id')
        .leftJoin('photos', 'photos.listing_id', 'listings.id')
        .select([
          'listings.id',
          'listings.title',
          'listings.description',
          'listings.category_id',
          'listings.condition',
          'listings.quantity',
          'listings.unit_price_pence',
          'listings.vat_mode',
          'listings.outcode',
          'listings.brand_info',
          'users.first_name',
          'users.last_name',
          'users.business_name',
          'users.account_type',
          'photos.id as photo_id',
          'photos.image_key',
          'photos.thumb_key',
        ])
        .where('listings.id', '=', id)
        .orderBy('photos.position')
        .orderBy('photos.id')
        .execute();
    },

    findSellerHead(id: number) {
      return db
        .selectFrom('users')
        .leftJoin('photos', (join) =>
          join.on('photos.id', '=', (eb) =>
            liveListings(db)
              .innerJoin('photos as p', 'p.listing_id', 'listings.id')
              .select('p.id')
              .whereRef('listings.owner_id', '=', eb.ref('users.id'))
              .orderBy('listings.published_at', 'desc')
              .orderBy('listings.id', 'desc')
              .orderBy('p.position')
              .orderBy('p.id')
              .limit(1),
          ),
        )
        .select((eb) => [
          'users.id',
          'users.first_name',
          'users.last_name',
          'users.business_name',
          'users.account_type',
          'users.created_at',
          'photos.id as photo_id',
          'photos.image_key',
          liveListings(db)
            .select(eb.fn.countAll<number | string>().as('n'))
            .whereRef('listings.owner_id', '=', eb.ref('users.id'))
            .as('live_count'),
        ])
        .where('users.id', '=', id)
        .executeTakeFirst();
    },

    /** How many live listings, and how many sellers have one. */
    async countLive(): Promise<{ listings: number; sellers: number }> {
      const row = await liveListings(db)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('listings'),
          eb.fn.count<number | string>('listings.owner_id').distinct().as('sellers'),
        ])
        .executeTakeFirst();
      // PostgreSQL counts as bigint, which pg hands over as a string.
      return { listings: Number(row?.listings ?? 0), sellers: Number(row?.sellers ?? 0) };
    },

    /** Live listings (or sellers), by id, with their newest change: all, or those with ids in [from, to]. */
    async listLive(kind: SitemapKind, ids?: { from: number; to: number }): Promise<SitemapEntry[]> {
      const live = liveListings(db);
      const range = ids ? live.where(idColumn(kind), '>=', ids.from).where(idColumn(kind), '<=', ids.to) : live;
      if (kind === 'listings') {
        return range.select(['listings.id', 'listings.title', 'listings.updated_at as lastmod']).orderBy('listings.id').execute();
      }
      return range
        .select((eb) => ['listings.owner_id as id', eb.fn.max('listings.updated_at').as('lastmod')])
        .groupBy('listings.owner_id')
        .orderBy('listings.owner_id')
        .execute();
    },

    /** The groups of `size` ids holding something live, with their newest change: the sitemap index. */
    async listBuckets(kind: SitemapKind, size: number): Promise<SitemapBucket[]> {
      const bucket = sql<number>`(${sql.ref(idColumn(kind))} - 1) / ${sql.lit(size)}`;
      const rows = await liveListings(db)
        .select((eb) => [bucket.as('bucket'), eb.fn.max('listings.updated_at').as('lastmod')])
        .groupBy(bucket)
        .orderBy(bucket)
        .execute();
      return rows.map((row) => ({ bucket: Number(row.bucket), lastmod: row.lastmod }));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
/** A live listing with its seller and one of its photos (one row per photo, in order; the photo's columns null when it has none). */
export type ListingHeadRow = Awaited<ReturnType<SeoRepository['findListingHead']>>[number];
/** A seller with the count of their live listings and the first photo of the newest one. */
export type SellerHeadRow = NonNullable<Awaited<ReturnType<SeoRepository['findSellerHead']>>>;
