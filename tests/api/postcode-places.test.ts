import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import type { SearchResponse } from '../../src/shared/schemas/search.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, createUser, profileBody } from './helpers/factories.ts';
import { createListing, photo } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

/** Issue 31 item 3: a postcode is checked where it is typed, and the profile's is a reference. */
let server: TestServer;
let client: ApiClient;
let jpeg: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  jpeg = await makePhoto('jpeg', 160, 120);
});
afterAll(async () => server.close());

const ZZ99 = { message: "We can't place the postcode area ZZ99" };

describe('postcodes the outcode table cannot place', () => {
  it('refuses them at onboarding and saves nothing', async () => {
    const user = await createUser(client);
    const res = await client.post('/api/complete-profile', profileBody({ postcode: 'zz99 9zz' }), { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(ZZ99);
    expect((await client.get('/api/user', { token: user.token })).body).toEqual(user.user);
  });

  it('refuses them in the profile and keeps every other field as it was', async () => {
    const user = await createCompleteUser(client);
    const res = await client.patch('/api/profile', { firstName: 'Changed', postcode: 'ZZ99 9ZZ' }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(ZZ99);
    const me = (await client.get<{ firstName: string; postcode: string }>('/api/user', { token: user.token })).body;
    expect(me).toMatchObject({ firstName: 'Dave', postcode: 'B1 1AA' });
  });

  it('refuses a malformed profile postcode with the postcode rule', async () => {
    const user = await createCompleteUser(client);
    const res = await client.patch('/api/profile', { postcode: 'NOT A PC' }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Enter a UK postcode or the first part of one, like B1 or B1 1AA' });
  });

  it('refuses them as the postcode of a publish and leaves the item private and unchanged', async () => {
    const user = await createCompleteUser(client);
    const item = await createListing(server.url, user.token, {}, [photo(jpeg)]);
    const res = await client.post(`/api/listings/${item.id}/publish`, { postcode: 'ZZ99 9ZZ' }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(ZZ99);
    const [row] = await queryDb<{ status: string; postcode: string | null }>(server, 'SELECT status, postcode FROM listings WHERE id = ?', [
      item.id,
    ]);
    expect(row).toEqual({ status: 'private', postcode: null });
  });

  it('refuses them as a wanted place and in search', async () => {
    const user = await createCompleteUser(client);
    const wanted = await client.post('/api/wanted', { words: 'contactor', near: 'ZZ99 9ZZ' }, { token: user.token });
    expect(wanted.status).toBe(400);
    expect(wanted.body).toEqual(ZZ99);
    const search = await client.get('/api/search?near=ZZ99');
    expect(search.status).toBe(400);
    expect(search.body).toEqual(ZZ99);
  });

  it('refuses an item whose stored place cannot be placed with 422 naming the postcode', async () => {
    const user = await createCompleteUser(client);
    const item = await createListing(server.url, user.token, {}, [photo(jpeg)]);
    // A profile saved before postcodes were checked.
    await queryDb(server, `UPDATE users SET postcode = 'ZZ99 9ZZ' WHERE id = ?`, [user.user.id]);
    const res = await client.post<{ missing: string[] }>(`/api/listings/${item.id}/publish`, {}, { token: user.token });
    expect(res.status).toBe(422);
    expect(res.body.missing).toEqual(['postcode']);
  });
});

describe('"your profile postcode" is a reference', () => {
  it('moves live listings placed at the profile postcode when it changes, and search sees the new place', async () => {
    const user = await createCompleteUser(client); // B1 1AA
    const word = `relocate${Date.now()}`;
    const follows = await createListing(server.url, user.token, { title: `Contactor ${word}` }, [photo(jpeg)]);
    const own = await createListing(server.url, user.token, { title: `Isolator ${word}` }, [photo(jpeg)]);
    expect((await client.post(`/api/listings/${follows.id}/publish`, {}, { token: user.token })).status).toBe(200);
    expect((await client.post(`/api/listings/${own.id}/publish`, { postcode: 'B2 4QA' }, { token: user.token })).status).toBe(200);
    const nearM1 = async () =>
      (await client.get<SearchResponse>(`/api/search?q=${word}&near=M1&radius=5`)).body.results.map((r) => r.id).sort();
    expect(await nearM1()).toEqual([]);

    const res = await client.patch('/api/profile', { postcode: 'm1 1ae' }, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ postcode: 'M1 1AE' });
    const mine = (await client.get<Listing[]>('/api/user-listings', { token: user.token })).body;
    expect(mine.find((l) => l.id === follows.id)).toMatchObject({ status: 'live', postcode: null, outcode: 'M1' });
    expect(mine.find((l) => l.id === own.id)).toMatchObject({ status: 'live', postcode: 'B2 4QA', outcode: 'B2' });
    expect(await nearM1()).toEqual([follows.id]);
  });
});
