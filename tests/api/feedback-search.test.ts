import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema, type SearchResponse } from '../../src/shared/schemas/search.ts';
import { handedOverOrder } from './helpers/disputes.ts';
import { makeActor, makeIndividual, type Actor } from './helpers/deals.ts';
import { makeOrderListing, moveOk, orderNow } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function searchSeller(viewer: Actor, sellerId: number): Promise<SearchResponse> {
  const res = await viewer.client.get<SearchResponse>(`/api/search?seller=${sellerId}`);
  expect(res.status, res.text).toBe(200);
  return SearchResponseSchema.parse(res.body);
}

describe('GET /api/search: the seller beside each result', () => {
  it('names the seller and, once buyers left feedback, carries their summary ("98% positive (123)")', async () => {
    const seller = await makeIndividual(server, { firstName: 'Priya', lastName: 'Nandra' });
    const buyer = await makeActor(server);
    const order = await handedOverOrder(server, seller, buyer);
    const before = await searchSeller(buyer, seller.user.id);
    expect(before.results).toHaveLength(1);
    expect(before.results[0]!.seller).toEqual({ id: seller.user.id, displayName: 'Priya N.', feedback: null });

    await moveOk(buyer, order.id, 'received');
    const left = await buyer.client.post(
      `/api/orders/${order.id}/feedback`,
      { rating: 'negative', comment: 'Arrived with a cracked housing.' },
      { token: buyer.token },
    );
    expect(left.status, left.text).toBe(201);
    const after = await searchSeller(buyer, seller.user.id);
    expect(after.results[0]!.seller.feedback).toEqual({ positive: 0, neutral: 0, negative: 1, percentPositive: 0 });
  });

  it('shows each seller of a page their own summary (what sellers left about buyers does not count)', async () => {
    const sellerA = await makeActor(server);
    const sellerB = await makeActor(server);
    const buyer = await makeActor(server);
    const order = await moveOk(buyer, (await handedOverOrder(server, sellerA, buyer)).id, 'received');
    await handedOverOrder(server, sellerB, buyer);
    const back = await sellerA.client.post(
      `/api/orders/${order.id}/feedback`,
      { rating: 'positive', comment: 'Paid and collected on time.' },
      { token: sellerA.token },
    );
    expect(back.status, back.text).toBe(201);
    expect((await searchSeller(buyer, sellerA.user.id)).results[0]!.seller.feedback).toBeNull();
    const left = await buyer.client.post(
      `/api/orders/${order.id}/feedback`,
      { rating: 'positive', comment: 'Spot on.' },
      { token: buyer.token },
    );
    expect(left.status).toBe(201);
    expect((await searchSeller(buyer, sellerA.user.id)).results[0]!.seller.feedback).toMatchObject({ positive: 1, percentPositive: 100 });
    expect((await searchSeller(buyer, sellerB.user.id)).results[0]!.seller.feedback).toBeNull();
  });

  it('gives each of three sellers found by one search their own summary', async () => {
    // Three sellers on one page: the summaries' statement pads its list of sellers (here to four).
    const word = `Zyxbracket${Date.now().toString(36)}`;
    const buyer = await makeActor(server);
    const ratings = ['positive', 'negative', 'neutral'] as const;
    const sellers: Actor[] = [];
    for (const rating of ratings) {
      const seller = await makeActor(server);
      sellers.push(seller);
      const listing = await makeOrderListing(server, seller, { title: `${word} cable tray bracket` });
      const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
      await moveOk(seller, order.id, 'ready');
      await moveOk(buyer, order.id, 'received');
      const left = await buyer.client.post(
        `/api/orders/${order.id}/feedback`,
        { rating, comment: 'As described.' },
        { token: buyer.token },
      );
      expect(left.status, left.text).toBe(201);
    }
    const res = await buyer.client.get<SearchResponse>(`/api/search?q=${word}`);
    expect(res.status, res.text).toBe(200);
    const bySeller = new Map(SearchResponseSchema.parse(res.body).results.map((r) => [r.seller.id, r.seller.feedback]));
    expect(bySeller.size).toBe(3);
    expect(bySeller.get(sellers[0]!.user.id)).toEqual({ positive: 1, neutral: 0, negative: 0, percentPositive: 100 });
    expect(bySeller.get(sellers[1]!.user.id)).toEqual({ positive: 0, neutral: 0, negative: 1, percentPositive: 0 });
    expect(bySeller.get(sellers[2]!.user.id)).toMatchObject({ positive: 0, neutral: 1, negative: 0 });
  });
});
