import { parsePostcode } from '../../shared/postcode.ts';
import type { ListingDemand } from '../../shared/schemas/wanted.ts';
import { readListingFeatures } from './listing-features.ts';
import type { ListingReadsRepository } from './listing-reads.repository.ts';
import { toCriteria, type WantedCriteria } from './wanted-criteria.ts';
import { matchListing } from './wanted-matcher.ts';
import type { WantedRepository } from './wanted.repository.ts';

/** The newest private items looked at; an inventory larger than this shows demand on these only. */
export const MAX_DEMAND_ITEMS = 1_000;

/**
 * "n buyers are looking for this": for each of the seller's private items, how many other users
 * have an active (not paused) wanted item it would match if published from its postcode (the
 * item's, else the profile's). Buyers are counted, never named; items nobody wants are left out.
 * Wanted items are grouped by category once, so each item is compared with its category's and the
 * any-category ones only.
 */
export async function listDemand(deps: { listings: ListingReadsRepository; wanted: WantedRepository }, userId: number): Promise<ListingDemand> {
  const items = await deps.listings.listPrivateForOwner(userId, MAX_DEMAND_ITEMS);
  if (items.length === 0) return { demand: [] };
  const categories = [...new Set(items.flatMap((i) => (i.category_id === null ? [] : [i.category_id])))];
  const byCategory = new Map<number | null, WantedCriteria[]>();
  for (const row of await deps.wanted.listActiveOfOthers(userId, categories)) {
    const criteria = toCriteria(row);
    const bucket = byCategory.get(criteria.categoryId);
    if (bucket) bucket.push(criteria);
    else byCategory.set(criteria.categoryId, [criteria]);
  }
  if (byCategory.size === 0) return { demand: [] };
  const demand: ListingDemand['demand'] = [];
  for (const item of items) {
    const parsed = parsePostcode(item.postcode ?? item.profile_postcode ?? '');
    const features = readListingFeatures({ ...item, outcode: parsed.ok ? parsed.outcode : null });
    const buyers = new Set<number>();
    const candidates = [...(item.category_id === null ? [] : (byCategory.get(item.category_id) ?? [])), ...(byCategory.get(null) ?? [])];
    for (const criteria of candidates) {
      if (!buyers.has(criteria.userId) && matchListing(criteria, features)) buyers.add(criteria.userId);
    }
    if (buyers.size > 0) demand.push({ listingId: item.id, buyers: buyers.size });
  }
  return { demand };
}
