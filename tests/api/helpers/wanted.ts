import type { Listing } from '../../../src/shared/schemas/listings.ts';
import type { WantedItem } from '../../../src/shared/schemas/wanted.ts';
import { makePhoto } from '../../fixtures/images.ts';
import type { ApiClient } from './api-client.ts';
import { createListing, photo } from './listings.ts';

let jpeg: Buffer | undefined;

/**
 * Creates a listing with one photo (the seller's profile postcode is B1 1AA unless `settings`
 * gives one) and publishes it; returns the listing as created.
 */
export async function publishListing(
  client: ApiClient,
  baseUrl: string,
  token: string,
  fields: Record<string, string | number | undefined>,
  settings: Record<string, unknown> = {},
): Promise<Listing> {
  jpeg ??= await makePhoto('jpeg', 160, 120);
  const listing = await createListing(baseUrl, token, { description: 'Surplus, boxed.', categoryId: 1, ...fields }, [photo(jpeg)]);
  const res = await client.post(`/api/listings/${listing.id}/publish`, settings, { token });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return listing;
}

/** POST /api/wanted; throws unless it answers 201. */
export async function createWanted(client: ApiClient, token: string, body: Record<string, unknown>): Promise<WantedItem> {
  const res = await client.post<WantedItem>('/api/wanted', body, { token });
  if (res.status !== 201) throw new Error(`create wanted failed: ${res.status} ${res.text}`);
  return res.body;
}
