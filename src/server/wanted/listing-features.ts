import { findCategoryName } from '../../shared/constants/categories.ts';
import { lookupOutcode, type OutcodeCentroid } from '../search/outcodes.ts';
import { readListingRatings, type ListingRatings } from './rating-specs.ts';

// The row shape lives with the listings' reads (listings owns the table); matching reads it from there.
import type { ListingMatchRow } from '../listings/listing-matching.repository.ts';
export type { ListingMatchRow } from '../listings/listing-matching.repository.ts';

/** A listing read once for matching against many wanted items. */
export interface ListingFeatures {
  id: number;
  ownerId: number;
  categoryId: number | null;
  /** Lower-cased, trimmed brand, compared whole. */
  brandKey: string | null;
  pricePence: number;
  place: OutcodeCentroid | null;
  /** Its words (lower case, accents dropped), sorted and unique: a prefix is found by binary search. */
  words: string[];
  /** Its text upper-cased with `- / . _` dropped: codes are found inside it. */
  codes: string;
  ratings: ListingRatings;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words as search indexes them (unicode61 with diacritics removed, near enough). */
export function splitWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(WORD) ?? []
  );
}

export const brandKeyOf = (brand: string | null | undefined) => {
  const key = brand?.trim().toLowerCase();
  return key ? key : null;
};

export function readListingFeatures(row: ListingMatchRow): ListingFeatures {
  const texts = [row.title, row.brand_info, row.technical_specs, row.description];
  const category = findCategoryName(row.category_id);
  const words = [...new Set([...texts, category].flatMap((t) => (t ? splitWords(t) : [])))].sort();
  const codes = texts
    .filter((t): t is string => Boolean(t))
    .join(' ')
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[-/._]/g, '');
  return {
    id: row.id,
    ownerId: row.owner_id,
    categoryId: row.category_id,
    brandKey: brandKeyOf(row.brand_info),
    pricePence: row.unit_price_pence,
    place: row.outcode ? (lookupOutcode(row.outcode) ?? null) : null,
    words,
    codes,
    ratings: readListingRatings(texts),
  };
}

/** Words of one or two characters match whole words only, as in search; longer ones by prefix. */
const MIN_PREFIX = 3;

/** Whether some word of the sorted list starts with `prefix` (or equals it, for a short one). */
export function hasWord(sorted: readonly string[], word: string): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  const found = sorted[lo];
  if (found === undefined) return false;
  return word.length < MIN_PREFIX ? found === word : found.startsWith(word);
}
