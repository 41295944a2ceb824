import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import type { PhotoRef } from '../../src/shared/schemas/photos.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, fetchImage, listingFields, photo, postListing, uploadedFiles } from './helpers/listings.ts';
import { expectFilesMatchPhotoRows, keyOfUrl, photoRows, unsigned, uploadDrafts } from './helpers/photos.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

let server: TestServer;
let jpeg: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  jpeg = await makePhoto('jpeg', 320, 240);
});
afterAll(async () => server.close());

interface Actor extends CreatedUser {
  client: ApiClient;
}

async function actor(): Promise<Actor> {
  const client = createClient(server.url);
  return { ...(await createCompleteUser(client)), client };
}

/** The JSON create body of the Smart Upload page: the item's fields and its photos by id. */
const jsonBody = (photoIds?: unknown, overrides: Record<string, unknown> = {}) => ({
  title: 'Hager 63A isolator',
  condition: 'New',
  quantity: 2,
  price: 18,
  categoryId: 1,
  ...(photoIds === undefined ? {} : { photoIds }),
  ...overrides,
});

const ids = (photos: PhotoRef[]) => photos.map((p) => p.id);
const drafts = (owner: Actor, count: number) =>
  uploadDrafts(
    server.url,
    owner.token,
    Array.from({ length: count }, (_, i) => photo(jpeg, `p${i}.jpg`)),
  );

async function listingCount(ownerId: number): Promise<number> {
  const rows = await queryDb<{ n: number | string }>(server, 'SELECT COUNT(*) AS n FROM listings WHERE owner_id = ?', [ownerId]);
  return Number(rows[0]!.n);
}

describe('POST /api/listings (JSON, photoIds)', () => {
  it('attaches the owner’s drafts in the order given', async () => {
    const owner = await actor();
    const [a, b, c] = await drafts(owner, 3);
    const res = await owner.client.post<Listing>('/api/listings', jsonBody([c!.id, a!.id, b!.id]), { token: owner.token });
    expect(res.status).toBe(201);
    expect(unsigned(res.body.photos)).toEqual(unsigned([c, a, b]));
    expect(unsigned(res.body.images)).toEqual(unsigned([c!.url, a!.url, b!.url]));
    expect(unsigned(res.body.thumbnails)).toEqual(unsigned([c!.thumbnailUrl, a!.thumbnailUrl, b!.thumbnailUrl]));
    expect(res.body).toMatchObject({ title: 'Hager 63A isolator', quantity: 2, originalPrice: '18.00', price: '36.00' });
    const rows = await photoRows(server, 'listing_id = ?', [res.body.id]);
    expect(rows.map((r) => [r.id, r.position])).toEqual([
      [a!.id, 1],
      [b!.id, 2],
      [c!.id, 0],
    ]);
    for (const row of rows) expect(row.attached_at).toEqual(expect.any(String));
    // No longer a draft: it changes through the item now.
    expect((await owner.client.delete(`/api/photos/${a!.id}`, { token: owner.token })).status).toBe(409);
    const read = await owner.client.get<Listing>(`/api/listings/${res.body.id}`, { token: owner.token });
    expect(unsigned(read.body.photos)).toEqual(unsigned([c, a, b]));
  });

  it('creates an item without photos from a JSON body', async () => {
    const owner = await actor();
    const res = await owner.client.post<Listing>('/api/listings', jsonBody(), { token: owner.token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ images: [], thumbnails: [], photos: [] });
  });

  it('refuses another user’s photo, a missing one and one on another item with 400, writing nothing', async () => {
    const owner = await actor();
    const other = await actor();
    const [mine] = await drafts(owner, 1);
    const [theirs] = await drafts(other, 1);
    const onItem = (await createListing(server.url, owner.token, {}, [photo(jpeg)])).photos[0]!;
    const before = await photoRows(server);
    for (const bad of [theirs!.id, 99_999_999, onItem.id]) {
      const res = await owner.client.post('/api/listings', jsonBody([mine!.id, bad], { title: `Bad ${bad}` }), { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `Photo ${bad} cannot be added to this item: it is not one of your unsaved photos (it may be on another item, deleted or expired)`,
      );
    }
    expect(await listingCount(owner.user.id)).toBe(1);
    // The draft is still a draft, the other user's untouched.
    expect(await photoRows(server)).toEqual(before);
  });

  it.each([
    [[1, 1], 'The same photo was listed twice'],
    [Array.from({ length: 11 }, (_, i) => i + 1), 'An item can have at most 10 photos'],
    [[0], 'photoIds must be a list of photo ids'],
    [[1.5], 'photoIds must be a list of photo ids'],
    [['1'], 'photoIds must be a list of photo ids'],
    [7, 'photoIds must be a list of photo ids'],
  ])('refuses photoIds %j with 400 "%s"', async (photoIds, message) => {
    const owner = await actor();
    const res = await owner.client.post('/api/listings', jsonBody(photoIds), { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await listingCount(owner.user.id)).toBe(0);
  });

  it('refuses a JSON body that fails the item schema with the same messages as the form', async () => {
    const owner = await actor();
    const [draft] = await drafts(owner, 1);
    const res = await owner.client.post('/api/listings', jsonBody([draft!.id], { title: ' ' }), { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Title is required');
    expect((await photoRows(server, 'id = ?', [draft!.id]))[0]!.listing_id).toBeNull();
  });
});

describe('POST /api/listings (multipart with photoIds)', () => {
  it('puts the photoIds first, then the uploaded files', async () => {
    const owner = await actor();
    const [a, b] = await drafts(owner, 2);
    const res = await postListing(server.url, owner.token, listingFields({ photoIds: `${b!.id},${a!.id}` }), [photo(jpeg, 'new.jpg')]);
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(3);
    expect(ids(res.body.photos).slice(0, 2)).toEqual([b!.id, a!.id]);
    expect(res.body.photos[2]!.id).toBeGreaterThan(b!.id);
    const json = await postListing(server.url, owner.token, listingFields({ photoIds: '[]' }), [photo(jpeg)]);
    expect(json.status).toBe(201);
    expect(json.body.photos).toHaveLength(1);
    await expectFilesMatchPhotoRows(server);
  });

  it('removes the drafts it made when the create fails, and leaves the given ones as drafts', async () => {
    const owner = await actor();
    const other = await actor();
    const [mine] = await drafts(owner, 1);
    const [theirs] = await drafts(other, 1);
    const rowsBefore = await photoRows(server);
    const filesBefore = uploadedFiles(server);
    const res = await postListing(server.url, owner.token, listingFields({ photoIds: `${mine!.id},${theirs!.id}` }), [
      photo(jpeg),
      photo(jpeg),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`Photo ${theirs!.id} cannot be added`);
    expect(await photoRows(server)).toEqual(rowsBefore);
    expect(uploadedFiles(server)).toEqual(filesBefore);
    expect(await listingCount(owner.user.id)).toBe(0);
  });

  it('refuses more than 10 photos between photoIds and files with 400, storing nothing', async () => {
    const owner = await actor();
    const given = await drafts(owner, 6);
    const filesBefore = uploadedFiles(server);
    const res = await postListing(
      server.url,
      owner.token,
      listingFields({ photoIds: ids(given).join(',') }),
      Array.from({ length: 5 }, () => photo(jpeg)),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('An item can have at most 10 photos');
    expect(uploadedFiles(server)).toEqual(filesBefore);
    expect(await listingCount(owner.user.id)).toBe(0);
  });
});

describe('PATCH /api/listings/:id with photoIds', () => {
  it('makes the item’s photos exactly the list: reordered, a draft added, the dropped one deleted with its files', async () => {
    const owner = await actor();
    const item = await createListing(server.url, owner.token, {}, [photo(jpeg, 'a.jpg'), photo(jpeg, 'b.jpg'), photo(jpeg, 'c.jpg')]);
    const [a, b, c] = item.photos;
    const [added] = await drafts(owner, 1);
    const before = await owner.client.get('/api/user-listings', { token: owner.token });
    const res = await owner.client.patch<Listing>(
      `/api/listings/${item.id}`,
      { photoIds: [c!.id, added!.id, a!.id] },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(unsigned(res.body.photos)).toEqual(unsigned([c, added, a]));
    expect(unsigned(res.body.images)).toEqual(unsigned([c!.url, added!.url, a!.url]));
    expect(res.body.updatedAt > item.updatedAt).toBe(true);
    expect(await photoRows(server, 'id = ?', [b!.id])).toEqual([]);
    expect(uploadedFiles(server)).not.toContain(keyOfUrl(b!.url));
    expect(uploadedFiles(server)).not.toContain(keyOfUrl(b!.thumbnailUrl));
    expect((await fetchImage(server.url, b!.url)).status).toBe(404);
    // The inventory list (cached per version) shows it at once.
    const after = await owner.client.get<Listing[]>('/api/user-listings', {
      token: owner.token,
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(unsigned(after.body.find((l) => l.id === item.id)!.photos)).toEqual(unsigned([c, added, a]));
    await expectFilesMatchPhotoRows(server);
  });

  it('removes every photo with an empty list and keeps them when photoIds is absent', async () => {
    const owner = await actor();
    const item = await createListing(server.url, owner.token, {}, [photo(jpeg), photo(jpeg)]);
    const untouched = await owner.client.patch<Listing>(`/api/listings/${item.id}`, { title: 'Renamed' }, { token: owner.token });
    expect(untouched.body.photos).toEqual(item.photos);
    const cleared = await owner.client.patch<Listing>(`/api/listings/${item.id}`, { photoIds: [] }, { token: owner.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ photos: [], images: [], thumbnails: [] });
    for (const p of item.photos) expect(uploadedFiles(server)).not.toContain(keyOfUrl(p.url));
    await expectFilesMatchPhotoRows(server);
  });

  it('refuses another user’s photo, a missing one or one on another item with 400, changing nothing', async () => {
    const owner = await actor();
    const other = await actor();
    const item = await createListing(server.url, owner.token, { title: 'Kept as is' }, [photo(jpeg), photo(jpeg)]);
    const second = await createListing(server.url, owner.token, {}, [photo(jpeg)]);
    const [theirs] = await drafts(other, 1);
    const rowsBefore = await photoRows(server);
    const filesBefore = uploadedFiles(server);
    for (const bad of [theirs!.id, 99_999_999, second.photos[0]!.id]) {
      const res = await owner.client.patch(
        `/api/listings/${item.id}`,
        { title: 'Changed', photoIds: [item.photos[1]!.id, bad] },
        { token: owner.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`Photo ${bad} cannot be added to this item`);
    }
    expect(await photoRows(server)).toEqual(rowsBefore);
    expect(uploadedFiles(server)).toEqual(filesBefore);
    const read = await owner.client.get<Listing>(`/api/listings/${item.id}`, { token: owner.token });
    expect(read.body).toMatchObject({ title: 'Kept as is', photos: item.photos });
  });

  it('answers 404 for another user’s item, touching neither item nor photos', async () => {
    const owner = await actor();
    const other = await actor();
    const item = await createListing(server.url, owner.token, {}, [photo(jpeg)]);
    const [theirs] = await drafts(other, 1);
    const res = await other.client.patch(`/api/listings/${item.id}`, { photoIds: [theirs!.id] }, { token: other.token });
    expect(res.status).toBe(404);
    expect((await photoRows(server, 'id = ?', [theirs!.id]))[0]!.listing_id).toBeNull();
    expect((await owner.client.get<Listing>(`/api/listings/${item.id}`, { token: owner.token })).body.photos).toEqual(item.photos);
  });
});

describe('upload once: nothing orphaned', () => {
  it('keeps exactly an image and a thumbnail per photo row through upload, save, edit and delete', async () => {
    const owner = await actor();
    const count = async () => expectFilesMatchPhotoRows(server);
    const start = await count();

    const uploaded = await drafts(owner, 3);
    expect(await count()).toBe(start + 3);

    const saved = await owner.client.post<Listing>('/api/listings', jsonBody(ids(uploaded.slice(0, 2))), { token: owner.token });
    expect(saved.status).toBe(201);
    expect(await count()).toBe(start + 3);

    const edited = await owner.client.patch<Listing>(
      `/api/listings/${saved.body.id}`,
      { photoIds: [uploaded[2]!.id, uploaded[0]!.id] },
      { token: owner.token },
    );
    expect(edited.status).toBe(200);
    expect(await count()).toBe(start + 2);

    const deleted = await owner.client.delete(`/api/listings/${saved.body.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(await count()).toBe(start);
  });
});
