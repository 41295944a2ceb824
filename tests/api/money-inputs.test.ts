import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '../../src/shared/messages/listing-messages.ts';
import { WANTED_MESSAGES } from '../../src/shared/messages/wanted-messages.ts';
import { DisputeDecisionSchema } from '../../src/shared/schemas/disputes.ts';
import { createClient } from './helpers/api-client.ts';
import { makeActor, makeLiveListing } from './helpers/deals.ts';
import { listingFields, postListing } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The re-probe of issue 26: offers took only plain decimal pounds, but every other amount or count
 * sent as text was read with Number(), so "1e2" was £100 (or 100 items) and "0x10" £16 (or 16).
 */
const NOT_PLAIN = ['1e2', '0x10', '1_0', '.5', '5.', 'Infinity', '£5'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('amounts and counts sent as text are read only when plain, like offers', () => {
  it('POST /api/listings refuses a price or quantity that is not plain, and takes plain ones', async () => {
    const seller = await makeActor(server);
    for (const value of NOT_PLAIN) {
      const price = await postListing(server.url, seller.token, listingFields({ price: value }));
      expect(price, `price ${value}`).toMatchObject({ status: 400, body: { message: LISTING_MESSAGES.priceInvalid } });
      const quantity = await postListing(server.url, seller.token, listingFields({ quantity: value }));
      expect(quantity.status, `quantity ${value}`).toBe(400);
    }
    const plain = await postListing(server.url, seller.token, listingFields({ price: ' 12.5 ', quantity: '16' }));
    expect(plain).toMatchObject({ status: 201, body: { originalPrice: '12.50', quantity: 16 } });
  });

  it('PATCH /api/listings/{id} refuses a price that is not plain and leaves the listing as it was', async () => {
    const seller = await makeActor(server);
    const listing = await makeLiveListing(server, seller, { price: '20.00' });
    for (const value of NOT_PLAIN) {
      const res = await seller.client.patch(`/api/listings/${listing.id}`, { originalPrice: value }, { token: seller.token });
      expect(res, value).toMatchObject({ status: 400, body: { message: LISTING_MESSAGES.priceInvalid } });
    }
    expect(
      (await seller.client.get<{ originalPrice: string }>(`/api/listings/${listing.id}`, { token: seller.token })).body.originalPrice,
    ).toBe('20.00');
  });

  it('POST /api/wanted refuses a most-you-would-pay that is not plain', async () => {
    const buyer = await makeActor(server);
    for (const value of NOT_PLAIN) {
      const res = await buyer.client.post('/api/wanted', { words: 'contactor', maxPrice: value }, { token: buyer.token });
      expect(res, value).toMatchObject({ status: 400, body: { message: WANTED_MESSAGES.maxPrice } });
    }
    expect((await buyer.client.post('/api/wanted', { words: 'contactor', maxPrice: '16' }, { token: buyer.token })).status).toBe(201);
  });

  it('GET /api/search refuses a price filter that is not plain', async () => {
    const anonymous = createClient(server.url);
    for (const value of NOT_PLAIN) {
      expect((await anonymous.get(`/api/search?maxPrice=${encodeURIComponent(value)}`)).status, value).toBe(400);
    }
    expect((await anonymous.get('/api/search?minPrice=2&maxPrice=16.5')).status).toBe(200);
  });

  it('a partial refund’s amount is read the same way', () => {
    for (const value of NOT_PLAIN) {
      expect(DisputeDecisionSchema.safeParse({ outcome: 'partial_refund', amount: value, note: 'x' }).success, value).toBe(false);
    }
    expect(DisputeDecisionSchema.safeParse({ outcome: 'partial_refund', amount: '16', note: 'Agreed on the phone' })).toMatchObject({
      success: true,
      data: { amount: 16 },
    });
  });
});
