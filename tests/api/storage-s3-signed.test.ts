import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicListingPage } from '../../src/shared/schemas/public-listing.ts';
import { createClient } from './helpers/api-client.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, photo } from './helpers/listings.ts';
import { keyOfUrl, uploadDrafts } from './helpers/photos.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

const HOUR_S = 3600;

let s3: S3TestServer;
let server: TestServer;
let user: CreatedUser;
let jpeg: Buffer;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ ...s3.env, S3_PUBLIC_URLS: 'signed' });
  user = await createCompleteUser(createClient(server.url));
  jpeg = await makePhoto('jpeg', 320, 240);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/** GET without following redirects. */
const getManual = (url: string) => fetch(url, { redirect: 'manual' });

describe('S3_PUBLIC_URLS=signed', () => {
  it('answers /uploads with a 302 to a presigned GET of the object, cacheable only within its signing hour', async () => {
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    const res = await getManual(`${server.url}${draft!.url}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.pathname).toBe(`/${s3.bucket}/${keyOfUrl(draft!.url)}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(2 * HOUR_S));
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(HOUR_S);

    // The bucket answers it with the photo, kept privately no longer than the URL is good (not the stored year).
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe(`private, max-age=${2 * HOUR_S}`);
    expect(Buffer.from(await image.arrayBuffer()).equals(s3.read(keyOfUrl(draft!.url))!)).toBe(true);
  });

  it('gives the same URL for a photo all hour, so browsers cache the photo itself', async () => {
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    const first = (await getManual(`${server.url}${draft!.url}`)).headers.get('location')!;
    const second = (await getManual(`${server.url}${draft!.url}`)).headers.get('location')!;
    // Signed for the start of the hour: the same URL until the next (asked a few ms apart, they share the hour).
    expect(new URL(first).searchParams.get('X-Amz-Date')).toMatch(/^\d{8}T\d{2}0000Z$/);
    expect(second).toBe(first);
  });

  it('redirects /media of a live listing too, and answers 404 for what is not a photo key', async () => {
    const item = await createListing(server.url, user.token, {}, [photo(jpeg)]);
    const client = createClient(server.url);
    expect(
      (
        await client.post(
          `/api/listings/${item.id}/publish`,
          { postcode: 'B2 4QA', handover: 'both', deliveryPrice: 6 },
          { token: user.token },
        )
      ).status,
    ).toBe(200);
    const page = await client.get<PublicListingPage>(`/api/public/listings/${item.id}`);
    const media = await getManual(`${server.url}${page.body.listing.photos[0]!.url}`);
    expect(media.status).toBe(302);
    expect(new URL(media.headers.get('location')!).pathname).toBe(`/${s3.bucket}/${keyOfUrl(item.images[0]!)}`);

    expect((await getManual(`${server.url}/uploads/notes.txt`)).status).toBe(404);
    expect((await getManual(`${server.url}/media/${page.body.listing.photos[0]!.url.split('/')[2]}/other.jpg`)).status).toBe(404);
  });

  it('lets pages load images (and the service worker fetch them) from the bucket’s origin in the CSP', async () => {
    const csp = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.endpoint.replace(/[.:/]/g, '\\$&')}(;|$)`));
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${s3.endpoint.replace(/[.:/]/g, '\\$&')}(;|$)`));
  });
});
