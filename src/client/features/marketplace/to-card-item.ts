import type { PublicListingDetail } from '../../../shared/schemas/public-listing.ts';
import { makeListingSlug } from '../../../shared/search-options.ts';
import type { ResultCardItem } from './result-card.tsx';

/** A seller's listing (public detail) as a result card shows it; no distance without a search. */
export function toCardItem(listing: PublicListingDetail): ResultCardItem {
  return {
    id: listing.id,
    slug: makeListingSlug(listing.title),
    title: listing.title,
    price: listing.unitPrice,
    condition: listing.condition,
    quantity: listing.quantity,
    outcode: listing.outcode,
    distanceMiles: null,
    vatMode: listing.vatMode,
    photo: listing.photos[0] ?? null,
  };
}
