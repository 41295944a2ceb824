import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_MESSAGES, offerAboveAsking } from '../../src/shared/messages/deals-messages.ts';
import { act, contactSeller, makeActor, makeLiveListing, openConversation, openOffer } from './helpers/deals.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const actor = () => makeActor(server);
const ABOVE_ASKING = offerAboveAsking(2000);

describe('offer amounts: plain pounds, above £0, at most the asking price', () => {
  it('refuses exponent, hex and above-asking offers on a £20 listing, and takes £20.00', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { price: '20.00' });
    const detail = await openConversation(buyer, listing.id);
    const offer = (price: unknown) => act(buyer, `/api/conversations/${detail.id}/offers`, { quantity: 1, price });

    for (const price of ['1e2', '0x10', '1_0', ' 5e0 ', '-1', '0', 'Infinity']) {
      expect(await offer(price), price).toMatchObject({ status: 400, body: { message: DEALS_MESSAGES.offerPriceInvalid } });
    }
    expect(await offer('25')).toMatchObject({ status: 400, body: { message: ABOVE_ASKING } });
    expect(await offer(20.01)).toMatchObject({ status: 400, body: { message: ABOVE_ASKING } });
    expect(await offer('20.00')).toMatchObject({ status: 201 });
    expect((await offer('19.5')).body.offers.at(-1)).toMatchObject({ unitPrice: '19.50', status: 'open' });
  });

  it('holds for an offer made with the first message and for a counter-offer', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeLiveListing(server, seller, { price: '20.00' });
    expect(await contactSeller(buyer, { listingId: listing.id, message: 'Hello', quantity: 1, offerPrice: 25 })).toMatchObject({
      status: 400,
      body: { message: ABOVE_ASKING },
    });
    expect(await contactSeller(buyer, { listingId: listing.id, message: 'Hello', quantity: 1, offerPrice: '1e1' })).toMatchObject({
      status: 400,
      body: { message: DEALS_MESSAGES.offerPriceInvalid },
    });
    const detail = await openConversation(buyer, listing.id, { quantity: 1, offerPrice: '15' });
    const offerId = openOffer(detail).id;
    expect(await act(seller, `/api/offers/${offerId}/counter`, { price: '0x10' })).toMatchObject({ status: 400 });
    expect(await act(seller, `/api/offers/${offerId}/counter`, { price: 21 })).toMatchObject({
      status: 400,
      body: { message: ABOVE_ASKING },
    });
    // The refused counter-offer left the buyer's offer open.
    expect(await act(seller, `/api/offers/${offerId}/counter`, { price: '18.00' })).toMatchObject({ status: 200 });
  });
});
