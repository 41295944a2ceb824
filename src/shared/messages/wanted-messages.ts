/**
 * Wanted lists and alerts in words (issue 14), apart from the zod schemas so the /wanted page can
 * use them without loading zod.
 */
export const MAX_WANTED_ITEMS = 50;
export const MAX_WANTED_RATINGS = 12;
export const MAX_RATING_LENGTH = 40;

export const WANTED_MESSAGES = {
  notFound: 'Wanted item not found',
  needsCriterion: 'Say what you are looking for: some words, a category, a brand or a rating',
  tooMany: `You can keep up to ${MAX_WANTED_ITEMS} wanted items. Delete one you no longer need to add another`,
  words: 'Words are at most 200 characters',
  brand: 'Brand is at most 100 characters',
  category: 'Choose a category from the list',
  ratings: `Give at most ${MAX_WANTED_RATINGS} ratings, each of at most ${MAX_RATING_LENGTH} characters`,
  maxPrice: 'The most you would pay is an amount in pounds above 0, at most 1,000,000, with up to 2 decimals',
  near: 'Enter a UK postcode or the first part of one, like B1 or B1 1AA',
  radius: 'Choose a distance of 5, 10, 25, 50 or 100 miles',
  radiusNeedsNear: 'Enter a postcode to look within a distance',
  alertMode: 'Alerts are instant, daily or off',
  paused: 'paused is true or false',
  notificationIds: 'ids is a list of at most 500 notification ids',
} as const;

/** The answer to a rating the matcher cannot read ("fast", "big"). */
export function unreadableRatingMessage(rating: string): string {
  return `We can’t read “${rating}” as a rating. Write a value with its unit, like 32 A, 400 V, 0.75 kW, 6 kA, Type B or IP65`;
}

/** How one reason of a match reads in an alert: '32 A ✓', or '6 kA not stated' for a rating the listing does not give. */
export function describeReason(reason: { label: string; ok: boolean }): string {
  return reason.ok ? `${reason.label} ✓` : `${reason.label} not stated`;
}

/** '32 A ✓ · Type B ✓ · 6 kA ✓ · 14 mi': why a listing matched, in one line (distance rounded to a mile). */
export function describeMatch(reasons: readonly { label: string; ok: boolean }[], distanceMiles: number | null): string {
  const parts = reasons.map(describeReason);
  if (distanceMiles !== null) parts.push(`${Math.round(distanceMiles)} mi`);
  return parts.join(' · ');
}
