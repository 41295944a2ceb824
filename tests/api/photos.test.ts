import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, fetchImage, photo, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { expectFilesMatchPhotoRows, keyOfUrl, photoRows, postPhotos, signedUrlPattern, uploadDrafts } from './helpers/photos.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makeOversizeFile, makePhoto, makeTextFile, makeTruncatedJpeg } from '../fixtures/images.ts';

let server: TestServer;
let jpeg: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  jpeg = await makePhoto('jpeg', 320, 240);
});
afterAll(async () => server.close());

const MB = 1024 * 1024;
const freshUser = (): Promise<CreatedUser> => createCompleteUser(createClient(server.url));

/** A refused upload left nothing: the same photo rows and files as before, no temp file. */
async function expectNothingStored(rowsBefore: number, filesBefore: string[]) {
  expect(await photoRows(server)).toHaveLength(rowsBefore);
  expect(uploadedFiles(server)).toEqual(filesBefore);
  expect(receivingFiles(server)).toEqual([]);
}

describe('POST /api/photos', () => {
  it('stores each photo as a draft of the caller and answers them in upload order', async () => {
    const { token, user } = await freshUser();
    const files = [
      photo(await makePhoto('jpeg', 2400, 1600), 'a.jpg'),
      photo(await makePhoto('png'), 'b.png', 'image/png'),
      photo(await makePhoto('webp'), 'c.webp', 'image/webp'),
    ];
    const res = await postPhotos(server.url, token, files);
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(3);
    const rows = await photoRows(server, 'owner_id = ?', [user.id]);
    expect(res.body.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    for (const [i, ref] of res.body.entries()) {
      const row = rows[i]!;
      expect(Object.keys(ref).sort()).toEqual(['id', 'thumbnailUrl', 'url']);
      expect(row).toMatchObject({ listing_id: null, attached_at: null });
      expect(ref.url).toMatch(signedUrlPattern(row.image_key));
      expect(ref.thumbnailUrl).toMatch(signedUrlPattern(row.thumb_key));
      expect(row.image_key).toMatch(new RegExp(`^users/${user.id}/[a-f0-9-]{36}\\.jpg$`));
      expect(row.thumb_key).toBe(row.image_key.replace('.jpg', '-thumb.jpg'));
    }
    // Upload order is kept: the first was the big one (stored at 1920 px), the second 640 px wide.
    const first = await sharp((await fetchImage(server.url, res.body[0]!.url)).data).metadata();
    expect([first.width, first.height]).toEqual([1920, 1280]);
    const second = await sharp((await fetchImage(server.url, res.body[1]!.url)).data).metadata();
    expect([second.width, second.height, second.format]).toEqual([640, 480, 'jpeg']);
    const thumb = await fetchImage(server.url, res.body[0]!.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(receivingFiles(server)).toEqual([]);
    await expectFilesMatchPhotoRows(server);
  });

  it.each(['photos', 'images', 'image', 'file'])('accepts photos under the field name %s', async (field) => {
    const { token } = await freshUser();
    const res = await postPhotos(server.url, token, [photo(jpeg)], { fileField: field });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(1);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const rows = (await photoRows(server)).length;
    const files = uploadedFiles(server);
    const res = await postPhotos(server.url, undefined, [photo(jpeg)]);
    expect(res.status).toBe(401);
    await expectNothingStored(rows, files);
  });

  it.each([
    [
      'a text file named .jpg',
      () => [photo(jpeg, 'ok.jpg'), photo(makeTextFile(), 'x.jpg')],
      400,
      'Only JPEG, PNG, WebP or HEIC photos can be uploaded',
    ],
    [
      'a truncated JPEG as the 2nd photo',
      async () => [photo(jpeg, 'ok.jpg'), photo(await makeTruncatedJpeg(), 'b.jpg')],
      400,
      'The photo could not be read. It may be damaged or incomplete.',
    ],
    ['an 11th photo', () => Array.from({ length: 11 }, (_, i) => photo(jpeg, `p${i}.jpg`)), 413, 'An item can have at most 10 photos'],
    [
      'a file of 10 MB + 1 byte',
      () => [photo(jpeg, 'ok.jpg'), photo(makeOversizeFile(10 * MB + 1), 'huge.jpg')],
      413,
      'Each photo must be 10MB or smaller',
    ],
  ])('refuses %s with %i, keeping nothing of the others', async (_what, files, status, message) => {
    const { token } = await freshUser();
    const rows = (await photoRows(server)).length;
    const before = uploadedFiles(server);
    const res = await postPhotos(server.url, token, await files());
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    await expectNothingStored(rows, before);
  });

  it('accepts exactly 10 photos', async () => {
    const { token } = await freshUser();
    const res = await postPhotos(
      server.url,
      token,
      Array.from({ length: 10 }, (_, i) => photo(jpeg, `p${i}.jpg`)),
    );
    expect(res.status).toBe(201);
    expect(new Set(res.body.map((p) => p.id)).size).toBe(10);
  });

  it('refuses a request with no photo, a text field, or an unknown file field with 400', async () => {
    const { token } = await freshUser();
    const rows = (await photoRows(server)).length;
    const before = uploadedFiles(server);
    const none = await postPhotos(server.url, token, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose at least one photo to upload');
    const field = await postPhotos(server.url, token, [photo(jpeg)], { fields: { title: 'Drill' } });
    expect(field.status).toBe(400);
    expect(field.body.message).toBe('Unknown field: title');
    const avatar = await postPhotos(server.url, token, [photo(jpeg)], { fileField: 'avatar' });
    expect(avatar.status).toBe(400);
    expect(avatar.body.message).toBe('Unknown file field: avatar');
    await expectNothingStored(rows, before);
  });

  it.each([
    ['application/json', '{"photos":[]}'],
    ['text/plain', 'photo'],
    ['image/jpeg', 'not really'],
  ])('answers 415 for a %s body', async (contentType, raw) => {
    const { token } = await freshUser();
    const res = await createClient(server.url).post('/api/photos', undefined, { token, raw, contentType });
    expect(res.status).toBe(415);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('GET /api/photos/:id', () => {
  it('answers the owner with the photo and whether it is on an item', async () => {
    const { token } = await freshUser();
    const [draft] = await uploadDrafts(server.url, token, [photo(jpeg)]);
    const client = createClient(server.url);
    const res = await client.get(`/api/photos/${draft!.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...draft, listingId: null });

    const item = await createListing(server.url, token, {}, [photo(jpeg)]);
    const attached = await client.get(`/api/photos/${item.photos[0]!.id}`, { token });
    expect(attached.body).toEqual({ ...item.photos[0], listingId: item.id });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '9999999999999', '99999999'])('answers 404 for the id %s', async (id) => {
    const { token } = await freshUser();
    const res = await createClient(server.url).get(`/api/photos/${id}`, { token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Photo not found');
  });

  it('answers 404 for another user’s photo, like a missing one', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const [draft] = await uploadDrafts(server.url, alice.token, [photo(jpeg)]);
    const res = await createClient(server.url).get(`/api/photos/${draft!.id}`, { token: bob.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Photo not found' });
    expect((await createClient(server.url).get(`/api/photos/${draft!.id}`)).status).toBe(401);
  });
});

describe('DELETE /api/photos/:id', () => {
  it('deletes a draft: its row, then its files', async () => {
    const { token } = await freshUser();
    const [draft, kept] = await uploadDrafts(server.url, token, [photo(jpeg), photo(jpeg)]);
    const client = createClient(server.url);
    const res = await client.delete(`/api/photos/${draft!.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Photo deleted' });
    expect(await photoRows(server, 'id = ?', [draft!.id])).toEqual([]);
    expect(uploadedFiles(server)).not.toContain(keyOfUrl(draft!.url));
    expect(uploadedFiles(server)).not.toContain(keyOfUrl(draft!.thumbnailUrl));
    expect((await fetchImage(server.url, draft!.url)).status).toBe(404);
    expect((await fetchImage(server.url, kept!.url)).status).toBe(200);
    expect((await client.delete(`/api/photos/${draft!.id}`, { token })).status).toBe(404);
    await expectFilesMatchPhotoRows(server);
  });

  it('answers 409 for a photo on an item and keeps it', async () => {
    const { token } = await freshUser();
    const item = await createListing(server.url, token, {}, [photo(jpeg)]);
    const res = await createClient(server.url).delete(`/api/photos/${item.photos[0]!.id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This photo is on a saved item. Edit the item to remove it.');
    expect((await fetchImage(server.url, item.images[0]!)).status).toBe(200);
    expect(await photoRows(server, 'listing_id = ?', [item.id])).toHaveLength(1);
  });

  it('answers 404 for another user’s draft and for bad ids, deleting nothing', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const [draft] = await uploadDrafts(server.url, alice.token, [photo(jpeg)]);
    const client = createClient(server.url);
    expect((await client.delete(`/api/photos/${draft!.id}`, { token: bob.token })).body).toEqual({ message: 'Photo not found' });
    for (const id of ['x', '0', '-3']) expect((await client.delete(`/api/photos/${id}`, { token: bob.token })).status).toBe(404);
    expect(await photoRows(server, 'id = ?', [draft!.id])).toHaveLength(1);
    expect((await fetchImage(server.url, draft!.url)).status).toBe(200);
  });
});

describe('GET /uploads/*', () => {
  it('serves a photo in its owner’s folder and 404s anything that is not a photo key', async () => {
    const { token, user } = await freshUser();
    const [draft] = await uploadDrafts(server.url, token, [photo(jpeg)]);
    const ok = await fetchImage(server.url, draft!.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const name = draft!.url.split('/').pop()!;
    for (const url of [
      `/uploads/users/${user.id}/../../test.db`,
      `/uploads/users/${user.id}/%2e%2e/%2e%2e/test.db`,
      `/uploads/users/${user.id}/..%2f..%2ftest.db`,
      `/uploads/users/0/${name}`,
      `/uploads/users/abc/${name}`,
      `/uploads/users/${user.id}/sub/${name}`,
      `/uploads/users/${user.id}/`,
      `/uploads/other/${user.id}/${name}`,
      '/uploads/test.db',
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toHaveProperty('message');
    }
  });
});
