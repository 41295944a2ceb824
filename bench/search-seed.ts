import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, ListingsTable } from '../src/server/db/schema.ts';
import { getConditionFactor } from '../src/shared/constants/conditions.ts';
import { listOutcodes } from '../src/server/search/outcodes.ts';
import { ELECTRICAL } from './search-products-electrical.ts';
import { MECHANICAL } from './search-products-mechanical.ts';
import { createPicker, type Picker, type ProductMaker } from './search-random.ts';

const PRODUCTS: [ProductMaker, number][] = [...ELECTRICAL, ...MECHANICAL];
const CONDITIONS = [
  ['New', 30],
  ['Like New', 20],
  ['Very Good', 8],
  ['Good', 25],
  ['Fair', 12],
  ['Poor', 5],
] as const;
// Contractors cluster in towns: half the listings fall in these postcode areas, the rest anywhere.
const BUSY_AREAS = [
  'B',
  'M',
  'L',
  'LS',
  'S',
  'NE',
  'G',
  'EH',
  'BS',
  'CF',
  'NG',
  'LE',
  'CV',
  'E',
  'N',
  'SE',
  'SW',
  'W',
  'NW',
  'EC',
  'MK',
  'RG',
  'SO',
  'WV',
  'BD',
];
const SITES = [
  'hospital',
  'school',
  'data centre',
  'office',
  'warehouse',
  'supermarket',
  'hotel',
  'university',
  'factory',
  'student housing',
];
const STATES = [
  'Boxed and unused.',
  'Removed in working order, tested before removal.',
  'Opened box, never fitted.',
  'Ex-stock, packaging a little shelf-worn.',
  'Used, cleaned and working; marks on the casing.',
];
const HANDOVER = [
  ['collection', 55],
  ['both', 35],
  ['delivery', 10],
] as const;
const VAT = [
  ['plus_vat', 60],
  ['not_registered', 20],
  ['margin', 20],
] as const;

type Place = { outcode: string; postcode: string };

function listPlaces(): { all: Place[]; busy: Place[] } {
  const all = listOutcodes().map((o) => ({ outcode: o.outcode, postcode: `${o.outcode} 1AA` }));
  const busy = all.filter((p) => BUSY_AREAS.includes(p.outcode.replace(/\d.*$/, '')));
  return { all, busy };
}

function searchListingRow(pick: Picker, ownerId: number, n: number, places: { all: Place[]; busy: Place[] }): Insertable<ListingsTable> {
  const product = pick.weighted(PRODUCTS)(pick);
  const condition = pick.weighted(CONDITIONS);
  const unit = Math.max(100, Math.round((product.retailPence * getConditionFactor(condition) * (0.8 + pick.next() * 0.3)) / 50) * 50);
  const place = pick.one(pick.chance(0.5) ? places.busy : places.all);
  const handover = pick.weighted(HANDOVER);
  const published = new Date(Date.UTC(2026, 10, 1) - pick.int(0, 120 * 24 * 60) * 60_000).toISOString();
  return {
    owner_id: ownerId,
    title: product.title,
    description: `Surplus from a ${pick.one(SITES)} fit-out. ${pick.one(STATES)} Collection from our ${place.outcode} unit${handover === 'collection' ? '' : ' or courier'}.`,
    category_id: product.categoryId,
    condition,
    quantity: pick.weighted([
      [1, 6],
      [2, 2],
      [pick.int(3, 50), 2],
    ] as const),
    unit_price_pence: unit,
    retail_price_pence: product.retailPence,
    notes: pick.chance(0.3) ? `Rack ${pick.int(1, 40)}, bay ${pick.int(1, 9)}` : null,
    material: product.material ?? null,
    size: product.size ?? null,
    brand_info: product.brand,
    technical_specs: product.specs,
    location: place.outcode,
    shipping: null,
    pricing_source_metadata: null,
    created_at: published,
    updated_at: published,
    status: 'private',
    published_at: published,
    postcode: place.postcode,
    outcode: place.outcode,
    handover,
    delivery_price_pence: handover === 'collection' || pick.chance(0.4) ? null : pick.int(5, 25) * 100,
    vat_mode: pick.weighted(VAT),
  };
}

/** Business sellers inserted straight into `users` (they never sign in). */
export async function seedSellers(db: Kysely<Database>, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `seller${i}.${Date.now()}@bench.example.co.uk`,
    password_hash: 'not-a-hash',
    first_name: 'Bench',
    last_name: `Seller ${i}`,
    business_name: `Bench Electrical ${i} Ltd`,
    account_type: 'business' as const,
    postcode: 'B1 1AA',
    is_email_verified: 1,
    is_profile_complete: 1,
    created_at: now,
    updated_at: now,
  }));
  const inserted = await db.insertInto('users').values(rows).returning('id').execute();
  return inserted.map((r) => Number(r.id));
}

/**
 * `count` listings ready to publish (private, with place, handover and VAT already set) and one
 * photo row each, in one transaction. Nothing is indexed yet: the search triggers index live rows only.
 */
export async function seedPrivateListings(db: Kysely<Database>, sellers: number[], count: number): Promise<void> {
  const pick = createPicker(13);
  const places = listPlaces();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) =>
        searchListingRow(pick, pick.one(sellers), start + i, places),
      );
      // 26 columns × 1,000 rows stays under SQLite's 32,766 bound-parameter limit.
      await trx.insertInto('listings').values(rows).execute();
    }
    await sql`INSERT INTO photos (owner_id, listing_id, position, image_key, thumb_key, width, height, created_at, attached_at)
      SELECT owner_id, id, 0, 'users/' || owner_id || '/' || id || '.jpg', 'users/' || owner_id || '/' || id || '-thumb.jpg', 1920, 1440, created_at, created_at
      FROM listings`.execute(trx);
  });
}

/** Every listing live in one statement: the triggers build the whole search index. Returns ms. */
export async function publishAll(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`UPDATE listings SET status = 'live'`.execute(db);
  return performance.now() - started;
}

/** The same number of rows rewritten without touching an indexed column (no trigger work): the floor under publishAll. */
export async function rewriteAll(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`UPDATE listings SET shipping = 'Collection or courier'`.execute(db);
  return performance.now() - started;
}

export type SizeReport = { database: number; search: number };

/** Bytes of the whole database and of the search tables with their indexes. */
export async function measureSizes(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<SizeReport> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ database: string; search: string }>`
      SELECT pg_database_size(current_database()) AS database,
             (SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c
              WHERE c.relkind = 'r' AND c.relname LIKE 'listing\\_search%') AS search`.execute(db);
    return { database: Number(rows[0]!.database), search: Number(rows[0]!.search) };
  }
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const { rows } = await sql<{ database: number; search: number }>`
    SELECT (SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()) AS database,
           (SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name LIKE 'listing\\_search%' ESCAPE '\\' OR name LIKE 'listing\\_codes%' ESCAPE '\\') AS search`.execute(
    db,
  );
  return { database: Number(rows[0]!.database), search: Number(rows[0]!.search) };
}
