import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { createListing } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * A search's words and codes are kept with what they matched and brought forward as listings
 * change (search-matches.ts): only the changed listings are matched again, on the engine under
 * test. Each answer must be what a fresh read gives: listings that gained the words, lost them,
 * went, or changed only their price.
 */
let server: TestServer;
let client: ApiClient;
const ids: Record<'valve' | 'pump' | 'fitting', number> = { valve: 0, pump: 0, fitting: 0 };

beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  const seller = await createCompleteUser(client);
  const titles = { valve: 'Gorblex valve', pump: 'Gorblex pump', fitting: 'Plain brass fitting' };
  for (const [key, title] of Object.entries(titles) as [keyof typeof ids, string][]) {
    const listing = await createListing(server.url, seller.token, { title });
    await queryDb(server, `UPDATE listings SET status = 'live', published_at = '2026-11-01T10:00:00.000Z', outcode = 'B1' WHERE id = ?`, [
      listing.id,
    ]);
    ids[key] = listing.id;
  }
});
afterAll(async () => {
  await server?.close();
});

const found = async (q: string, filters = '') => {
  const res = await client.get<{ total: number; results: { id: number }[] }>(`/api/search?q=${encodeURIComponent(q)}${filters}`);
  expect(res.status, res.text).toBe(200);
  return { total: res.body.total, ids: res.body.results.map((item) => item.id) };
};
const retitle = (id: number, title: string) => queryDb(server, 'UPDATE listings SET title = ? WHERE id = ?', [title, id]);

describe('words and codes kept across changes', () => {
  it('answers as a fresh read would after listings gain, lose and keep the words', async () => {
    expect((await found('gorblex')).ids.sort()).toEqual([ids.valve, ids.pump].sort());
    expect(await found('GXQ4512')).toEqual({ total: 0, ids: [] });
    // The fitting gains the word twice (it ranks first now), the valve loses it, the pump's price moves.
    await retitle(ids.fitting, 'Gorblex fitting, gorblex thread');
    await retitle(ids.valve, 'Brass valve');
    await queryDb(server, 'UPDATE listings SET unit_price_pence = unit_price_pence + 100 WHERE id = ?', [ids.pump]);
    expect(await found('gorblex')).toEqual({ total: 2, ids: [ids.fitting, ids.pump] });
    // A code gained, then the listing withdrawn.
    await retitle(ids.pump, 'Gorblex pump GXQ4512');
    expect(await found('GXQ4512')).toEqual({ total: 1, ids: [ids.pump] });
    await queryDb(server, `UPDATE listings SET status = 'private' WHERE id = ?`, [ids.pump]);
    expect(await found('GXQ4512')).toEqual({ total: 0, ids: [] });
    expect(await found('gorblex')).toEqual({ total: 1, ids: [ids.fitting] });
  });

  it('a pass kept for the same words answers only for the same filters, place and facts', async () => {
    // Each pair differs in one thing the pass depends on; the facts change between the last two.
    const [row] = await queryDb<{ p: number }>(server, 'SELECT unit_price_pence AS p FROM listings WHERE id = ?', [ids.fitting]);
    const pence = Number(row!.p);
    const under = `&maxPrice=${(pence / 100 + 1).toFixed(2)}`;
    const below = `&maxPrice=${(pence / 100 - 1).toFixed(2)}`;
    expect((await found('gorblex', under)).ids).toEqual([ids.fitting]);
    expect((await found('gorblex', under)).ids).toEqual([ids.fitting]);
    expect((await found('gorblex', below)).total).toBe(0);
    expect((await found('gorblex', `${under}&near=B1&radius=10`)).ids).toEqual([ids.fitting]);
    expect((await found('gorblex', `${under}&near=EH1&radius=10`)).total).toBe(0);
    await queryDb(server, 'UPDATE listings SET unit_price_pence = unit_price_pence + 500 WHERE id = ?', [ids.fitting]);
    expect((await found('gorblex', under)).total).toBe(0);
  });
});
