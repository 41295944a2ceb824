import type { MatchReason } from '../../shared/schemas/wanted.ts';
import { milesBetween } from '../search/distance.ts';
import { hasWord, type ListingFeatures } from './listing-features.ts';
import { judgeRating } from './rating-specs.ts';
import type { WantedCriteria } from './wanted-criteria.ts';

export interface MatchResult {
  /** One per wanted rating, in the order typed. */
  reasons: MatchReason[];
  /** From the wanted item's outward code, to 0.1 mile; null without one or for a listing with no known place. */
  distanceMiles: number | null;
}

/** Miles as search shows and compares them: to 0.1. */
const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/**
 * Whether a listing matches a wanted item, and why. Category, brand (whole, any case), unit price
 * (at most the maximum), distance (within the radius of the wanted outward code), every word (as a
 * word prefix, or whole for one or two letters, as search) and every code (inside the listing's
 * codes) must hold. Ratings: a stated value that misses one means no match; one rating may go
 * unstated (a reason with `ok: false`), but not the only one asked for.
 */
export function matchListing(c: WantedCriteria, f: ListingFeatures): MatchResult | null {
  if (c.categoryId !== null && c.categoryId !== f.categoryId) return null;
  if (c.brandKey !== null && c.brandKey !== f.brandKey) return null;
  if (c.maxPricePence !== null && f.pricePence > c.maxPricePence) return null;
  for (const word of c.words) if (!hasWord(f.words, word)) return null;
  for (const code of c.codes) if (!f.codes.includes(code)) return null;
  // Distance after the cheap checks: great-circle trigonometry is the dearest of them.
  const distanceMiles = c.near && f.place ? roundMiles(milesBetween(c.near, f.place)) : null;
  if (c.radius !== null && (distanceMiles === null || distanceMiles > c.radius)) return null;
  const reasons: MatchReason[] = [];
  let unstated = 0;
  for (const rating of c.ratings) {
    const verdict = judgeRating(rating, f.ratings);
    if (verdict.state === 'failed') return null;
    if (verdict.state === 'unstated') unstated++;
    reasons.push({ label: verdict.label, ok: verdict.state === 'met' });
  }
  if (unstated > 1 || (unstated > 0 && unstated === reasons.length)) return null;
  return { reasons, distanceMiles };
}
