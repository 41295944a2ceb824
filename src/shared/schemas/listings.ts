import { z } from 'zod';
import { PUBLISH_REQUIREMENTS, type PublishRequirement } from '../messages/publish-messages.ts';
import { isCondition } from '../constants/conditions.ts';
import { findCategoryName } from '../constants/categories.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { readPlainDecimal, readPlainCount } from '../plain-numbers.ts';
import { LISTING_MESSAGES } from '../messages/listing-messages.ts';
import { optionalText, tooLong } from './text.ts';
import { PhotoIdsSchema, PhotoRefSchema } from './photos.ts';
import { asComponent } from './api-components.ts';
import { MONEY_TEXT_PATTERN } from './money-text.ts';
import { HANDOVERS, VAT_MODES } from '../constants/listing-terms.ts';

export { LISTING_MESSAGES } from '../messages/listing-messages.ts';

export const MAX_PRICE_POUNDS = 1_000_000;
export const MAX_QUANTITY = 1_000_000;

/** A price in pounds, sent as a number or a plain decimal string ('12.50'; not '1e2' or '0x10'). */
export const PriceSchema = z.preprocess(
  readPlainDecimal(),
  z
    .number({ error: (iss) => (iss.input === undefined ? LISTING_MESSAGES.priceRequired : LISTING_MESSAGES.priceInvalid) })
    .finite(LISTING_MESSAGES.priceInvalid)
    .min(0, LISTING_MESSAGES.priceInvalid)
    .max(MAX_PRICE_POUNDS, `Price must be at most £${MAX_PRICE_POUNDS.toLocaleString('en-GB')}`)
    .refine(hasAtMostTwoDecimals, LISTING_MESSAGES.priceInvalid),
);

export const QuantitySchema = z.preprocess(
  readPlainCount(),
  z
    .number({ error: LISTING_MESSAGES.quantityMin })
    .int('Quantity must be a whole number')
    .min(1, LISTING_MESSAGES.quantityMin)
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY.toLocaleString('en-GB')}`),
);

export const ConditionSchema = z
  .string({ error: LISTING_MESSAGES.conditionRequired })
  .trim()
  .min(1, LISTING_MESSAGES.conditionRequired)
  .refine(isCondition, LISTING_MESSAGES.conditionInvalid);

export const CategoryIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ error: LISTING_MESSAGES.categoryInvalid })
    .int(LISTING_MESSAGES.categoryInvalid)
    .refine((id) => findCategoryName(id) !== null, LISTING_MESSAGES.categoryInvalid),
);

export const TitleSchema = z
  .string({ error: LISTING_MESSAGES.titleRequired })
  .trim()
  .min(1, LISTING_MESSAGES.titleRequired)
  .max(200, tooLong(200, 'Title'));

export const PricingSourceMetadataSchema = z
  .object({
    retailBaseline: z.number().min(0).max(MAX_PRICE_POUNDS).nullish(),
    surplusPrice: z.number().min(0).max(MAX_PRICE_POUNDS).nullish(),
    condition: z.string().max(20).nullish(),
    aiConfidence: z.number().min(0).max(1).nullish(),
    source: z.string().max(60).nullish(),
    timestamp: z.string().max(40).nullish(),
  })
  .loose();
export type PricingSourceMetadata = z.infer<typeof PricingSourceMetadataSchema>;

/** pricingSourceMetadata travels as a JSON string (spec §7) or an object. */
export const PricingSourceMetadataInput = z.preprocess((v, ctx) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'pricingSourceMetadata must be valid JSON' });
    return z.NEVER;
  }
}, PricingSourceMetadataSchema.nullish());

/** PUT /api/listings/{id}: the single-item edit screen (spec §3). `price` is the total value. */
export const EditItemSchema = z.strictObject({
  title: TitleSchema,
  description: optionalText(5000, 'Description'),
  price: PriceSchema,
  condition: ConditionSchema,
  quantity: QuantitySchema,
  categoryId: CategoryIdSchema.nullish(),
});
export type EditItemInput = z.infer<typeof EditItemSchema>;

/** Fields shared by create and the inventory dialog's PATCH. */
const detailFields = {
  description: optionalText(5000, 'Description'),
  notes: optionalText(2000, 'Notes'),
  material: optionalText(200, 'Material'),
  size: optionalText(200, 'Size'),
  brandInfo: optionalText(200, 'Brand'),
  technicalSpecs: optionalText(5000, 'Technical specifications'),
  location: optionalText(200, 'Location'),
  shipping: optionalText(500, 'Shipping'),
  pricingSourceMetadata: PricingSourceMetadataInput,
};

/**
 * PATCH /api/listings/{id} from the inventory dialog. `originalPrice` (surplus unit price) wins;
 * a bare `price` is read as the total value, like PUT; `retailPrice` is the retail unit price.
 */
export const PatchListingSchema = z.strictObject({
  title: TitleSchema.optional(),
  categoryId: CategoryIdSchema.nullish(),
  condition: ConditionSchema.optional(),
  quantity: QuantitySchema.optional(),
  price: PriceSchema.optional(),
  originalPrice: PriceSchema.optional(),
  retailPrice: PriceSchema.nullish(),
  /** The item's photos become exactly these, in this order (the owner's draft photos or its own). */
  photoIds: PhotoIdsSchema.optional(),
  ...detailFields,
});
export type PatchListingInput = z.infer<typeof PatchListingSchema>;

/** POST /api/listings multipart text fields (spec §7). `price` is the surplus unit price. */
export const CreateListingSchema = z.strictObject({
  title: TitleSchema,
  categoryId: CategoryIdSchema.nullish(),
  condition: ConditionSchema,
  quantity: QuantitySchema,
  price: PriceSchema,
  retailPrice: PriceSchema.nullish(),
  brand: optionalText(200, 'Brand'),
  specifications: optionalText(5000, 'Technical specifications'),
  /** Draft photos uploaded with POST /api/photos, in order (JSON body or one multipart field). */
  photoIds: PhotoIdsSchema.optional(),
  ...detailFields,
});
export type CreateListingInput = z.infer<typeof CreateListingSchema>;

export const LISTING_STATUSES = ['private', 'live'] as const;
export { HANDOVERS, VAT_MODES } from '../constants/listing-terms.ts';

export const PUBLISH_MESSAGES = {
  handoverInvalid: 'Handover must be one of: collection, delivery, both',
  deliveryPriceInvalid: 'Delivery price must be a number of pounds, 0 or more, with at most 2 decimal places, or null to ask the seller',
  vatModeInvalid: 'VAT treatment must be one of: plus_vat, not_registered, margin',
  vatModeBusinessOnly: 'VAT treatment is only for business sellers',
  postcodeInvalid: 'Please enter a valid UK postcode, like B1 1AA',
  idsRequired: 'Please select items',
} as const;

const PublishRequirementSchema = z.enum(Object.keys(PUBLISH_REQUIREMENTS) as [PublishRequirement, ...PublishRequirement[]]);

/**
 * POST /api/listings/{id}/publish: every field optional; what is given is kept on the item.
 * `postcode: null` goes back to the profile postcode; `deliveryPrice: null` means "ask the seller".
 */
export const PublishListingSchema = z.strictObject({
  postcode: z.string({ error: PUBLISH_MESSAGES.postcodeInvalid }).trim().max(10, PUBLISH_MESSAGES.postcodeInvalid).nullish(),
  handover: z.enum(HANDOVERS, { error: PUBLISH_MESSAGES.handoverInvalid }).optional(),
  deliveryPrice: z
    .number({ error: PUBLISH_MESSAGES.deliveryPriceInvalid })
    .finite(PUBLISH_MESSAGES.deliveryPriceInvalid)
    .min(0, PUBLISH_MESSAGES.deliveryPriceInvalid)
    .max(MAX_PRICE_POUNDS, PUBLISH_MESSAGES.deliveryPriceInvalid)
    .refine(hasAtMostTwoDecimals, PUBLISH_MESSAGES.deliveryPriceInvalid)
    .nullish(),
  vatMode: z.enum(VAT_MODES, { error: PUBLISH_MESSAGES.vatModeInvalid }).nullish(),
});
export type PublishListingInput = z.infer<typeof PublishListingSchema>;

/** POST /api/listings/publish and /withdraw: the caller's items among `ids` (others' are ignored). */
export const BulkIdsSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, PUBLISH_MESSAGES.idsRequired).max(10_000),
});

/** The 422 of a refused publish. */
export const PublishRefusalSchema = z.object({ message: z.string(), missing: z.array(PublishRequirementSchema) });

export const BulkPublishResponseSchema = z.object({
  message: z.string(),
  /** How many of the caller's items are live after the call (ready ones, already live or not). */
  published: z.number().int(),
  /** The caller's items that stayed as they were, each with what it lacks. */
  refused: z.array(z.object({ id: z.number().int(), message: z.string(), missing: z.array(PublishRequirementSchema) })),
});
export type BulkPublishResponse = z.infer<typeof BulkPublishResponseSchema>;

export const BulkWithdrawResponseSchema = z.object({ message: z.string(), withdrawn: z.number().int() });

export const BulkDeleteSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, 'Please select items to delete').max(10_000),
});

/** Money as the API speaks it: pounds with exactly two decimals ('12.50'). */
export const MoneyTextSchema = z.string().regex(MONEY_TEXT_PATTERN);
const nullableText = z.string().nullable();

/** A listing as the API returns it to its owner (spec §3). Money is 2-decimal strings. */
export const ListingSchema = asComponent(
  z.object({
    id: z.number().int().positive(),
    title: z.string(),
    description: nullableText,
    categoryId: z.number().int().nullable(),
    category: nullableText,
    condition: z.string(),
    quantity: z.number().int(),
    /** Total surplus value = unit surplus price × quantity. */
    price: MoneyTextSchema,
    /** Surplus unit price. */
    originalPrice: MoneyTextSchema,
    /** Retail unit price, when known. */
    retailPrice: MoneyTextSchema.nullable(),
    notes: nullableText,
    material: nullableText,
    size: nullableText,
    brandInfo: nullableText,
    technicalSpecs: nullableText,
    /** Photo URLs, in order. */
    images: z.array(z.string()),
    thumbnails: z.array(z.string()),
    /** The same photos with their ids (for photoIds and analysis by photoId). */
    photos: z.array(PhotoRefSchema),
    location: nullableText,
    shipping: nullableText,
    views: z.number().int(),
    /** ISO-8601 UTC. */
    createdAt: z.string(),
    updatedAt: z.string(),
    pricingSourceMetadata: PricingSourceMetadataSchema.nullable(),
    /** Marketplace state: private until its owner publishes it. */
    status: z.enum(LISTING_STATUSES),
    /** ISO-8601 UTC: when it last went live; null while never published. */
    publishedAt: nullableText,
    /** The item's own postcode (owner only); null = the profile postcode. */
    postcode: nullableText,
    /** The public outward code, set when published. */
    outcode: nullableText,
    handover: z.enum(HANDOVERS).nullable(),
    /** Null = "ask the seller" (or no delivery). */
    deliveryPrice: MoneyTextSchema.nullable(),
    vatMode: z.enum(VAT_MODES).nullable(),
    /** Owner only: its place could not be found on the map, so it was taken off the market ("needs a location"). */
    needsLocation: z.boolean(),
    /** Owner only: SpareBot's notes about what to check before listing; never part of the description. */
    sparebotNotes: z.array(z.string()),
  }),
  'Listing',
);
export type Listing = z.infer<typeof ListingSchema>;
/** GET /api/user-listings: the seller's items, newest first. */
export const ListingListSchema = z.array(ListingSchema);

/** DELETE /api/listings/{id} and POST /api/listings/bulk-delete. */
export const DeleteListingsResponseSchema = z.object({ message: z.string(), deleted: z.number().int() });

/** GET /api/categories: the fixed table of decisions §3. */
export const CategoriesResponseSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type CategoryOption = z.infer<typeof CategoriesResponseSchema>[number];
