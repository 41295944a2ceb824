import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES } from '../../src/shared/messages/payments-messages.ts';
import { OrderSchema, type Order } from '../../src/shared/schemas/orders.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, makeIndividual, type Actor } from './helpers/deals.ts';
import { decide, disputeOk, moveDispute, setDisputeTimes } from './helpers/disputes.ts';
import { daysAgo, makeOrderListing, moveOk, orderNow, readOrder, setOrderTimes } from './helpers/orders.ts';
import {
  connectSeller,
  makeDue,
  paymentRow,
  payByCard,
  refundRows,
  startPaymentsServer,
  stepKinds,
  type PaymentsServer,
} from './helpers/payments.ts';

/** 2.5 %: £40.99 × 0.025 = £1.02475, rounded down once to 102p; the seller is sent 3,997p. */
const FEE_BPS = 250;
const TOTAL = 4099;
const FEE = 102;

let ctx: PaymentsServer;
let admin: Actor;
beforeAll(async () => {
  ctx = await startPaymentsServer({ PLATFORM_FEE_BPS: String(FEE_BPS) });
  admin = await makeIndividual(ctx.server, { firstName: 'Ada', lastName: 'Admin' });
  await queryDb(ctx.server, 'UPDATE users SET is_admin = 1 WHERE id = ?', [admin.user.id]);
});
afterAll(async () => ctx.close());

interface Paid {
  seller: Actor;
  buyer: Actor;
  order: Order;
  account: string;
}

/** A £40.99 order (one unit, collection unless `delivery`), paid by card through the stand-in, the webhooks delivered. */
async function paidOrder(options: { buyer?: Actor; delivery?: boolean } = {}): Promise<Paid> {
  const seller = await makeActor(ctx.server);
  const buyer = options.buyer ?? (await makeActor(ctx.server));
  const account = await connectSeller(ctx, seller);
  const listing = await makeOrderListing(ctx.server, seller, {
    price: '40.99',
    ...(options.delivery && { handover: 'delivery', deliveryPrice: 0 }),
  });
  const order = await orderNow(buyer, {
    listingId: listing.id,
    quantity: 1,
    ...(options.delivery && { deliveryAddress: '2 Mill Lane, B2 2BB' }),
  });
  await payByCard(ctx, buyer, order.id);
  const paid = await orderOf(buyer, order.id);
  expect(paid.status).toBe('paid');
  return { seller, buyer, order: paid, account };
}

async function orderOf(viewer: Actor, id: number): Promise<Order> {
  const res = await readOrder(viewer, id);
  expect(res.status, res.text).toBe(200);
  return OrderSchema.parse(res.body);
}

const transfersFor = (order: Order) =>
  ctx.standIn.calls('POST', '/v1/transfers').filter((c) => c.params.transfer_group === order.number && c.status === 200);
const refundCallsFor = (order: Order) =>
  ctx.standIn
    .calls('POST', '/v1/refunds')
    .filter((c) => (c.params.metadata as Record<string, string> | undefined)?.order_id === String(order.id));
const intentOf = async (order: Order) => (await paymentRow(ctx.server, order.id))!.payment_intent_id!;

async function escalate(buyer: Actor, orderId: number) {
  const opened = await disputeOk(buyer, orderId);
  await setDisputeTimes(ctx.server, opened.id, { escalate_from: new Date(Date.now() - 1000).toISOString() });
  const escalated = await moveDispute(buyer, opened.id, 'escalate', { statement: 'The seller has not answered.' });
  expect(escalated.status, escalated.text).toBe(200);
  return escalated.body;
}

describe('release to the seller', () => {
  it('transfers total − fee (basis points, rounded down once) when the buyer confirms receipt, once', async () => {
    const { seller, buyer, order, account } = await paidOrder();
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({ amount_pence: TOTAL, fee_pence: FEE });
    await moveOk(seller, order.id, 'ready');
    expect(transfersFor(order)).toEqual([]);

    await moveOk(buyer, order.id, 'received');
    const [transfer] = transfersFor(order);
    expect(transfer).toMatchObject({
      idempotencyKey: `order-${order.id}-transfer`,
      params: {
        amount: String(TOTAL - FEE),
        currency: 'gbp',
        destination: account,
        transfer_group: order.number,
        source_transaction: expect.stringMatching(/^ch_/),
      },
    });
    const released = await orderOf(seller, order.id);
    expect(released.payment).toMatchObject({ status: 'released', amount: '40.99', refunded: '0.00', releasedAt: expect.any(String) });
    expect(released.timeline.at(-1)).toMatchObject({ kind: 'payment_released', actor: 'system', note: '£39.97 paid out to the seller' });
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({
      transfer_status: 'made',
      transfer_pence: TOTAL - FEE,
      transfer_id: expect.stringMatching(/^tr_/),
      check_after: null,
    });
    // The platform keeps its fee, nothing more.
    expect(ctx.standIn.state.heldForIntent(await intentOf(order))).toBe(FEE);

    await makeDue(ctx.server, 'payments', 'order_id = ?', [order.id]);
    await ctx.server.app.paymentsReconciliation.runOnce();
    expect(transfersFor(order)).toHaveLength(1);
    expect(stepKinds(await orderOf(buyer, order.id)).filter((k) => k === 'payment_released')).toHaveLength(1);
  });

  it('transfers when the 7-day clock marks a dispatched order received', async () => {
    const { seller, order } = await paidOrder({ delivery: true });
    await moveOk(seller, order.id, 'dispatch');
    await setOrderTimes(ctx.server, order.id, { handed_over_at: daysAgo(7) });
    await ctx.server.app.orderClock.runDue();
    const after = await orderOf(seller, order.id);
    expect(after.status).toBe('received');
    expect(after.payment?.status).toBe('released');
    expect(transfersFor(order).map((c) => c.params.amount)).toEqual([String(TOTAL - FEE)]);
  });

  it('never releases while a dispute is open; releases once it is withdrawn', async () => {
    const { seller, buyer, order } = await paidOrder();
    await moveOk(seller, order.id, 'ready');
    const dispute = await disputeOk(buyer, order.id);
    // The clock leaves the order be, and even a release already asked for waits.
    await setOrderTimes(ctx.server, order.id, { handed_over_at: daysAgo(8) });
    await ctx.server.app.orderClock.runDue();
    expect((await orderOf(seller, order.id)).status).toBe('ready_for_collection');
    await queryDb(ctx.server, 'UPDATE payments SET release_requested_at = ? WHERE order_id = ?', [new Date().toISOString(), order.id]);
    await makeDue(ctx.server, 'payments', 'order_id = ?', [order.id]);
    await ctx.server.app.paymentsReconciliation.runOnce();
    expect(transfersFor(order)).toEqual([]);
    const held = await paymentRow(ctx.server, order.id);
    expect(held).toMatchObject({ transfer_status: null });
    expect(Date.parse(held!.check_after!)).toBeGreaterThan(Date.now());

    expect((await moveDispute(buyer, dispute.id, 'withdraw', { note: 'Sorted.' })).status).toBe(200);
    await makeDue(ctx.server, 'payments', 'order_id = ?', [order.id]);
    await ctx.server.app.paymentsReconciliation.runOnce();
    expect(transfersFor(order).map((c) => c.params.amount)).toEqual([String(TOTAL - FEE)]);
  });

  it('retries a transfer Stripe did not confirm with the same key, from the reconciliation job', async () => {
    const { seller, buyer, order } = await paidOrder();
    await moveOk(seller, order.id, 'ready');
    ctx.standIn.failNext('POST', '/v1/transfers');
    await moveOk(buyer, order.id, 'received');
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({ transfer_status: 'requested', transfer_pence: TOTAL - FEE });
    expect((await orderOf(buyer, order.id)).payment?.status).toBe('paid');
    await makeDue(ctx.server, 'payments', 'order_id = ?', [order.id]);
    await ctx.server.app.paymentsReconciliation.runOnce();
    const calls = ctx.standIn.calls('POST', '/v1/transfers').filter((c) => c.params.transfer_group === order.number);
    expect(calls.map((c) => [c.status, c.idempotencyKey])).toEqual([
      [500, `order-${order.id}-transfer`],
      [200, `order-${order.id}-transfer`],
    ]);
    expect((await orderOf(buyer, order.id)).payment?.status).toBe('released');
  });
});

describe('refunds in pence', () => {
  it('a paid order cancelled before the handover is refunded in full (nothing was transferred)', async () => {
    const { buyer, order } = await paidOrder();
    await moveOk(buyer, order.id, 'cancel', { reason: 'Found one nearer' });
    expect(refundCallsFor(order).map((c) => [c.params.amount, c.params.payment_intent])).toEqual([[String(TOTAL), await intentOf(order)]]);
    expect(await refundRows(ctx.server, order.id)).toEqual([
      { amount_pence: TOTAL, reversal_pence: 0, status: 'succeeded', reversal_id: null, stripe_refund_id: expect.stringMatching(/^re_/) },
    ]);
    const after = await orderOf(buyer, order.id);
    expect(after.payment).toMatchObject({
      status: 'refunded',
      refunded: '40.99',
      refunds: [{ amount: '40.99' }],
      note: PAYMENTS_MESSAGES.refundsAppear,
    });
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'refunded',
      note: `£40.99 refunded to the buyer’s card. ${PAYMENTS_MESSAGES.refundsAppear}`,
    });
    expect(ctx.standIn.state.heldForIntent(await intentOf(order))).toBe(0);
  });

  it('money taken for an order cancelled while its checkout was open is refunded in full at once', async () => {
    const seller = await makeActor(ctx.server);
    const buyer = await makeActor(ctx.server);
    await connectSeller(ctx, seller);
    const listing = await makeOrderListing(ctx.server, seller, { price: '40.99' });
    const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    const res = await buyer.client.post<{ url: string }>(`/api/orders/${order.id}/pay`, undefined, { token: buyer.token });
    expect(res.status, res.text).toBe(200);
    await moveOk(seller, order.id, 'cancel', { reason: 'Sold it in the shop' });
    // The buyer still had Stripe's page open and paid.
    await ctx.standIn.payCheckout(res.body.url);
    const after = await orderOf(buyer, order.id);
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({ status: 'refunded', refunded: '40.99' });
    expect(refundCallsFor(order).map((c) => c.params.amount)).toEqual([String(TOTAL)]);
    expect(ctx.standIn.state.heldForIntent(await intentOf(order))).toBe(0);
  });

  it('a partial refund decided before the release, then the rest less the fee goes to the seller', async () => {
    const { seller, buyer, order } = await paidOrder();
    await moveOk(seller, order.id, 'ready');
    const dispute = await escalate(buyer, order.id);
    const decided = await decide(admin, dispute.id, { outcome: 'partial_refund', amount: '12.50', note: 'The seal was missing.' });
    expect(decided.status, decided.text).toBe(200);
    expect(refundCallsFor(order)).toMatchObject([
      { params: { amount: '1250' }, idempotencyKey: expect.stringMatching(new RegExp(`^order-${order.id}-refund-\\d+$`)) },
    ]);
    expect(
      ctx.standIn.calls('POST', /\/reversals$/).filter((c) => (c.params.metadata as Record<string, string>)?.order_id === String(order.id)),
    ).toEqual([]);
    expect((await orderOf(buyer, order.id)).payment).toMatchObject({
      status: 'partially_refunded',
      refunded: '12.50',
      refunds: [{ amount: '12.50' }],
    });

    await moveOk(buyer, order.id, 'received');
    expect(transfersFor(order).map((c) => c.params.amount)).toEqual([String(TOTAL - FEE - 1250)]);
    expect(ctx.standIn.state.heldForIntent(await intentOf(order))).toBe(FEE);
  });

  it('a partial refund after the release reverses that much of the seller’s transfer first', async () => {
    const { seller, buyer, order } = await paidOrder();
    await moveOk(seller, order.id, 'ready');
    await moveOk(buyer, order.id, 'received');
    const transfer = (await paymentRow(ctx.server, order.id))!.transfer_id!;
    const dispute = await escalate(buyer, order.id);
    expect((await decide(admin, dispute.id, { outcome: 'partial_refund', amount: '10.00', note: 'One part was scratched.' })).status).toBe(
      200,
    );

    const reversal = ctx.standIn.calls('POST', `/v1/transfers/${transfer}/reversals`);
    expect(reversal).toMatchObject([
      { params: { amount: '1000' }, idempotencyKey: expect.stringMatching(new RegExp(`^order-${order.id}-refund-\\d+-reversal$`)) },
    ]);
    expect(refundCallsFor(order).map((c) => c.params.amount)).toEqual(['1000']);
    expect(await refundRows(ctx.server, order.id)).toMatchObject([
      { amount_pence: 1000, reversal_pence: 1000, status: 'succeeded', reversal_id: expect.stringMatching(/^trr_/) },
    ]);
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({ transfer_reversed_pence: 1000, refunded_pence: 1000 });
    expect(ctx.standIn.state.heldForIntent(await intentOf(order))).toBe(FEE);
  });

  it('a cooling-off return after the release: the whole transfer is reversed and the whole payment refunded', async () => {
    const consumer = await makeIndividual(ctx.server);
    const { seller, order } = await paidOrder({ buyer: consumer });
    await moveOk(seller, order.id, 'ready');
    await moveOk(consumer, order.id, 'received');
    expect((await orderOf(consumer, order.id)).payment?.status).toBe('released');
    await moveOk(consumer, order.id, 'cancel', { reason: 'Not what I expected' });
    expect(refundCallsFor(order)).toEqual([]);

    await moveOk(seller, order.id, 'return-received');
    const transfer = (await paymentRow(ctx.server, order.id))!.transfer_id!;
    expect(ctx.standIn.calls('POST', `/v1/transfers/${transfer}/reversals`).map((c) => c.params.amount)).toEqual([String(TOTAL - FEE)]);
    expect(refundCallsFor(order).map((c) => c.params.amount)).toEqual([String(TOTAL)]);
    expect((await orderOf(consumer, order.id)).payment).toMatchObject({ status: 'refunded', refunded: '40.99' });
    expect(ctx.standIn.state.heldForIntent(await intentOf(order))).toBe(0);
  });

  it('a refund Stripe did not confirm is asked again by reconciliation under the same key, and counted once', async () => {
    const { buyer, order } = await paidOrder();
    ctx.standIn.failNext('POST', '/v1/refunds');
    await moveOk(buyer, order.id, 'cancel', { reason: 'Ordered twice' });
    expect(await refundRows(ctx.server, order.id)).toMatchObject([{ status: 'requested', stripe_refund_id: null }]);
    expect((await orderOf(buyer, order.id)).payment).toMatchObject({ status: 'paid', refunded: '0.00' });
    await makeDue(ctx.server, 'refunds', 'order_id = ?', [order.id]);
    expect((await ctx.server.app.paymentsReconciliation.runOnce()).refunds).toBeGreaterThanOrEqual(1);
    const keys = ctx.standIn
      .calls('POST', '/v1/refunds')
      .filter((c) => (c.params.metadata as Record<string, string>)?.order_id === String(order.id));
    expect(keys.map((c) => c.status)).toEqual([500, 200]);
    expect(new Set(keys.map((c) => c.idempotencyKey)).size).toBe(1);
    expect((await orderOf(buyer, order.id)).payment).toMatchObject({ status: 'refunded', refunded: '40.99' });
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({ refunded_pence: TOTAL });
  });
});
