import { z } from 'zod';
import { findCategoryName } from '../constants/categories.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { readPlainDecimal } from '../plain-numbers.ts';
import { parsePostcode } from '../postcode.ts';
import { SEARCH_RADII } from '../search-options.ts';
import { MAX_RATING_LENGTH, MAX_WANTED_RATINGS, WANTED_MESSAGES } from '../messages/wanted-messages.ts';
import { asComponent } from './api-components.ts';
import { MoneyTextSchema, VAT_MODES } from './listings.ts';

export { WANTED_MESSAGES } from '../messages/wanted-messages.ts';

/** instant: an email per match; daily: one digest email a day; off: shown on /wanted only. In-app alerts come with instant and daily. */
export const WANTED_ALERT_MODES = ['instant', 'daily', 'off'] as const;
export type WantedAlertMode = (typeof WANTED_ALERT_MODES)[number];
export const MAX_NOTIFICATION_IDS = 500;

const MAX_ID = 2_147_483_647;
const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

const WordsSchema = z.string(WANTED_MESSAGES.words).trim().max(200, WANTED_MESSAGES.words);
const CategoryIdSchema = z
  .number(WANTED_MESSAGES.category)
  .int(WANTED_MESSAGES.category)
  .refine((id) => findCategoryName(id) !== null, WANTED_MESSAGES.category)
  .nullable();
const BrandSchema = z.string(WANTED_MESSAGES.brand).trim().max(100, WANTED_MESSAGES.brand).nullable().transform(emptyToNull);
const RatingsSchema = z
  .array(z.string(WANTED_MESSAGES.ratings).trim().max(MAX_RATING_LENGTH, WANTED_MESSAGES.ratings), WANTED_MESSAGES.ratings)
  .max(MAX_WANTED_RATINGS, WANTED_MESSAGES.ratings)
  .transform((list) => [...new Set(list.filter((r) => r !== ''))]);
/** Pounds per unit, as a number or a decimal string ('12.50'); null = no limit. */
const MaxPriceSchema = z
  .preprocess(
    readPlainDecimal(null),
    z
      .number(WANTED_MESSAGES.maxPrice)
      .finite(WANTED_MESSAGES.maxPrice)
      .gt(0, WANTED_MESSAGES.maxPrice)
      .max(1_000_000, WANTED_MESSAGES.maxPrice)
      .refine(hasAtMostTwoDecimals, WANTED_MESSAGES.maxPrice)
      .nullable(),
  )
  .optional();
/** A postcode or outward code, reduced to the outward code here: a full postcode is never kept. */
const NearSchema = z
  .string(WANTED_MESSAGES.near)
  .trim()
  .max(16, WANTED_MESSAGES.near)
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v === '') return null;
    const parsed = parsePostcode(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.outcode;
  });
const RadiusSchema = z
  .number(WANTED_MESSAGES.radius)
  .refine((v) => (SEARCH_RADII as readonly number[]).includes(v), WANTED_MESSAGES.radius)
  .nullable();

const wantedFields = {
  words: WordsSchema.optional(),
  categoryId: CategoryIdSchema.optional(),
  brand: BrandSchema.optional(),
  /** As the user typed them ('32 A', 'Type B', '≥ 6 kA'); each must read as a rating (400 otherwise). */
  ratings: RatingsSchema.optional(),
  maxPrice: MaxPriceSchema,
  near: NearSchema.optional(),
  radius: RadiusSchema.optional(),
  alertMode: z.enum(WANTED_ALERT_MODES, WANTED_MESSAGES.alertMode).optional(),
};

/** POST /api/wanted: words, a category, a brand or a rating at least. */
export const CreateWantedSchema = z.strictObject(wantedFields);
export type CreateWantedInput = z.output<typeof CreateWantedSchema>;

/** PATCH /api/wanted/:id: any of the fields; what is left out stays. */
export const PatchWantedSchema = z.strictObject({ ...wantedFields, paused: z.boolean(WANTED_MESSAGES.paused).optional() });
export type PatchWantedInput = z.output<typeof PatchWantedSchema>;

export const WantedItemSchema = asComponent(
  z.strictObject({
    id: z.number().int().positive(),
    words: z.string(),
    categoryId: z.number().int().nullable(),
    category: z.string().nullable(),
    brand: z.string().nullable(),
    ratings: z.array(z.string()),
    /** Per unit, in pounds ('50.00'); null = any price. */
    maxPrice: MoneyTextSchema.nullable(),
    /** An outward code ('B1'): a full postcode given is reduced to it. */
    near: z.string().nullable(),
    /** Miles from `near`: 5, 10, 25, 50 or 100; null = any distance. */
    radius: z.number().int().nullable(),
    alertMode: z.enum(WANTED_ALERT_MODES),
    paused: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** How many live listings match it now (at most 100 are counted). */
    matchCount: z.number().int().nonnegative(),
  }),
  'WantedItem',
);
export type WantedItem = z.infer<typeof WantedItemSchema>;

export const WantedListSchema = asComponent(z.strictObject({ wanted: z.array(WantedItemSchema) }), 'WantedList');
export type WantedList = z.infer<typeof WantedListSchema>;

/**
 * Why a listing matched, one entry per wanted rating, labelled as the wanted item reads it
 * ('32 A', '≥ 6 kA'): `ok` true when the listing states a value that meets it, false when the
 * listing does not state that rating at all. A stated value that fails is no match.
 */
export const MatchReasonSchema = z.strictObject({ label: z.string(), ok: z.boolean() });
export type MatchReason = z.infer<typeof MatchReasonSchema>;

export const WantedMatchSchema = asComponent(
  z.strictObject({
    listing: z.strictObject({
      id: z.number().int().positive(),
      slug: z.string(),
      title: z.string(),
      /** Unit price, in pounds. */
      price: MoneyTextSchema,
      condition: z.string(),
      quantity: z.number().int(),
      outcode: z.string().nullable(),
      area: z.string().nullable(),
      photo: z.strictObject({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
      vatMode: z.enum(VAT_MODES).nullable(),
    }),
    reasons: z.array(MatchReasonSchema),
    /** From the wanted item's outward code; null without `near` or for a place the data does not know. */
    distanceMiles: z.number().nullable(),
    /** When the match was first alerted, else when it became one (the later of publishing and saving the wanted item). */
    matchedAt: z.string(),
  }),
  'WantedMatch',
);
export type WantedMatch = z.infer<typeof WantedMatchSchema>;

export const WantedMatchesSchema = asComponent(z.strictObject({ matches: z.array(WantedMatchSchema) }), 'WantedMatches');
export type WantedMatches = z.infer<typeof WantedMatchesSchema>;

/** A wanted-list match, or a change to a watched listing (issue 27: price drop, one left, sold, withdrawn). */
export const NOTIFICATION_KINDS = ['wanted_match', 'watch_price_drop', 'watch_last_one', 'watch_sold', 'watch_withdrawn'] as const;

export const NotificationSchema = asComponent(
  z.strictObject({
    id: z.number().int().positive(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    /** Why it matched: '32 A ✓ · Type B ✓ · 6 kA ✓ · 14 mi'. */
    body: z.string(),
    /** An app path: '/listing/{id}-{slug}'. */
    url: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  }),
  'Notification',
);
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsResponseSchema = asComponent(
  z.strictObject({ notifications: z.array(NotificationSchema), unread: z.number().int().nonnegative() }),
  'Notifications',
);
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 50;

/** GET /api/notifications?before=&limit=: newest first; `before` (an id) pages back. Unknown parameters are ignored. */
export const NotificationsQuerySchema = z.object({
  before: z.coerce
    .number('before is a notification id')
    .int('before is a notification id')
    .min(1, 'before is a notification id')
    .max(MAX_ID, 'before is a notification id')
    .optional(),
  limit: z.coerce
    .number('limit is a whole number from 1 to 50')
    .int('limit is a whole number from 1 to 50')
    .min(1, 'limit is a whole number from 1 to 50')
    .max(NOTIFICATIONS_PAGE_SIZE, 'limit is a whole number from 1 to 50')
    .default(NOTIFICATIONS_PAGE_SIZE),
});

/** POST /api/notifications/read: these (the caller's; others' are ignored), or all when `ids` is left out. */
export const MarkNotificationsReadSchema = z.strictObject({
  ids: z
    .array(
      z
        .number(WANTED_MESSAGES.notificationIds)
        .int(WANTED_MESSAGES.notificationIds)
        .min(1, WANTED_MESSAGES.notificationIds)
        .max(MAX_ID, WANTED_MESSAGES.notificationIds),
      WANTED_MESSAGES.notificationIds,
    )
    .max(MAX_NOTIFICATION_IDS, WANTED_MESSAGES.notificationIds)
    .optional(),
});
export type MarkNotificationsReadInput = z.output<typeof MarkNotificationsReadSchema>;

/** GET /api/listings/demand: the caller's private items that other users' active wanted items match. */
export const ListingDemandSchema = asComponent(
  z.strictObject({
    demand: z.array(z.strictObject({ listingId: z.number().int().positive(), buyers: z.number().int().positive() })),
  }),
  'ListingDemand',
);
export type ListingDemand = z.infer<typeof ListingDemandSchema>;
