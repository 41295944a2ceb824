import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { fetchImage, listingFields, photo, postListing, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import {
  gpsTagsOf,
  makeGpsJpeg,
  makeHugePng,
  makeOversizeFile,
  makePhoto,
  makeRotatedJpeg,
  makeTextFile,
  makeTruncatedJpeg,
} from '../fixtures/images.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const MB = 1024 * 1024;

async function freshUser(): Promise<CreatedUser> {
  return createCompleteUser(createClient(server.url));
}

async function listingCount(ownerId: number): Promise<number> {
  const rows = await queryDb<{ n: number | string }>(server, 'SELECT COUNT(*) AS n FROM listings WHERE owner_id = ?', [ownerId]);
  return Number(rows[0]!.n);
}

/** Photo rows of every kind (drafts too): a refused create must not leave even a draft. */
async function imageRowCount(): Promise<number> {
  const rows = await queryDb<{ n: number | string }>(server, 'SELECT COUNT(*) AS n FROM photos');
  return Number(rows[0]!.n);
}

/** Asserts a refused create left nothing behind: no row for the user, no new photo rows or files, no temp file. */
async function expectNothingStored(ownerId: number, filesBefore: string[], imageRowsBefore: number) {
  expect(await listingCount(ownerId)).toBe(0);
  expect(await imageRowCount()).toBe(imageRowsBefore);
  expect(uploadedFiles(server)).toEqual(filesBefore);
  expect(receivingFiles(server)).toEqual([]);
}

describe('POST /api/listings (multipart)', () => {
  it('creates an item: price is the total, originalPrice the unit price, photos stored and served', async () => {
    const { token, user } = await freshUser();
    const big = await makePhoto('jpeg', 3000, 2000);
    const res = await postListing(
      server.url,
      token,
      listingFields({
        title: '  Schneider 32A MCB  ',
        quantity: 4,
        price: '12.50',
        retailPrice: '20.00',
        brand: 'Schneider',
        specifications: '32A, 6kA',
      }),
      [
        photo(big, 'mcb.jpg'),
        photo(await makePhoto('png'), 'mcb.png', 'image/png'),
        photo(await makePhoto('webp'), 'mcb.webp', 'image/webp'),
      ],
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Schneider 32A MCB',
      categoryId: 1,
      category: 'Electrical Components',
      condition: 'New',
      quantity: 4,
      price: '50.00',
      originalPrice: '12.50',
      retailPrice: '20.00',
      brandInfo: 'Schneider',
      technicalSpecs: '32A, 6kA',
      views: 0,
      pricingSourceMetadata: { retailBaseline: 20, surplusPrice: 12.5, condition: 'New' },
    });
    expect(typeof res.body.id).toBe('number');
    expect(res.body.images).toHaveLength(3);
    expect(res.body.thumbnails).toHaveLength(3);
    expect(res.body.photos.map((p) => [p.url, p.thumbnailUrl])).toEqual(res.body.images.map((url, i) => [url, res.body.thumbnails[i]]));
    expect(await listingCount(user.id)).toBe(1);
    // The photos are rows of their own, attached in upload order, in the owner's folder.
    const rows = await queryDb<{ id: number; listing_id: number; position: number; owner_id: number }>(
      server,
      'SELECT id, listing_id, position, owner_id FROM photos WHERE listing_id = ? ORDER BY position',
      [res.body.id],
    );
    expect(rows.map((r) => [Number(r.id), Number(r.position), Number(r.owner_id)])).toEqual(
      res.body.photos.map((p, i) => [p.id, i, user.id]),
    );

    for (const url of [...res.body.images, ...res.body.thumbnails]) {
      expect(url).toMatch(new RegExp(`^/uploads/users/${user.id}/[a-f0-9-]{36}(-thumb)?\\.jpg\\?exp=\\d+&sig=[\\w-]{43}$`));
      const image = await fetchImage(server.url, url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(image.data).metadata();
      expect(meta.format).toBe('jpeg');
    }
    const main = await sharp((await fetchImage(server.url, res.body.images[0]!)).data).metadata();
    expect(Math.max(main.width, main.height)).toBe(1920);
    expect([main.width, main.height]).toEqual([1920, 1280]);
    const thumb = await sharp((await fetchImage(server.url, res.body.thumbnails[0]!)).data).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(480);
    // Small photos are not enlarged.
    const png = await sharp((await fetchImage(server.url, res.body.images[1]!)).data).metadata();
    expect([png.width, png.height]).toEqual([640, 480]);
    // The received uploads were only ever temp files: none is left once the item is answered.
    expect(receivingFiles(server)).toEqual([]);
  });

  it('creates an item without photos, with the spec field names (brand, specifications)', async () => {
    const { token } = await freshUser();
    const res = await postListing(
      server.url,
      token,
      listingFields({ quantity: 1, price: '0', categoryId: undefined, description: undefined }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      price: '0.00',
      originalPrice: '0.00',
      categoryId: null,
      category: null,
      description: null,
      images: [],
    });
  });

  it('strips EXIF and GPS from a stored photo', async () => {
    const { token } = await freshUser();
    const gps = await makeGpsJpeg();
    // The fixture really carries a position: GPSLatitudeRef (1), GPSLatitude (2), …
    expect(await gpsTagsOf(gps)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const res = await postListing(server.url, token, listingFields(), [photo(gps, 'site.jpg')]);
    expect(res.status).toBe(201);
    for (const url of [res.body.images[0]!, res.body.thumbnails[0]!]) {
      const stored = (await fetchImage(server.url, url)).data;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(await gpsTagsOf(stored)).toEqual([]);
      expect(stored.includes(Buffer.from('SpareStockTestCam'))).toBe(false);
    }
  });

  it('auto-rotates a photo by its EXIF orientation', async () => {
    const { token } = await freshUser();
    const rotated = await makeRotatedJpeg(400, 200);
    const before = await sharp(rotated).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([400, 200, 6]);
    const res = await postListing(server.url, token, listingFields(), [photo(rotated, 'sideways.jpg')]);
    expect(res.status).toBe(201);
    const after = await sharp((await fetchImage(server.url, res.body.images[0]!)).data).metadata();
    expect([after.width, after.height]).toEqual([200, 400]);
    expect(after.orientation).toBeUndefined();
  });

  it('answers 401 without a session and stores nothing', async () => {
    const filesBefore = uploadedFiles(server);
    const res = await postListing(server.url, undefined, listingFields(), [photo(await makePhoto('jpeg'))]);
    expect(res.status).toBe(401);
    expect(uploadedFiles(server)).toEqual(filesBefore);
  });

  it.each([
    [{ title: undefined }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ price: undefined }, 'Price is required'],
    [{ price: '' }, 'Price is required'],
    [{ condition: undefined }, 'Condition is required'],
    [{ condition: ' ' }, 'Condition is required'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: -3 }, 'Quantity must be at least 1'],
    [{ quantity: undefined }, 'Quantity must be at least 1'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number'],
    [{ price: '12.345' }, 'Price must be a number of pounds, 0 or more, with at most 2 decimal places'],
    [{ price: '-1.00' }, 'Price must be a number of pounds, 0 or more, with at most 2 decimal places'],
    [{ price: 'abc' }, 'Price must be a number of pounds, 0 or more, with at most 2 decimal places'],
    [{ condition: 'Mint' }, 'Condition must be one of: New, Like New, Very Good, Good, Fair, Poor'],
    [{ categoryId: 99 }, 'Category must be one of the listed categories'],
    [{ categoryId: 'Electrical' }, 'Category must be one of the listed categories'],
    [{ isAdmin: 'true' }, 'Unknown field: isAdmin'],
  ])('refuses %j with 400 "%s", storing neither row nor photo', async (overrides, message) => {
    const { token, user } = await freshUser();
    const filesBefore = uploadedFiles(server);
    const rowsBefore = await imageRowCount();
    const res = await postListing(server.url, token, listingFields(overrides), [photo(await makePhoto('jpeg'))]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    await expectNothingStored(user.id, filesBefore, rowsBefore);
  });
});

describe('POST /api/listings photo checks', () => {
  let good: Buffer;
  beforeAll(async () => {
    good = await makePhoto('jpeg');
  });

  it('refuses a text file named .jpg by its content', async () => {
    const { token, user } = await freshUser();
    const filesBefore = uploadedFiles(server);
    const rowsBefore = await imageRowCount();
    const res = await postListing(server.url, token, listingFields(), [photo(makeTextFile(), 'photo.jpg', 'image/jpeg')]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only JPEG, PNG, WebP or HEIC photos can be uploaded');
    await expectNothingStored(user.id, filesBefore, rowsBefore);
  });

  it('refuses a truncated JPEG as the 2nd photo and keeps nothing of the 1st', async () => {
    const { token, user } = await freshUser();
    const filesBefore = uploadedFiles(server);
    const rowsBefore = await imageRowCount();
    const res = await postListing(server.url, token, listingFields(), [photo(good, 'a.jpg'), photo(await makeTruncatedJpeg(), 'b.jpg')]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The photo could not be read. It may be damaged or incomplete.');
    await expectNothingStored(user.id, filesBefore, rowsBefore);
  });

  it('refuses an 11th photo with 413', async () => {
    const { token, user } = await freshUser();
    const filesBefore = uploadedFiles(server);
    const rowsBefore = await imageRowCount();
    const files = Array.from({ length: 11 }, (_, i) => photo(good, `p${i}.jpg`));
    const res = await postListing(server.url, token, listingFields(), files);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('An item can have at most 10 photos');
    await expectNothingStored(user.id, filesBefore, rowsBefore);
  });

  it('accepts exactly 10 photos', async () => {
    const { token } = await freshUser();
    const files = Array.from({ length: 10 }, (_, i) => photo(good, `p${i}.jpg`));
    const res = await postListing(server.url, token, listingFields(), files);
    expect(res.status).toBe(201);
    expect(res.body.images).toHaveLength(10);
    expect(new Set(res.body.images).size).toBe(10);
  });

  it('refuses a file of 10 MB + 1 byte with 413', async () => {
    const { token, user } = await freshUser();
    const filesBefore = uploadedFiles(server);
    const rowsBefore = await imageRowCount();
    const res = await postListing(server.url, token, listingFields(), [
      photo(good, 'ok.jpg'),
      photo(makeOversizeFile(10 * MB + 1), 'huge.jpg'),
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Each photo must be 10MB or smaller');
    await expectNothingStored(user.id, filesBefore, rowsBefore);
  });

  it('refuses a 100-megapixel PNG with 413, quickly, before decoding it', async () => {
    const { token, user } = await freshUser();
    const huge = await makeHugePng();
    expect(huge.length).toBeLessThan(2 * MB);
    const filesBefore = uploadedFiles(server);
    const rowsBefore = await imageRowCount();
    const started = performance.now();
    const res = await postListing(server.url, token, listingFields(), [photo(huge, 'bomb.png', 'image/png')]);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Photo dimensions are too large (over 50 megapixels)');
    expect(elapsed).toBeLessThan(1500);
    await expectNothingStored(user.id, filesBefore, rowsBefore);
  });

  it('refuses a photo under an unknown field name', async () => {
    const { token, user } = await freshUser();
    const res = await postListing(server.url, token, listingFields(), [photo(good)], { fileField: 'avatar' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown file field: avatar');
    expect(await listingCount(user.id)).toBe(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers 415 for a %s body and stores nothing',
    async (type) => {
      const { token, user } = await freshUser();
      const res = await createClient(server.url).post('/api/listings', undefined, { token, raw: 'title=Drill&price=1', contentType: type });
      expect(res.status).toBe(415);
      expect(typeof res.body.message).toBe('string');
      expect(await listingCount(user.id)).toBe(0);
    },
  );
});
