import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema, type SearchResponse } from '../../src/shared/schemas/search.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { createListing, photo } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

let server: TestServer;
let client: ApiClient;
let token: string;
let userId: number;
let jpeg: Buffer;
const ids: Record<string, number> = {};
// Each run's own word, so that several runs against one database never see each other's items.
const RUN = `zq${Date.now().toString(36)}`;

type Item = { title: string; brandInfo?: string; categoryId?: number; condition?: string; price?: string; quantity?: number };

async function publishItem(key: string, item: Item, settings: Record<string, unknown> = {}, owner = token) {
  const listing = await createListing(server.url, owner, { description: `Surplus ${RUN}`, ...item }, [photo(jpeg)]);
  const res = await client.post(`/api/listings/${listing.id}/publish`, settings, { token: owner });
  expect(res.status).toBe(200);
  ids[key] = listing.id;
}

const search = async (params: Record<string, string>) => {
  const res = await client.get<SearchResponse & { message?: string }>(`/api/search?${new URLSearchParams(params).toString()}`);
  if (res.status === 200) expect(SearchResponseSchema.parse(res.body)).toEqual(res.body);
  return res;
};
const found = async (params: Record<string, string>) => (await search({ q: RUN, ...params })).body.results.map((r) => r.id);

beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  const seller = await createCompleteUser(client); // profile postcode B1 1AA
  token = seller.token;
  userId = seller.user.id;
  jpeg = await makePhoto('jpeg', 160, 120);
  await publishItem('contactor', {
    title: 'Schneider LC1D contactor 100-C09D10',
    brandInfo: 'Schneider',
    price: '40.00',
    condition: 'New',
  });
  await publishItem(
    'other',
    { title: 'Allen-Bradley contactor 100-C90', brandInfo: 'Allen-Bradley', price: '90.00', condition: 'Good' },
    { postcode: 'B2 4QA', handover: 'both', deliveryPrice: 5 },
  );
  await publishItem(
    'manchester',
    { title: 'Copper pipe 15mm', brandInfo: 'Wavin', categoryId: 2, price: '5.00', condition: 'Good' },
    { postcode: 'M1 1AE' },
  );
  const hidden = async (key: string) => {
    await publishItem(key, { title: `Hidden ${key} contactor`, brandInfo: 'Schneider' });
  };
  await hidden('withdrawn');
  await client.post(`/api/listings/${ids.withdrawn}/withdraw`, undefined, { token });
  await hidden('deleted');
  await client.delete(`/api/listings/${ids.deleted}`, { token });
  await hidden('soldOut');
  await queryDb(server, 'UPDATE listings SET quantity = 0 WHERE id = ?', [ids.soldOut!]);
  ids.private = (await createListing(server.url, token, { title: `Private contactor ${RUN}` }, [photo(jpeg)])).id;
});
afterAll(async () => server.close());

describe('GET /api/search', () => {
  it('finds only live items with stock, without signing in', async () => {
    const res = await search({ q: RUN, sort: 'price_asc' });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.id)).toEqual([ids.manchester, ids.contactor, ids.other]);
    expect(res.body.total).toBe(3);
    expect(res.body.results[0]).toMatchObject({ price: '5.00', outcode: 'M1', slug: 'copper-pipe-15mm', quantity: 4 });
    expect(res.body.results[0]!.photo?.thumbnailUrl).toMatch(/^\/media\//);
  });

  it('tolerates typos in words and matches codes exactly, by prefix and inside longer codes', async () => {
    expect(await found({ q: `${RUN} schnieder contacter` })).toEqual([ids.contactor]);
    expect(await found({ q: `${RUN} 100-C09` })).toEqual([ids.contactor]);
    expect(await found({ q: `${RUN} c09d` })).toEqual([ids.contactor]);
    expect(await found({ q: `${RUN} 100C90` })).toEqual([ids.other]);
    expect(await found({ q: `${RUN} 100-C99` })).toEqual([]);
  });

  it('filters, and counts each facet with the other filters applied', async () => {
    expect(await found({ brand: 'Schneider' })).toEqual([ids.contactor]);
    expect(await found({ condition: 'Good', sort: 'price_desc' })).toEqual([ids.other, ids.manchester]);
    expect(await found({ category: 'Plumbing Supplies' })).toEqual([ids.manchester]);
    expect(await found({ minPrice: '10', maxPrice: '50' })).toEqual([ids.contactor]);
    expect(await found({ delivery: 'true' })).toEqual([ids.other]);
    const res = await search({ q: RUN, condition: 'Good' });
    expect(res.body.facets.condition).toEqual([
      { value: 'Good', count: 2 },
      { value: 'New', count: 1 },
    ]);
    expect(res.body.facets.brand).toEqual([
      { value: 'Allen-Bradley', count: 1 },
      { value: 'Wavin', count: 1 },
    ]);
  });

  it('measures distance from a postcode or outward code and sorts by it', async () => {
    const res = await search({ q: RUN, near: 'B1 1AA', sort: 'distance' });
    expect(res.body.results.map((r) => r.id)).toEqual([ids.contactor, ids.other, ids.manchester]);
    const [b1, b2, m1] = res.body.results.map((r) => r.distanceMiles!);
    expect(b1).toBe(0);
    expect(b2).toBeLessThan(2);
    expect(m1).toBeGreaterThan(65);
    expect(m1).toBeLessThan(85);
    expect(await found({ near: 'b1', radius: '5', sort: 'newest' })).toEqual([ids.other, ids.contactor]);
    expect((await search({ near: 'ZZ9', q: RUN })).status).toBe(400);
    expect((await search({ near: 'not a postcode' })).body.message).toMatch(/UK postcode/);
    expect((await search({ radius: '7', near: 'B1' })).status).toBe(400);
  });

  it('says which outward code and area near was read as', async () => {
    expect((await search({ q: RUN, near: 'b1 1aa' })).body.location).toEqual({ outcode: 'B1', area: 'Birmingham City Centre, Ladywood' });
    expect((await search({ q: RUN, near: 'M1' })).body.location).toEqual({
      outcode: 'M1',
      area: 'Piccadilly, Northern Quarter, Manchester City Centre',
    });
    expect((await search({ q: RUN })).body.location).toBeNull();
  });

  it('counts the results offering delivery with every filter but its own', async () => {
    const delivery = async (params: Record<string, string>) => (await search({ q: RUN, ...params })).body.facets.delivery;
    expect(await delivery({})).toEqual([{ value: 'true', count: 1 }]);
    expect(await delivery({ delivery: 'true' })).toEqual([{ value: 'true', count: 1 }]);
    const collectionOnly = await search({ q: RUN, delivery: 'false', sort: 'price_asc' });
    expect(collectionOnly.body.results.map((r) => r.id)).toEqual([ids.manchester, ids.contactor]);
    expect(collectionOnly.body.facets.delivery).toEqual([{ value: 'true', count: 1 }]);
    expect(await delivery({ condition: 'New' })).toEqual([{ value: 'true', count: 0 }]);
  });

  it('counts the results within each radius with every filter but the radius', async () => {
    const radii = (counts: number[]) => counts.map((count, i) => ({ value: ['5', '10', '25', '50', '100'][i], count }));
    const within5 = await search({ q: RUN, near: 'B1 1AA', radius: '5' });
    expect(within5.body.total).toBe(2);
    expect(within5.body.facets.distance).toEqual(radii([2, 2, 2, 2, 3]));
    expect((await search({ q: RUN, near: 'B1' })).body.facets.distance).toEqual(radii([2, 2, 2, 2, 3]));
    expect((await search({ q: RUN, near: 'B1', radius: '100', condition: 'Good' })).body.facets.distance).toEqual(radii([1, 1, 1, 1, 2]));
    const delivered = await search({ q: RUN, near: 'B1', radius: '5', delivery: 'true' });
    expect(delivered.body.results.map((r) => r.id)).toEqual([ids.other]);
    expect(delivered.body.facets.distance).toEqual(radii([1, 1, 1, 1, 1]));
    expect(delivered.body.facets.delivery).toEqual([{ value: 'true', count: 1 }]);
    // From Manchester: only M1 itself is near; Birmingham is 65-85 miles away.
    expect((await search({ q: RUN, near: 'M1', radius: '10' })).body.facets.distance).toEqual(radii([1, 1, 1, 1, 3]));
    expect((await search({ q: RUN })).body.facets.distance).toEqual([]);
  });

  it('answers search syntax and silly input with 200 or 400, never 500', async () => {
    const abuse = [
      '"',
      '"unclosed',
      '*',
      'a* OR b',
      'AND',
      'NEAR(a b)',
      '-',
      ':',
      'title:x',
      "it's",
      '😀🔧',
      'x'.repeat(1000),
      '\\',
      '%_',
      ')(',
      "'; DROP TABLE listings; --",
    ];
    for (const q of abuse) expect([200, 400]).toContain((await search({ q })).status);
    expect((await search({ q: 'x'.repeat(1001) })).status).toBe(400);
    const far = await search({ q: RUN, page: '1000000000' });
    expect(far.status).toBe(200);
    expect(far.body.results).toEqual([]);
    expect((await search({ minPrice: '-1' })).status).toBe(400);
    expect((await search({ pageSize: '51' })).status).toBe(400);
    expect((await search({ sort: 'distance' })).status).toBe(400);
    expect((await search({ page: 'abc' })).status).toBe(400);
  });
});

describe('GET /api/search ranking and freshness', () => {
  it('ranks a title match above a description match', async () => {
    await publishItem('titleHit', { title: `Danfoss ${RUN}rank valve` });
    await publishItem('descHit', { title: 'Brass fitting', description: `Pairs with a Danfoss ${RUN}rank` } as Item);
    const res = await search({ q: `${RUN}rank danfos` });
    expect(res.body.results.map((r) => r.id)).toEqual([ids.titleHit, ids.descHit]);
  });

  it('follows an edit of a live item at once', async () => {
    await publishItem('edited', { title: `Isolator ${RUN}edit` });
    expect((await search({ q: `${RUN}edit isolator` })).body.total).toBe(1);
    const res = await client.patch(`/api/listings/${ids.edited}`, { title: `Rotary switch ${RUN}edit` }, { token });
    expect(res.status).toBe(200);
    expect((await search({ q: `${RUN}edit isolator` })).body.total).toBe(0);
    expect((await search({ q: `${RUN}edit rotary` })).body.total).toBe(1);
    // The API refuses quantity 0 (sold out comes with orders); the index follows the row however it changes.
    await queryDb(server, 'UPDATE listings SET quantity = 0 WHERE id = ?', [ids.edited!]);
    expect((await search({ q: `${RUN}edit rotary` })).body.total).toBe(0);
  });

  it('follows a new price, a withdrawal, a publishing and a deletion at once, with words and without', async () => {
    await publishItem('fresh', { title: `Junction box ${RUN}fresh`, price: '10.00' });
    const cheap = async (params: Record<string, string>) =>
      (await search({ maxPrice: '12', seller: String(userId), ...params })).body.results.map((r) => r.id);
    for (const params of [{}, { q: `${RUN}fresh` }] as Record<string, string>[]) expect(await cheap(params)).toContain(ids.fresh);
    expect((await client.patch(`/api/listings/${ids.fresh}`, { originalPrice: '20.00' }, { token })).status).toBe(200);
    for (const params of [{}, { q: `${RUN}fresh` }] as Record<string, string>[]) expect(await cheap(params)).not.toContain(ids.fresh);
    expect((await search({ q: `${RUN}fresh`, sort: 'price_asc' })).body.results[0]).toMatchObject({ id: ids.fresh, price: '20.00' });
    await client.post(`/api/listings/${ids.fresh}/withdraw`, undefined, { token });
    expect((await search({ q: `${RUN}fresh` })).body.total).toBe(0);
    expect(
      (await search({ seller: String(userId), sort: 'price_desc', minPrice: '20', maxPrice: '20' })).body.results.map((r) => r.id),
    ).not.toContain(ids.fresh);
    expect((await client.post(`/api/listings/${ids.fresh}/publish`, {}, { token })).status).toBe(200);
    expect((await search({ q: `${RUN}fresh` })).body.results.map((r) => r.id)).toEqual([ids.fresh]);
    await client.delete(`/api/listings/${ids.fresh}`, { token });
    expect((await search({ q: `${RUN}fresh` })).body.total).toBe(0);
    expect((await search({ seller: String(userId), minPrice: '20', maxPrice: '20' })).body.results.map((r) => r.id)).not.toContain(
      ids.fresh,
    );
  });

  it('corrects typos to words indexed after the server started, at once', async () => {
    // Letters only: words holding a digit are codes, never typo candidates.
    const novel = `flange${RUN.replace(/\d/g, '')}tronic`;
    await publishItem('novel', { title: `${novel} coupling ${RUN}novel` });
    expect(await found({ q: `${RUN}novel ${novel.replace('tronic', 'tornic')}` })).toEqual([ids.novel]);
    const res = await client.patch(`/api/listings/${ids.novel}`, { title: `gasket${RUN.replace(/\d/g, '')}ware ${RUN}novel` }, { token });
    expect(res.status).toBe(200);
    expect(await found({ q: `${RUN}novel gasket${RUN.replace(/\d/g, '')}wear` })).toEqual([ids.novel]);
  });
});

describe('GET /api/search by seller', () => {
  it("keeps one seller's live listings only", async () => {
    const other = await createCompleteUser(client);
    await publishItem('mine', { title: `Timer relay ${RUN}sel` });
    await publishItem('theirs', { title: `Timer relay ${RUN}sel` }, {}, other.token);
    expect(await found({ q: `${RUN}sel`, seller: String(other.user.id) })).toEqual([ids.theirs]);
    expect(await found({ q: `${RUN}sel`, seller: String(userId) })).toEqual([ids.mine]);
    const all = await search({ seller: String(other.user.id) });
    expect(all.body.results.map((r) => r.id)).toEqual([ids.theirs]);
    expect(all.body.facets.brand).toEqual([]);
    expect((await search({ seller: '2147483647' })).body.total).toBe(0);
  });

  it('refuses a seller that is not a user id', async () => {
    for (const seller of ['0', '-3', '1.5', 'abc', '', '2147483648']) {
      const res = await search({ seller });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('seller is a user id: a whole number from 1');
    }
  });
});
