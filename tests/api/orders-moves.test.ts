import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_COMPLETE_MS, AUTO_RECEIVE_MS, COOLING_OFF_MS } from '../../src/shared/constants/orders.ts';
import { ORDERS_MESSAGES } from '../../src/shared/messages/orders-messages.ts';
import { OrderListSchema, OrderSchema } from '../../src/shared/schemas/orders.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, makeIndividual, storedQuantity, type Actor } from './helpers/deals.ts';
import {
  daysAgo,
  listOrders,
  makeOrderListing,
  moveOk,
  moveOrder,
  orderActions,
  orderMails,
  orderNow,
  readOrder,
  setOrderTimes,
} from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const actor = () => makeActor(server);
const plus = (iso: string | null, ms: number) => new Date(Date.parse(iso!) + ms).toISOString();

async function deliveryOrder(seller: Actor, buyer: Actor, quantity = 1) {
  const listing = await makeOrderListing(server, seller, { quantity: 5, handover: 'delivery', deliveryPrice: 6 });
  const order = await orderNow(buyer, { listingId: listing.id, quantity, deliveryAddress: '1 High Street, B1 1AA' });
  return { listing, order };
}

async function collectionOrder(seller: Actor, buyer: Actor, quantity = 1) {
  const listing = await makeOrderListing(server, seller, { quantity: 5 });
  const order = await orderNow(buyer, { listingId: listing.id, quantity });
  return { listing, order };
}

describe('delivery: placed → dispatched → received', () => {
  it('each side makes its own moves (the other gets 403, a repeat 409), each emailed to the other side', async () => {
    const seller = await actor();
    const buyer = await actor();
    const { order } = await deliveryOrder(seller, buyer);

    expect(await moveOrder(buyer, order.id, 'dispatch')).toMatchObject({ status: 403, body: { message: ORDERS_MESSAGES.onlySeller } });
    expect(await moveOrder(seller, order.id, 'ready')).toMatchObject({ status: 409, body: { message: ORDERS_MESSAGES.notCollection } });
    expect(await moveOrder(buyer, order.id, 'received')).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.cannotConfirmReceived },
    });
    expect(await moveOrder(seller, order.id, 'dispatch', { note: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.handoverNoteTooLong },
    });

    const dispatched = await moveOk(seller, order.id, 'dispatch', { note: 'Royal Mail tracking AB123456789GB' });
    expect(dispatched).toMatchObject({ status: 'dispatched', role: 'seller', nextAction: 'wait' });
    expect(orderActions(dispatched)).toEqual([]);
    expect(dispatched.autoReceiveAt).toBe(plus(dispatched.handedOverAt, AUTO_RECEIVE_MS));
    expect(await moveOrder(seller, order.id, 'dispatch')).toMatchObject({ status: 409, body: { message: ORDERS_MESSAGES.cannotDispatch } });
    expect(await moveOrder(seller, order.id, 'cancel', { reason: 'Oops' })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.cannotCancelAfterHandover },
    });
    expect(await moveOrder(buyer, order.id, 'cancel', { reason: 'Too slow' })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.cannotCancelAfterHandover },
    });

    const asBuyer = (await readOrder(buyer, order.id)).body;
    expect(asBuyer.nextAction).toBe('confirm_received');
    expect(orderActions(asBuyer)).toEqual(['confirm_received']);
    expect(await moveOrder(seller, order.id, 'received')).toMatchObject({ status: 403, body: { message: ORDERS_MESSAGES.onlyBuyer } });

    const received = await moveOk(buyer, order.id, 'received');
    expect(received).toMatchObject({ status: 'received', nextAction: 'wait', autoReceiveAt: null, coolingOffUntil: null });
    expect(received.autoCompleteAt).toBe(plus(received.receivedAt, AUTO_COMPLETE_MS));
    expect(received.timeline.map((e) => [e.kind, e.actor, e.note])).toEqual([
      ['placed', 'buyer', null],
      ['dispatched', 'seller', 'Royal Mail tracking AB123456789GB'],
      ['received', 'buyer', null],
    ]);
    expect(await moveOrder(buyer, order.id, 'received')).toMatchObject({ status: 409 });
    // A business buying from a business has no cooling-off right.
    expect(await moveOrder(buyer, order.id, 'cancel', { reason: 'Changed my mind' })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.coolingOffOnly },
    });
    expect(await moveOrder(seller, order.id, 'cancel', { reason: 'Changed my mind' })).toMatchObject({
      status: 403,
      body: { message: ORDERS_MESSAGES.onlyBuyer },
    });

    expect((await orderMails(server, buyer.email)).map((m) => m.subject)).toEqual([`Order ${order.number}: Dispatched`]);
    expect((await orderMails(server, seller.email)).map((m) => m.subject)).toEqual([
      `Order ${order.number}: Order placed`,
      `Order ${order.number}: Received`,
    ]);
  });
});

describe('collection: placed → ready → received', () => {
  it('the seller marks it ready; the buyer confirms; or the buyer confirms a collection straight away', async () => {
    const seller = await actor();
    const buyer = await actor();
    const { order } = await collectionOrder(seller, buyer);
    expect(await moveOrder(seller, order.id, 'dispatch')).toMatchObject({ status: 409, body: { message: ORDERS_MESSAGES.notDelivery } });
    expect(await moveOrder(buyer, order.id, 'ready')).toMatchObject({ status: 403, body: { message: ORDERS_MESSAGES.onlySeller } });
    const ready = await moveOk(seller, order.id, 'ready');
    expect(ready).toMatchObject({ status: 'ready_for_collection', statusLabel: 'Ready to collect' });
    expect(await moveOrder(seller, order.id, 'ready')).toMatchObject({ status: 409, body: { message: ORDERS_MESSAGES.cannotMarkReady } });
    expect(await moveOk(buyer, order.id, 'received')).toMatchObject({ status: 'received' });

    // Collected (and paid in person) before the seller said it was ready.
    const second = await collectionOrder(seller, buyer);
    const collected = await moveOk(buyer, second.order.id, 'received');
    expect(collected).toMatchObject({ status: 'received' });
    expect(collected.handedOverAt).toBe(collected.receivedAt);
    expect(await moveOrder(seller, second.order.id, 'ready')).toMatchObject({ status: 409 });
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('either side before the handover, with a reason; the quantity goes back; the other side is told', async () => {
    const seller = await actor();
    const buyer = await actor();
    const { listing, order } = await collectionOrder(seller, buyer, 2);
    expect(await storedQuantity(server, listing.id)).toBe(3);
    expect(await moveOrder(buyer, order.id, 'cancel', {})).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.cancelReasonRequired },
    });
    expect(await moveOrder(buyer, order.id, 'cancel', { reason: '   ' })).toMatchObject({
      status: 400,
      body: { message: ORDERS_MESSAGES.cancelReasonRequired },
    });
    const cancelled = await moveOk(buyer, order.id, 'cancel', { reason: ' Bought one locally ' });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'buyer',
      cancelReason: 'Bought one locally',
      nextAction: null,
      returnDue: false,
    });
    expect(orderActions(cancelled)).toEqual([]);
    expect(cancelled.timeline.at(-1)).toMatchObject({ kind: 'cancelled', actor: 'buyer', note: 'Bought one locally', label: 'Cancelled' });
    expect(await storedQuantity(server, listing.id)).toBe(5);
    expect((await orderMails(server, seller.email)).map((m) => m.subject)).toContain(`Order ${order.number}: Cancelled`);
    for (const move of ['ready', 'received', 'return-received'] as const) {
      const who = move === 'received' ? buyer : seller;
      expect((await moveOrder(who, order.id, move)).status, move).toBe(409);
    }
  });
});

describe('cooling-off (a consumer buying from a business)', () => {
  it('within 14 days of receipt: cancelled with a return due; the seller confirms the return and the stock goes back', async () => {
    const seller = await actor();
    const consumer = await makeIndividual(server);
    const { listing, order } = await collectionOrder(seller, consumer, 2);
    await moveOk(seller, order.id, 'ready');
    const received = await moveOk(consumer, order.id, 'received');
    expect(received.coolingOffUntil).toBe(plus(received.receivedAt, COOLING_OFF_MS));
    expect(orderActions(received)).toEqual(['cooling_off_cancel']);

    const returned = await moveOk(consumer, order.id, 'cancel', { reason: 'Not what I expected' });
    expect(returned).toMatchObject({ status: 'cancelled', returnDue: true, nextAction: 'send_return', cancelledBy: 'buyer' });
    expect(orderActions(returned)).toEqual(['send_return']);
    expect(returned.returnRequestedAt).not.toBeNull();
    expect(returned.timeline.at(-1)).toMatchObject({ kind: 'return_requested', note: 'Not what I expected' });
    expect(await storedQuantity(server, listing.id)).toBe(3);
    const asSeller = (await readOrder(seller, order.id)).body;
    expect(asSeller.nextAction).toBe('confirm_return');
    expect(orderActions(asSeller)).toEqual(['confirm_return']);
    expect((await listOrders(seller, '?role=seller')).body.orders.find((o) => o.id === order.id)).toMatchObject({
      returnDue: true,
      nextAction: 'confirm_return',
    });

    expect(await moveOrder(consumer, order.id, 'return-received')).toMatchObject({
      status: 403,
      body: { message: ORDERS_MESSAGES.onlySeller },
    });
    expect(await moveOrder(consumer, order.id, 'cancel', { reason: 'again' })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.cannotCancel },
    });
    const back = await moveOk(seller, order.id, 'return-received');
    expect(OrderSchema.safeParse(back).error).toBeUndefined();
    expect(back).toMatchObject({ status: 'cancelled', returnDue: false, nextAction: null });
    expect(back.returnReceivedAt).not.toBeNull();
    expect(await storedQuantity(server, listing.id)).toBe(5);
    expect(await moveOrder(seller, order.id, 'return-received')).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.noReturnDue },
    });
    expect(await storedQuantity(server, listing.id)).toBe(5);
    expect((await orderMails(server, seller.email)).map((m) => m.subject).slice(-2)).toEqual([
      `Order ${order.number}: Received`,
      `Order ${order.number}: Cancelled in the cooling-off period: return due`,
    ]);
    expect((await orderMails(server, consumer.email)).map((m) => m.subject).at(-1)).toBe(
      `Order ${order.number}: Return received by the seller`,
    );
  });

  it('still applies once completed within the 14 days; not after them; not between two consumers', async () => {
    const seller = await actor();
    const consumer = await makeIndividual(server);
    const first = await collectionOrder(seller, consumer);
    await moveOk(consumer, first.order.id, 'received');
    await setOrderTimes(server, first.order.id, { status: 'completed', received_at: daysAgo(10), completed_at: daysAgo(3) });
    expect(await moveOk(consumer, first.order.id, 'cancel', { reason: 'Does not fit' })).toMatchObject({
      status: 'cancelled',
      returnDue: true,
    });

    const late = await collectionOrder(seller, consumer);
    await moveOk(consumer, late.order.id, 'received');
    await setOrderTimes(server, late.order.id, { received_at: daysAgo(14) });
    expect(orderActions((await readOrder(consumer, late.order.id)).body)).toEqual([]);
    expect(await moveOrder(consumer, late.order.id, 'cancel', { reason: 'Too late?' })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.coolingOffOver },
    });

    const individualSeller = await makeIndividual(server);
    const private_ = await collectionOrder(individualSeller, consumer);
    await moveOk(consumer, private_.order.id, 'received');
    expect(await moveOrder(consumer, private_.order.id, 'cancel', { reason: 'Changed my mind' })).toMatchObject({
      status: 409,
      body: { message: ORDERS_MESSAGES.coolingOffOnly },
    });
  });
});

describe('who sees an order', () => {
  it('its two sides and admins read it; anyone else gets 404, on reads and moves alike', async () => {
    const seller = await actor();
    const buyer = await actor();
    const { order } = await collectionOrder(seller, buyer);
    const stranger = await actor();
    expect(await readOrder(stranger, order.id)).toMatchObject({ status: 404, body: { message: ORDERS_MESSAGES.orderNotFound } });
    for (const move of ['dispatch', 'ready', 'received', 'return-received'] as const) {
      expect(await moveOrder(stranger, order.id, move), move).toMatchObject({
        status: 404,
        body: { message: ORDERS_MESSAGES.orderNotFound },
      });
    }
    expect(await moveOrder(stranger, order.id, 'cancel', { reason: 'x' })).toMatchObject({ status: 404 });
    expect((await buyer.client.get(`/api/orders/${order.id}`)).status).toBe(401);
    expect(await readOrder(buyer, 999_999)).toMatchObject({ status: 404 });
    expect((await buyer.client.get('/api/orders/abc', { token: buyer.token })).status).toBe(404);

    const admin = await actor();
    await queryDb(server, 'UPDATE users SET is_admin = 1 WHERE id = ?', [admin.user.id]);
    const asAdmin = await readOrder(admin, order.id);
    expect(asAdmin).toMatchObject({ status: 200, body: { role: 'admin', nextAction: null, allowedActions: [], deliveryAddress: null } });
    // Reading is all an admin does here.
    expect(await moveOrder(admin, order.id, 'ready')).toMatchObject({ status: 404 });
  });
});

describe('GET /api/orders', () => {
  it('"Bought" and "Sold", newest first, filtered by status, a page at a time', async () => {
    const seller = await actor();
    const buyer = await actor();
    const a = await collectionOrder(seller, buyer);
    const b = await collectionOrder(seller, buyer);
    await moveOk(seller, b.order.id, 'ready');

    const bought = await listOrders(buyer);
    expect(bought.status).toBe(200);
    expect(OrderListSchema.safeParse(bought.body).error).toBeUndefined();
    expect(bought.body.orders.map((o) => [o.id, o.role, o.status, o.nextAction])).toEqual([
      [b.order.id, 'buyer', 'ready_for_collection', 'confirm_received'],
      [a.order.id, 'buyer', 'placed', 'wait'],
    ]);
    expect(bought.body.orders[0]).toMatchObject({
      number: b.order.number,
      total: '40.00',
      otherParty: { id: seller.user.id, displayName: 'Sparks Electrical Ltd' },
    });
    expect(bought.body.nextBefore).toBeNull();
    expect((await listOrders(buyer, '?role=seller')).body.orders).toEqual([]);
    const sold = await listOrders(seller, '?role=seller&status=placed');
    expect(sold.body.orders.map((o) => [o.id, o.role, o.nextAction, o.otherParty.id])).toEqual([
      [a.order.id, 'seller', 'mark_ready', buyer.user.id],
    ]);
    expect((await listOrders(buyer, `?before=${b.order.id}`)).body.orders.map((o) => o.id)).toEqual([a.order.id]);

    expect(await listOrders(buyer, '?role=admin')).toMatchObject({ status: 400, body: { message: ORDERS_MESSAGES.roleInvalid } });
    expect(await listOrders(buyer, '?status=lost')).toMatchObject({ status: 400, body: { message: ORDERS_MESSAGES.statusInvalid } });
    expect((await buyer.client.get('/api/orders')).status).toBe(401);
  });

  it('pages by 50', async () => {
    const seller = await actor();
    const buyer = await actor();
    const listing = await makeOrderListing(server, seller, { quantity: 60 });
    for (let i = 0; i < 51; i++) await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    const first = await listOrders(buyer);
    expect(first.body.orders).toHaveLength(50);
    expect(first.body.nextBefore).toBe(first.body.orders.at(-1)!.id);
    const second = await listOrders(buyer, `?before=${first.body.nextBefore}`);
    expect(second.body.orders).toHaveLength(1);
    expect(second.body.nextBefore).toBeNull();
  });
});
