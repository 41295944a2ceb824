import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import {
  PublicListingPageSchema,
  PublicSellerPageSchema,
  type PublicListingPage,
  type PublicSellerPage,
} from '../../src/shared/schemas/public-listing.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createUser, profileBody, type CreatedUser } from './helpers/factories.ts';
import { createListing, fetchImage, photo } from './helpers/listings.ts';
import { photoRows, uploadDrafts } from './helpers/photos.ts';
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

/** Values only the seller may see; each is distinctive enough that finding it in a public answer is a leak. */
const PRIVATE = {
  lastName: 'Zanzibarova',
  phone: '07987654321',
  profilePostcode: 'B1 1AA',
  itemPostcode: 'B2 4QA',
  notes: 'PRIVATE-NOTE from the Digbeth job',
  metadata: 'PRIVATE-METADATA-sparebot',
} as const;

/** An individual seller, Priya Zanzibarova, whose profile postcode is B1 1AA. */
async function seller(): Promise<Actor> {
  const client = createClient(server.url);
  const created = await createUser(client, { firstName: 'Priya', lastName: PRIVATE.lastName, businessName: '' });
  const res = await client.post(
    '/api/complete-profile',
    profileBody({
      accountType: 'individual',
      businessName: undefined,
      firstName: 'Priya',
      lastName: PRIVATE.lastName,
      phoneNumber: PRIVATE.phone,
    }),
    { token: created.token },
  );
  expect(res.status).toBe(200);
  return { ...created, client };
}

/** A live item: £12.50 a unit, about £40 new, two photos, at the item's own postcode B2 4QA. */
async function liveItem(actor: Actor, overrides: Record<string, string | number | undefined> = {}): Promise<Listing> {
  const item = await createListing(server.url, actor.token, { notes: PRIVATE.notes, retailPrice: '40.00', ...overrides }, [
    photo(jpeg),
    photo(jpeg),
  ]);
  await queryDb(server, 'UPDATE listings SET pricing_source_metadata = ? WHERE id = ?', [
    JSON.stringify({ source: PRIVATE.metadata }),
    item.id,
  ]);
  const res = await actor.client.post<Listing>(
    `/api/listings/${item.id}/publish`,
    { postcode: PRIVATE.itemPostcode, handover: 'both', deliveryPrice: 6 },
    { token: actor.token },
  );
  expect(res.status).toBe(200);
  return res.body;
}

const visitor = () => createClient(server.url);
const readListing = (client: ApiClient, id: number | string, token?: string) =>
  client.get<PublicListingPage & { message?: string }>(`/api/public/listings/${id}`, token ? { token } : {});
const viewsOf = async (id: number) =>
  Number((await queryDb<{ views: number }>(server, 'SELECT views FROM listings WHERE id = ?', [id]))[0]?.views);

describe('GET /api/public/listings/:id', () => {
  it('shows a live listing to a signed-out visitor, with its seller', async () => {
    const priya = await seller();
    const item = await liveItem(priya);
    const res = await readListing(visitor(), item.id);
    expect(res.status).toBe(200);
    expect(PublicListingPageSchema.parse(res.body)).toEqual(res.body);
    const { listing, seller: summary } = res.body;
    expect(listing).toMatchObject({
      id: item.id,
      title: item.title,
      unitPrice: '12.50',
      approxNewPrice: '40.00',
      saving: '27.50',
      quantity: 4,
      outcode: 'B2',
      handover: 'both',
      deliveryPrice: '6.00',
      vatMode: null,
      vatNote: null,
      views: 1,
    });
    expect(listing.area).toEqual(expect.any(String));
    expect(listing.photos).toHaveLength(2);
    expect(listing.photos[0]!.url).toMatch(/^\/media\/\d+\/[a-f0-9-]{36}\.jpg$/);
    expect(summary).toEqual({
      id: priya.user.id,
      displayName: 'Priya Z.',
      accountType: 'individual',
      memberSince: new Date().toISOString().slice(0, 7),
      liveListings: 1,
      emailVerified: true,
    });
  });

  it('never carries a private value: notes, metadata, postcodes, email, phone, last name', async () => {
    const priya = await seller();
    const item = await liveItem(priya);
    const text = (await readListing(visitor(), item.id)).text;
    const sellerText = (await visitor().get(`/api/public/sellers/${priya.user.id}`)).text;
    for (const value of [...Object.values(PRIVATE), priya.email, '1AA', '4QA']) {
      expect(text).not.toContain(value);
      expect(sellerText).not.toContain(value);
    }
    expect(text).not.toContain('users/');
  });

  it('answers the same 404 for private, withdrawn, sold-out, deleted, unknown and malformed ids', async () => {
    const priya = await seller();
    const draft = await createListing(server.url, priya.token, {}, [photo(jpeg)]);
    const withdrawn = await liveItem(priya);
    await priya.client.post(`/api/listings/${withdrawn.id}/withdraw`, undefined, { token: priya.token });
    const soldOut = await liveItem(priya);
    await queryDb(server, 'UPDATE listings SET quantity = 0 WHERE id = ?', [soldOut.id]);
    const deleted = await liveItem(priya);
    expect((await priya.client.delete(`/api/listings/${deleted.id}`, { token: priya.token })).status).toBe(200);

    const answers = [];
    for (const id of [draft.id, withdrawn.id, soldOut.id, deleted.id, 999_999_999, 'abc', '-1', '1e3', '0x10', '9999999999999']) {
      const res = await readListing(visitor(), id);
      answers.push({ status: res.status, text: res.text });
    }
    // Even the owner gets a 404 for a private item here: this is the public page.
    const own = await readListing(priya.client, draft.id, priya.token);
    answers.push({ status: own.status, text: own.text });
    for (const answer of answers) expect(answer).toEqual({ status: 404, text: JSON.stringify({ message: 'Listing not found' }) });
  });
});

describe('views', () => {
  it('count once per visitor per day, never the owner’s, and two visitors twice', async () => {
    const priya = await seller();
    const item = await liveItem(priya);
    const alice = visitor();
    await readListing(alice, item.id);
    await readListing(alice, item.id);
    expect(await viewsOf(item.id)).toBe(1);

    // The same address with another browser is another visitor; another address is another too.
    await alice.get(`/api/public/listings/${item.id}`, { headers: { 'user-agent': 'OtherBrowser/1.0' } });
    await readListing(visitor(), item.id);
    expect(await viewsOf(item.id)).toBe(3);

    // The owner, signed in, from anywhere: never counted.
    await readListing(priya.client, item.id, priya.token);
    await readListing(visitor(), item.id, priya.token);
    expect(await viewsOf(item.id)).toBe(3);

    // A signed-in visitor counts once, whichever address they come from.
    const bob = await createUser(visitor());
    await readListing(visitor(), item.id, bob.token);
    const last = await readListing(visitor(), item.id, bob.token);
    expect(await viewsOf(item.id)).toBe(4);
    expect(last.body.listing.views).toBe(4);

    // Stored: salted hashes only, no address or user id.
    const rows = await queryDb<{ visitor_key: string }>(server, 'SELECT visitor_key FROM listing_views WHERE listing_id = ?', [item.id]);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.visitor_key).toMatch(/^[a-f0-9]{64}$/);

    // The owner's inventory shows the count (its cached list moved on).
    const inventory = await priya.client.get<Listing[]>('/api/user-listings', { token: priya.token });
    expect(inventory.body.find((l) => l.id === item.id)?.views).toBe(4);
  });
});

describe('GET /api/public/sellers/:id', () => {
  it('lists only the seller’s live, in-stock items, newest first, paginated', async () => {
    const priya = await seller();
    const first = await liveItem(priya, { title: 'First MCB' });
    const second = await liveItem(priya, { title: 'Second MCB' });
    const third = await liveItem(priya, { title: 'Third MCB' });
    await createListing(server.url, priya.token, { title: 'Private MCB' }, [photo(jpeg)]);
    const soldOut = await liveItem(priya, { title: 'Sold out MCB' });
    await queryDb(server, 'UPDATE listings SET quantity = 0 WHERE id = ?', [soldOut.id]);

    const res = await visitor().get<PublicSellerPage>(`/api/public/sellers/${priya.user.id}?pageSize=2`);
    expect(res.status).toBe(200);
    expect(PublicSellerPageSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2, seller: { displayName: 'Priya Z.', liveListings: 3 } });
    expect(res.body.listings.map((l) => l.id)).toEqual([third.id, second.id]);
    const page2 = await visitor().get<PublicSellerPage>(`/api/public/sellers/${priya.user.id}?pageSize=2&page=2`);
    expect(page2.body.listings.map((l) => l.id)).toEqual([first.id]);
  });

  it('answers 404 for an unknown seller, one with nothing live, and a malformed id; 400 for a page size over 50', async () => {
    const quiet = await seller();
    await createListing(server.url, quiet.token, {}, [photo(jpeg)]);
    for (const id of [quiet.user.id, 999_999_999, 'abc']) {
      const res = await visitor().get(`/api/public/sellers/${id}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { message: 'Seller not found' } });
    }
    const priya = await seller();
    await liveItem(priya);
    expect((await visitor().get(`/api/public/sellers/${priya.user.id}?pageSize=51`)).status).toBe(400);
  });
});

describe('GET /media/:photoId/:file', () => {
  it('serves a live listing’s photo and thumbnail, cached publicly for 10 minutes', async () => {
    const priya = await seller();
    const item = await liveItem(priya);
    const { listing } = (await readListing(visitor(), item.id)).body;
    for (const url of [listing.photos[0]!.url, listing.photos[0]!.thumbnailUrl]) {
      const res = await fetchImage(server.url, url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=600');
      expect(res.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    // Another photo's file name under this id is not this photo.
    const other = listing.photos[1]!.url.split('/').pop()!;
    expect((await fetchImage(server.url, `/media/${listing.photos[0]!.url.split('/')[2]}/${other}`)).status).toBe(404);
  });

  it('answers 404 for the photos of a withdrawn item, a private one, and a draft photo', async () => {
    const priya = await seller();
    const item = await liveItem(priya);
    const { listing } = (await readListing(visitor(), item.id)).body;
    await priya.client.post(`/api/listings/${item.id}/withdraw`, undefined, { token: priya.token });
    expect((await fetchImage(server.url, listing.photos[0]!.url)).status).toBe(404);

    const privateItem = await createListing(server.url, priya.token, {}, [photo(jpeg)]);
    const [draft] = await uploadDrafts(server.url, priya.token, [photo(jpeg)]);
    const rows = await photoRows(server, 'listing_id = ? OR id = ?', [privateItem.id, draft!.id]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const key of [row.image_key, row.thumb_key])
        expect((await fetchImage(server.url, `/media/${row.id}/${key.split('/').pop()!}`)).status).toBe(404);
    }
    expect((await fetchImage(server.url, `/media/abc/${rows[0]!.image_key.split('/').pop()!}`)).status).toBe(404);
  });
});
