import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Listing } from '../../../src/shared/schemas/listings.ts';

export interface ListingFields {
  title: string;
  /** Surplus unit price in pounds. */
  price: number;
  quantity?: number;
  condition?: string;
  retailPrice?: number;
  description?: string;
  material?: string;
  size?: string;
  categoryId?: number;
  brand?: string;
  specifications?: string;
}

/** POST /api/listings as the upload screen does: multipart text fields plus an optional photo. */
export async function createListingViaApi(
  request: APIRequestContext,
  token: string,
  fields: ListingFields,
  photo?: Buffer,
): Promise<Listing> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: fields.title,
    price: fields.price.toFixed(2),
    quantity: String(fields.quantity ?? 1),
    condition: fields.condition ?? 'Good',
  };
  if (fields.retailPrice !== undefined) multipart['retailPrice'] = fields.retailPrice.toFixed(2);
  if (fields.description !== undefined) multipart['description'] = fields.description;
  if (fields.material !== undefined) multipart['material'] = fields.material;
  if (fields.size !== undefined) multipart['size'] = fields.size;
  if (fields.categoryId !== undefined) multipart['categoryId'] = String(fields.categoryId);
  if (fields.brand !== undefined) multipart['brand'] = fields.brand;
  if (fields.specifications !== undefined) multipart['specifications'] = fields.specifications;
  if (photo) multipart['images'] = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo };

  const res = await request.post('/api/listings', { headers: { authorization: `Bearer ${token}` }, multipart });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Listing;
}

/** The sell form opened by "List on marketplace" (issue 31): confirm the condition, then list. */
export async function confirmSellReview(page: Page): Promise<void> {
  const review = page.getByRole('dialog', { name: /^Review and list/ });
  await review.getByRole('checkbox', { name: 'I have checked the condition and it is as shown' }).check();
  await review.getByRole('button', { name: /^Confirm and list/ }).click();
  await expect(review).toBeHidden();
}
