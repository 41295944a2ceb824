import { z } from 'zod';
import { asComponent } from './api-components.ts';
import { MoneyTextSchema } from './listings.ts';

export const WATCHLIST_MESSAGES = {
  listingNotFound: 'Listing not found',
  ownListing: 'This is your own listing, so you can’t watch it.',
  mailInvalid: 'mail must be true or false',
} as const;

/** PUT/DELETE /api/watchlist/{listingId}. */
/**
 * One watched listing. `live`: on sale, with its current unit price; `sold`: none left (title and
 * last price kept); `unavailable`: made private, withdrawn or deleted: nothing of it is shown.
 */
export const WatchedListingSchema = asComponent(
  z.strictObject({
    listingId: z.number().int().positive(),
    status: z.enum(['live', 'sold', 'unavailable']),
    title: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    /** The unit price now; null when unavailable. */
    currentPrice: MoneyTextSchema.nullable(),
    /** The unit price when it was watched. */
    priceWhenWatched: MoneyTextSchema,
    quantity: z.number().int().nonnegative().nullable(),
    watchedAt: z.string(),
  }),
  'WatchedListing',
);
export type WatchedListing = z.infer<typeof WatchedListingSchema>;

export const WatchlistSchema = asComponent(
  z.strictObject({
    items: z.array(WatchedListingSchema),
    /** A daily email of the changes (price drops, one left, sold, withdrawn); the notifications come either way. */
    mail: z.boolean(),
  }),
  'Watchlist',
);
export type Watchlist = z.infer<typeof WatchlistSchema>;

/** PATCH /api/watchlist/settings. */
export const WatchlistSettingsSchema = z.strictObject({ mail: z.boolean({ error: WATCHLIST_MESSAGES.mailInvalid }) });
export type WatchlistSettings = z.infer<typeof WatchlistSettingsSchema>;

/** GET /api/watchlist/watchers: how many people watch each of the caller's listings (never who). */
export const WatcherCountsSchema = asComponent(
  z.strictObject({ counts: z.array(z.strictObject({ listingId: z.number().int().positive(), watchers: z.number().int().positive() })) }),
  'WatcherCounts',
);
export type WatcherCounts = z.infer<typeof WatcherCountsSchema>;
