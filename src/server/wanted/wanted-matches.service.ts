import { LRUCache } from 'lru-cache';
import { CATEGORIES } from '../../shared/constants/categories.ts';
import { formatPence } from '../../shared/money.ts';
import { makeListingSlug } from '../../shared/search-options.ts';
import type { WantedMatch } from '../../shared/schemas/wanted.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import { lookupOutcode } from '../search/outcodes.ts';
import { listOutcodesInReach } from '../search/reach.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import { readListingFeatures, splitWords, type ListingFeatures } from './listing-features.ts';
import type { ListingReadsRepository, LiveListingRow } from '../listings/listing-matching.repository.ts';
import { toCriteria, type WantedCriteria } from './wanted-criteria.ts';
import { matchListing, type MatchResult } from './wanted-matcher.ts';
import type { WantedItemRow } from './wanted.repository.ts';

/** At most this many matches are listed (and counted) per wanted item. */
export const MAX_MATCHES = 100;
/** Live listings the SQL prefilter hands on, newest first, before words and ratings are checked. */
const MAX_CANDIDATES = 500;
/** Live listings kept read (features worked out), by id and change time. */
const CACHE_SIZE = 2_000;

type Read = { key: string; row: LiveListingRow; features: ListingFeatures };

/** Categories whose name holds a word starting with `word` (search indexes the category name too). */
function categoriesNaming(word: string): number[] {
  return CATEGORIES.filter((c) => splitWords(c.name).some((w) => (word.length < 3 ? w === word : w.startsWith(word)))).map((c) => c.id);
}

function toCard(row: LiveListingRow): WantedMatch['listing'] {
  return {
    id: row.id,
    slug: makeListingSlug(row.title),
    title: row.title,
    price: formatPence(row.unit_price_pence),
    condition: row.condition,
    quantity: row.quantity,
    outcode: row.outcode,
    area: row.outcode ? (lookupOutcode(row.outcode)?.area ?? null) : null,
    photo:
      row.photo_id === null || !row.photo_image_key || !row.photo_thumb_key
        ? null
        : { url: publicPhotoUrl(row.photo_id, row.photo_image_key), thumbnailUrl: publicPhotoUrl(row.photo_id, row.photo_thumb_key) },
    vatMode: row.vat_mode,
  };
}

/**
 * The live listings a wanted item matches now (the /wanted page): SQL narrows by category, brand,
 * price, the outward codes within the radius and each word somewhere in the text, newest first;
 * then the matcher decides as it does for alerts. Listings read once are kept by id and change time.
 */
export function createMatchFinder(deps: { listings: ListingReadsRepository; alerts: AlertsRepository }) {
  const cache = new LRUCache<number, Read>({ max: CACHE_SIZE });

  async function readAll(candidates: { id: number; updated_at: string }[]): Promise<Read[]> {
    const keyOf = (c: { id: number; updated_at: string }) => `${c.id}|${c.updated_at}`;
    const missing = candidates.filter((c) => cache.get(c.id)?.key !== keyOf(c)).map((c) => c.id);
    for (const row of await deps.listings.listLive(missing)) {
      cache.set(row.id, { key: keyOf(row), row, features: readListingFeatures(row) });
    }
    return candidates.flatMap((c) => {
      const read = cache.get(c.id);
      return read ? [read] : [];
    });
  }

  async function find(item: WantedItemRow): Promise<Array<{ read: Read; result: MatchResult }>> {
    const criteria: WantedCriteria = toCriteria(item);
    const candidates = await deps.listings.listLiveCandidates({
      excludeOwnerId: item.user_id,
      categoryId: criteria.categoryId,
      brandKey: criteria.brandKey,
      maxPence: criteria.maxPricePence,
      words: criteria.words.map((word) => ({ word, categoryIds: categoriesNaming(word) })),
      outcodes: criteria.near && criteria.radius !== null ? listOutcodesInReach(criteria.near, criteria.radius).map((r) => r.o) : undefined,
      limit: MAX_CANDIDATES,
    });
    const found: Array<{ read: Read; result: MatchResult }> = [];
    for (const read of await readAll(candidates)) {
      const result = matchListing(criteria, read.features);
      if (result) found.push({ read, result });
      if (found.length === MAX_MATCHES) break;
    }
    return found;
  }

  return {
    /** How many live listings match (at most MAX_MATCHES). */
    async count(item: WantedItemRow): Promise<number> {
      return (await find(item)).length;
    },

    /** The matches, newest first, with why each matched and since when. */
    async list(item: WantedItemRow): Promise<WantedMatch[]> {
      const found = await find(item);
      const alerted = await deps.alerts.firstAlertTimes(
        item.id,
        found.map((f) => f.read.row.id),
      );
      return found.map(({ read: { row }, result }) => {
        const since = row.published_at && row.published_at > item.created_at ? row.published_at : item.created_at;
        return {
          listing: toCard(row),
          reasons: result.reasons,
          distanceMiles: result.distanceMiles,
          matchedAt: alerted.get(row.id) ?? since,
        };
      });
    },
  };
}

export type MatchFinder = ReturnType<typeof createMatchFinder>;
