import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsResponseSchema, type NotificationsResponse } from '../../src/shared/schemas/wanted.ts';
import {
  WATCHLIST_MESSAGES,
  WatcherCountsSchema,
  WatchlistSchema,
  type WatcherCounts,
  type Watchlist,
} from '../../src/shared/schemas/watchlist.ts';
import { makeActor, type Actor } from './helpers/deals.ts';
import { makeOrderListing, orderNow } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type Answer<T> = { status: number; body: T & { message?: string } };
const watch = (actor: Actor, id: number | string): Promise<Answer<Watchlist>> =>
  actor.client.put<Watchlist & { message?: string }>(`/api/watchlist/${id}`, undefined, { token: actor.token });
const unwatch = (actor: Actor, id: number | string) => actor.client.delete(`/api/watchlist/${id}`, { token: actor.token });
async function watchlistOf(actor: Actor): Promise<Watchlist> {
  const res = await actor.client.get<Watchlist>('/api/watchlist', { token: actor.token });
  expect(res.status).toBe(200);
  return WatchlistSchema.parse(res.body);
}
async function notificationsOf(actor: Actor): Promise<NotificationsResponse> {
  const res = await actor.client.get<NotificationsResponse>('/api/notifications', { token: actor.token });
  expect(res.status).toBe(200);
  return NotificationsResponseSchema.parse(res.body);
}
const edit = (seller: Actor, id: number, body: Record<string, unknown>) =>
  seller.client.patch(`/api/listings/${id}`, body, { token: seller.token });

describe('PUT/DELETE/GET /api/watchlist', () => {
  it('watches idempotently with the price when watched, unwatches, and refuses own, private and unknown listings', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeOrderListing(server, seller, { quantity: 5, price: '40.00', title: 'Grundfos pump UPS2' });

    const first = await watch(buyer, listing.id);
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      expect.objectContaining({
        listingId: listing.id,
        status: 'live',
        title: 'Grundfos pump UPS2',
        currentPrice: '40.00',
        priceWhenWatched: '40.00',
      }),
    ]);
    expect((await watch(buyer, listing.id)).body.items).toHaveLength(1);

    expect(await watch(seller, listing.id)).toMatchObject({ status: 403, body: { message: WATCHLIST_MESSAGES.ownListing } });
    expect(await watch(buyer, 999_999)).toMatchObject({ status: 404, body: { message: WATCHLIST_MESSAGES.listingNotFound } });
    expect(await watch(buyer, 'abc')).toMatchObject({ status: 404 });
    expect((await buyer.client.put(`/api/watchlist/${listing.id}`)).status).toBe(401);

    // The seller sees how many watch, never who.
    const counts = await seller.client.get<WatcherCounts>('/api/watchlist/watchers', { token: seller.token });
    expect(WatcherCountsSchema.parse(counts.body)).toEqual({ counts: [{ listingId: listing.id, watchers: 1 }] });

    expect((await unwatch(buyer, listing.id)).status).toBe(200);
    expect((await unwatch(buyer, listing.id)).status).toBe(200);
    expect((await watchlistOf(buyer)).items).toEqual([]);
  });

  it('notifies the watcher at once when the price drops (naming the listing and its new price), one is left, it sells out', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeOrderListing(server, seller, { quantity: 3, price: '30.00', title: 'Schneider contactor' });
    await watch(buyer, listing.id);

    expect((await edit(seller, listing.id, { originalPrice: 8 })).status).toBe(200);
    const drop = (await notificationsOf(buyer)).notifications[0];
    expect(drop).toMatchObject({ kind: 'watch_price_drop', title: 'Price drop: Schneider contactor', url: `/listing/${listing.id}` });
    expect(drop!.body).toContain('Now £8.00 each (was £30.00)');
    expect((await watchlistOf(buyer)).items[0]).toMatchObject({ currentPrice: '8.00', priceWhenWatched: '30.00' });

    const other = await makeActor(server);
    await orderNow(other, { listingId: listing.id, quantity: 2 });
    expect((await notificationsOf(buyer)).notifications[0]).toMatchObject({
      kind: 'watch_last_one',
      title: 'Only one left: Schneider contactor',
    });
    await orderNow(other, { listingId: listing.id, quantity: 1 });
    expect((await notificationsOf(buyer)).notifications[0]).toMatchObject({ kind: 'watch_sold', title: 'Sold: Schneider contactor' });
    expect((await watchlistOf(buyer)).items[0]).toMatchObject({ status: 'sold', quantity: 0 });
  });

  it('a withdrawn listing tells the watcher and then shows nothing of itself', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeOrderListing(server, seller, { quantity: 2, title: 'Secret brand valve' });
    await watch(buyer, listing.id);
    const withdrawn = await seller.client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token });
    expect(withdrawn.status).toBe(200);
    expect((await notificationsOf(buyer)).notifications[0]).toMatchObject({ kind: 'watch_withdrawn' });
    const item = (await watchlistOf(buyer)).items[0]!;
    expect(item).toMatchObject({ status: 'unavailable', title: null, currentPrice: null, thumbnailUrl: null, quantity: null });
    expect(JSON.stringify(item)).not.toContain('Secret');
    // A later change to a private listing tells nobody.
    const before = (await notificationsOf(buyer)).notifications.length;
    await edit(seller, listing.id, { originalPrice: 1 });
    expect((await notificationsOf(buyer)).notifications).toHaveLength(before);
    expect(await watch(buyer, listing.id)).toMatchObject({ status: 404 });
  });

  it('turns the daily email off and on, refusing a bad value', async () => {
    const buyer = await makeActor(server);
    const set = (body: unknown) =>
      buyer.client.patch<Watchlist & { message?: string }>('/api/watchlist/settings', body, { token: buyer.token });
    expect((await watchlistOf(buyer)).mail).toBe(true);
    expect(await set({ mail: 'no' })).toMatchObject({ status: 400, body: { message: WATCHLIST_MESSAGES.mailInvalid } });
    expect(await set({})).toMatchObject({ status: 400, body: { message: WATCHLIST_MESSAGES.mailInvalid } });
    expect(await set({ mail: false })).toMatchObject({ status: 200, body: { mail: false } });
  });
});
