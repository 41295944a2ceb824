import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ListingDemandSchema,
  WantedMatchesSchema,
  type ListingDemand,
  type WantedItem,
  type WantedMatches,
} from '../../src/shared/schemas/wanted.ts';
import { createClient, type ApiClient } from './helpers/api-client.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { createWanted, publishListing } from './helpers/wanted.ts';

/**
 * What a wanted item matches, through GET /api/wanted/:id/matches (the same matcher alerts use):
 * ratings compared normalised, distance from the wanted outward code, and the sellers' side
 * (GET /api/listings/demand). Alerts themselves: wanted-alerts.test.ts.
 */

let server: TestServer;
let client: ApiClient;
let seller: CreatedUser;
let buyer: CreatedUser;
const ids: Record<string, number> = {};

const publish = async (key: string, title: string, fields: Record<string, string | number> = {}, postcode = 'B2 4QA') => {
  ids[key] = (await publishListing(client, server.url, seller.token, { title, price: '8.50', quantity: 1, ...fields }, { postcode })).id;
};

async function matchesOf(item: WantedItem, token = buyer.token): Promise<WantedMatches['matches']> {
  const res = await client.get<WantedMatches>(`/api/wanted/${item.id}/matches`, { token });
  expect(res.status).toBe(200);
  expect(WantedMatchesSchema.parse(res.body)).toEqual(res.body);
  return res.body.matches;
}
const matchedIds = async (item: WantedItem) => (await matchesOf(item)).map((m) => m.listing.id).sort((a, b) => a - b);
const sorted = (...keys: string[]) => keys.map((k) => ids[k]!).sort((a, b) => a - b);

beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  seller = await createCompleteUser(client); // profile postcode B1 1AA
  buyer = await createCompleteUser(client);
  await publish('hager', 'Hager MTN132 MCB 32A type B 10kA', { brandInfo: 'Hager' });
  await publish('schneider', 'Schneider iC60N MCB', { brandInfo: 'Schneider', description: '32 amp, B curve, 6 kA breaking capacity' });
  await publish('wylex', 'Wylex MCB 32A type B 4.5kA', { brandInfo: 'Wylex' });
  await publish('forty', 'MK MCB 40A type B 10kA', { brandInfo: 'MK' });
  await publish('curveC', 'Hager MCB 32A type C 10kA', { brandInfo: 'Hager' });
  await publish('noKa', 'Crabtree MCB 32A type B', { brandInfo: 'Crabtree' });
  await publish('manchester', 'Hager MCB 32A type B 10kA, Manchester stock', { brandInfo: 'Hager' }, 'M1 1AE');
  await publish('floodlight', 'LED floodlight 50W IP66', { categoryId: 7, price: '30.00' });
});
afterAll(async () => server.close());

describe('GET /api/wanted/:id/matches', () => {
  it('compares ratings normalised: 32A, 32 amp and 32 A are one rating; ≥ 6 kA takes 10 kA and 6 kA, not 4.5 kA', async () => {
    const item = await createWanted(client, buyer.token, { words: 'mcb', ratings: ['32amp', 'Type B', '≥ 6 kA'] });
    expect(await matchedIds(item)).toEqual(sorted('hager', 'schneider', 'manchester', 'noKa'));
    const spelled = await createWanted(client, buyer.token, { words: 'mcb', ratings: ['32 A', 'b curve', '>= 6kA'] });
    expect(await matchedIds(spelled)).toEqual(await matchedIds(item));
    const plus = await createWanted(client, buyer.token, { words: 'mcb', ratings: ['32 amps', 'Type B', '6kA+'] });
    expect(await matchedIds(plus)).toEqual(await matchedIds(item));
  });

  it('says why each matched: labelled as asked, and a rating it does not state', async () => {
    const item = await createWanted(client, buyer.token, { words: 'mcb', ratings: ['32 A', 'Type B', '≥ 6 kA'], near: 'B1', radius: 10 });
    const matches = await matchesOf(item);
    const byId = new Map(matches.map((m) => [m.listing.id, m]));
    expect(byId.get(ids.hager!)?.reasons).toEqual([
      { label: '32 A', ok: true },
      { label: 'Type B', ok: true },
      { label: '≥ 6 kA', ok: true },
    ]);
    expect(byId.get(ids.schneider!)?.reasons.at(-1)).toEqual({ label: '≥ 6 kA', ok: true });
    // One rating may go unstated, shown as not confirmed; a stated one that misses is no match.
    expect(byId.get(ids.noKa!)?.reasons).toEqual([
      { label: '32 A', ok: true },
      { label: 'Type B', ok: true },
      { label: '≥ 6 kA', ok: false },
    ]);
    const hager = byId.get(ids.hager!)!;
    expect(hager.listing).toMatchObject({
      id: ids.hager,
      slug: 'hager-mtn132-mcb-32a-type-b-10ka',
      price: '8.50',
      condition: 'New',
      quantity: 1,
      outcode: 'B2',
    });
    expect(hager.listing.photo?.thumbnailUrl).toMatch(/^\/media\/\d+\//);
    expect(hager.distanceMiles).toBeGreaterThan(0);
    expect(hager.distanceMiles).toBeLessThan(3);
    expect(Date.parse(hager.matchedAt)).not.toBeNaN();
  });

  it('measures distance from the wanted outward code: B1 within 10 miles takes a B2 listing, not an M1 one', async () => {
    const near = await createWanted(client, buyer.token, { words: 'hager', near: 'B1 1AA', radius: 10 });
    expect(await matchedIds(near)).toEqual(sorted('hager', 'curveC'));
    const far = await createWanted(client, buyer.token, { words: 'hager', near: 'B1', radius: 100 });
    expect(await matchedIds(far)).toEqual(sorted('hager', 'curveC', 'manchester'));
    const m1 = (await matchesOf(far)).find((m) => m.listing.id === ids.manchester)!;
    expect(m1.distanceMiles).toBeGreaterThan(65);
  });

  it('holds category, brand (any case), the highest price and IP ratings of at least the digits asked', async () => {
    expect(await matchedIds(await createWanted(client, buyer.token, { brand: 'hager', ratings: ['Type C'] }))).toEqual(sorted('curveC'));
    expect(await matchedIds(await createWanted(client, buyer.token, { categoryId: 7, ratings: ['IP65'] }))).toEqual(sorted('floodlight'));
    expect(await matchedIds(await createWanted(client, buyer.token, { categoryId: 7, ratings: ['IP67'] }))).toEqual([]);
    expect(await matchedIds(await createWanted(client, buyer.token, { words: 'floodlight', maxPrice: 29.99 }))).toEqual([]);
    expect(await matchedIds(await createWanted(client, buyer.token, { words: 'flood', maxPrice: '30' }))).toEqual(sorted('floodlight'));
    expect(await matchedIds(await createWanted(client, buyer.token, { words: 'lighting led', ratings: ['50 watts'] }))).toEqual(
      sorted('floodlight'),
    );
  });

  it('counts the matches on the list, and never lists the user’s own listings', async () => {
    const mine = await createWanted(client, seller.token, { words: 'mcb' });
    expect(await matchesOf(mine, seller.token)).toEqual([]);
    const item = await createWanted(client, buyer.token, { words: 'mcb', ratings: ['Type B'] });
    const list = await client.get<{ wanted: WantedItem[] }>('/api/wanted', { token: buyer.token });
    expect(list.body.wanted.find((w) => w.id === item.id)?.matchCount).toBe(6);
  });

  it('drops a listing once it is withdrawn', async () => {
    const item = await createWanted(client, buyer.token, { words: 'floodlight' });
    expect(await matchedIds(item)).toEqual(sorted('floodlight'));
    await client.post(`/api/listings/${ids.floodlight}/withdraw`, undefined, { token: seller.token });
    expect(await matchedIds(item)).toEqual([]);
    await client.post(`/api/listings/${ids.floodlight}/publish`, {}, { token: seller.token });
  });
});

describe('GET /api/listings/demand', () => {
  it('counts the other users looking for each private item, never naming them', async () => {
    const owner = await createCompleteUser(client);
    const wanted = await createListing(server.url, owner.token, {
      title: 'Ulvercast RCBO 32A type B 30mA',
      brandInfo: 'Ulvercast',
      categoryId: 1,
      price: '20',
    });
    const unwanted = await createListing(server.url, owner.token, { title: 'Copper elbow 15mm', categoryId: 2, price: '1' });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createCompleteUser(client)));
    await createWanted(client, a!.token, { words: 'rcbo', ratings: ['32 A'] });
    await createWanted(client, a!.token, { brand: 'ULVERCAST' }); // the same buyer twice counts once
    const near = await createWanted(client, b!.token, { words: 'rcbo', near: 'B1', radius: 5 }); // the profile postcode B1 1AA places it
    const paused = await createWanted(client, c!.token, { words: 'rcbo' });
    await client.patch(`/api/wanted/${paused.id}`, { paused: true }, { token: c!.token });
    await createWanted(client, d!.token, { words: 'rcbo', ratings: ['40 A'] });
    await createWanted(client, owner.token, { words: 'rcbo' }); // the seller's own

    const res = await client.get<ListingDemand>('/api/listings/demand', { token: owner.token });
    expect(res.status).toBe(200);
    expect(ListingDemandSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ demand: [{ listingId: wanted.id, buyers: 2 }] });
    expect(res.body.demand.some((entry) => entry.listingId === unwanted.id)).toBe(false);
    // Asked again after a buyer pauses, and after the item is gone: never a stale answer.
    await client.patch(`/api/wanted/${near.id}`, { paused: true }, { token: b!.token });
    expect((await client.get<ListingDemand>('/api/listings/demand', { token: owner.token })).body).toEqual({
      demand: [{ listingId: wanted.id, buyers: 1 }],
    });
    await client.delete(`/api/listings/${wanted.id}`, { token: owner.token });
    expect((await client.get<ListingDemand>('/api/listings/demand', { token: owner.token })).body).toEqual({ demand: [] });
    // Published items are no longer private stock.
    expect((await client.get<ListingDemand>('/api/listings/demand', { token: seller.token })).body).toEqual({ demand: [] });
    expect((await client.get('/api/listings/demand')).status).toBe(401);
  });
});
