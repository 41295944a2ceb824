import sharp from 'sharp';
import { expect, type APIRequestContext } from '@playwright/test';
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
}

/** A small real JPEG (a gradient, so it is not one flat colour), rendered with sharp. */
export async function renderTestJpeg(width = 320, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 140;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
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
  if (photo) multipart['images'] = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo };

  const res = await request.post('/api/listings', { headers: { authorization: `Bearer ${token}` }, multipart });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Listing;
}
