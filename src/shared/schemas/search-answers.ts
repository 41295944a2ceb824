// zod/mini: /search and the seller page parse this answer in their first load, where zod's full
// API would cost ~25 KB gzip (docs/client.md, 'What parsing costs'). search.ts re-exports it.
import * as z from 'zod/mini';
import { HANDOVERS, VAT_MODES } from '../constants/listing-terms.ts';
import { asComponent } from './api-components.ts';
import { FeedbackSummarySchema } from './feedback-answers.ts';
import { MoneyText } from './money-text.ts';

export const SearchResultSchema = z.strictObject({
  id: z.int().check(z.positive()),
  /** For the public URL /listing/{id}-{slug}. */
  slug: z.string(),
  title: z.string(),
  /** Unit price in pounds ('12.50'); `vatMode` says whether VAT is added. */
  price: MoneyText,
  condition: z.string(),
  quantity: z.int(),
  category: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  outcode: z.nullable(z.string()),
  /** The places the outward code covers. */
  area: z.nullable(z.string()),
  /** From the searched postcode's outward code; null without `near`. */
  distanceMiles: z.nullable(z.number()),
  photo: z.nullable(z.strictObject({ url: z.string(), thumbnailUrl: z.string() })),
  vatMode: z.nullable(z.enum(VAT_MODES)),
  handover: z.nullable(z.enum(HANDOVERS)),
  /** Null: ask the seller (or collection only). */
  deliveryPrice: z.nullable(MoneyText),
  publishedAt: z.nullable(z.string()),
  /**
   * Who sells it: the public name (as on the seller page) and what buyers left about them in the
   * last 12 months ("98% positive (123)" beside the name), null until they have any feedback.
   */
  seller: z.strictObject({ id: z.int().check(z.positive()), displayName: z.string(), feedback: z.nullable(FeedbackSummarySchema) }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

const FacetSchema = z.array(z.strictObject({ value: z.string(), count: z.int() }));

/** Where `near` was reduced to: its outward code and the places that code covers. */
export const SearchLocationSchema = z.strictObject({ outcode: z.string(), area: z.nullable(z.string()) });
export type SearchLocation = z.infer<typeof SearchLocationSchema>;

export const SearchResponseSchema = asComponent(
  z.strictObject({
    results: z.array(SearchResultSchema),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
    /** The outward code `near` was reduced to, with its area; null without `near`. */
    location: z.nullable(SearchLocationSchema),
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
