import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingSchema, type BulkPublishResponse, type Listing } from '../../src/shared/schemas/listings.ts';
import type { PublishRequirement } from '../../src/shared/messages/publish-messages.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, createUser, profileBody, type CreatedUser } from './helpers/factories.ts';
import { createListing, photo } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

let server: TestServer;
let jpeg: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  jpeg = await makePhoto('jpeg', 160, 120);
});
afterAll(async () => server.close());

interface Actor extends CreatedUser {
  client: ApiClient;
}

/** A business seller whose profile postcode is B1 1AA. */
async function seller(): Promise<Actor> {
  const client = createClient(server.url);
  return { ...(await createCompleteUser(client)), client };
}

/** An individual seller (no VAT treatment) whose profile postcode is B1 1AA. */
async function individual(): Promise<Actor> {
  const client = createClient(server.url);
  const created = await createUser(client);
  const res = await client.post('/api/complete-profile', profileBody({ accountType: 'individual', businessName: undefined }), {
    token: created.token,
  });
  expect(res.status).toBe(200);
  return { ...created, client };
}

/** An item that has everything publishing needs (title, £12.50, a category, a photo). */
const readyItem = (actor: Actor, overrides: Record<string, string | number | undefined> = {}) =>
  createListing(server.url, actor.token, overrides, [photo(jpeg)]);

const publish = (actor: Actor, id: number, body?: unknown) =>
  actor.client.post<Listing & { missing?: string[] }>(`/api/listings/${id}/publish`, body, { token: actor.token });
const withdraw = (actor: Actor, id: number) =>
  actor.client.post<Listing>(`/api/listings/${id}/withdraw`, undefined, { token: actor.token });
const statusOf = async (id: number) =>
  (await queryDb<{ status: string }>(server, 'SELECT status FROM listings WHERE id = ?', [id]))[0]?.status;

const ALL_MISSING: PublishRequirement[] = ['title', 'price', 'category', 'photo', 'postcode'];

describe('POST /api/listings/:id/publish', () => {
  it('makes a ready item live at the profile postcode’s outward code, collection by default', async () => {
    const alice = await seller();
    const item = await readyItem(alice);
    expect(item).toMatchObject({
      status: 'private',
      publishedAt: null,
      postcode: null,
      outcode: null,
      handover: null,
      deliveryPrice: null,
      vatMode: null,
    });

    const res = await publish(alice, item.id);
    expect(res.status).toBe(200);
    expect(ListingSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      id: item.id,
      status: 'live',
      postcode: null,
      outcode: 'B1',
      handover: 'collection',
      deliveryPrice: null,
      vatMode: null,
    });
    expect(Date.parse(res.body.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // Publishing again keeps the first publish time and stores the settings given.
    const again = await publish(alice, item.id, { handover: 'both', deliveryPrice: 7.5, vatMode: 'plus_vat' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: 'live',
      handover: 'both',
      deliveryPrice: '7.50',
      vatMode: 'plus_vat',
      publishedAt: res.body.publishedAt,
    });

    const askTheSeller = await publish(alice, item.id, { deliveryPrice: null });
    expect(askTheSeller.body).toMatchObject({ handover: 'both', deliveryPrice: null, vatMode: 'plus_vat' });
    // Collection only has no delivery price.
    const collection = await publish(alice, item.id, { handover: 'collection', deliveryPrice: 3 });
    expect(collection.body).toMatchObject({ handover: 'collection', deliveryPrice: null });
  });

  it('refuses with 422 listing every missing piece at once, and writes nothing', async () => {
    const client = createClient(server.url);
    const bare = { ...(await createUser(client)), client }; // no profile: no postcode
    const item = await createListing(server.url, bare.token, { price: '0', categoryId: undefined });
    await queryDb(server, `UPDATE listings SET title = '' WHERE id = ?`, [item.id]);

    const res = await publish(bare, item.id, { handover: 'delivery', deliveryPrice: 5 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message:
        'To publish this item, add a title, a unit price above £0, a category, at least one photo and a valid UK postcode (on the item or in your profile).',
      missing: ALL_MISSING,
    });
    const stored = await queryDb<{ status: string; handover: string | null }>(
      server,
      'SELECT status, handover FROM listings WHERE id = ?',
      [item.id],
    );
    expect(stored).toEqual([{ status: 'private', handover: null }]);
  });

  const takeAway: Record<PublishRequirement, (actor: Actor) => Promise<number>> = {
    title: async (actor) => {
      const item = await readyItem(actor);
      await queryDb(server, `UPDATE listings SET title = '   ' WHERE id = ?`, [item.id]);
      return item.id;
    },
    price: async (actor) => (await readyItem(actor, { price: '0' })).id,
    category: async (actor) => (await readyItem(actor, { categoryId: undefined })).id,
    photo: async (actor) => (await createListing(server.url, actor.token)).id,
    postcode: async (actor) => {
      // A profile postcode saved before postcodes were checked where typed (issue 31).
      await queryDb(server, `UPDATE users SET postcode = 'NOT A PC' WHERE id = ?`, [actor.user.id]);
      return (await readyItem(actor)).id;
    },
  };
  for (const piece of ALL_MISSING) {
    it(`refuses an item that lacks only ${piece}`, async () => {
      const alice = await seller();
      const id = await takeAway[piece](alice);
      const res = await publish(alice, id);
      expect(res.status).toBe(422);
      expect(res.body.missing).toEqual([piece]);
      expect(await statusOf(id)).toBe('private');
    });
  }

  it('uses the item’s own postcode when given, and the profile’s again after null', async () => {
    const alice = await seller();
    const own = await readyItem(alice);
    const other = await readyItem(alice);

    const res = await publish(alice, own.id, { postcode: '  m1   1ae ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ postcode: 'M1 1AE', outcode: 'M1' });
    expect((await publish(alice, other.id)).body).toMatchObject({ postcode: null, outcode: 'B1' });

    // A profile without a valid postcode is fine for an item that has its own.
    await queryDb(server, `UPDATE users SET postcode = 'NOT A PC' WHERE id = ?`, [alice.user.id]);
    await withdraw(alice, own.id);
    expect((await publish(alice, own.id)).body).toMatchObject({ status: 'live', postcode: 'M1 1AE', outcode: 'M1' });
    const back = await publish(alice, own.id, { postcode: null });
    expect(back.status).toBe(422);
    expect(back.body.missing).toEqual(['postcode']);

    await alice.client.patch('/api/profile', { postcode: 'EC1A 1BB' }, { token: alice.token });
    expect((await publish(alice, own.id, { postcode: null })).body).toMatchObject({ postcode: null, outcode: 'EC1A' });
  });

  it('answers 400 for a malformed postcode and stores nothing', async () => {
    const alice = await seller();
    const item = await readyItem(alice);
    for (const postcode of ['B1', 'ZZZ 123', '1AB 2CD', 'B1 1CA', 'B11AA1']) {
      const res = await publish(alice, item.id, { postcode });
      expect(res.status, postcode).toBe(400);
      expect(res.body).toEqual({ message: 'Please enter a valid UK postcode, like B1 1AA' });
    }
    expect(await statusOf(item.id)).toBe('private');
  });

  it('answers 400 for a body it does not take', async () => {
    const alice = await seller();
    const item = await readyItem(alice);
    const cases: Array<[unknown, string]> = [
      [{ handover: 'post' }, 'Handover must be one of: collection, delivery, both'],
      [
        { deliveryPrice: -1 },
        'Delivery price must be a number of pounds, 0 or more, with at most 2 decimal places, or null to ask the seller',
      ],
      [
        { deliveryPrice: '5.00' },
        'Delivery price must be a number of pounds, 0 or more, with at most 2 decimal places, or null to ask the seller',
      ],
      [{ vatMode: 'zero' }, 'VAT treatment must be one of: plus_vat, not_registered, margin'],
      [{ status: 'live' }, 'Unknown field: status'],
    ];
    for (const [body, message] of cases) {
      const res = await publish(alice, item.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ message });
    }
  });

  it('answers 404 for another user’s item or an unknown id, and 401 without a session', async () => {
    const alice = await seller();
    const bob = await seller();
    const bobs = await readyItem(bob);
    for (const id of [bobs.id, 999_999_999]) {
      for (const call of [publish(alice, id), withdraw(alice, id)]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Item not found' });
      }
    }
    expect((await alice.client.post('/api/listings/abc/publish', undefined, { token: alice.token })).status).toBe(404);
    expect((await alice.client.post(`/api/listings/${bobs.id}/publish`)).status).toBe(401);
    expect(await statusOf(bobs.id)).toBe('private');
  });

  it('takes vatMode from business sellers only', async () => {
    const dave = await individual();
    const item = await readyItem(dave);
    const res = await publish(dave, item.id, { vatMode: 'plus_vat' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'VAT treatment is only for business sellers' });
    expect(await statusOf(item.id)).toBe('private');
    expect((await publish(dave, item.id, { vatMode: null })).body).toMatchObject({ status: 'live', vatMode: null });

    const alice = await seller();
    expect((await publish(alice, (await readyItem(alice)).id, { vatMode: 'margin' })).body).toMatchObject({
      status: 'live',
      vatMode: 'margin',
    });
  });

  it('changes the inventory’s version and ETag with every publish and withdraw', async () => {
    const alice = await seller();
    const item = await readyItem(alice);
    const version = async () =>
      Number((await queryDb<{ v: number }>(server, 'SELECT listings_version AS v FROM users WHERE id = ?', [alice.user.id]))[0]!.v);
    const before = await alice.client.get<Listing[]>('/api/user-listings', { token: alice.token });
    const v0 = await version();

    await publish(alice, item.id);
    expect(await version()).toBe(v0 + 1);
    const after = await alice.client.get<Listing[]>('/api/user-listings', {
      token: alice.token,
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body[0]).toMatchObject({ id: item.id, status: 'live' });

    await withdraw(alice, item.id);
    expect(await version()).toBe(v0 + 2);
    const last = await alice.client.get<Listing[]>('/api/user-listings', {
      token: alice.token,
      headers: { 'if-none-match': after.headers.get('etag')! },
    });
    expect(last.status).toBe(200);
    expect(last.body[0]).toMatchObject({ status: 'private' });
  });
});

describe('POST /api/listings/:id/withdraw', () => {
  it('makes a live item private again, keeping its settings; a private one stays private', async () => {
    const alice = await seller();
    const item = await readyItem(alice);
    const live = await publish(alice, item.id, { handover: 'delivery', deliveryPrice: 4.99 });
    const res = await withdraw(alice, item.id);
    expect(res.status).toBe(200);
    expect(ListingSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      status: 'private',
      handover: 'delivery',
      deliveryPrice: '4.99',
      outcode: 'B1',
      publishedAt: live.body.publishedAt,
    });
    expect((await withdraw(alice, item.id)).body).toMatchObject({ status: 'private' });
  });
});

describe('editing a live item', () => {
  it('withdraws it when an edit leaves it unpublishable (no photos, no category, price 0), and not otherwise', async () => {
    const alice = await seller();
    const edit = (id: number, body: unknown) => alice.client.patch<Listing>(`/api/listings/${id}`, body, { token: alice.token });

    const a = await readyItem(alice);
    await publish(alice, a.id);
    expect((await edit(a.id, { title: 'Renamed', quantity: 2 })).body).toMatchObject({ title: 'Renamed', status: 'live' });
    const noPhotos = await edit(a.id, { photoIds: [] });
    expect(noPhotos.status).toBe(200);
    expect(noPhotos.body).toMatchObject({ status: 'private', photos: [] });

    const b = await readyItem(alice);
    await publish(alice, b.id);
    expect((await edit(b.id, { categoryId: null })).body).toMatchObject({ status: 'private' });

    const c = await readyItem(alice);
    await publish(alice, c.id);
    expect((await edit(c.id, { originalPrice: 0 })).body).toMatchObject({ status: 'private' });
  });
});

describe('POST /api/listings/publish and /api/listings/withdraw', () => {
  it('publish the ready ones, list the refused with what each lacks, and ignore others’ ids', async () => {
    const alice = await seller();
    const bob = await seller();
    const ready1 = await readyItem(alice);
    const ready2 = await readyItem(alice, { title: 'Second' });
    const noPhoto = await createListing(server.url, alice.token, { categoryId: undefined });
    const bobs = await readyItem(bob);

    const res = await alice.client.post<BulkPublishResponse>(
      '/api/listings/publish',
      { ids: [noPhoto.id, ready1.id, bobs.id, ready2.id, ready1.id, 999_999_999] },
      { token: alice.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: '2 item(s) published; 1 not ready',
      published: 2,
      refused: [
        { id: noPhoto.id, message: 'To publish this item, add a category and at least one photo.', missing: ['category', 'photo'] },
      ],
    });
    expect(await statusOf(ready1.id)).toBe('live');
    expect(await statusOf(ready2.id)).toBe('live');
    expect(await statusOf(noPhoto.id)).toBe('private');
    expect(await statusOf(bobs.id)).toBe('private');
    const listed = await alice.client.get<Listing[]>('/api/user-listings', { token: alice.token });
    expect(listed.body.filter((l) => l.status === 'live').map((l) => l.outcode)).toEqual(['B1', 'B1']);

    await publish(bob, bobs.id);
    const out = await alice.client.post(
      '/api/listings/withdraw',
      { ids: [ready1.id, ready2.id, noPhoto.id, bobs.id] },
      { token: alice.token },
    );
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: '2 item(s) withdrawn', withdrawn: 2 });
    expect(await statusOf(ready1.id)).toBe('private');
    expect(await statusOf(bobs.id)).toBe('live');
  });

  it('answer 400 without ids and 401 without a session', async () => {
    const alice = await seller();
    for (const route of ['/api/listings/publish', '/api/listings/withdraw']) {
      const empty = await alice.client.post(route, { ids: [] }, { token: alice.token });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ message: 'Please select items' });
      expect((await alice.client.post(route, { ids: [1], all: true }, { token: alice.token })).body).toEqual({
        message: 'Unknown field: all',
      });
      expect((await alice.client.post(route, { ids: [1] })).status).toBe(401);
    }
  });
});
