import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { listingFields, photo, postListing, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { postPhotos } from './helpers/photos.ts';
import { startRawUpload } from './helpers/raw-upload.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makeNoisyJpeg, makePhoto } from '../fixtures/images.ts';

// One upload at a time, so that holding one open saturates the server.
let server: TestServer;
let user: CreatedUser;
let noisy: Buffer;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_QUEUE_SIZE: '1' });
  user = await createCompleteUser(createClient(server.url));
  noisy = await makeNoisyJpeg(1600, 1200, 90);
});
afterAll(async () => server.close());

const BUSY = 'The server is busy with other uploads. Please try again in a few seconds.';
const waitUntil = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 20 });

async function countOf(sql: string, params: Array<string | number> = []): Promise<number> {
  const rows = await queryDb<{ n: number | string }>(server, sql, params);
  return Number(rows[0]!.n);
}

/** Every photo file on disk belongs to a row, and every row has both its files: no orphan, nothing missing. */
async function expectFilesMatchRows() {
  const rows = await queryDb<{ image_key: string; thumb_key: string }>(server, 'SELECT image_key, thumb_key FROM photos');
  expect(uploadedFiles(server)).toEqual(rows.flatMap((r) => [r.image_key, r.thumb_key]).sort());
  expect(receivingFiles(server)).toEqual([]);
}

describe('POST /api/listings when the server is saturated', () => {
  it('answers 503 with Retry-After, without reading the body, while UPLOAD_QUEUE_SIZE uploads are in progress', async () => {
    const held = startRawUpload(server.url, user.token, listingFields({ title: 'Held upload' }), [photo(noisy)]);
    // The held upload has started writing its photo: it has its place.
    await waitUntil(() => expect(receivingFiles(server)).toHaveLength(1));

    const refused = await postListing(server.url, user.token, listingFields({ title: 'Refused upload' }), [photo(noisy), photo(noisy)]);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.body).toEqual({ message: BUSY });
    // Its photos were never received: still only the held upload's temp file.
    expect(receivingFiles(server)).toHaveLength(1);

    const done = await held.finish();
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ title: 'Held upload', images: [expect.any(String)] });
    // The place is free again.
    expect((await postListing(server.url, user.token, listingFields({ title: 'Later upload' }), [photo(noisy)])).status).toBe(201);
    expect(await countOf('SELECT COUNT(*) AS n FROM listings WHERE title = ?', ['Refused upload'])).toBe(0);
    await expectFilesMatchRows();
  });
});

describe('POST /api/photos and POST /api/listings share the upload places', () => {
  it('answers 503 on either while the other holds the last place, and stores nothing for it', async () => {
    const heldPhotos = startRawUpload(server.url, user.token, {}, [photo(noisy)], { path: '/api/photos' });
    await waitUntil(() => expect(receivingFiles(server)).toHaveLength(1));
    const draftsBefore = await countOf('SELECT COUNT(*) AS n FROM photos WHERE listing_id IS NULL');
    const refusedItem = await postListing(server.url, user.token, listingFields({ title: 'Refused while photos upload' }), [photo(noisy)]);
    expect(refusedItem.status).toBe(503);
    expect(refusedItem.headers.get('retry-after')).toBe('10');
    expect(refusedItem.body).toEqual({ message: BUSY });
    const photosDone = await heldPhotos.finish();
    expect(photosDone.status).toBe(201);
    expect(await countOf('SELECT COUNT(*) AS n FROM photos WHERE listing_id IS NULL')).toBe(draftsBefore + 1);

    const heldItem = startRawUpload(server.url, user.token, listingFields({ title: 'Held item' }), [photo(noisy)]);
    await waitUntil(() => expect(receivingFiles(server)).toHaveLength(1));
    const refusedPhotos = await postPhotos(server.url, user.token, [photo(noisy)]);
    expect(refusedPhotos.status).toBe(503);
    expect(refusedPhotos.headers.get('retry-after')).toBe('10');
    expect(refusedPhotos.body).toEqual({ message: BUSY });
    expect((await heldItem.finish()).status).toBe(201);
    expect(await countOf('SELECT COUNT(*) AS n FROM photos WHERE listing_id IS NULL')).toBe(draftsBefore + 1);
    expect(await countOf('SELECT COUNT(*) AS n FROM listings WHERE title = ?', ['Refused while photos upload'])).toBe(0);
    await expectFilesMatchRows();
  });
});

describe('POST /api/listings form limits', () => {
  const everyField = {
    title: 'Hager 63A isolator',
    description: 'Boxed.',
    categoryId: 1,
    condition: 'New',
    quantity: 2,
    price: '18.00',
    retailPrice: '30.00',
    brand: 'Hager',
    brandInfo: 'Hager',
    specifications: '63A, 4-pole',
    technicalSpecs: '63A, 4-pole',
    notes: 'Spare from a refit',
    material: 'Plastic',
    size: '72 mm',
    location: 'Leeds',
    shipping: 'Collection only',
    pricingSourceMetadata: JSON.stringify({ source: 'manual' }),
    // Empty: no photos uploaded beforehand (the form's files are the item's photos).
    photoIds: '',
  };

  it('accepts every listing field together with 10 photos', async () => {
    const small = await makePhoto('jpeg');
    const res = await postListing(
      server.url,
      user.token,
      everyField,
      Array.from({ length: 10 }, (_, i) => photo(small, `p${i}.jpg`)),
    );
    expect(res.status).toBe(201);
    expect(res.body.images).toHaveLength(10);
    expect(res.body).toMatchObject({ title: 'Hager 63A isolator', material: 'Plastic', shipping: 'Collection only' });
  });

  it('answers 413 "Too many form fields" for one form field more than a listing has', async () => {
    const res = await postListing(server.url, user.token, { ...everyField, extra: 'x' }, [photo(await makePhoto('jpeg'))]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Too many form fields');
    await expectFilesMatchRows();
  });
});

describe('POST /api/listings when the client goes away', () => {
  it('removes the photo being received and stores nothing when the connection drops mid-upload', async () => {
    const before = await countOf('SELECT COUNT(*) AS n FROM listings');
    const upload = startRawUpload(server.url, user.token, listingFields({ title: 'Dropped mid-upload' }), [photo(noisy), photo(noisy)]);
    await waitUntil(() => expect(receivingFiles(server)).toHaveLength(1));
    upload.abort();
    await waitUntil(() => expect(receivingFiles(server)).toEqual([]));
    expect(await countOf('SELECT COUNT(*) AS n FROM listings')).toBe(before);
    await expectFilesMatchRows();
    // Its place was given back.
    expect((await postListing(server.url, user.token, listingFields(), [photo(noisy)])).status).toBe(201);
  });

  it('stops, removes what it wrote and stores no item when the connection drops while the photos are processed', async () => {
    const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => makeNoisyJpeg(2000 - i * 8, 1500, 90)));
    const upload = startRawUpload(
      server.url,
      user.token,
      listingFields({ title: 'Dropped while processing' }),
      photos.map((p, i) => photo(p, `p${i}.jpg`)),
    );
    await upload.sendRest();
    // Every photo has been received (processing takes far longer than that)…
    await waitUntil(() => expect(receivingFiles(server)).toHaveLength(10));
    upload.abort();
    // …and the request has ended: its temp files are removed last.
    await waitUntil(() => expect(receivingFiles(server)).toEqual([]));
    expect(await countOf('SELECT COUNT(*) AS n FROM listings WHERE title = ?', ['Dropped while processing'])).toBe(0);
    await expectFilesMatchRows();
  });
});
