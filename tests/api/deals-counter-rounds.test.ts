import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COUNTER_ROUNDS } from '../../src/shared/constants/deals.ts';
import { DEALS_MESSAGES } from '../../src/shared/messages/deals-messages.ts';
import { act, makeActor, makeLiveListing, openConversation, openOffer, storedQuantity } from './helpers/deals.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function negotiation(quantity = 3) {
  const seller = await makeActor(server);
  const buyer = await makeActor(server);
  const listing = await makeLiveListing(server, seller, { quantity: 5 });
  const detail = await openConversation(buyer, listing.id, { quantity, offerPrice: 30 });
  return { seller, buyer, listing, offerId: detail.offers[0]!.id };
}

describe('POST /api/offers/{id}/counter both ways', () => {
  it('lets the buyer counter the seller’s counter-offer: the counter closes, the quantity stays, both see it, the seller accepts', async () => {
    const { seller, buyer, listing, offerId } = await negotiation();
    const sellerCounter = openOffer((await act(seller, `/api/offers/${offerId}/counter`, { price: 40 })).body);

    // The seller can't counter their own counter; a stranger gets 404.
    expect(await act(seller, `/api/offers/${sellerCounter.id}/counter`, { price: 39 })).toMatchObject({
      status: 403,
      body: { message: DEALS_MESSAGES.notYourOfferToCounter },
    });
    const stranger = await makeActor(server);
    expect(await act(stranger, `/api/offers/${sellerCounter.id}/counter`, { price: 35 })).toMatchObject({
      status: 404,
      body: { message: DEALS_MESSAGES.offerNotFound },
    });
    expect(await act(buyer, `/api/offers/${sellerCounter.id}/counter`, { price: 0 })).toMatchObject({ status: 400 });
    expect(await act(buyer, `/api/offers/${sellerCounter.id}/counter`, { price: 'x' })).toMatchObject({ status: 400 });

    const res = await act(buyer, `/api/offers/${sellerCounter.id}/counter`, { price: 35 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.offers.map((o) => [o.madeBy, o.quantity, o.unitPrice, o.status])).toEqual([
      ['buyer', 3, '30.00', 'countered'],
      ['seller', 3, '40.00', 'countered'],
      ['buyer', 3, '35.00', 'open'],
    ]);
    const buyerCounter = openOffer(res.body);
    expect(buyerCounter.counterTo).toBe(sellerCounter.id);
    expect(Date.parse(buyerCounter.expiresAt) - Date.parse(buyerCounter.createdAt)).toBe(48 * 60 * 60 * 1000);
    expect(res.body.messages.at(-1)).toMatchObject({ body: 'Counter-offer: 3 × £35.00', senderRole: 'buyer' });
    // The countered offer can no longer be accepted; the new one is the seller's to answer.
    expect(await act(buyer, `/api/offers/${sellerCounter.id}/accept`)).toMatchObject({ status: 409 });
    expect(await act(buyer, `/api/offers/${buyerCounter.id}/accept`)).toMatchObject({ status: 403 });

    const agreed = await act(seller, `/api/offers/${buyerCounter.id}/accept`);
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body.agreement).toMatchObject({ quantity: 3, unitPrice: '35.00' });
    expect(await storedQuantity(server, listing.id)).toBe(2);
  });

  it(`stops at ${MAX_COUNTER_ROUNDS} counter-offers per conversation, and the last can still be accepted or declined`, async () => {
    const { seller, buyer, offerId } = await negotiation();
    let open = offerId;
    for (let round = 1; round <= MAX_COUNTER_ROUNDS; round++) {
      const who = round % 2 === 1 ? seller : buyer;
      const res = await act(who, `/api/offers/${open}/counter`, { price: 30 + round });
      expect(res.status, res.text).toBe(200);
      open = openOffer(res.body).id;
    }
    // Round 5 was the seller's; the buyer may not counter a sixth time, and nothing changed.
    const sixth = await act(buyer, `/api/offers/${open}/counter`, { price: 33 });
    expect(sixth).toMatchObject({ status: 409, body: { message: DEALS_MESSAGES.counterRoundsUsed } });
    const declined = await act(buyer, `/api/offers/${open}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.messages.at(-1)!.body).toBe('Counter-offer declined: 3 × £35.00');
  });
});
