import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import type { PublicListingPage } from '../../src/shared/schemas/public-listing.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { DELETE_CONFIRMATION_WORD } from '../../src/shared/schemas/account.ts';
import { createCompleteUser, STRONG_PASSWORD, type CreatedUser } from './helpers/factories.ts';
import { createListing, fetchImage, listingFields, photo, postListing, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { keyOfUrl, photoRows, postPhotos, uploadDrafts } from './helpers/photos.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

const STORAGE_DOWN = 'Photo storage is not available right now. Please try again later.';

let s3: S3TestServer;
let server: TestServer;
let user: CreatedUser;
let jpeg: Buffer;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer(s3.env);
  user = await createCompleteUser(createClient(server.url));
  jpeg = await makePhoto('jpeg', 640, 480);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});
afterEach(() => s3.clearFaults());

/** Nothing orphaned: the bucket holds exactly the image and thumbnail of every photo row, no delete failed, and the local folders hold nothing. */
async function expectObjectsMatchPhotoRows(): Promise<void> {
  const rows = await photoRows(server);
  expect(s3.keys()).toEqual(rows.flatMap((r) => [r.image_key, r.thumb_key]).sort());
  expect(await queryDb(server, 'SELECT key FROM storage_deletions')).toEqual([]);
  expect(uploadedFiles(server)).toEqual([]);
  expect(receivingFiles(server)).toEqual([]);
}

async function itemCount(): Promise<number> {
  return (await createClient(server.url).get<Listing[]>('/api/user-listings', { token: user.token })).body.length;
}

describe('photos in an S3 bucket', () => {
  it('stores an uploaded photo and its thumbnail as objects in the owner’s folder, and serves them at /uploads (signed, private caching)', async () => {
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    const imageKey = keyOfUrl(draft!.url);
    expect(imageKey).toMatch(new RegExp(`^users/${user.user.id}/[a-f0-9-]{36}\\.jpg$`));
    expect(s3.keys()).toEqual(expect.arrayContaining([imageKey, keyOfUrl(draft!.thumbnailUrl)]));

    const image = await fetchImage(server.url, draft!.url);
    expect(image.status).toBe(200);
    expect(image.data.equals(s3.read(imageKey)!)).toBe(true);
    expect(image.data.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('content-length')).toBe(String(image.data.length));
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(image.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetchImage(server.url, draft!.thumbnailUrl)).status).toBe(200);
    await expectObjectsMatchPhotoRows();
  });

  it('answers 404 for a key the bucket does not hold and for anything that is not a photo key', async () => {
    expect((await fetchImage(server.url, `/uploads/users/${user.user.id}/00000000-0000-0000-0000-000000000000.jpg`)).status).toBe(404);
    expect((await fetchImage(server.url, '/uploads/users/1/..%2F..%2Fsecret.jpg')).status).toBe(404);
    expect((await fetchImage(server.url, '/uploads/notes.txt')).status).toBe(404);
  });

  it('creates an item with photos (multipart) and serves its published photos at /media', async () => {
    const item = await createListing(server.url, user.token, {}, [photo(jpeg), photo(jpeg)]);
    expect(item.images).toHaveLength(2);
    for (const url of [...item.images, ...item.thumbnails]) expect(s3.keys()).toContain(keyOfUrl(url));

    const client = createClient(server.url);
    const published = await client.post(
      `/api/listings/${item.id}/publish`,
      { postcode: 'B2 4QA', handover: 'both', deliveryPrice: 6 },
      { token: user.token },
    );
    expect(published.status).toBe(200);
    const page = await client.get<PublicListingPage>(`/api/public/listings/${item.id}`);
    const media = await fetchImage(server.url, page.body.listing.photos[0]!.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toBe('public, max-age=600');
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(media.data.equals(s3.read(keyOfUrl(item.images[0]!))!)).toBe(true);
    await expectObjectsMatchPhotoRows();
  });

  it('deletes the objects with a draft, and with an item', async () => {
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    const item = await createListing(server.url, user.token, {}, [photo(jpeg)]);
    const client = createClient(server.url);

    expect((await client.delete(`/api/photos/${draft!.id}`, { token: user.token })).status).toBe(200);
    expect(s3.keys()).not.toContain(keyOfUrl(draft!.url));
    expect(s3.keys()).not.toContain(keyOfUrl(draft!.thumbnailUrl));
    expect((await fetchImage(server.url, draft!.url)).status).toBe(404);

    expect((await client.delete(`/api/listings/${item.id}`, { token: user.token })).status).toBe(200);
    for (const url of [...item.images, ...item.thumbnails]) expect(s3.keys()).not.toContain(keyOfUrl(url));
    await expectObjectsMatchPhotoRows();
  });

  it('deletes every object of an account deleted with POST /api/account/delete', async () => {
    const client = createClient(server.url);
    const leaving = await createCompleteUser(client);
    await createListing(server.url, leaving.token, {}, [photo(jpeg), photo(jpeg)]);
    await uploadDrafts(server.url, leaving.token, [photo(jpeg)]);
    const folder = `users/${leaving.user.id}/`;
    expect(s3.keys().filter((key) => key.startsWith(folder))).toHaveLength(6);

    const res = await client.post(
      '/api/account/delete',
      { password: STRONG_PASSWORD, confirm: DELETE_CONFIRMATION_WORD },
      { token: leaving.token },
    );
    expect(res.status).toBe(200);
    expect(s3.keys().filter((key) => key.startsWith(folder))).toEqual([]);
    await expectObjectsMatchPhotoRows();
  });

  it('puts a photo again when the bucket fails once (a streamed PUT is not retried by the SDK)', async () => {
    const fault = s3.failRequests((method, key) => method === 'PUT' && key.endsWith('-thumb.jpg'), 1);
    const res = await postPhotos(server.url, user.token, [photo(jpeg)]);
    expect(res.status).toBe(201);
    expect(fault.refused()).toBe(1);
    expect((await fetchImage(server.url, res.body[0]!.thumbnailUrl)).status).toBe(200);
    await expectObjectsMatchPhotoRows();
  });
});

describe('a bucket that fails during an upload', () => {
  it('answers 503 with Retry-After to POST /api/photos and leaves no row and no object (the image stored before the thumbnail failed is deleted)', async () => {
    const before = (await photoRows(server)).length;
    const fault = s3.failRequests((method, key) => method === 'PUT' && key.endsWith('-thumb.jpg'));
    const res = await postPhotos(server.url, user.token, [photo(jpeg), photo(jpeg)]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: STORAGE_DOWN });
    expect(res.headers.get('retry-after')).toBe('30');
    expect(fault.refused()).toBeGreaterThanOrEqual(3);
    expect(await photoRows(server)).toHaveLength(before);
    await expectObjectsMatchPhotoRows();
  });

  it('answers 503 to a multipart item create and leaves no item, no row and no object', async () => {
    const items = await itemCount();
    s3.failRequests((method, key) => method === 'PUT' && key.endsWith('-thumb.jpg'));
    const res = await postListing(server.url, user.token, listingFields(), [photo(jpeg), photo(jpeg)]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: STORAGE_DOWN });
    expect(await itemCount()).toBe(items);
    await expectObjectsMatchPhotoRows();
  });

  it('answers 503 while the bucket cannot be reached at all, and stores again once it is back', async () => {
    const rows = (await photoRows(server)).length;
    await s3.stop();
    try {
      const res = await postPhotos(server.url, user.token, [photo(jpeg)]);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: STORAGE_DOWN });
      expect((await postListing(server.url, user.token, listingFields(), [photo(jpeg)])).status).toBe(503);
      expect(await photoRows(server)).toHaveLength(rows);
    } finally {
      await s3.start();
    }
    await expectObjectsMatchPhotoRows();
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    expect((await fetchImage(server.url, draft!.url)).status).toBe(200);
  });

  it('answers 503 (not 500, not a broken image) when the bucket fails to serve a photo', async () => {
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    s3.failRequests((method) => method === 'GET');
    const res = await fetchImage(server.url, draft!.url);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.data.toString())).toEqual({ message: STORAGE_DOWN });
  });
});
