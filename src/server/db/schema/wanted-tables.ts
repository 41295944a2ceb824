import type { Generated } from 'kysely';

/** Wanted lists: items, match jobs, matches, notifications and digests (migration 012). */

export interface WantedItemsTable {
  id: Generated<number>;
  user_id: number;
  words: string;
  category_id: number | null;
  brand: string | null;
  /** brand, trimmed and lower-cased: compared whole. */
  brand_key: string | null;
  /** JSON array of the ratings as typed. */
  ratings: string;
  /** JSON: words, codes and ratings worked out for matching (wanted/wanted-criteria.ts). */
  match_data: string;
  max_price_pence: number | null;
  near_outcode: string | null;
  radius_miles: number | null;
  /** The box holding radius_miles around near_outcode (null without a radius): a prefilter. */
  box_min_lat: number | null;
  box_max_lat: number | null;
  box_min_lon: number | null;
  box_max_lon: number | null;
  alert_mode: 'instant' | 'daily' | 'off';
  paused: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A listing to match against the wanted items, written by a trigger on listings (migration 012). */
export interface WantedMatchJobsTable {
  id: Generated<number>;
  listing_id: number;
  unit_price_pence: number;
  reason: 'published' | 'price_drop';
  attempts: Generated<number>;
  locked_until: string | null;
  created_at: string;
}

/** One alert: unique per (wanted item, listing, unit price). */
export interface WantedMatchesTable {
  id: Generated<number>;
  wanted_id: number;
  user_id: number;
  listing_id: number;
  price_pence: number;
  /** JSON MatchReason[]. */
  reasons: string;
  distance_miles: number | null;
  digest: 'none' | 'pending' | 'sent';
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** 'wanted_match' (wanted list), or a watchlist change (migration 029): 'watch_price_drop' | 'watch_last_one' | 'watch_sold' | 'watch_withdrawn'. */
  kind: 'wanted_match' | 'watch_price_drop' | 'watch_last_one' | 'watch_sold' | 'watch_withdrawn';
  title: string;
  body: string;
  url: string;
  created_at: string;
  read_at: string | null;
}

/** One daily wanted email per user and day (unique). */
export interface WantedDigestsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  matches: number;
  created_at: string;
}

/** A listing a user watches (migration 029), with the unit price when they started. */
export interface WatchlistTable {
  id: Generated<number>;
  user_id: number;
  listing_id: number;
  price_pence: number;
  created_at: string;
}
