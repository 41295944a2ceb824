import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, createUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, fetchImage, photo, uploadedFiles } from './helpers/listings.ts';
import { keyOfUrl, unsigned } from './helpers/photos.ts';
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

describe('GET /api/categories', () => {
  it('serves the one category table of decisions §3, without a session', async () => {
    const res = await createClient(server.url).get<Array<{ id: number; name: string }>>('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 1, name: 'Electrical Components' },
      { id: 2, name: 'Plumbing Supplies' },
      { id: 3, name: 'HVAC Equipment' },
      { id: 4, name: 'Tools & Hardware' },
      { id: 5, name: 'Safety Equipment' },
      { id: 6, name: 'Control Systems' },
      { id: 7, name: 'Lighting' },
      { id: 8, name: 'Motors & Drives' },
      { id: 9, name: 'Cables & Wiring' },
      { id: 10, name: 'Fasteners & Fixings' },
      { id: 11, name: 'Other' },
      { id: 12, name: 'Instrumentation' },
    ]);
  });
});

describe('GET /api/user-listings', () => {
  it('lists only the caller’s own items, newest first, with their photos', async () => {
    const alice = await actor();
    const bob = await actor();
    const a1 = await createListing(server.url, alice.token, { title: 'Alice one' }, [
      photo(jpeg, '1.jpg'),
      photo(jpeg, '2.jpg'),
      photo(jpeg, '3.jpg'),
    ]);
    const a2 = await createListing(server.url, alice.token, { title: 'Alice two' });
    await createListing(server.url, bob.token, { title: 'Bob one' });

    const res = await alice.client.get<Listing[]>('/api/user-listings', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.title)).toEqual(['Alice two', 'Alice one']);
    expect(res.body.map((l) => l.id)).toEqual([a2.id, a1.id]);
    // Photos in upload order, each with its own thumbnail, as the create answered them.
    expect(a1.images).toHaveLength(3);
    expect(unsigned(res.body[1]!.images)).toEqual(unsigned(a1.images));
    expect(unsigned(res.body[1]!.thumbnails)).toEqual(unsigned(a1.thumbnails));
    expect(res.body[1]!.thumbnails.map(keyOfUrl)).toEqual(a1.images.map((u) => keyOfUrl(u).replace('.jpg', '-thumb.jpg')));
    expect(res.body[0]!.images).toEqual([]);
    expect(res.body[1]).toMatchObject({ price: '50.00', originalPrice: '12.50', quantity: 4 });

    const bobs = await bob.client.get<Listing[]>('/api/user-listings', { token: bob.token });
    expect(bobs.body.map((l) => l.title)).toEqual(['Bob one']);
  });

  it('answers an empty list for a new account and 401 without a session', async () => {
    const fresh = await actor();
    const empty = await fresh.client.get('/api/user-listings', { token: fresh.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect((await fresh.client.get('/api/user-listings')).status).toBe(401);
    expect((await fresh.client.get('/api/user-listings', { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('stops answering once the session is logged out', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    expect((await client.get('/api/user-listings', { token: user.token })).status).toBe(200);
    await client.post('/api/logout', undefined, { token: user.token });
    expect((await client.get('/api/user-listings', { token: user.token })).status).toBe(401);
  });
});

describe('/api/listings/:id ownership', () => {
  let owner: Actor;
  let other: Actor;
  let item: Listing;
  beforeAll(async () => {
    owner = await actor();
    other = await actor();
    item = await createListing(server.url, owner.token, { title: 'Owned item' });
  });

  const editBody = { title: 'Hijacked', price: '1.00', condition: 'Good', quantity: 1 };

  it('answers 401 to every call without a session', async () => {
    const anon = createClient(server.url);
    expect((await anon.get(`/api/listings/${item.id}`)).status).toBe(401);
    expect((await anon.put(`/api/listings/${item.id}`, editBody)).status).toBe(401);
    expect((await anon.patch(`/api/listings/${item.id}`, { title: 'x' })).status).toBe(401);
    expect((await anon.delete(`/api/listings/${item.id}`)).status).toBe(401);
    expect((await anon.post('/api/listings/bulk-delete', { ids: [item.id] })).status).toBe(401);
  });

  it.each([
    ['another user’s id', () => String(item.id)],
    ['a missing id', () => '99999999'],
    ['a non-numeric id', () => 'abc'],
    ['a fractional id', () => '1.5'],
    ['a negative id', () => '-1'],
  ])('answers 404 "Item not found" for %s on GET, PUT, PATCH and DELETE', async (_label, id) => {
    const c = other.client;
    const t = { token: other.token };
    for (const res of [
      await c.get(`/api/listings/${id()}`, t),
      await c.put(`/api/listings/${id()}`, editBody, t),
      await c.patch(`/api/listings/${id()}`, { title: 'Hijacked' }, t),
      await c.delete(`/api/listings/${id()}`, t),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Item not found');
    }
    const still = await owner.client.get<Listing>(`/api/listings/${item.id}`, { token: owner.token });
    expect(still.status).toBe(200);
    expect(still.body.title).toBe('Owned item');
  });

  it('GET answers the owner’s item with the edit screen fields', async () => {
    const res = await owner.client.get<Listing>(`/api/listings/${item.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: item.id,
      title: 'Owned item',
      description: 'Boxed, never installed.',
      price: '50.00',
      condition: 'New',
      quantity: 4,
      categoryId: 1,
    });
  });
});

describe('PUT /api/listings/:id (edit screen)', () => {
  let owner: Actor;
  beforeAll(async () => {
    owner = await actor();
  });

  it('derives the unit price from total / quantity, rounded to the penny, and accepts Very Good', async () => {
    const item = await createListing(server.url, owner.token, { quantity: 2, price: '10.00', retailPrice: '30.00' });
    const res = await owner.client.put<Listing>(
      `/api/listings/${item.id}`,
      { title: 'Edited MCB', description: 'Now with box', price: '25.00', condition: 'Very Good', quantity: 3, categoryId: 6 },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Edited MCB',
      description: 'Now with box',
      condition: 'Very Good',
      quantity: 3,
      categoryId: 6,
      category: 'Control Systems',
      originalPrice: '8.33',
      price: '24.99',
      retailPrice: '30.00',
      pricingSourceMetadata: { surplusPrice: 8.33, retailBaseline: 30, condition: 'Very Good' },
    });
    const again = await owner.client.get<Listing>(`/api/listings/${item.id}`, { token: owner.token });
    expect(again.body).toMatchObject({ originalPrice: '8.33', price: '24.99', condition: 'Very Good' });
  });

  it('takes an exact total as is and a numeric price, and clears the category with null', async () => {
    const item = await createListing(server.url, owner.token);
    const res = await owner.client.put<Listing>(
      `/api/listings/${item.id}`,
      { title: 'Ten of them', price: 45.5, condition: 'Good', quantity: 10, categoryId: null, description: null },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ originalPrice: '4.55', price: '45.50', categoryId: null, category: null, description: null });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: undefined }, 'Price is required'],
    [{ condition: '' }, 'Condition is required'],
    [{ condition: undefined }, 'Condition is required'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: undefined }, 'Quantity must be at least 1'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number'],
    [{ price: '9.999' }, 'Price must be a number of pounds, 0 or more, with at most 2 decimal places'],
    [{ price: -5 }, 'Price must be a number of pounds, 0 or more, with at most 2 decimal places'],
    [{ condition: 'Excellent' }, 'Condition must be one of: New, Like New, Very Good, Good, Fair, Poor'],
    [{ categoryId: 13 }, 'Category must be one of the listed categories'],
    [{ notes: 'edit screen has no notes' }, 'Unknown field: notes'],
  ])('refuses %j with 400 "%s" and changes nothing', async (overrides, message) => {
    const item = await createListing(server.url, owner.token, { title: 'Untouched' });
    const body = { title: 'Changed', description: 'd', price: '20.00', condition: 'Good', quantity: 2, categoryId: 2, ...overrides };
    const res = await owner.client.put(`/api/listings/${item.id}`, body, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const after = await owner.client.get<Listing>(`/api/listings/${item.id}`, { token: owner.token });
    expect(after.body).toMatchObject({ title: 'Untouched', price: '50.00', condition: 'New', quantity: 4 });
  });
});

describe('PATCH /api/listings/:id (inventory dialog)', () => {
  let owner: Actor;
  beforeAll(async () => {
    owner = await actor();
  });

  it('takes originalPrice, retailPrice and pricingSourceMetadata (JSON string) and keeps the metadata in sync', async () => {
    const item = await createListing(server.url, owner.token, { quantity: 3, price: '10.00' });
    const metadata = JSON.stringify({
      retailBaseline: 99,
      surplusPrice: 1,
      condition: 'Poor',
      aiConfidence: 0.82,
      source: 'sparebot_smart_upload',
    });
    const res = await owner.client.patch<Listing>(
      `/api/listings/${item.id}`,
      {
        title: 'Patched',
        categoryId: 8,
        condition: 'Like New',
        originalPrice: '14.40',
        retailPrice: '20.00',
        quantity: 5,
        notes: 'Shelf B',
        material: 'Steel',
        size: '100mm',
        brandInfo: 'ABB',
        technicalSpecs: '400V',
        pricingSourceMetadata: metadata,
      },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Patched',
      categoryId: 8,
      category: 'Motors & Drives',
      condition: 'Like New',
      quantity: 5,
      originalPrice: '14.40',
      price: '72.00',
      retailPrice: '20.00',
      notes: 'Shelf B',
      material: 'Steel',
      size: '100mm',
      brandInfo: 'ABB',
      technicalSpecs: '400V',
    });
    expect(res.body.pricingSourceMetadata).toEqual({
      retailBaseline: 20,
      surplusPrice: 14.4,
      condition: 'Like New',
      aiConfidence: 0.82,
      source: 'sparebot_smart_upload',
    });
  });

  it('reads retailBaseline from the metadata when no retailPrice is sent, and keeps untouched fields', async () => {
    const item = await createListing(server.url, owner.token, { quantity: 2, price: '7.25', notes: 'keep me' });
    const res = await owner.client.patch<Listing>(
      `/api/listings/${item.id}`,
      { pricingSourceMetadata: JSON.stringify({ retailBaseline: 12.5, surplusPrice: 7.25, condition: 'New' }) },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ retailPrice: '12.50', originalPrice: '7.25', price: '14.50', notes: 'keep me', title: item.title });
    expect(res.body.pricingSourceMetadata).toMatchObject({ retailBaseline: 12.5, surplusPrice: 7.25, condition: 'New' });
  });

  it('follows a quantity-only or a price-only change in the metadata', async () => {
    const item = await createListing(server.url, owner.token, { quantity: 2, price: '5.00', retailPrice: '8.00' });
    const qty = await owner.client.patch<Listing>(`/api/listings/${item.id}`, { quantity: 6 }, { token: owner.token });
    expect(qty.body).toMatchObject({ originalPrice: '5.00', price: '30.00', quantity: 6 });
    const total = await owner.client.patch<Listing>(`/api/listings/${item.id}`, { price: '33.00' }, { token: owner.token });
    expect(total.body).toMatchObject({ originalPrice: '5.50', price: '33.00' });
    expect(total.body.pricingSourceMetadata).toMatchObject({ surplusPrice: 5.5, retailBaseline: 8 });
    const noRetail = await owner.client.patch<Listing>(`/api/listings/${item.id}`, { retailPrice: null }, { token: owner.token });
    expect(noRetail.body.retailPrice).toBeNull();
    expect(noRetail.body.pricingSourceMetadata).toMatchObject({ retailBaseline: null, surplusPrice: 5.5 });
  });

  it.each([
    [{ pricingSourceMetadata: '{not json' }, 'pricingSourceMetadata must be valid JSON'],
    [{ originalPrice: '1.234' }, 'Price must be a number of pounds, 0 or more, with at most 2 decimal places'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ title: ' ' }, 'Title is required'],
    [{ condition: 'Mint' }, 'Condition must be one of: New, Like New, Very Good, Good, Fair, Poor'],
    [{ categoryId: 0 }, 'Category must be one of the listed categories'],
    [{ ownerId: 1 }, 'Unknown field: ownerId'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const item = await createListing(server.url, owner.token);
    const res = await owner.client.patch(`/api/listings/${item.id}`, body, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('DELETE /api/listings/:id and bulk delete', () => {
  it('deletes the item, its photo rows and its photo files', async () => {
    const owner = await actor();
    const item = await createListing(server.url, owner.token, {}, [photo(jpeg, 'a.jpg'), photo(jpeg, 'b.jpg')]);
    const keys = [...item.images, ...item.thumbnails].map(keyOfUrl);
    const dir = path.join(server.dataDir, 'uploads');
    for (const key of keys) expect(fs.existsSync(path.join(dir, key))).toBe(true);

    const res = await owner.client.delete(`/api/listings/${item.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: 1 });
    for (const key of keys) expect(fs.existsSync(path.join(dir, key))).toBe(false);
    expect((await fetchImage(server.url, item.images[0]!)).status).toBe(404);
    expect(await queryDb(server, 'SELECT id FROM photos WHERE listing_id = ?', [item.id])).toEqual([]);
    expect((await owner.client.get(`/api/listings/${item.id}`, { token: owner.token })).status).toBe(404);
    expect((await owner.client.delete(`/api/listings/${item.id}`, { token: owner.token })).status).toBe(404);
  });

  it('bulk-deletes only the caller’s items and their files; others’ ids are ignored', async () => {
    const alice = await actor();
    const bob = await actor();
    const a1 = await createListing(server.url, alice.token, { title: 'A1' }, [photo(jpeg)]);
    const a2 = await createListing(server.url, alice.token, { title: 'A2' });
    const a3 = await createListing(server.url, alice.token, { title: 'A3' });
    const b1 = await createListing(server.url, bob.token, { title: 'B1' }, [photo(jpeg)]);

    const res = await alice.client.post(
      '/api/listings/bulk-delete',
      { ids: [a1.id, a2.id, b1.id, a1.id, 99999999] },
      { token: alice.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: 2 });

    const left = await alice.client.get<Listing[]>('/api/user-listings', { token: alice.token });
    expect(left.body.map((l) => l.id)).toEqual([a3.id]);
    const bobs = await bob.client.get<Listing[]>('/api/user-listings', { token: bob.token });
    expect(bobs.body.map((l) => l.id)).toEqual([b1.id]);

    const files = uploadedFiles(server);
    for (const url of [...a1.images, ...a1.thumbnails]) expect(files).not.toContain(keyOfUrl(url));
    for (const url of [...b1.images, ...b1.thumbnails]) expect(files).toContain(keyOfUrl(url));
    expect((await fetchImage(server.url, b1.images[0]!)).status).toBe(200);

    const onlyOthers = await bob.client.post('/api/listings/bulk-delete', { ids: [a3.id] }, { token: bob.token });
    expect(onlyOthers.status).toBe(200);
    expect(onlyOthers.body).toMatchObject({ deleted: 0 });
    expect((await alice.client.get(`/api/listings/${a3.id}`, { token: alice.token })).status).toBe(200);
  });

  it('refuses an empty selection with the spec message', async () => {
    const owner = await actor();
    const res = await owner.client.post('/api/listings/bulk-delete', { ids: [] }, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select items to delete');
  });

  it.each([[{}], [{ ids: ['1 OR 1=1'] }], [{ ids: [1.5] }], [{ ids: 7 }]])('refuses a bulk delete body of %j', async (body) => {
    const owner = await actor();
    const item = await createListing(server.url, owner.token);
    const res = await owner.client.post('/api/listings/bulk-delete', body, { token: owner.token });
    expect(res.status).toBe(400);
    expect((await owner.client.get(`/api/listings/${item.id}`, { token: owner.token })).status).toBe(200);
  });
});
