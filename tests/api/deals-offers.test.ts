import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
import { queryDb } from './helpers/db.ts';
import {
  act,
  contactSeller,
  makeActor,
  makeLiveListing,
  moveBack,
  openConversation,
  openOffer,
  readThread,
  storedQuantity,
} from './helpers/deals.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const actor = () => makeActor(server);
const HOURS_48 = 48 * 60 * 60 * 1000;

/** The seller's live listings in search (a seller filter, no words). */
async function searchTotal(sellerId: number): Promise<number> {
  const res = await (await actor()).client.get<{ total: number }>(`/api/search?seller=${sellerId}`);
  expect(res.status).toBe(200);
  return res.body.total;
}

describe('POST /api/conversations/:id/offers', () => {
  it('lets the buyer offer up to the quantity available, replacing their open offer', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 5 });
    const detail = await openConversation(buyer, listing.id);

    const tooMany = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 6, price: 30 });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'Only 5 available. Please ask for 5 or fewer.' } });
    const badPrice = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: '12.345' });
    expect(badPrice).toMatchObject({ status: 400, body: { message: DEALS_MESSAGES.offerPriceInvalid } });

    const first = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 2, price: 30 });
    expect(first.status).toBe(201);
    const second = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 3, price: '32.50' });
    expect(second.body.offers.map((o) => [o.madeBy, o.quantity, o.unitPrice, o.total, o.status])).toEqual([
      ['buyer', 2, '30.00', '60.00', 'withdrawn'],
      ['buyer', 3, '32.50', '97.50', 'open'],
    ]);
    expect(second.body.quantityWanted).toBe(3);
    expect(second.body.messages.filter((m) => m.kind === 'event').map((m) => m.body)).toEqual(['Offer: 2 × £30.00', 'Offer: 3 × £32.50']);

    // The seller answers offers; they make none.
    const sellerOffer = await act(seller, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 50 });
    expect(sellerOffer).toMatchObject({ status: 403, body: { message: DEALS_MESSAGES.onlyBuyerOffers } });
  });
});

describe('answering offers', () => {
  it('the seller accepts: quantity lowered in one go, "Agreed: 3 × £40.00" for both, handover details revealed', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 5, price: '45.00' });
    const detail = await openConversation(buyer, listing.id, { quantity: 3, offerPrice: 40 });
    await seller.client.patch(
      `/api/conversations/${detail.id}`,
      { handoverDetails: 'Collect from Unit 4, B5 6DY' },
      { token: seller.token },
    );
    await buyer.client.patch(`/api/conversations/${detail.id}`, { handoverDetails: 'Priya, 07700 900123' }, { token: buyer.token });
    expect((await readThread(buyer, detail.id)).body.handover).toEqual({ mine: 'Priya, 07700 900123', theirs: null });

    // The buyer can't accept their own offer.
    const own = await act(buyer, `/api/offers/${detail.offers[0]!.id}/accept`);
    expect(own).toMatchObject({ status: 403, body: { message: DEALS_MESSAGES.notYourOfferToDecide } });

    const accepted = await act(seller, `/api/offers/${detail.offers[0]!.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.agreement).toEqual({
      offerId: detail.offers[0]!.id,
      quantity: 3,
      unitPrice: '40.00',
      total: '120.00',
      agreedAt: expect.any(String),
    });
    expect(accepted.body.offers[0]).toMatchObject({ status: 'accepted', decidedAt: accepted.body.agreement!.agreedAt });
    expect(accepted.body.messages.at(-1)).toMatchObject({ kind: 'event', body: 'Agreed: 3 × £40.00', fromMe: true, senderRole: 'seller' });
    expect(accepted.body.handover).toEqual({ mine: 'Collect from Unit 4, B5 6DY', theirs: 'Priya, 07700 900123' });
    expect(accepted.body.quantityAvailable).toBe(2);
    expect(await storedQuantity(server, listing.id)).toBe(2);

    const buyerView = await readThread(buyer, detail.id);
    expect(buyerView.body).toMatchObject({
      agreement: { quantity: 3, unitPrice: '40.00' },
      canOffer: false,
      handover: { theirs: 'Collect from Unit 4, B5 6DY' },
    });
    expect(buyerView.body.messages.at(-1)).toMatchObject({ body: 'Agreed: 3 × £40.00', fromMe: false });
    // No new offer while the agreement stands.
    const more = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 40 });
    expect(more).toMatchObject({ status: 409, body: { message: DEALS_MESSAGES.agreementStands } });
    // The seller's inventory shows the new quantity at once (its cache moved on).
    const inventory = await seller.client.get<{ id: number; quantity: number }[]>('/api/user-listings', { token: seller.token });
    expect(inventory.body.find((item) => item.id === listing.id)?.quantity).toBe(2);
  });

  it('the seller counters, the buyer accepts the counter-offer', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 4 });
    const detail = await openConversation(buyer, listing.id, { quantity: 4, offerPrice: 30 });
    const offerId = detail.offers[0]!.id;

    // The buyer can't counter their own offer (issue 27: either side counters the other's).
    expect(await act(buyer, `/api/offers/${offerId}/counter`, { price: 35 })).toMatchObject({
      status: 403,
      body: { message: DEALS_MESSAGES.notYourOfferToCounter },
    });
    const countered = await act(seller, `/api/offers/${offerId}/counter`, { price: 36 });
    expect(countered.status).toBe(200);
    expect(countered.body.offers.map((o) => [o.id === offerId, o.madeBy, o.quantity, o.unitPrice, o.status, o.counterTo])).toEqual([
      [true, 'buyer', 4, '30.00', 'countered', null],
      [false, 'seller', 4, '36.00', 'open', offerId],
    ]);
    expect(countered.body.messages.at(-1)!.body).toBe('Counter-offer: 4 × £36.00');
    const counter = openOffer(countered.body);
    // A countered offer can't be accepted any more, and the seller can't accept their own counter.
    expect(await act(seller, `/api/offers/${offerId}/accept`)).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.offerNotOpen },
    });
    expect(await act(seller, `/api/offers/${counter.id}/accept`)).toMatchObject({ status: 403 });

    const accepted = await act(buyer, `/api/offers/${counter.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.agreement).toMatchObject({ offerId: counter.id, quantity: 4, unitPrice: '36.00', total: '144.00' });
    expect(accepted.body.messages.at(-1)).toMatchObject({ body: 'Agreed: 4 × £36.00', senderRole: 'buyer' });
    expect(accepted.body.listing.available).toBe(false);
    expect(await storedQuantity(server, listing.id)).toBe(0);
    // Sold out: gone from search.
    expect(await searchTotal(seller.user.id)).toBe(0);
  });

  it('declines: the seller a buyer’s offer, the buyer a counter-offer (or by making a new offer)', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 4 });
    const detail = await openConversation(buyer, listing.id, { quantity: 2, offerPrice: 20 });
    const declined = await act(seller, `/api/offers/${detail.offers[0]!.id}/decline`);
    expect(declined.body.offers[0]!.status).toBe('declined');
    expect(declined.body.messages.at(-1)!.body).toBe('Offer declined: 2 × £20.00');
    expect(await act(seller, `/api/offers/${detail.offers[0]!.id}/decline`)).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.offerNotOpen },
    });

    const again = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 2, price: 25 });
    const countered = await act(seller, `/api/offers/${openOffer(again.body).id}/counter`, { price: 35 });
    const counterDeclined = await act(buyer, `/api/offers/${openOffer(countered.body).id}/decline`);
    expect(counterDeclined.body.offers.at(-1)!.status).toBe('declined');
    expect(counterDeclined.body.messages.at(-1)!.body).toBe('Counter-offer declined: 2 × £35.00');

    const third = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 2, price: 28 });
    const counter2 = await act(seller, `/api/offers/${openOffer(third.body).id}/counter`, { price: 32 });
    const replaced = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 2, price: 30 });
    expect(replaced.body.offers.slice(-3).map((o) => [o.madeBy, o.status])).toEqual([
      ['buyer', 'countered'],
      ['seller', 'declined'],
      ['buyer', 'open'],
    ]);
    expect(counter2.status).toBe(200);
    expect(await storedQuantity(server, listing.id)).toBe(4);
  });

  it('an offer or counter-offer lapses 48 hours after it is made', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 4 });
    const detail = await openConversation(buyer, listing.id, { quantity: 1, offerPrice: 30 });
    const offerId = detail.offers[0]!.id;
    await moveBack(server, 'offers', 'expires_at', 'id = ?', [offerId], HOURS_48 - 60_000);
    expect(openOffer((await readThread(seller, detail.id)).body).id).toBe(offerId); // a minute to go
    await moveBack(server, 'offers', 'expires_at', 'id = ?', [offerId], 61_000);
    const lapsed = await readThread(seller, detail.id);
    expect(lapsed.body.offers[0]!.status).toBe('lapsed');
    for (const action of ['accept', 'decline']) {
      expect(await act(seller, `/api/offers/${offerId}/${action}`)).toMatchObject({
        status: 409,
        body: { message: DEALS_MESSAGES.offerLapsed },
      });
    }
    expect(await act(seller, `/api/offers/${offerId}/counter`, { price: 35 })).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.offerLapsed },
    });
    expect(await storedQuantity(server, listing.id)).toBe(4);

    // A counter-offer lapses the same way; a lapsed offer is not "replaced" by the next one.
    const fresh = await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 31 });
    expect(fresh.body.offers[0]!.status).toBe('lapsed');
    const countered = await act(seller, `/api/offers/${openOffer(fresh.body).id}/counter`, { price: 34 });
    const counter = openOffer(countered.body);
    await moveBack(server, 'offers', 'expires_at', 'id = ?', [counter.id], HOURS_48);
    expect(await act(buyer, `/api/offers/${counter.id}/accept`)).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.offerLapsed },
    });
    expect((await readThread(buyer, detail.id)).body.offers.at(-1)!.status).toBe('lapsed');
  });

  it('checks the quantity again at accept: a counter or accept for more than is left is refused', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 5 });
    const detail = await openConversation(buyer, listing.id, { quantity: 4, offerPrice: 30 });
    await seller.client.patch(`/api/listings/${listing.id}`, { quantity: 3 }, { token: seller.token });
    expect(await act(seller, `/api/offers/${detail.offers[0]!.id}/counter`, { price: 32 })).toMatchObject({
      status: 400,
      body: { message: 'Only 3 available. Please ask for 3 or fewer.' },
    });
    expect(await act(seller, `/api/offers/${detail.offers[0]!.id}/accept`)).toMatchObject({
      status: 409,
      body: { message: 'Sorry, only 3 are left now, so this offer for 4 can’t be accepted.' },
    });
    expect((await readThread(seller, detail.id)).body.offers[0]!.status).toBe('open');
    expect(await storedQuantity(server, listing.id)).toBe(3);
  });

  it('of two accepts for the last unit at once, one wins and the other answers 409', async () => {
    const seller = await actor();
    const [alice, bob] = [await actor(), await actor()];
    const listing = await makeLiveListing(server, seller, { quantity: 1 });
    const withAlice = await openConversation(alice, listing.id, { quantity: 1, offerPrice: 30 });
    const withBob = await openConversation(bob, listing.id, { quantity: 1, offerPrice: 31 });
    const [a, b] = await Promise.all([
      act(seller, `/api/offers/${withAlice.offers[0]!.id}/accept`),
      act(seller, `/api/offers/${withBob.offers[0]!.id}/accept`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toEqual({ message: DEALS_MESSAGES.soldOut });
    expect(await storedQuantity(server, listing.id)).toBe(0);
    const agreements = await queryDb(server, `SELECT id FROM offers WHERE status = 'accepted' AND conversation_id IN (?, ?)`, [
      withAlice.id,
      withBob.id,
    ]);
    expect(agreements).toHaveLength(1);
    const loserThread = await readThread(seller, a.status === 409 ? withAlice.id : withBob.id);
    expect(loserThread.body.offers[0]!.status).toBe('open');
    expect(loserThread.body.messages.some((m) => m.body.startsWith('Agreed'))).toBe(false);
  });
});

describe('POST /api/offers/:id/cancel', () => {
  it('either side cancels an agreement with a reason: the quantity returns and the listing is back in search', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 2 });
    const detail = await openConversation(buyer, listing.id, { quantity: 2, offerPrice: 40 });
    const offerId = detail.offers[0]!.id;
    expect(await act(buyer, `/api/offers/${offerId}/cancel`, { reason: 'Changed my mind' })).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.notAccepted },
    });
    await act(seller, `/api/offers/${offerId}/accept`);
    expect(await searchTotal(seller.user.id)).toBe(0);

    expect(await act(buyer, `/api/offers/${offerId}/cancel`, { reason: '  ' })).toMatchObject({
      status: 400,
      body: { message: DEALS_MESSAGES.cancelReasonRequired },
    });
    const cancelled = await act(buyer, `/api/offers/${offerId}/cancel`, { reason: 'The job was cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.offers[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The job was cancelled',
      cancelledAt: expect.any(String),
    });
    expect(cancelled.body.agreement).toBeNull();
    expect(cancelled.body.handover.theirs).toBeNull();
    expect(cancelled.body.messages.at(-1)).toMatchObject({
      kind: 'event',
      body: 'Agreement cancelled: 2 × £40.00. Reason: The job was cancelled',
      senderRole: 'buyer',
    });
    expect(cancelled.body.quantityAvailable).toBe(2);
    expect(await storedQuantity(server, listing.id)).toBe(2);
    expect(await searchTotal(seller.user.id)).toBe(1);
    expect(await act(seller, `/api/offers/${offerId}/cancel`, { reason: 'again' })).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.notAccepted },
    });
    // Offers can be made again.
    expect((await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 40 })).status).toBe(201);
  });
});

describe('a withdrawn or deleted listing', () => {
  it('keeps its threads readable and takes messages, but no new offers or accepts', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { quantity: 3 });
    const detail = await openConversation(buyer, listing.id, { quantity: 1, offerPrice: 30 });
    expect((await seller.client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token })).status).toBe(200);

    const thread = await readThread(buyer, detail.id);
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ listing: { available: false, title: listing.title }, quantityAvailable: 0, canOffer: false });
    expect(await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 30 })).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.listingUnavailable },
    });
    expect(await act(seller, `/api/offers/${detail.offers[0]!.id}/accept`)).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.listingUnavailable },
    });
    expect(await act(seller, `/api/offers/${detail.offers[0]!.id}/counter`, { price: 32 })).toMatchObject({ status: 409 });
    expect(await contactSeller(buyer, { listingId: listing.id, message: 'Any chance?', quantity: 1, offerPrice: 30 })).toMatchObject({
      status: 409,
    });
    // Messages still go: the thread is how they sort it out.
    expect((await act(seller, `/api/conversations/${detail.id}/messages`, { message: 'Sorry, withdrawn for now' })).status).toBe(201);
    expect((await contactSeller(buyer, { listingId: listing.id, message: 'OK, thanks', quantity: 1 })).status).toBe(200);
    // And a new buyer can't start one.
    expect((await contactSeller(await actor(), { listingId: listing.id, message: 'Hi', quantity: 1 })).status).toBe(404);

    expect((await seller.client.delete(`/api/listings/${listing.id}`, { token: seller.token })).status).toBe(200);
    const afterDelete = await readThread(buyer, detail.id);
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.body.listing).toMatchObject({ id: listing.id, title: listing.title, unitPrice: '40.00', available: false });
    expect(afterDelete.body.messages.map((m) => m.body)).toEqual([
      'Hello, is this still available?',
      'Offer: 1 × £30.00',
      'Sorry, withdrawn for now',
      'OK, thanks',
    ]);
    expect(await act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price: 30 })).toMatchObject({
      status: 409,
      body: { message: DEALS_MESSAGES.listingUnavailable },
    });
  });
});
