import { z } from 'zod';
import { parsePostcode } from '../postcode.ts';
import { readPlainDecimal } from '../plain-numbers.ts';
import { SEARCH_MESSAGES, SearchPriceSchema, SearchQuerySchema } from './search.ts';

/**
 * The marketplace's search box and price filter, read as GET /api/search reads the same fields
 * (its own field schemas and words), into what the page writes to its address. Neither form sends
 * anything: the address is the search (features/marketplace/search-state.ts).
 */

const query = SearchQuerySchema.shape;

/** A field as a form holds it into the API's optional field schema: '' (or spaces) is "not given". */
const blankIsAbsent = z.string().transform((text) => (text.trim() ? text : undefined));

/**
 * The words, and a place given as a UK postcode or outward code (its shape checked as the server
 * checks it, in the same words) with a distance that counts only with a place. The distance is
 * the select's text: '' for "Any distance", or one of SEARCH_RADII.
 */
export const SearchBoxSchema = z
  .object({
    q: query.q,
    near: query.near.superRefine((place, ctx) => {
      const parsed = place ? parsePostcode(place) : null;
      if (parsed && !parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    }),
    radius: blankIsAbsent.pipe(query.radius),
  })
  .transform(({ q, near, radius }) => ({ q: q ?? '', near: near ?? '', radius: near && radius !== undefined ? radius : null }));
export type SearchBoxFields = z.input<typeof SearchBoxSchema>;
export type SearchBoxValues = z.output<typeof SearchBoxSchema>;

/** A bound as typed, read as the API reads its price bounds; blank is no bound. */
const bound = z.preprocess(readPlainDecimal(), SearchPriceSchema.optional());

/** A bound as the address keeps it: pounds rounded to the penny ('80.257' → '80.26'); '' for none. */
const toAddress = (pounds: number | undefined) => (pounds === undefined ? '' : String(Math.round(pounds * 100) / 100));

/**
 * The unit price bounds in pounds, applied together. Each is read as the API reads it (a plain
 * amount from 0 to 1,000,000, blank for no bound: shared/plain-numbers.ts), and the lowest may not
 * be above the highest, in the API's words.
 */
export const PriceFilterSchema = z
  .object({ minPrice: bound, maxPrice: bound })
  .transform(({ minPrice, maxPrice }) => ({ minPrice: toAddress(minPrice), maxPrice: toAddress(maxPrice) }))
  .refine(({ minPrice, maxPrice }) => !minPrice || !maxPrice || Number(minPrice) <= Number(maxPrice), {
    message: SEARCH_MESSAGES.priceRange,
    path: ['minPrice'],
  });
export type PriceFilterFields = z.input<typeof PriceFilterSchema>;
export type PriceFilterValues = z.output<typeof PriceFilterSchema>;
