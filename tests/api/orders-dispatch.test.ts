import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_FORMATS } from '../../src/shared/carriers.ts';
import { ORDERS_MESSAGES } from '../../src/shared/messages/orders-messages.ts';
import { OrderSchema } from '../../src/shared/schemas/orders.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, type Actor } from './helpers/deals.ts';
import { makeOrderListing, moveOk, moveOrder, orderNow, readOrder } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function deliveryOrder() {
  const seller = await makeActor(server);
  const buyer = await makeActor(server);
  const listing = await makeOrderListing(server, seller, { quantity: 5, handover: 'delivery', deliveryPrice: 6 });
  const order = await orderNow(buyer, { listingId: listing.id, quantity: 1, deliveryAddress: '1 High Street, B1 1AA' });
  return { seller, buyer, order };
}

const invalid = (carrier: keyof typeof CARRIER_FORMATS) =>
  ORDERS_MESSAGES.trackingNumberInvalid(carrier, CARRIER_FORMATS[carrier].looksLike);

async function expectUnchanged(buyer: Actor, id: number) {
  const order = (await readOrder(buyer, id)).body;
  expect(order).toMatchObject({ status: 'placed', tracking: null, handedOverAt: null });
  const rows = await queryDb<{ carrier: string | null }>(server, 'SELECT carrier FROM orders WHERE id = ?', [id]);
  expect(rows[0]?.carrier).toBeNull();
}

describe('POST /api/orders/{id}/dispatch with a carrier', () => {
  it('refuses a Royal Mail number with a wrong check digit (400 naming the carrier) and leaves the order as it was', async () => {
    const { seller, buyer, order } = await deliveryOrder();
    const res = await moveOrder(seller, order.id, 'dispatch', { carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' });
    expect(res).toMatchObject({ status: 400, body: { message: invalid('Royal Mail') } });
    expect(res.body.message).toContain('Royal Mail');
    await expectUnchanged(buyer, order.id);
  });

  it('takes a good Royal Mail number as typed, stores it cleaned and links the tracking page', async () => {
    const { seller, buyer, order } = await deliveryOrder();
    const dispatched = await moveOk(seller, order.id, 'dispatch', {
      carrier: 'Royal Mail',
      trackingNumber: 'ab 1234 5678 5gb',
      note: 'Signed for',
    });
    expect(dispatched.status).toBe('dispatched');
    const seen = OrderSchema.parse((await readOrder(buyer, order.id)).body);
    expect(seen.tracking).toEqual({
      carrier: 'Royal Mail',
      trackingNumber: 'AB123456785GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB',
    });
    expect(seen.timeline.at(-1)).toMatchObject({ kind: 'dispatched', note: 'Royal Mail, tracking number AB123456785GB. Signed for' });
  });

  it.each([
    ['Parcelforce', 'PB123'],
    ['DPD', '12345'],
    ['Evri', 'H01'],
    ['UPS', '1Z12'],
    ['DHL', 'JJD1'],
    ['Yodel', 'JD12'],
  ] as const)('refuses a %s number not in its published form', async (carrier, number) => {
    const { seller, buyer, order } = await deliveryOrder();
    expect(await moveOrder(seller, order.id, 'dispatch', { carrier, trackingNumber: number })).toMatchObject({
      status: 400,
      body: { message: invalid(carrier) },
    });
    await expectUnchanged(buyer, order.id);
  });

  it('refuses bad input to each new field with a message, changing nothing', async () => {
    const { seller, buyer, order } = await deliveryOrder();
    const cases: [unknown, string][] = [
      [{ carrier: 'Pigeon', trackingNumber: 'X' }, ORDERS_MESSAGES.carrierInvalid],
      [{ carrier: 7 }, ORDERS_MESSAGES.carrierInvalid],
      [{ carrier: 'DPD' }, ORDERS_MESSAGES.trackingNumberRequired('DPD')],
      [{ carrier: 'DPD', trackingNumber: '   ' }, ORDERS_MESSAGES.trackingNumberRequired('DPD')],
      [{ carrier: 'Other', trackingNumber: 'x'.repeat(41) }, ORDERS_MESSAGES.trackingNumberTooLong],
      [{ carrier: 'DPD', trackingNumber: 15501234567890 }, ORDERS_MESSAGES.trackingNumberTooLong],
      [{ trackingNumber: '15501234567890' }, ORDERS_MESSAGES.carrierRequired],
    ];
    for (const [body, message] of cases) {
      expect(await moveOrder(seller, order.id, 'dispatch', body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    await expectUnchanged(buyer, order.id);
  });

  it('takes own van and other with or without a reference, and links nothing', async () => {
    const first = await deliveryOrder();
    const van = await moveOk(first.seller, first.order.id, 'dispatch', { carrier: 'Own van' });
    expect(van.tracking).toEqual({ carrier: 'Own van', trackingNumber: null, trackingUrl: null });
    const second = await deliveryOrder();
    const other = await moveOk(second.seller, second.order.id, 'dispatch', { carrier: 'Other', trackingNumber: 'Pallet 42' });
    expect(other.tracking).toEqual({ carrier: 'Other', trackingNumber: 'Pallet 42', trackingUrl: null });
  });

  it('still dispatches for a client that sends no carrier (the note only, no tracking)', async () => {
    const { seller, order } = await deliveryOrder();
    const dispatched = await moveOk(seller, order.id, 'dispatch', { note: 'DPD 1234' });
    expect(dispatched).toMatchObject({ status: 'dispatched', tracking: null });
  });

  it('answers 404 to a stranger with a good number', async () => {
    const { order } = await deliveryOrder();
    const stranger = await makeActor(server);
    expect(await moveOrder(stranger, order.id, 'dispatch', { carrier: 'DPD', trackingNumber: '15501234567890' })).toMatchObject({
      status: 404,
      body: { message: ORDERS_MESSAGES.orderNotFound },
    });
  });
});
