import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES } from '../../src/shared/messages/payments-messages.ts';
import { createHmac } from 'node:crypto';
import { signPayload } from '../support/stripe-stand-in/webhook-sender.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor } from './helpers/deals.ts';
import { makeOrderListing, orderNow, readOrder } from './helpers/orders.ts';
import {
  accountState,
  askToPay,
  connectSeller,
  payByCard,
  startPaymentsServer,
  STRIPE_TEST_WEBHOOK_SECRET,
  type PaymentsServer,
} from './helpers/payments.ts';

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

  it('refuses a future or undated signature however the header spells its t= (the SDK reads the last one, with parseInt)', async () => {
    const { buyer, order, completed } = await heldPayment();
    const body = JSON.stringify(completed, null, 2);
    const hmac = (stamp: string | number) => createHmac('sha256', STRIPE_TEST_WEBHOOK_SECRET).update(`${stamp}.${body}`).digest('hex');
    const now = Math.floor(Date.now() / 1000);
    const ahead = now + 3600;
    for (const signature of [`t=${now},t=${ahead},v1=${hmac(ahead)}`, `t=+${ahead},v1=${hmac(ahead)}`, `t=never,v1=${hmac('NaN')}`]) {
      expect(await post(body, signature), signature).toMatchObject({ status: 400, body: { message: PAYMENTS_MESSAGES.badSignature } });
    }
    expect(await orderStatus(buyer, order.id)).toBe('placed');
    await ctx.standIn.webhooks.release();
    expect(await orderStatus(buyer, order.id)).toBe('paid');
  });

  it('asks Stripe about an expiry too: a forged one leaves the open checkout payable', async () => {
    const seller = await makeActor(ctx.server);
    const buyer = await makeActor(ctx.server);
    await connectSeller(ctx, seller);
    const listing = await makeOrderListing(ctx.server, seller, { quantity: 5, price: '40.00' });
    const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    const first = await askToPay(buyer, order.id);
    const sessionId = /cs_\w+/.exec(first.body.url)![0];
    const forged = {
      id: 'evt_forged_expiry',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: sessionId, object: 'checkout.session', status: 'expired', metadata: { order_id: String(order.id) } } },
    };
    expect(await post(JSON.stringify(forged))).toMatchObject({ status: 200 });
    expect(logged('payments.webhook_mismatch').some((l) => l.includes('evt_forged_expiry'))).toBe(true);
    expect((await askToPay(buyer, order.id)).body.url).toBe(first.body.url);
  });

  it('asks Stripe about an account update: a forged one (dated ahead) neither stops a seller nor holds back later updates', async () => {
    const seller = await makeActor(ctx.server);
    const accountId = await connectSeller(ctx, seller);
    const forged = {
      id: 'evt_forged_account',
      object: 'event',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000) + 86_400,
      data: { object: { id: accountId, object: 'account', charges_enabled: false, payouts_enabled: false, details_submitted: true } },
    };
    expect(await post(JSON.stringify(forged))).toMatchObject({ status: 200 });
    expect((await accountState(seller)).body.state).toBe('active');
    const [row] = await queryDb<{ stripe_synced_at: number | string }>(
      ctx.server,
      'SELECT stripe_synced_at FROM payment_accounts WHERE stripe_account_id = ?',
      [accountId],
    );
    expect(Number(row!.stripe_synced_at)).toBeLessThan(forged.created);
  });
});
