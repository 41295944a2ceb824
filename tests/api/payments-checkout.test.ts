import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_MESSAGES } from '../../src/shared/messages/orders-messages.ts';
import { PAYMENTS_MESSAGES } from '../../src/shared/messages/payments-messages.ts';
import { OrderSchema } from '../../src/shared/schemas/orders.ts';
import { PublicListingPageSchema } from '../../src/shared/schemas/public-listing.ts';
import { signPayload } from '../support/stripe-stand-in/webhook-sender.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { makeActor, type Actor } from './helpers/deals.ts';
import { makeOrderListing, orderNow, readOrder } from './helpers/orders.ts';
import {
  accountState,
  askToPay,
  connectSeller,
  makeDue,
  paymentRow,
  payByCard,
  startPaymentsServer,
  stepKinds,
  stripeEnv,
  STRIPE_TEST_WEBHOOK_SECRET,
  type PaymentsServer,
} from './helpers/payments.ts';
import { startTestServer } from './helpers/test-server.ts';

let ctx: PaymentsServer;
beforeAll(async () => {
  // Two endpoints' secrets (the platform's events, connected accounts' events): the stand-in signs with the second.
  ctx = await startPaymentsServer({ STRIPE_WEBHOOK_SECRET: `whsec_connect_endpoint_api_tests,${STRIPE_TEST_WEBHOOK_SECRET}` });
});
afterAll(async () => ctx.close());

const actor = () => makeActor(ctx.server);

/** A seller with an active Stripe account, a buyer, and a placed order for collection (£40.00 × 2). */
async function placedOrder(options: { connect?: boolean } = {}) {
  const seller = await actor();
  const buyer = await actor();
  if (options.connect !== false) await connectSeller(ctx, seller);
  const listing = await makeOrderListing(ctx.server, seller, { quantity: 5, price: '40.00' });
  const order = await orderNow(buyer, { listingId: listing.id, quantity: 2 });
  return { seller, buyer, listing, order };
}

async function orderOf(viewer: Actor, id: number) {
  const res = await readOrder(viewer, id);
  expect(res.status, res.text).toBe(200);
  return OrderSchema.parse(res.body);
}

async function eventCount(orderId: number, kind: string): Promise<number> {
  const rows = await queryDb<{ n: number }>(ctx.server, 'SELECT count(*) AS n FROM order_events WHERE order_id = ? AND kind = ?', [
    orderId,
    kind,
  ]);
  return Number(rows[0]?.n);
}

/** Posts a body to the webhook endpoint as Stripe would, signed with `secret`. */
function postWebhook(body: string, signature: string | undefined) {
  return createClient(ctx.server.url).post('/api/webhooks/stripe', undefined, {
    raw: body,
    headers: signature === undefined ? {} : { 'stripe-signature': signature },
  });
}

describe('Connect onboarding', () => {
  it('goes not_connected → pending → active through the hosted page and account.updated, one Stripe account per seller', async () => {
    const seller = await actor();
    expect((await accountState(seller)).body).toEqual({ state: 'not_connected' });
    const first = await seller.client.post<{ url: string }>('/api/payments/connect', undefined, { token: seller.token });
    expect(first.status, first.text).toBe(200);
    expect(first.body.url.startsWith(ctx.standIn.url)).toBe(true);
    expect((await accountState(seller)).body).toEqual({ state: 'pending' });

    // A second click makes a new link to the same account.
    const second = await seller.client.post<{ url: string }>('/api/payments/connect', undefined, { token: seller.token });
    expect(second.body.url).not.toBe(first.body.url);
    const accounts = ctx.standIn
      .calls('POST', '/v1/accounts')
      .filter((c) => c.params.metadata && (c.params.metadata as Record<string, string>).user_id === String(seller.user.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      idempotencyKey: `user-${seller.user.id}-connect-account`,
      params: { type: 'express', country: 'GB', email: seller.email },
    });

    const back = await ctx.standIn.completeOnboarding(second.body.url);
    expect(back.redirectTo).toBe('http://sparestock.test/profile?stripe=return');
    const delivered = ctx.standIn.webhooks.deliveries().at(-1)!;
    expect([delivered.type, delivered.outcome]).toEqual(['account.updated', 200]);
    expect((await accountState(seller)).body).toEqual({ state: 'active' });
    // The used link sends the seller to the refresh page (the profile asks for a new one).
    expect((await fetch(second.body.url, { redirect: 'manual' })).headers.get('location')).toBe(
      'http://sparestock.test/profile?stripe=refresh',
    );
  });

  it('offers "Pay by card" on the public listing of an active seller only', async () => {
    const active = await actor();
    const other = await actor();
    await connectSeller(ctx, active);
    for (const [seller, expected] of [
      [active, true],
      [other, false],
    ] as const) {
      const listing = await makeOrderListing(ctx.server, seller);
      const res = await createClient(ctx.server.url).get(`/api/public/listings/${listing.id}`);
      expect(PublicListingPageSchema.parse(res.body).listing.payByCard).toBe(expected);
      const page = await createClient(ctx.server.url).get<{ listings: Array<{ payByCard: boolean }> }>(
        `/api/public/sellers/${seller.user.id}`,
      );
      expect(page.body.listings.map((l) => l.payByCard)).toEqual([expected]);
    }
  });
});

describe('POST /api/orders/:id/pay', () => {
  it('answers a Checkout Session for the buyer; the order is paid only when the webhook comes, never from the redirect', async () => {
    const { seller, buyer, order } = await placedOrder();
    const stranger = await actor();
    expect(await askToPay(seller, order.id)).toMatchObject({ status: 403, body: { message: PAYMENTS_MESSAGES.onlyBuyerPays } });
    expect(await askToPay(stranger, order.id)).toMatchObject({ status: 404, body: { message: ORDERS_MESSAGES.orderNotFound } });
    expect(await askToPay(buyer, 999_999)).toMatchObject({ status: 404 });
    expect(await orderOf(buyer, order.id)).toMatchObject({
      nextAction: 'pay',
      payment: { method: 'card', status: 'unpaid', amount: '80.00' },
      paymentNote: null,
    });

    ctx.standIn.webhooks.hold();
    const { url, redirectTo } = await payByCard(ctx, buyer, order.id);
    expect(redirectTo).toBe(`http://sparestock.test/orders/${order.id}?payment=success`);
    const session = ctx.standIn.calls('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.idempotencyKey).toMatch(new RegExp(`^order-${order.id}-checkout-\\d+$`));
    expect(session.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(order.id),
      line_items: [{ quantity: '1', price_data: { currency: 'gbp', unit_amount: '8000' } }],
      payment_intent_data: { transfer_group: order.number, metadata: { order_id: String(order.id) } },
      success_url: `http://sparestock.test/orders/${order.id}?payment=success`,
      cancel_url: `http://sparestock.test/orders/${order.id}?payment=cancelled`,
    });
    expect(url).toContain('/hosted/checkout/cs_test_');

    // Back from Stripe, nothing has been heard from it: still placed, payment pending.
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 'placed', payment: { status: 'pending' } });
    await ctx.standIn.webhooks.release();
    const paid = await orderOf(buyer, order.id);
    expect(paid).toMatchObject({
      status: 'paid',
      payment: { method: 'card', status: 'paid', amount: '80.00', refunded: '0.00', releasedAt: null },
    });
    expect(paid.timeline.at(-1)).toMatchObject({ kind: 'paid', actor: 'system' });
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({ status: 'paid', amount_pence: 8000, fee_pence: 0, check_after: null });
    expect(await askToPay(buyer, order.id)).toMatchObject({ status: 409 });
  });

  it('answers the open session again, and a new one once it has expired', async () => {
    const { buyer, order } = await placedOrder();
    const first = await askToPay(buyer, order.id);
    const again = await askToPay(buyer, order.id);
    expect(again.body.url).toBe(first.body.url);
    const sessionId = first.body.url.split('/').at(-1)!;
    await ctx.standIn.expireCheckout(sessionId);
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({ status: 'expired' });
    expect((await orderOf(buyer, order.id)).payment).toMatchObject({ status: 'unpaid' });
    const fresh = await askToPay(buyer, order.id);
    expect(fresh.status).toBe(200);
    expect(fresh.body.url).not.toBe(first.body.url);
    await ctx.standIn.payCheckout(fresh.body.url);
    expect((await orderOf(buyer, order.id)).status).toBe('paid');
  });

  it('makes one session for two clicks at once', async () => {
    const { buyer, order } = await placedOrder();
    const before = ctx.standIn.calls('POST', '/v1/checkout/sessions').length;
    const [a, b] = await Promise.all([askToPay(buyer, order.id), askToPay(buyer, order.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.url).toBe(b.body.url);
    const made = ctx.standIn.calls('POST', '/v1/checkout/sessions').slice(before);
    expect(made.filter((c) => !c.replayed)).toHaveLength(1);
    expect(new Set(made.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('answers 409 when the seller takes no card payments', async () => {
    const { buyer, order } = await placedOrder({ connect: false });
    expect(await askToPay(buyer, order.id)).toMatchObject({ status: 409, body: { message: PAYMENTS_MESSAGES.sellerNotConnected } });
    expect(await orderOf(buyer, order.id)).toMatchObject({
      payment: null,
      paymentNote: expect.stringContaining('between buyer and seller'),
    });
  });

  it('answers 409 saying payment is between the parties when card payments are off', async () => {
    const plain = await startTestServer();
    try {
      const seller = await makeActor(plain);
      const buyer = await makeActor(plain);
      const listing = await makeOrderListing(plain, seller);
      const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
      expect(await askToPay(buyer, order.id)).toMatchObject({ status: 409, body: { message: ORDERS_MESSAGES.payNotOnline } });
      expect((await accountState(seller)).body).toEqual({ state: 'off' });
      expect(await seller.client.post('/api/payments/connect', undefined, { token: seller.token })).toMatchObject({
        status: 409,
        body: { message: PAYMENTS_MESSAGES.paymentsOff },
      });
      expect(await createClient(plain.url).post('/api/webhooks/stripe', { id: 'evt_x' })).toMatchObject({ status: 404 });
      const page = await createClient(plain.url).get<{ listing: { payByCard: boolean } }>(`/api/public/listings/${listing.id}`);
      expect(page.body.listing.payByCard).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('answers 400 to a missing, wrong or stale signature and to a changed body, and records nothing', async () => {
    const { buyer, order } = await placedOrder();
    ctx.standIn.webhooks.hold();
    await payByCard(ctx, buyer, order.id);
    const completed = ctx.standIn.webhooks.events().at(-2)!;
    expect(completed.type).toBe('checkout.session.completed');
    const body = JSON.stringify(completed, null, 2);
    const stale = Math.floor(Date.now() / 1000) - 301;
    for (const signature of [
      undefined,
      't=1,v1=00',
      signPayload(body, 'whsec_someone_else'),
      signPayload(body, STRIPE_TEST_WEBHOOK_SECRET, stale),
    ]) {
      expect(await postWebhook(body, signature)).toMatchObject({ status: 400, body: { message: PAYMENTS_MESSAGES.badSignature } });
    }
    const tampered = body.replace('"livemode": false', '"livemode": true');
    expect(await postWebhook(tampered, signPayload(body, STRIPE_TEST_WEBHOOK_SECRET))).toMatchObject({ status: 400 });
    // Parsed and re-serialised JSON is not what was signed: the raw body is what counts.
    expect(await postWebhook(JSON.stringify(completed), signPayload(body, STRIPE_TEST_WEBHOOK_SECRET))).toMatchObject({ status: 400 });
    expect(await queryDb(ctx.server, 'SELECT id FROM stripe_events WHERE id = ?', [completed.id])).toEqual([]);
    expect((await orderOf(buyer, order.id)).status).toBe('placed');

    expect(await postWebhook(body, signPayload(body, STRIPE_TEST_WEBHOOK_SECRET))).toMatchObject({ status: 200, body: { received: true } });
    expect((await orderOf(buyer, order.id)).status).toBe('paid');
    await ctx.standIn.webhooks.release();
  });

  it('changes nothing the second time an event is delivered', async () => {
    const { buyer, seller, order } = await placedOrder();
    await payByCard(ctx, buyer, order.id);
    const before = await orderOf(seller, order.id);
    const events = ctx.standIn.webhooks
      .events()
      .filter((e) => ['checkout.session.completed', 'payment_intent.succeeded'].includes(e.type))
      .slice(-2);
    for (const event of events) expect((await ctx.standIn.webhooks.replay(event.id)).outcome).toBe(200);
    const after = await orderOf(seller, order.id);
    expect(after.timeline).toEqual(before.timeline);
    expect(await eventCount(order.id, 'paid')).toBe(1);
    const stored = await queryDb<{ n: number }>(ctx.server, `SELECT count(*) AS n FROM stripe_events WHERE id IN (?, ?)`, [
      events[0]!.id,
      events[1]!.id,
    ]);
    expect(Number(stored[0]?.n)).toBe(2);
  });

  it('takes events in any order: the PaymentIntent before the session, an older account.updated after a newer one', async () => {
    const { buyer, seller, order } = await placedOrder();
    ctx.standIn.webhooks.hold();
    await payByCard(ctx, buyer, order.id);
    const released = await ctx.standIn.webhooks.release('reverse');
    expect(released.map((d) => [d.type, d.outcome])).toEqual([
      ['payment_intent.succeeded', 200],
      ['checkout.session.completed', 200],
    ]);
    expect((await orderOf(buyer, order.id)).status).toBe('paid');
    expect(await eventCount(order.id, 'paid')).toBe(1);
    expect(await paymentRow(ctx.server, order.id)).toMatchObject({
      checkout_session_id: expect.stringMatching(/^cs_test_/),
      payment_intent_id: expect.stringMatching(/^pi_/),
    });

    // An account.updated from before the seller finished onboarding, delivered late: the seller stays active.
    const [row] = await queryDb<{ stripe_account_id: string }>(
      ctx.server,
      'SELECT stripe_account_id FROM payment_accounts WHERE user_id = ?',
      [seller.user.id],
    );
    const old = {
      id: `evt_old_${seller.user.id}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000) - 3600,
      data: {
        object: { id: row!.stripe_account_id, object: 'account', charges_enabled: false, payouts_enabled: false, details_submitted: false },
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'account.updated',
    };
    const body = JSON.stringify(old, null, 2);
    expect(await postWebhook(body, signPayload(body, STRIPE_TEST_WEBHOOK_SECRET))).toMatchObject({ status: 200 });
    expect((await accountState(seller)).body.state).toBe('active');
  });

  it('a dropped webhook is caught by reconciliation, which asks Stripe; the late event then changes nothing', async () => {
    const { buyer, order } = await placedOrder();
    ctx.standIn.webhooks.dropNext({ count: 2, types: ['checkout.session.completed', 'payment_intent.succeeded'] });
    await payByCard(ctx, buyer, order.id);
    expect((await orderOf(buyer, order.id)).status).toBe('placed');

    // Not yet due (a session is first asked about 10 minutes after it was made).
    expect(await ctx.server.app.paymentsReconciliation.runOnce()).toMatchObject({ payments: 0 });
    await makeDue(ctx.server, 'payments', 'order_id = ?', [order.id]);
    const pass = await ctx.server.app.paymentsReconciliation.runOnce();
    expect(pass.payments).toBeGreaterThanOrEqual(1);
    const paid = await orderOf(buyer, order.id);
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(ctx.standIn.calls('GET', /^\/v1\/checkout\/sessions\//).at(-1)!.params).toMatchObject({ expand: ['payment_intent'] });

    const dropped = ctx.standIn.webhooks
      .deliveries()
      .filter((d) => d.outcome === 'dropped')
      .slice(-2);
    for (const d of dropped) expect((await ctx.standIn.webhooks.replay(d.eventId)).outcome).toBe(200);
    expect(stepKinds(await orderOf(buyer, order.id))).toEqual(stepKinds(paid));
    expect(await eventCount(order.id, 'paid')).toBe(1);
  });

  it('two instances reconciling at once ask Stripe about a payment once', async () => {
    const second = await startTestServer(stripeEnv(ctx.standIn), { shareDatabaseWith: ctx.server });
    try {
      const { buyer, order } = await placedOrder();
      ctx.standIn.webhooks.dropNext({ count: 2, types: ['checkout.session.completed', 'payment_intent.succeeded'] });
      await payByCard(ctx, buyer, order.id);
      const sessionId = (await paymentRow(ctx.server, order.id))!.checkout_session_id!;
      await makeDue(ctx.server, 'payments', 'order_id = ?', [order.id]);
      await Promise.all([ctx.server.app.paymentsReconciliation.runOnce(), second.app.paymentsReconciliation.runOnce()]);
      expect(ctx.standIn.calls('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
      expect((await orderOf(buyer, order.id)).status).toBe('paid');
      expect(await eventCount(order.id, 'paid')).toBe(1);
    } finally {
      await second.close();
    }
  });
});
