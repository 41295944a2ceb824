import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';
import { ALL_CONDITIONS } from '../constants/conditions.ts';
import { asComponent } from './api-components.ts';
import { FeedbackSummarySchema } from './feedback.ts';
import { MoneyTextSchema } from './listings.ts';
import { SEARCH_RADII, SEARCH_SORTS } from '../search-options.ts';

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_MAX_PAGE = 1_000_000_000;
export const SEARCH_MAX_QUERY_LENGTH = 1000;
/** Ids are PostgreSQL `integer`s: a larger number could only ever find nothing. */
const MAX_ID = 2_147_483_647;

export const SEARCH_MESSAGES = {
  queryTooLong: `Search for at most ${SEARCH_MAX_QUERY_LENGTH} characters`,
  category: 'Choose a category from the list',
  condition: 'Choose a condition from the list',
  price: 'Prices are amounts in pounds from 0 to 1,000,000',
  priceRange: 'The lowest price must not be above the highest',
  delivery: 'delivery is true or false',
  radius: `Choose a distance of ${SEARCH_RADII.join(', ')} miles`,
  radiusNeedsNear: 'Enter a postcode to search within a distance',
  distanceNeedsNear: 'Enter a postcode to sort by distance',
  sort: `Sort by ${SEARCH_SORTS.join(', ')}`,
  page: `page is a whole number from 1 to ${SEARCH_MAX_PAGE.toLocaleString('en-GB')}`,
  pageSize: `pageSize is a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`,
  seller: 'seller is a user id: a whole number from 1',
} as const;

const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as string[];
const optionalText = (max: number, message: string) => z.string(message).trim().max(max, message).optional();
const price = z.coerce.number(SEARCH_MESSAGES.price).min(0, SEARCH_MESSAGES.price).max(1_000_000, SEARCH_MESSAGES.price).optional();
const wholeNumber = (max: number, message: string) => z.coerce.number(message).int(message).min(1, message).max(max, message);

/** GET /api/search's query string; unknown parameters (utm_…) are ignored, a repeated one is refused. */
export const SearchQuerySchema = z
  .object({
    q: optionalText(SEARCH_MAX_QUERY_LENGTH, SEARCH_MESSAGES.queryTooLong),
    category: z
      .string(SEARCH_MESSAGES.category)
      .refine((v) => CATEGORY_NAMES.includes(v), SEARCH_MESSAGES.category)
      .optional(),
    brand: optionalText(200, 'brand is at most 200 characters'),
    condition: z
      .string(SEARCH_MESSAGES.condition)
      .refine((v) => (ALL_CONDITIONS as string[]).includes(v), SEARCH_MESSAGES.condition)
      .optional(),
    minPrice: price,
    maxPrice: price,
    delivery: z.enum(['true', 'false'], SEARCH_MESSAGES.delivery).optional(),
    near: optionalText(100, 'near is a UK postcode or outward code'),
    radius: z
      .enum(SEARCH_RADII.map(String) as [string, ...string[]], SEARCH_MESSAGES.radius)
      .transform(Number)
      .optional(),
    sort: z.enum(SEARCH_SORTS, SEARCH_MESSAGES.sort).optional(),
    page: wholeNumber(SEARCH_MAX_PAGE, SEARCH_MESSAGES.page).default(1),
    pageSize: wholeNumber(SEARCH_MAX_PAGE_SIZE, SEARCH_MESSAGES.pageSize).default(SEARCH_PAGE_SIZE),
    /** Only this seller's listings (the /seller/{id} page). */
    seller: wholeNumber(MAX_ID, SEARCH_MESSAGES.seller).optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, SEARCH_MESSAGES.priceRange);
export type SearchQuery = z.output<typeof SearchQuerySchema>;

export const SearchResultSchema = z.strictObject({
  id: z.number().int().positive(),
  /** For the public URL /listing/{id}-{slug}. */
  slug: z.string(),
  title: z.string(),
  /** Unit price in pounds ('12.50'); `vatMode` says whether VAT is added. */
  price: MoneyTextSchema,
  condition: z.string(),
  quantity: z.number().int(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  outcode: z.string().nullable(),
  /** The places the outward code covers. */
  area: z.string().nullable(),
  /** From the searched postcode's outward code; null without `near`. */
  distanceMiles: z.number().nullable(),
  photo: z.strictObject({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  vatMode: z.enum(['plus_vat', 'not_registered', 'margin']).nullable(),
  handover: z.enum(['collection', 'delivery', 'both']).nullable(),
  /** Null: ask the seller (or collection only). */
  deliveryPrice: MoneyTextSchema.nullable(),
  publishedAt: z.string().nullable(),
  /**
   * Who sells it: the public name (as on the seller page) and what buyers left about them in the
   * last 12 months ("98% positive (123)" beside the name), null until they have any feedback.
   */
  seller: z.strictObject({ id: z.number().int().positive(), displayName: z.string(), feedback: FeedbackSummarySchema.nullable() }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

const FacetSchema = z.array(z.strictObject({ value: z.string(), count: z.number().int() }));

/** Where `near` was reduced to: its outward code and the places that code covers. */
export const SearchLocationSchema = z.strictObject({ outcode: z.string(), area: z.string().nullable() });
export type SearchLocation = z.infer<typeof SearchLocationSchema>;

export const SearchResponseSchema = asComponent(
  z.strictObject({
    results: z.array(SearchResultSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The outward code `near` was reduced to, with its area; null without `near`. */
    location: SearchLocationSchema.nullable(),
    /**
     * Each facet counts with every other active filter applied, but not its own. `delivery` is always
     * one entry, `{ value: 'true', count }` (count 0 included): the results offering delivery.
     * `distance` has one entry per radius ('5', '10', '25', '50', '100' miles) when `near` is given, else none.
     */
    facets: z.strictObject({
      category: FacetSchema,
      brand: FacetSchema,
      condition: FacetSchema,
      delivery: FacetSchema,
      distance: FacetSchema,
    }),
  }),
  'SearchResponse',
);
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
