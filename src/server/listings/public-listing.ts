import type { Selectable } from 'kysely';
import { findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence } from '../../shared/money.ts';
import { VAT_NOTES, type PublicListing, type PublicListingDetail, type PublicPhoto } from '../../shared/schemas/public-listing.ts';
import type { ListingsTable, PhotosTable } from '../db/schema.ts';

/** What the public shape may be built from: a whole listing row (private columns included). */
export type PublicListingRow = Selectable<ListingsTable>;
/** A photo of the listing, in order. */
export type PublicPhotoRow = Pick<Selectable<PhotosTable>, 'id' | 'image_key' | 'thumb_key'>;

/**
 * The public URL of a stored file: the photo's id and the file's own name, never its key, whose
 * `users/{ownerId}/` folder would name the seller. (The marketplace serves `/media/…` by looking
 * the photo up by id and checking the name against its key.)
 */
export function publicPhotoUrl(photoId: number, key: string): string {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  return `/media/${photoId}/${encodeURIComponent(fileName)}`;
}

function toPublicPhoto(photo: PublicPhotoRow): PublicPhoto {
  return { url: publicPhotoUrl(photo.id, photo.image_key), thumbnailUrl: publicPhotoUrl(photo.id, photo.thumb_key) };
}

/**
 * A listing as anyone may see it. Built by picking each allowed field (never by copying the row
 * and deleting), into an object literal typed PublicListing, so a field the public shape does
 * not declare is a compile error; notes, pricing metadata, the retail price and the owner are
 * never read.
 */
export function toPublicListing(row: PublicListingRow, photos: readonly PublicPhotoRow[]): PublicListing {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    category: findCategoryName(row.category_id),
    condition: row.condition,
    quantity: row.quantity,
    unitPrice: formatPence(row.unit_price_pence),
    brandInfo: row.brand_info,
    material: row.material,
    size: row.size,
    technicalSpecs: row.technical_specs,
    location: row.location,
    shipping: row.shipping,
    photos: photos.map(toPublicPhoto),
    createdAt: row.created_at,
  };
}

/**
 * A live listing for its public page and cards: the PublicListing core plus the marketplace's
 * fields, picked the same way. `area` is the outward code's (the caller looks it up: the outcode
 * data belongs to search). The retail price travels as the approximate new price with the saving;
 * notes, pricing metadata, the item's postcode and the owner still never do. `payByCard`: the
 * payments feature's answer for the seller (read by the caller).
 */
export function toPublicListingDetail(
  row: PublicListingRow,
  photos: readonly PublicPhotoRow[],
  area: string | null,
  payByCard = false,
): PublicListingDetail {
  const retail = row.retail_price_pence;
  const saving = retail !== null && retail > row.unit_price_pence ? retail - row.unit_price_pence : null;
  return {
    ...toPublicListing(row, photos),
    vatMode: row.vat_mode,
    vatNote: row.vat_mode === null ? null : VAT_NOTES[row.vat_mode],
    outcode: row.outcode,
    area,
    handover: row.handover,
    deliveryPrice: row.delivery_price_pence === null ? null : formatPence(row.delivery_price_pence),
    views: row.views,
    approxNewPrice: retail === null || retail <= 0 ? null : formatPence(retail),
    saving: saving === null ? null : formatPence(saving),
    publishedAt: row.published_at,
    payByCard,
  };
}
