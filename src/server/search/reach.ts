import { LRUCache } from 'lru-cache';
import { boundingBox, milesBetween } from './distance.ts';
import { listOutcodes, type OutcodeCentroid } from './outcodes.ts';

/** An outward code and its miles from the searched place, rounded to 0.1 as shown (and compared so). */
export type Reach = readonly { o: string; d: number }[];

/** Places searched from recently: the same few towns come up again and again, and each costs ~1 ms to measure. */
const CACHE_SIZE = 64;
const cache = new LRUCache<string, Reach>({ max: CACHE_SIZE });

/**
 * The outward codes within `miles` of `centre` (every one when `miles` is undefined), with their
 * miles: a bounding box first, then great circle. The same array is returned for the same question,
 * so that what is built from it (a query parameter) can be kept with it.
 */
export function listOutcodesInReach(centre: OutcodeCentroid, miles: number | undefined): Reach {
  const key = `${centre.outcode}|${miles ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // 0.05 more: a place 100.04 miles away shows as 100.0 and is within 100.
  const box = miles === undefined ? undefined : boundingBox(centre, miles + 0.05);
  const reach: { o: string; d: number }[] = [];
  for (const place of listOutcodes()) {
    if (box && (place.lat < box.minLat || place.lat > box.maxLat || place.lon < box.minLon || place.lon > box.maxLon)) continue;
    const d = Math.round(milesBetween(centre, place) * 10) / 10;
    if (miles === undefined || d <= miles) reach.push({ o: place.outcode, d });
  }
  cache.set(key, reach);
  return reach;
}
