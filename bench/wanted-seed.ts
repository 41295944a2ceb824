import type { Insertable, Kysely } from 'kysely';
import type { Database, ListingsTable, WantedItemsTable } from '../src/server/db/schema.ts';
import { listOutcodes } from '../src/server/search/outcodes.ts';
import { readRatings } from '../src/server/sparebot/rating-reader.ts';
import { toWantedValues, type WantedFields } from '../src/server/wanted/wanted.service.ts';
import { SEARCH_RADII } from '../src/shared/search-options.ts';
import { ELECTRICAL } from './search-products-electrical.ts';
import { MECHANICAL } from './search-products-mechanical.ts';
import { type Picker, type Product, type ProductMaker } from './search-random.ts';

const PRODUCTS: [ProductMaker, number][] = [...ELECTRICAL, ...MECHANICAL];
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
const ALERT_MODES = [
  ['instant', 70],
  ['daily', 20],
  ['off', 10],
] as const;
/** Ratings people put "at least" on. */
const AT_LEAST = /kA$|^IP/;

export function listPlaces(): { all: string[]; busy: string[] } {
  const all = listOutcodes().map((o) => o.outcode);
  return { all, busy: all.filter((o) => BUSY_AREAS.includes(o.replace(/\d.*$/, ''))) };
}

/** The product's words a buyer would type: lower case, letters only, 3+ letters, not the brand. */
function titleWords(product: Product): string[] {
  const brand = product.brand.toLowerCase();
  return product.title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !brand.includes(w) && !['and', 'the', 'with', 'for', 'coil', 'pole'].includes(w));
}

/** What a contractor would ask for, modelled on a real product: a word or two, maybe its brand, category, ratings, price and place. */
export function wantedFields(pick: Picker, places: { all: string[]; busy: string[] }): WantedFields {
  const product = pick.weighted(PRODUCTS)(pick);
  const words = titleWords(product);
  const ratings = [...new Set(readRatings(`${product.title}; ${product.specs}`).map((r) => r.value))];
  const chosen: string[] = [];
  const wantRatings = pick.weighted([
    [0, 35],
    [1, 30],
    [2, 25],
    [3, 10],
  ] as const);
  for (let i = 0; i < wantRatings && ratings.length; i++) {
    const value = ratings.splice(pick.int(0, ratings.length - 1), 1)[0]!;
    chosen.push(AT_LEAST.test(value) && pick.chance(0.6) ? `≥ ${value}` : value);
  }
  const near = pick.chance(0.6) ? pick.one(pick.chance(0.6) ? places.busy : places.all) : null;
  return {
    words: pick.chance(0.8) && words.length ? [pick.one(words), ...(pick.chance(0.3) ? [pick.one(words)] : [])].join(' ') : '',
    categoryId: pick.chance(0.7) ? product.categoryId : null,
    brand: pick.chance(0.35) ? product.brand : null,
    ratings: chosen,
    maxPrice: pick.chance(0.5) ? Math.round((product.retailPence / 100) * (0.3 + pick.next() * 0.7)) + 1 : null,
    near,
    radius: near && pick.chance(0.85) ? pick.one(SEARCH_RADII) : null,
    alertMode: pick.weighted(ALERT_MODES),
  };
}

/** `count` wanted items spread over `users`, 500 rows a statement, in one transaction. */
export async function seedWantedItems(db: Kysely<Database>, users: number[], count: number, pick: Picker): Promise<void> {
  const places = listPlaces();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const rows: Insertable<WantedItemsTable>[] = [];
      while (rows.length < Math.min(500, count - start)) {
        const fields = wantedFields(pick, places);
        // A generated item that asks for nothing, or a rating the reader refuses, is drawn again.
        try {
          rows.push({
            ...toWantedValues(fields, now),
            user_id: users[(start + rows.length) % users.length]!,
            paused: pick.chance(0.05) ? 1 : 0,
            created_at: now,
          });
        } catch {
          continue;
        }
      }
      await trx.insertInto('wanted_items').values(rows).execute();
    }
  });
}

/** A private listing of a real product, placed in a busy area; its owner publishes it later. */
export function productListing(pick: Picker, ownerId: number, places: { busy: string[] }): Insertable<ListingsTable> {
  const product = pick.weighted(PRODUCTS)(pick);
  const outcode = pick.one(places.busy);
  const now = new Date().toISOString();
  return {
    owner_id: ownerId,
    title: product.title,
    description: 'Surplus from a fit-out. Boxed and unused.',
    category_id: product.categoryId,
    condition: 'New',
    quantity: 1,
    unit_price_pence: Math.max(100, Math.round(product.retailPence * 0.55)),
    retail_price_pence: product.retailPence,
    notes: null,
    material: product.material ?? null,
    size: product.size ?? null,
    brand_info: product.brand,
    technical_specs: product.specs,
    location: outcode,
    shipping: null,
    pricing_source_metadata: null,
    created_at: now,
    updated_at: now,
    postcode: `${outcode} 1AA`,
    outcode,
    handover: 'collection',
  };
}
