import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ListingsTable } from '../src/server/db/schema.ts';
import { createListingsRepository } from '../src/server/listings/listings.repository.ts';

const CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'];

/** A realistic listing row for an owner (the nth of a seed run). */
export function listingRow(ownerId: number, n: number): Insertable<ListingsTable> {
  const now = new Date(Date.now() - n * 60_000).toISOString();
  const unit = 250 + ((n * 137) % 20_000);
  return {
    owner_id: ownerId,
    title: `Schneider Acti9 iC60N MCB ${n % 63}A type C, boxed (lot ${n})`,
    description: 'Surplus from a commercial fit-out. Unused, in original packaging, stored dry.',
    category_id: (n % 12) + 1,
    condition: CONDITIONS[n % CONDITIONS.length]!,
    quantity: (n % 20) + 1,
    unit_price_pence: unit,
    retail_price_pence: Math.round(unit / 0.58),
    notes: n % 3 === 0 ? 'Shelf B3, Digbeth unit' : null,
    material: 'Thermoplastic',
    size: '18mm DIN',
    brand_info: 'Schneider Electric',
    technical_specs: '230/400V AC, 6kA breaking capacity, 1 pole',
    location: 'Birmingham B9',
    shipping: 'Collection or courier',
    pricing_source_metadata: JSON.stringify({ retailBaseline: Math.round(unit / 0.58) / 100, surplusPrice: unit / 100, condition: 'Good' }),
    created_at: now,
    updated_at: now,
  };
}

/** Seeds `count` listings (each with `photos` photo rows of made-up keys) in one transaction. */
export async function seedListings(db: Kysely<Database>, ownerId: number, count: number, photos = 0): Promise<void> {
  const repo = createListingsRepository(db);
  await db.transaction().execute(async (trx) => {
    if (photos === 0) {
      for (let start = 0; start < count; start += 500) {
        const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => listingRow(ownerId, start + i));
        // 18 columns × 500 rows stays under SQLite's 32766 bound-parameter limit.
        await trx.insertInto('listings').values(rows).execute();
      }
      return;
    }
    for (let n = 0; n < count; n++) {
      const row = listingRow(ownerId, n);
      const listingId = await repo.create(row, trx);
      const photoRows = Array.from({ length: photos }, (_, position) => {
        const key = `users/${ownerId}/${randomUUID()}`;
        return {
          owner_id: ownerId,
          listing_id: listingId,
          position,
          image_key: `${key}.jpg`,
          thumb_key: `${key}-thumb.jpg`,
          width: 1920,
          height: 1440,
          created_at: row.created_at,
          attached_at: row.created_at,
        };
      });
      await trx.insertInto('photos').values(photoRows).execute();
    }
  });
}
