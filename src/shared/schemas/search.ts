import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';
import { readPlainDecimal } from '../plain-numbers.ts';
import { ALL_CONDITIONS } from '../constants/conditions.ts';
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
/** A price bound in pounds, once read from its text (shared/plain-numbers.ts); the price filter reads it too. */
export const SearchPriceSchema = z.number(SEARCH_MESSAGES.price).min(0, SEARCH_MESSAGES.price).max(1_000_000, SEARCH_MESSAGES.price);
const price = z.preprocess(readPlainDecimal(), SearchPriceSchema).optional();
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

export {
  SearchLocationSchema,
  SearchResponseSchema,
  SearchResultSchema,
  type SearchLocation,
  type SearchResponse,
  type SearchResult,
} from './search-answers.ts';
