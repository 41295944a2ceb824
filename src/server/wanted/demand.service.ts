import { LRUCache } from 'lru-cache';
import { parsePostcode } from '../../shared/postcode.ts';
import type { ListingDemand } from '../../shared/schemas/wanted.ts';
import { readListingFeatures } from './listing-features.ts';
import type { ListingReadsRepository } from '../listings/listing-matching.repository.ts';
import { toCriteria, type WantedCriteria } from './wanted-criteria.ts';
import { matchListing } from './wanted-matcher.ts';
import type { WantedRepository } from './wanted.repository.ts';

/** The newest private items looked at; an inventory larger than this shows demand on these only. */
export const MAX_DEMAND_ITEMS = 1_000;

type DemandDeps = { listings: ListingReadsRepository; wanted: WantedRepository };

/** Words index by their first three letters (shorter words whole: they match whole words only). */
const wordKey = (word: string) => (word.length < 3 ? word : word.slice(0, 3));

/**
 * Other users' wanted items by the key of their first word, and those with no word: a listing
 * can only match items under the keys of its own words, or with none.
 */
function indexByWord(items: WantedCriteria[]): { byKey: Map<string, WantedCriteria[]>; noWords: WantedCriteria[] } {
  const byKey = new Map<string, WantedCriteria[]>();
  const noWords: WantedCriteria[] = [];
  for (const item of items) {
    const first = item.words[0];
    if (first === undefined) {
      noWords.push(item);
      continue;
    }
    const bucket = byKey.get(wordKey(first));
    if (bucket) bucket.push(item);
    else byKey.set(wordKey(first), [item]);
  }
  return { byKey, noWords };
}

/**
 * "n buyers are looking for this": for each of the seller's private items, how many other users
 * have an active (not paused) wanted item it would match if published from its postcode (the
 * item's, else the profile's). Buyers are counted, never named; items nobody wants are left out.
 * Wanted items are indexed once by their first word, so each item is compared with the few that
 * could match it.
 */
export async function listDemand(deps: DemandDeps, userId: number): Promise<ListingDemand> {
  const items = await deps.listings.listPrivateForOwner(userId, MAX_DEMAND_ITEMS);
  if (items.length === 0) return { demand: [] };
  const categories = [...new Set(items.flatMap((i) => (i.category_id === null ? [] : [i.category_id])))];
  const wanted = (await deps.wanted.listActiveOfOthers(userId, categories)).map(toCriteria);
  if (wanted.length === 0) return { demand: [] };
  const { byKey, noWords } = indexByWord(wanted);
  const demand: ListingDemand['demand'] = [];
  for (const item of items) {
    const parsed = parsePostcode(item.postcode ?? item.profile_postcode ?? '');
    const features = readListingFeatures({ ...item, outcode: parsed.ok ? parsed.outcode : null });
    const buyers = new Set<number>();
    const keys = new Set(features.words.map(wordKey));
    const candidates = [...noWords, ...[...keys].flatMap((key) => byKey.get(key) ?? [])];
    for (const criteria of candidates) {
      if (!buyers.has(criteria.userId) && matchListing(criteria, features)) buyers.add(criteria.userId);
    }
    if (buyers.size > 0) demand.push({ listingId: item.id, buyers: buyers.size });
  }
  return { demand };
}

/** Answers kept per seller, at most this many sellers. */
const CACHE_SIZE = 500;

/**
 * listDemand, kept per seller while nothing it depends on has changed: the seller's inventory
 * (`users.listings_version`, bumped with every listing write), profile postcode, and the wanted
 * items of anyone (count, last id and last change: one indexed aggregate). Every instance checks
 * the database, so a change on another instance is seen at once.
 */
export function createDemandReader(deps: DemandDeps) {
  const cache = new LRUCache<number, { key: string; demand: ListingDemand }>({ max: CACHE_SIZE });
  return async (user: { id: number; listings_version: number; postcode: string | null }): Promise<ListingDemand> => {
    const key = `${user.listings_version}|${user.postcode ?? ''}|${await deps.wanted.stamp()}`;
    const hit = cache.get(user.id);
    if (hit?.key === key) return hit.demand;
    const demand = await listDemand(deps, user.id);
    cache.set(user.id, { key, demand });
    return demand;
  };
}
