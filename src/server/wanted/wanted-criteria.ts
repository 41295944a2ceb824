import { parseSearchTerms } from '../search/search-query.ts';
import { lookupOutcode, type OutcodeCentroid } from '../search/outcodes.ts';
import { splitWords } from './listing-features.ts';
import { parseWantedRating, type WantedRating } from './rating-specs.ts';

/**
 * What a wanted item asks, ready to compare: its words and codes as search reads them, and its
 * ratings as comparable specs. Worked out when the item is saved and stored with it as JSON
 * (`match_data`), so matching a listing against 10,000 items parses no rating text; a stored
 * copy from an older `MATCH_DATA_VERSION` is worked out again from the item's own columns.
 */
export const MATCH_DATA_VERSION = 1;

export interface MatchData {
  v: number;
  words: string[];
  codes: string[];
  ratings: WantedRating[];
}

/** The columns of a wanted item that matching reads. */
export interface WantedMatchRow {
  id: number;
  user_id: number;
  words: string;
  category_id: number | null;
  brand_key: string | null;
  ratings: string;
  max_price_pence: number | null;
  near_outcode: string | null;
  radius_miles: number | null;
  match_data: string;
}

export interface WantedCriteria extends Omit<MatchData, 'v'> {
  id: number;
  userId: number;
  categoryId: number | null;
  brandKey: string | null;
  maxPricePence: number | null;
  near: OutcodeCentroid | null;
  radius: number | null;
}

/** Words and ratings worked out from what the user typed; `unreadable` lists ratings that read as none. */
export function buildMatchData(words: string, ratings: readonly string[]): { data: MatchData; unreadable: string[] } {
  const terms = parseSearchTerms(words);
  const parsed = ratings.map((r) => ({ typed: r, rating: parseWantedRating(r) }));
  return {
    data: {
      v: MATCH_DATA_VERSION,
      words: [...new Set(terms.words.flatMap(splitWords))],
      codes: terms.codes,
      // '32 A' and '32amp' are one rating: kept once.
      ratings: [...new Map(parsed.flatMap((p) => (p.rating ? [[p.rating.label, p.rating] as const] : []))).values()],
    },
    unreadable: parsed.filter((p) => !p.rating).map((p) => p.typed),
  };
}

function readMatchData(row: WantedMatchRow): MatchData {
  try {
    const data = JSON.parse(row.match_data) as MatchData;
    if (data.v === MATCH_DATA_VERSION) return data;
  } catch {
    // Fall through: worked out again below.
  }
  return buildMatchData(row.words, JSON.parse(row.ratings) as string[]).data;
}

export function toCriteria(row: WantedMatchRow): WantedCriteria {
  const { words, codes, ratings } = readMatchData(row);
  return {
    id: row.id,
    userId: row.user_id,
    categoryId: row.category_id,
    brandKey: row.brand_key,
    maxPricePence: row.max_price_pence,
    near: row.near_outcode ? (lookupOutcode(row.near_outcode) ?? null) : null,
    radius: row.radius_miles,
    words,
    codes,
    ratings,
  };
}
