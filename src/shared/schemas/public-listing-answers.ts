// zod/mini: the listing and seller pages parse these answers in their first load, where zod's full
// API would cost ~25 KB gzip (docs/client.md, 'What parsing costs'). The server validates its
// answers with the same schemas; public-listing.ts re-exports them.
import * as z from 'zod/mini';
import { HANDOVERS, VAT_MODES } from '../constants/listing-terms.ts';
import { asComponent } from './api-components.ts';
import { FeedbackSummarySchema } from './feedback-answers.ts';
import { MoneyText } from './money-text.ts';

/** A photo as anyone may see it: its stored copy and thumbnail, by URLs that name no owner. */
export const PublicPhotoSchema = z.strictObject({
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type PublicPhoto = z.infer<typeof PublicPhotoSchema>;

/**
 * A listing as the marketplace shows it to anyone (built by `toPublicListing` on the server).
 * Never the seller's notes, pricing metadata, retail price or any owner detail (email, names,
 * phone, postcode, bio, ids): a field joins this list only by a deliberate change here, which the
 * type test in tests/unit/shared/response-schemas.test.ts makes visible.
 */
export const PublicListingSchema = asComponent(
  z.strictObject({
    id: z.int().check(z.positive()),
    title: z.string(),
    description: z.nullable(z.string()),
    categoryId: z.nullable(z.int()),
    category: z.nullable(z.string()),
    condition: z.string(),
    quantity: z.int(),
    /** Surplus price per unit, in pounds ('12.50'). */
    unitPrice: MoneyText,
    brandInfo: z.nullable(z.string()),
    material: z.nullable(z.string()),
    size: z.nullable(z.string()),
    technicalSpecs: z.nullable(z.string()),
    location: z.nullable(z.string()),
    shipping: z.nullable(z.string()),
    photos: z.array(PublicPhotoSchema),
    /** ISO-8601 UTC. */
    createdAt: z.string(),
  }),
  'PublicListing',
);
export type PublicListing = z.infer<typeof PublicListingSchema>;

/** The words a buyer reads beside a price, by the seller's VAT treatment (null: none stated). */
export const VAT_NOTES = {
  plus_vat: 'Plus VAT',
  not_registered: 'No VAT: seller not VAT-registered',
  margin: 'Margin scheme: no VAT to reclaim',
} as const satisfies Record<(typeof VAT_MODES)[number], string>;

/** Who sells, as anyone may see it: never an email, phone, postcode or full last name. */
export const PublicSellerSchema = asComponent(
  z.strictObject({
    id: z.int().check(z.positive()),
    /** The business name for a business seller, else first name and last initial ("Dave S."). */
    displayName: z.string(),
    accountType: z.enum(['individual', 'business']),
    /** The month the account was made, `YYYY-MM` (UTC). */
    memberSince: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
    liveListings: z.int().check(z.nonnegative()),
    emailVerified: z.boolean(),
  }),
  'PublicSeller',
);
export type PublicSeller = z.infer<typeof PublicSellerSchema>;

/**
 * A live listing as its public page and the marketplace's cards show it: the PublicListing core
 * plus what a buyer needs to decide. The location is the outward code and its area only; the
 * approximate new price is the seller's retail estimate (shown with the saving, as the best
 * marketplaces do), never how it was worked out (pricing metadata stays private).
 */
export const PublicListingDetailSchema = asComponent(
  z.extend(PublicListingSchema, {
    vatMode: z.nullable(z.enum(VAT_MODES)),
    /** VAT_NOTES of vatMode; null when the seller stated none (individual sellers). */
    vatNote: z.nullable(z.string()),
    outcode: z.nullable(z.string()),
    /** The places the outward code covers; null for a code the data does not know. */
    area: z.nullable(z.string()),
    handover: z.nullable(z.enum(HANDOVERS)),
    /** Null: ask the seller (or collection only). */
    deliveryPrice: z.nullable(MoneyText),
    views: z.int().check(z.nonnegative()),
    /** Retail price per unit, in pounds; null when not known. */
    approxNewPrice: z.nullable(MoneyText),
    /** approxNewPrice − unitPrice, when positive; else null. */
    saving: z.nullable(MoneyText),
    /** ISO-8601 UTC. */
    publishedAt: z.nullable(z.string()),
    /** The buyer can pay by card through SpareStock (card payments on, and the seller's Stripe account active); else payment is between the two. */
    payByCard: z.boolean(),
  }),
  'PublicListingDetail',
);
export type PublicListingDetail = z.infer<typeof PublicListingDetailSchema>;

/** GET /api/public/listings/:id. */
export const PublicListingPageSchema = asComponent(
  z.strictObject({
    listing: PublicListingDetailSchema,
    seller: PublicSellerSchema,
    /** What buyers left about the seller in the last 12 months ("98% positive (123)" beside their name). */
    feedback: FeedbackSummarySchema,
  }),
  'PublicListingPage',
);
export type PublicListingPage = z.infer<typeof PublicListingPageSchema>;

export const PUBLIC_SELLER_PAGE_SIZE = 24;
export const PUBLIC_SELLER_MAX_PAGE_SIZE = 50;

export const PublicSellerPageSchema = asComponent(
  z.strictObject({
    seller: PublicSellerSchema,
    /** What buyers left about this seller in the last 12 months; the comments page through GET /api/public/sellers/{id}/feedback. */
    feedback: FeedbackSummarySchema,
    listings: z.array(PublicListingDetailSchema),
    page: z.int().check(z.positive()),
    pageSize: z.int().check(z.positive()),
    total: z.int().check(z.nonnegative()),
  }),
  'PublicSellerPage',
);
export type PublicSellerPage = z.infer<typeof PublicSellerPageSchema>;
