import { findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence } from '../../shared/money.ts';
import type { Listing, PricingSourceMetadata } from '../../shared/schemas/listings.ts';
import { toPhotoRef } from '../photos/photos.service.ts';
import type { ListingWithImages } from './listings.repository.ts';

/** A stored pricing_source_metadata back into its object; null when absent or unreadable. */
export function parseMetadata(text: string | null): PricingSourceMetadata | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as PricingSourceMetadata;
  } catch {
    return null;
  }
}

export function toListing(row: ListingWithImages): Listing {
  const photos = row.imageRows.map(toPhotoRef);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    category: findCategoryName(row.category_id),
    condition: row.condition,
    quantity: row.quantity,
    price: formatPence(row.unit_price_pence * row.quantity),
    originalPrice: formatPence(row.unit_price_pence),
    retailPrice: row.retail_price_pence === null ? null : formatPence(row.retail_price_pence),
    notes: row.notes,
    material: row.material,
    size: row.size,
    brandInfo: row.brand_info,
    technicalSpecs: row.technical_specs,
    images: photos.map((p) => p.url),
    thumbnails: photos.map((p) => p.thumbnailUrl),
    photos,
    location: row.location,
    shipping: row.shipping,
    views: row.views,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    pricingSourceMetadata: parseMetadata(row.pricing_source_metadata),
    status: row.status,
    publishedAt: row.published_at,
    postcode: row.postcode,
    outcode: row.outcode,
    handover: row.handover,
    deliveryPrice: row.delivery_price_pence === null ? null : formatPence(row.delivery_price_pence),
    vatMode: row.vat_mode,
    needsLocation: row.needs_location === 1,
    sparebotNotes: row.sparebot_notes ? row.sparebot_notes.split('\n') : [],
  };
}
