import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient, type ApiClient, type ApiResponse } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createUser, type CreatedUser } from './helpers/factories.ts';
import { createListing } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

interface Actor extends CreatedUser {
  client: ApiClient;
}

async function actor(server: TestServer): Promise<Actor> {
  const client = createClient(server.url);
  return { ...(await createUser(client)), client };
}

function list(who: Actor, ifNoneMatch?: string, baseUrl?: string): Promise<ApiResponse<Listing[]>> {
  const headers: Record<string, string> = ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch };
  const client = baseUrl ? createClient(baseUrl, who.client.ip) : who.client;
  return client.get<Listing[]>('/api/user-listings', { token: who.token, headers });
}

/** GET /api/user-listings, checked to be a fresh 200 with an ETag; returns the ETag and the titles. */
async function listOk(who: Actor, baseUrl?: string): Promise<{ etag: string; titles: string[]; body: Listing[] }> {
  const res = await list(who, undefined, baseUrl);
  expect(res.status, res.text).toBe(200);
  const etag = res.headers.get('etag');
  expect(etag).toBeTruthy();
  expect(Array.isArray(res.body)).toBe(true);
  return { etag: etag!, titles: res.body.map((l) => l.title), body: res.body };
}

/** What the database holds for an owner, newest first (the list's order). */
async function storedTitles(server: TestServer, ownerId: number): Promise<string[]> {
  const rows = await queryDb<{ title: string }>(server, 'SELECT title FROM listings WHERE owner_id = ? ORDER BY id DESC', [ownerId]);
  return rows.map((r) => r.title);
}

describe('GET /api/user-listings caching on one instance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers with an ETag that stays the same while nothing changes', async () => {
    const alice = await actor(server);
    await createListing(server.url, alice.token, { title: 'Schneider 32A MCB' });
    const first = await list(alice);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/private/);
    expect(first.body.map((l) => l.title)).toEqual(['Schneider 32A MCB']);

    const again = await list(alice);
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.text).toBe(first.text);
    // Reading a single item is not a write.
    expect((await alice.client.get(`/api/listings/${first.body[0]!.id}`, { token: alice.token })).status).toBe(200);
    expect((await list(alice)).headers.get('etag')).toBe(etag);
  });

  it('answers 304 with no body to If-None-Match carrying the current ETag', async () => {
    const alice = await actor(server);
    // Enough items for a body over the compression threshold.
    for (let i = 1; i <= 6; i++)
      await createListing(server.url, alice.token, { title: `Hager 20A RCBO no. ${i}`, description: 'Boxed. '.repeat(40) });
    const { etag } = await listOk(alice);

    const notModified = await list(alice, etag);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);

    const stale = await list(alice, '"0-not-the-current-one"');
    expect(stale.status).toBe(200);
    expect(stale.body).toHaveLength(6);
  });

  it('compares If-None-Match weakly and accepts a list of ETags (RFC 9110 §13.1.2)', async () => {
    const alice = await actor(server);
    await createListing(server.url, alice.token, { title: 'Grundfos UPS2 pump' });
    const { etag } = await listOk(alice);
    const strong = etag.replace(/^W\//, '');
    // A proxy that compresses turns a strong ETag into a weak one, which the browser sends back.
    expect((await list(alice, `W/${strong}`)).status).toBe(304);
    expect((await list(alice, `"something-else", ${etag}`)).status).toBe(304);
    expect((await list(alice, '*')).status).toBe(304);
    expect((await list(alice, '"something-else", W/"other"')).status).toBe(200);
  });

  it('still requires a session: 401 without one, even with an ETag', async () => {
    const alice = await actor(server);
    const { etag } = await listOk(alice);
    const res = await alice.client.get('/api/user-listings', { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(401);
  });

  it('reflects every kind of write at once, with a new ETag each time', async () => {
    const alice = await actor(server);
    const seen = new Set<string>();
    const check = async (expected: string[]) => {
      const before = [...seen];
      const now = await listOk(alice);
      expect(now.titles).toEqual(expected);
      expect(await storedTitles(server, alice.user.id)).toEqual(expected);
      expect(before).not.toContain(now.etag);
      seen.add(now.etag);
      return now;
    };

    await check([]);

    // POST create
    const a = await createListing(server.url, alice.token, { title: 'Item A' });
    const b = await createListing(server.url, alice.token, { title: 'Item B' });
    const c = await createListing(server.url, alice.token, { title: 'Item C' });
    const d = await createListing(server.url, alice.token, { title: 'Item D' });
    await check(['Item D', 'Item C', 'Item B', 'Item A']);

    // PUT (edit screen)
    const put = await alice.client.put(
      `/api/listings/${a.id}`,
      { title: 'Item A edited', description: 'Now with box', price: '30.00', condition: 'Good', quantity: 3, categoryId: 2 },
      { token: alice.token },
    );
    expect(put.status, put.text).toBe(200);
    const afterPut = await check(['Item D', 'Item C', 'Item B', 'Item A edited']);
    expect(afterPut.body.find((l) => l.id === a.id)).toMatchObject({ quantity: 3, price: '30.00', categoryId: 2 });

    // PATCH (inventory dialog): a change the title does not show must still show in the list
    const patchPrice = await alice.client.patch(`/api/listings/${b.id}`, { originalPrice: '7.25' }, { token: alice.token });
    expect(patchPrice.status, patchPrice.text).toBe(200);
    const afterPatchPrice = await check(['Item D', 'Item C', 'Item B', 'Item A edited']);
    expect(afterPatchPrice.body.find((l) => l.id === b.id)?.originalPrice).toBe('7.25');
    const patch = await alice.client.patch(`/api/listings/${b.id}`, { title: 'Item B patched' }, { token: alice.token });
    expect(patch.status, patch.text).toBe(200);
    await check(['Item D', 'Item C', 'Item B patched', 'Item A edited']);

    // DELETE
    const del = await alice.client.delete(`/api/listings/${c.id}`, { token: alice.token });
    expect(del.status, del.text).toBe(200);
    await check(['Item D', 'Item B patched', 'Item A edited']);

    // bulk delete
    const bulk = await alice.client.post('/api/listings/bulk-delete', { ids: [d.id, a.id] }, { token: alice.token });
    expect(bulk.status, bulk.text).toBe(200);
    await check(['Item B patched']);
  });

  it('answers 200 again (not 304) to the ETag the client held before a write', async () => {
    const alice = await actor(server);
    const item = await createListing(server.url, alice.token, { title: 'Before' });
    const { etag } = await listOk(alice);
    expect((await alice.client.patch(`/api/listings/${item.id}`, { title: 'After' }, { token: alice.token })).status).toBe(200);
    const res = await list(alice, etag);
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.title)).toEqual(['After']);
    expect(res.headers.get('etag')).not.toBe(etag);
  });

  it('never shows one user another user’s cached list', async () => {
    const alice = await actor(server);
    const bob = await actor(server);
    await createListing(server.url, alice.token, { title: 'Alice MCB' });
    await createListing(server.url, bob.token, { title: 'Bob pump' });

    for (let round = 0; round < 3; round++) {
      expect((await listOk(alice)).titles).toEqual(['Alice MCB']);
      expect((await listOk(bob)).titles).toEqual(['Bob pump']);
    }
    // Alice's ETag means nothing for Bob: he gets his own list, not a 304.
    const aliceTag = (await listOk(alice)).etag;
    const bobWithAliceTag = await list(bob, aliceTag);
    expect(bobWithAliceTag.status).toBe(200);
    expect(bobWithAliceTag.body.map((l) => l.title)).toEqual(['Bob pump']);

    // A write by Alice changes neither Bob's list nor his ETag; his own write changes his.
    const bobTag = (await listOk(bob)).etag;
    await createListing(server.url, alice.token, { title: 'Alice RCD' });
    expect((await listOk(alice)).titles).toEqual(['Alice RCD', 'Alice MCB']);
    const bobAfter = await listOk(bob);
    expect(bobAfter.titles).toEqual(['Bob pump']);
    expect(bobAfter.etag).toBe(bobTag);
    // Bob cannot touch Alice's items, and trying does not leak them into his list.
    const aliceItem = (await listOk(alice)).body[0]!;
    expect((await bob.client.delete(`/api/listings/${aliceItem.id}`, { token: bob.token })).status).toBe(404);
    expect((await listOk(bob)).titles).toEqual(['Bob pump']);
    expect((await listOk(alice)).titles).toEqual(['Alice RCD', 'Alice MCB']);
  });

  it('ends up with what the database holds after concurrent writes and reads', async () => {
    const alice = await actor(server);
    const items = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createListing(server.url, alice.token, { title: `Concurrent ${i}` })),
    );
    await listOk(alice);
    const writes = items.map((item, i) =>
      alice.client.patch(`/api/listings/${item.id}`, { title: `Concurrent ${i} v2`, quantity: i + 1 }, { token: alice.token }),
    );
    const reads = Array.from({ length: 5 }, () => list(alice));
    const results = await Promise.all([...writes, ...reads]);
    for (const r of results) expect(r.status, r.text).toBe(200);

    const final = await listOk(alice);
    expect(final.titles).toEqual(await storedTitles(server, alice.user.id));
    expect(new Set(final.titles)).toEqual(new Set(items.map((_, i) => `Concurrent ${i} v2`)));
    expect(final.body.map((l) => l.quantity).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('GET /api/user-listings caching across two app instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({}, { shareDatabaseWith: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('runs two separate instances over the same data', async () => {
    expect(b.url).not.toBe(a.url);
    expect(b.app).not.toBe(a.app);
    const alice = await actor(a);
    await createListing(a.url, alice.token, { title: 'Written through A' });
    // B sees A's session and A's item: it is the same database.
    expect((await listOk(alice, b.url)).titles).toEqual(['Written through A']);
  });

  it('shows a write through instance A at once through instance B, which had the list cached', async () => {
    const alice = await actor(a);
    const item = await createListing(a.url, alice.token, { title: 'Pump v1' });

    // B caches the list (twice, so the second answer comes from its cache).
    const cachedOnB = await listOk(alice, b.url);
    expect((await listOk(alice, b.url)).etag).toBe(cachedOnB.etag);
    expect(cachedOnB.titles).toEqual(['Pump v1']);

    const patch = await alice.client.patch(`/api/listings/${item.id}`, { title: 'Pump v2' }, { token: alice.token });
    expect(patch.status).toBe(200);
    const afterPatch = await listOk(alice, b.url);
    expect(afterPatch.titles).toEqual(['Pump v2']);
    expect(afterPatch.etag).not.toBe(cachedOnB.etag);
    // The ETag B now holds no longer matches on B.
    expect((await list(alice, cachedOnB.etag, b.url)).status).toBe(200);

    const second = await createListing(a.url, alice.token, { title: 'Valve' });
    expect((await listOk(alice, b.url)).titles).toEqual(['Valve', 'Pump v2']);

    const put = await alice.client.put(
      `/api/listings/${second.id}`,
      { title: 'Valve (edited)', price: '10.00', condition: 'Fair', quantity: 1, categoryId: 2 },
      { token: alice.token },
    );
    expect(put.status).toBe(200);
    expect((await listOk(alice, b.url)).titles).toEqual(['Valve (edited)', 'Pump v2']);

    expect((await alice.client.delete(`/api/listings/${item.id}`, { token: alice.token })).status).toBe(200);
    expect((await listOk(alice, b.url)).titles).toEqual(['Valve (edited)']);

    expect((await alice.client.post('/api/listings/bulk-delete', { ids: [second.id] }, { token: alice.token })).status).toBe(200);
    expect((await listOk(alice, b.url)).titles).toEqual([]);
  });

  it('shows a write through B at once through A, and both agree on the ETag', async () => {
    const alice = await actor(a);
    await createListing(a.url, alice.token, { title: 'First' });
    const onA = await listOk(alice);
    const onB = await listOk(alice, b.url);
    expect(onB.etag).toBe(onA.etag);
    // A client revalidating against the other instance gets its 304.
    expect((await list(alice, onA.etag, b.url)).status).toBe(304);

    await createListing(b.url, alice.token, { title: 'Second, through B' });
    const again = await listOk(alice, a.url);
    expect(again.titles).toEqual(['Second, through B', 'First']);
    expect(again.etag).not.toBe(onA.etag);
    expect((await list(alice, onA.etag, a.url)).status).toBe(200);
  });
});
