import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_URL_WINDOW_MS } from '../../src/server/images/photo-url-signing.ts';
import { PUBLIC_PHOTO_MAX_AGE_S } from '../../src/server/images/images.routes.ts';
import type { PublicListingPage } from '../../src/shared/schemas/public-listing.ts';
import { createClient } from './helpers/api-client.ts';
import { makeActor, makeLiveListing } from './helpers/deals.ts';
import { fetchImage, photo } from './helpers/listings.ts';
import { keyOfUrl, uploadDrafts } from './helpers/photos.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const twoWindows = (2 * PHOTO_URL_WINDOW_MS) / 1000;

describe('photos are public exactly while their listing is live', () => {
  it('serves a draft only through its signed URL, private and until the signature ends; anything else is 404', async () => {
    const owner = await makeActor(server);
    const [draft] = await uploadDrafts(server.url, owner.token, [photo(await makePhoto('jpeg'))]);
    const signed = await fetchImage(server.url, draft!.url);
    expect(signed.status).toBe(200);
    const cache = signed.headers.get('cache-control')!;
    expect(cache).toMatch(/^private, max-age=\d+$/);
    expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(twoWindows);

    const key = keyOfUrl(draft!.url);
    const [other] = await uploadDrafts(server.url, owner.token, [photo(await makePhoto('jpeg'))]);
    const otherQuery = other!.url.split('?')[1]!;
    const exp = Number(new URLSearchParams(draft!.url.split('?')[1]).get('exp'));
    for (const url of [
      `/uploads/${key}`,
      `/uploads/${key}?exp=${exp}`,
      `/uploads/${key}?exp=${exp}&sig=AAAA`,
      `/uploads/${key}?${otherQuery}`,
      draft!.url.replace(`exp=${exp}`, `exp=${exp + 3600}`),
      draft!.url.replace(`exp=${exp}`, 'exp=1000'),
    ]) {
      const res = await fetchImage(server.url, url);
      expect(res.status, url).toBe(404);
    }
  });

  it('serves a live listing’s photos at /media, cached publicly for minutes; after withdrawal /media and /uploads are 404', async () => {
    const seller = await makeActor(server);
    const listing = await makeLiveListing(server, seller);
    const page = await createClient(server.url).get<PublicListingPage>(`/api/public/listings/${listing.id}`);
    const mediaUrl = page.body.listing.photos[0]!.url;
    const media = await fetchImage(server.url, mediaUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_PHOTO_MAX_AGE_S}`);
    expect(PUBLIC_PHOTO_MAX_AGE_S).toBeLessThanOrEqual(3600);

    // The seller's own screens: signed URLs. The bare /uploads path of the same file: 404, live or not.
    const own = listing.photos[0]!;
    expect((await fetchImage(server.url, own.url)).status).toBe(200);
    expect((await fetchImage(server.url, `/uploads/${keyOfUrl(own.url)}`)).status).toBe(404);

    expect((await seller.client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token })).status).toBe(200);
    expect((await fetchImage(server.url, mediaUrl)).status).toBe(404);
    expect((await fetchImage(server.url, `/uploads/${keyOfUrl(own.url)}`)).status).toBe(404);
    // The owner still sees their withdrawn item's photos.
    const mine = await seller.client.get<{ photos: Array<{ url: string }> }>(`/api/listings/${listing.id}`, { token: seller.token });
    expect((await fetchImage(server.url, mine.body.photos[0]!.url)).status).toBe(200);
  });
});
