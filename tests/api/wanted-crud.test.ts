import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WANTED_ITEMS } from '../../src/shared/messages/wanted-messages.ts';
import { WantedItemSchema, WantedListSchema, type WantedItem } from '../../src/shared/schemas/wanted.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { createWanted } from './helpers/wanted.ts';

let server: TestServer;
let client: ApiClient;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  token = (await createCompleteUser(client)).token;
  otherToken = (await createCompleteUser(client)).token;
});
afterAll(async () => server.close());

describe('POST /api/wanted', () => {
  it('saves a wanted item and answers it in the shape the client reads', async () => {
    const res = await client.post<WantedItem>(
      '/api/wanted',
      {
        words: ' RCBO ',
        categoryId: 1,
        brand: 'Hager',
        ratings: ['32 A', 'Type B', '≥ 6 kA'],
        maxPrice: 50,
        near: 'b1 1aa',
        radius: 10,
        alertMode: 'daily',
      },
      { token },
    );
    expect(res.status).toBe(201);
    expect(WantedItemSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({
      words: 'RCBO',
      categoryId: 1,
      category: 'Electrical Components',
      brand: 'Hager',
      ratings: ['32 A', 'Type B', '≥ 6 kA'],
      maxPrice: '50.00',
      near: 'B1',
      radius: 10,
      alertMode: 'daily',
      paused: false,
      matchCount: 0,
    });
    // The full postcode is reduced to its outward code and never stored.
    const stored = await queryDb<Record<string, unknown>>(server, 'SELECT * FROM wanted_items WHERE id = ?', [res.body.id]);
    expect(JSON.stringify(stored)).not.toMatch(/1AA/i);
  });

  it('defaults to instant alerts and takes a price as a decimal string', async () => {
    const item = await createWanted(client, token, { words: 'contactor', maxPrice: '12.5' });
    expect(item).toMatchObject({
      alertMode: 'instant',
      maxPrice: '12.50',
      categoryId: null,
      category: null,
      brand: null,
      ratings: [],
      near: null,
      radius: null,
    });
  });

  it('refuses an item that asks for nothing, a rating it cannot read, a radius without a place and an unknown place', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ words: '' }, /Say what you are looking for/],
      [{ words: '  !!  ' }, /Say what you are looking for/],
      [{ ratings: ['fast'] }, /can’t read “fast” as a rating/],
      [{ words: 'mcb', radius: 10 }, /Enter a postcode/],
      [{ words: 'mcb', near: 'ZZ9' }, /^We can't place the postcode area ZZ9$/],
      [{ words: 'mcb', near: 'not a postcode' }, /UK postcode/],
      [{ words: 'mcb', radius: 7, near: 'B1' }, /5, 10, 25, 50 or 100/],
      [{ words: 'mcb', maxPrice: 0 }, /most you would pay/],
      [{ words: 'mcb', categoryId: 99 }, /category/],
      [{ words: 'mcb', alertMode: 'hourly' }, /instant, daily or off/],
      [{ words: 'mcb', userId: 1 }, /Unknown field: userId/],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/wanted', body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('needs a session', async () => {
    expect((await client.post('/api/wanted', { words: 'mcb' })).status).toBe(401);
    expect((await client.get('/api/wanted')).status).toBe(401);
  });

  it(`keeps at most ${MAX_WANTED_ITEMS} items per user (409 after)`, async () => {
    const user = await createCompleteUser(client);
    for (let i = 0; i < MAX_WANTED_ITEMS; i++) await createWanted(client, user.token, { words: `item${i}` });
    const res = await client.post('/api/wanted', { words: 'one more' }, { token: user.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/up to 50 wanted items/);
  });
});

describe('GET, PATCH and DELETE /api/wanted', () => {
  it('lists the user’s items newest first, changes, pauses and deletes them', async () => {
    const user = await createCompleteUser(client);
    const first = await createWanted(client, user.token, { words: 'valve', near: 'M1', radius: 25 });
    const second = await createWanted(client, user.token, { ratings: ['IP65'] });
    const list = await client.get<{ wanted: WantedItem[] }>('/api/wanted', { token: user.token });
    expect(list.status).toBe(200);
    expect(WantedListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.wanted.map((w) => w.id)).toEqual([second.id, first.id]);

    const paused = await client.patch<WantedItem>(`/api/wanted/${first.id}`, { paused: true, maxPrice: 20 }, { token: user.token });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ paused: true, maxPrice: '20.00', words: 'valve', near: 'M1', radius: 25 });
    const cleared = await client.patch<WantedItem>(
      `/api/wanted/${first.id}`,
      { near: null, maxPrice: null, paused: false },
      { token: user.token },
    );
    expect(cleared.body).toMatchObject({ paused: false, maxPrice: null, near: null, radius: null });
    const emptied = await client.patch(`/api/wanted/${first.id}`, { words: '' }, { token: user.token });
    expect(emptied.status).toBe(400);

    expect((await client.delete(`/api/wanted/${first.id}`, { token: user.token })).status).toBe(204);
    const after = await client.get<{ wanted: WantedItem[] }>('/api/wanted', { token: user.token });
    expect(after.body.wanted.map((w) => w.id)).toEqual([second.id]);
  });

  it('answers 404 for another user’s item, an unknown id and a malformed one, everywhere', async () => {
    const mine = await createWanted(client, token, { words: 'isolator' });
    for (const id of [String(mine.id), '999999', 'abc', '0']) {
      expect((await client.patch(`/api/wanted/${id}`, { paused: true }, { token: otherToken })).status).toBe(404);
      expect((await client.get(`/api/wanted/${id}/matches`, { token: otherToken })).status).toBe(404);
      expect((await client.delete(`/api/wanted/${id}`, { token: otherToken })).status).toBe(404);
    }
    const others = await client.get<{ wanted: WantedItem[] }>('/api/wanted', { token: otherToken });
    expect(others.body.wanted.some((w) => w.id === mine.id)).toBe(false);
    // Still there, unchanged, for its owner.
    const res = await client.patch<WantedItem>(`/api/wanted/${mine.id}`, {}, { token });
    expect(res.body).toMatchObject({ id: mine.id, paused: false });
  });
});
