import { z } from 'zod';
import { FeedbackSummarySchema } from './feedback.ts';
import { asComponent } from './api-components.ts';
import { HANDOVERS, MoneyTextSchema, VAT_MODES } from './listings.ts';

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
    id: z.number().int().positive(),
    title: z.string(),
    description: z.string().nullable(),
    categoryId: z.number().int().nullable(),
    category: z.string().nullable(),
    condition: z.string(),
    quantity: z.number().int(),
    /** Surplus price per unit, in pounds ('12.50'). */
    unitPrice: MoneyTextSchema,
    brandInfo: z.string().nullable(),
    material: z.string().nullable(),
    size: z.string().nullable(),
    technicalSpecs: z.string().nullable(),
    location: z.string().nullable(),
    shipping: z.string().nullable(),
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
    id: z.number().int().positive(),
    /** The business name for a business seller, else first name and last initial ("Dave S."). */
    displayName: z.string(),
    accountType: z.enum(['individual', 'business']),
    /** The month the account was made, `YYYY-MM` (UTC). */
    memberSince: z.string().regex(/^\d{4}-\d{2}$/),
    liveListings: z.number().int().nonnegative(),
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
  PublicListingSchema.extend({
    vatMode: z.enum(VAT_MODES).nullable(),
    /** VAT_NOTES of vatMode; null when the seller stated none (individual sellers). */
    vatNote: z.string().nullable(),
    outcode: z.string().nullable(),
    /** The places the outward code covers; null for a code the data does not know. */
    area: z.string().nullable(),
    handover: z.enum(HANDOVERS).nullable(),
    /** Null: ask the seller (or collection only). */
    deliveryPrice: MoneyTextSchema.nullable(),
    views: z.number().int().nonnegative(),
    /** Retail price per unit, in pounds; null when not known. */
    approxNewPrice: MoneyTextSchema.nullable(),
    /** approxNewPrice − unitPrice, when positive; else null. */
    saving: MoneyTextSchema.nullable(),
    /** ISO-8601 UTC. */
    publishedAt: z.string().nullable(),
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

/** GET /api/public/sellers/:id?page=&pageSize=: the seller's live listings, newest first. */
export const PublicSellerQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PUBLIC_SELLER_MAX_PAGE_SIZE).default(PUBLIC_SELLER_PAGE_SIZE),
});
export type PublicSellerQuery = z.infer<typeof PublicSellerQuerySchema>;

export const PublicSellerPageSchema = asComponent(
  z.strictObject({
    seller: PublicSellerSchema,
    /** What buyers left about this seller in the last 12 months; the comments page through GET /api/public/sellers/{id}/feedback. */
    feedback: FeedbackSummarySchema,
    listings: z.array(PublicListingDetailSchema),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
  'PublicSellerPage',
);
export type PublicSellerPage = z.infer<typeof PublicSellerPageSchema>;
