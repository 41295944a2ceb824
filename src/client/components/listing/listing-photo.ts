import type { PhotoRef } from '../../../shared/schemas/photos.ts';

/** What a listing carries of its photos: `photos` with ids, and the spec's parallel URL lists. */
export interface ListingPhotos {
  photos?: readonly PhotoRef[];
  images: readonly string[];
  thumbnails: readonly string[];
}

/** The listing's first photo; `id` only when the API gave one (analysis and recalculation need it). */
export function firstPhoto(listing: ListingPhotos): { id: number | undefined; url: string | undefined; thumbnailUrl: string | undefined } {
  const photo = listing.photos?.[0];
  if (photo) return { id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl };
  return { id: undefined, url: listing.images[0], thumbnailUrl: listing.thumbnails[0] ?? listing.images[0] };
}

/** A photo as galleries show it: the stored copy and its thumbnail. */
export interface GalleryPhoto {
  url: string;
  thumbnailUrl: string;
}
