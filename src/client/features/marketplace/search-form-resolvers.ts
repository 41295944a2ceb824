// Loaded on first use by the search box and the price filter (lib/lazy-resolver.ts): both are on
// public pages, and zod's full API stays out of their first load (docs/client.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { parsePostcode } from '../../../shared/postcode.ts';
import { SEARCH_MESSAGES, SearchQuerySchema } from '../../../shared/schemas/search.ts';

/**
 * The search box's fields, read by GET /api/search's own field schemas: the words, and a place
 * given as a postcode or outward code (the shape checked as the server checks it) with a distance
 * that counts only with a place. '' for "any distance" is null.
 */
export const SearchFieldsSchema = z
  .object({
    q: SearchQuerySchema.shape.q,
    near: SearchQuerySchema.shape.near.superRefine((place, ctx) => {
      const parsed = place ? parsePostcode(place) : null;
      if (parsed && !parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    }),
    radius: z.union([z.literal('').transform(() => undefined), SearchQuerySchema.shape.radius]),
  })
  .transform(({ q, near, radius }) => ({ q: q ?? '', near: near ?? '', radius: near && radius !== undefined ? radius : null }));

export const searchFieldsResolver = zodResolver(SearchFieldsSchema);

/** A bound as typed: pounds, rounded to the penny; anything else (blank, negative) is no bound. */
const bound = z.string().transform((text) => {
  const pounds = Number.parseFloat(text);
  return Number.isFinite(pounds) && pounds >= 0 ? String(Math.round(pounds * 100) / 100) : '';
});

/** The price filter's two bounds, applied together; the lowest may not be above the highest (the API's rule and words). */
export const PriceFilterSchema = z
  .object({ minPrice: bound, maxPrice: bound })
  .refine(({ minPrice, maxPrice }) => !minPrice || !maxPrice || Number(minPrice) <= Number(maxPrice), {
    message: SEARCH_MESSAGES.priceRange,
    path: ['minPrice'],
  });

export const priceFilterResolver = zodResolver(PriceFilterSchema);
