import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES } from '../../src/shared/messages/payments-messages.ts';
import { signPayload } from '../support/stripe-stand-in/webhook-sender.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor } from './helpers/deals.ts';
import { makeOrderListing, orderNow, readOrder } from './helpers/orders.ts';
import { connectSeller, payByCard, startPaymentsServer, STRIPE_TEST_WEBHOOK_SECRET, type PaymentsServer } from './helpers/payments.ts';

let ctx: PaymentsServer;
const logLines: string[] = [];
beforeAll(async () => {
  ctx = await startPaymentsServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => ctx.close());

const logged = (event: string) => logLines.filter((line) => line.includes(`"event":"${event}"`));
const sign = (body: string, timestamp?: number) => signPayload(body, STRIPE_TEST_WEBHOOK_SECRET, timestamp);
const post = (body: string, signature = sign(body)) =>
  createClient(ctx.server.url).post('/api/webhooks/stripe', undefined, { raw: body, headers: { 'stripe-signature': signature } });

async function orderStatus(buyer: Awaited<ReturnType<typeof makeActor>>, id: number): Promise<string> {
  return ((await readOrder(buyer, id)).body as { status: string }).status;
}

/** A placed order paid by card with its webhooks held back: the completed session's event, as Stripe would send it. */
async function heldPayment() {
  const seller = await makeActor(ctx.server);
  const buyer = await makeActor(ctx.server);
  await connectSeller(ctx, seller);
  const listing = await makeOrderListing(ctx.server, seller, { quantity: 5, price: '40.00' });
  const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
  ctx.standIn.webhooks.hold();
  await payByCard(ctx, buyer, order.id);
  const completed = ctx.standIn.webhooks.events().findLast((e) => e.type === 'checkout.session.completed')!;
  return { buyer, order, completed: completed as unknown as { id: string; type: string; data: { object: Record<string, unknown> } } };
}

describe('POST /api/webhooks/stripe trusts Stripe, not the event', () => {
  it('answers 400 (never 500) and logs a validly signed event of the wrong shape', async () => {
    const before = logged('payments.webhook_malformed').length;
    for (const event of [
      { id: 'evt_null', object: 'event', type: 'payment_intent.succeeded', data: { object: null } },
      { id: 'evt_nodata', object: 'event', type: 'checkout.session.completed' },
      { id: 'evt_noid', object: 'event', type: 'account.updated', data: { object: { object: 'account' } } },
      { id: 'evt_unknown_type', object: 'event', type: 'charge.refunded', data: { object: 'ch_1' } },
      [],
      'evt',
    ]) {
      const res = await post(JSON.stringify(event));
      expect(res, JSON.stringify(event)).toMatchObject({ status: 400, body: { message: PAYMENTS_MESSAGES.badWebhookBody } });
    }
    expect(logged('payments.webhook_malformed').length - before).toBeGreaterThanOrEqual(4);
    expect(await queryDb(ctx.server, "SELECT id FROM stripe_events WHERE id IN ('evt_null', 'evt_nodata', 'evt_noid')")).toEqual([]);
  });

  it('refuses a signature dated more than 5 minutes ahead', async () => {
    const { buyer, order, completed } = await heldPayment();
    const body = JSON.stringify(completed, null, 2);
    const ahead = Math.floor(Date.now() / 1000) + 3600;
    expect(await post(body, sign(body, ahead))).toMatchObject({ status: 400, body: { message: PAYMENTS_MESSAGES.badSignature } });
    expect(logged('payments.webhook_future_timestamp').length).toBeGreaterThan(0);
    expect(await orderStatus(buyer, order.id)).toBe('placed');
    await ctx.standIn.webhooks.release();
    expect(await orderStatus(buyer, order.id)).toBe('paid');
  });

  it('asks Stripe about a payment event first: a made-up object changes nothing, and the real payment that follows counts once', async () => {
    const { buyer, order, completed } = await heldPayment();
    const forged = { ...completed, id: 'evt_forged_1', data: { object: { ...completed.data.object, id: 'cs_test_made_up' } } };
    expect(await post(JSON.stringify(forged))).toMatchObject({ status: 200 });
    expect(ctx.standIn.calls('GET', '/v1/checkout/sessions/cs_test_made_up')).toHaveLength(1);
    expect(logged('payments.webhook_unknown_object').some((l) => l.includes('evt_forged_1'))).toBe(true);
    expect(await orderStatus(buyer, order.id)).toBe('placed');

    // A real session, but the event claims it paid another order: Stripe's copy disagrees.
    const other = await heldPayment();
    await ctx.standIn.webhooks.release();
    const metadata = { ...(completed.data.object.metadata as Record<string, string>), order_id: String(other.order.id) };
    const mismatched = { ...completed, id: 'evt_forged_2', data: { object: { ...completed.data.object, metadata } } };
    expect(await post(JSON.stringify(mismatched))).toMatchObject({ status: 200 });
    expect(logged('payments.webhook_mismatch').some((l) => l.includes('evt_forged_2'))).toBe(true);

    expect(await orderStatus(buyer, order.id)).toBe('paid');
    expect(await orderStatus(other.buyer, other.order.id)).toBe('paid');
    expect(logged('payments.second_payment')).toEqual([]);
  });
});
