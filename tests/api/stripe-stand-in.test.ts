import http from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in/stand-in.ts';
import { signPayload } from '../support/stripe-stand-in/webhook-sender.ts';

const SECRET = 'whsec_stand_in_round_trip';

/** A webhook endpoint that keeps each raw body and its signature header, answering 200. */
function startEndpoint() {
  const received: Array<{ raw: string; signature: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ raw: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
      res.end('{}');
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

let standIn: StripeStandIn;
let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
let stripe: Stripe;

beforeAll(async () => {
  endpoint = await startEndpoint();
  standIn = await startStripeStandIn({ webhookUrl: endpoint.url, webhookSecret: SECRET });
  stripe = new Stripe('sk_test_stand_in', { ...standIn.sdkOptions, maxNetworkRetries: 0 });
});
afterAll(async () => {
  await standIn.close();
  await endpoint.close();
});

/** An enabled connected account and a paid checkout of `pence` (the hosted pages' buttons, without a browser). */
async function paidCheckout(pence: number) {
  const account = await stripe.accounts.create({
    type: 'express',
    country: 'GB',
    capabilities: { transfers: { requested: true }, card_payments: { requested: true } },
  });
  const link = await stripe.accountLinks.create({
    account: account.id,
    type: 'account_onboarding',
    refresh_url: 'http://app.test/refresh',
    return_url: 'http://app.test/return',
  });
  await standIn.completeOnboarding(link.url);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: pence, product_data: { name: 'Copper pipe' } } }],
    success_url: 'http://app.test/orders/1?paid={CHECKOUT_SESSION_ID}',
    payment_intent_data: { transfer_group: 'SS-000001' },
  });
  await standIn.payCheckout(session.url!);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  return { account, session: paid, intentId: paid.payment_intent as string };
}

describe('Stripe stand-in', () => {
  it('answers every call SpareStock makes, as the SDK sends and reads it', async () => {
    const account = await stripe.accounts.create(
      {
        type: 'express',
        country: 'GB',
        email: 'seller@example.co.uk',
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { user_id: '7' },
      },
      { idempotencyKey: 'user-7-account' },
    );
    expect(account.id).toMatch(/^acct_/);
    expect(account.charges_enabled).toBe(false);
    expect(account.metadata).toEqual({ user_id: '7' });
    expect((await stripe.accounts.retrieve(account.id)).email).toBe('seller@example.co.uk');

    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://app.test/refresh',
      return_url: 'http://app.test/return',
    });
    expect(link.object).toBe('account_link');
    expect(link.url.startsWith(standIn.url)).toBe(true);
    const page = await fetch(link.url);
    expect(await page.text()).toContain('Complete onboarding');
    expect(await standIn.completeOnboarding(link.url)).toEqual({ redirectTo: 'http://app.test/return' });
    const enabled = await stripe.accounts.retrieve(account.id);
    expect([enabled.charges_enabled, enabled.payouts_enabled, enabled.capabilities?.transfers]).toEqual([true, true, 'active']);
    // A used link sends the user to refresh_url, as Stripe's do.
    expect((await fetch(link.url, { redirect: 'manual' })).headers.get('location')).toBe('http://app.test/refresh');

    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 3, price_data: { currency: 'gbp', unit_amount: 1250, product_data: { name: 'Isolator switch' } } }],
      success_url: 'http://app.test/orders/9?paid={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/orders/9',
      client_reference_id: '9',
      metadata: { order_id: '9' },
      payment_intent_data: { transfer_group: 'SS-000009', metadata: { order_id: '9' } },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect([session.amount_total, session.status, session.payment_status, session.payment_intent]).toEqual([3750, 'open', 'unpaid', null]);
    const checkout = await (await fetch(session.url!)).text();
    expect(checkout).toContain('value="4242 4242 4242 4242"');
    expect(checkout).toContain('Pay £37.50');
    expect(await standIn.payCheckout(session.url!)).toEqual({ status: 303, redirectTo: `http://app.test/orders/9?paid=${session.id}` });

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect([paid.status, paid.payment_status]).toEqual(['complete', 'paid']);
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent.id).toMatch(/^pi_/);
    expect([intent.status, intent.amount, intent.transfer_group, intent.metadata]).toEqual([
      'succeeded',
      3750,
      'SS-000009',
      { order_id: '9' },
    ]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).latest_charge).toMatch(/^ch_/);

    const transfer = await stripe.transfers.create(
      {
        amount: 3000,
        currency: 'gbp',
        destination: account.id,
        transfer_group: 'SS-000009',
        source_transaction: intent.latest_charge as string,
      },
      { idempotencyKey: 'order-9-transfer' },
    );
    expect(transfer.id).toMatch(/^tr_/);
    expect([transfer.amount, transfer.destination, transfer.transfer_group]).toEqual([3000, account.id, 'SS-000009']);
    const reversal = await stripe.transfers.createReversal(transfer.id, { amount: 1000 }, { idempotencyKey: 'order-9-refund-1-reversal' });
    expect(reversal.id).toMatch(/^trr_/);
    expect([reversal.amount, reversal.transfer]).toEqual([1000, transfer.id]);

    const refund = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 1750, metadata: { order_id: '9' } },
      { idempotencyKey: 'order-9-refund-1' },
    );
    expect(refund.id).toMatch(/^re_/);
    expect([refund.amount, refund.status, refund.payment_intent]).toEqual([1750, 'succeeded', intent.id]);
    expect((await stripe.refunds.retrieve(refund.id)).amount).toBe(1750);
    // 37.50 paid, 20.00 still with the seller, 17.50 refunded: nothing left on the platform.
    expect(standIn.state.heldForIntent(intent.id)).toBe(0);

    const call = standIn.calls('POST', '/v1/checkout/sessions')[0]!;
    expect(call.stripeVersion).toBe(Stripe.API_VERSION);
    expect(call.idempotencyKey).toMatch(/^stripe-node-retry-/);
    expect(call.params).toMatchObject({
      line_items: [{ quantity: '3', price_data: { currency: 'gbp', unit_amount: '1250', product_data: { name: 'Isolator switch' } } }],
    });
    expect(standIn.calls('POST', '/v1/transfers')[0]!.idempotencyKey).toBe('order-9-transfer');
  });

  it('replays an answer for a repeated Idempotency-Key and refuses the key with other parameters', async () => {
    const { account, intentId } = await paidCheckout(5000);
    const first = await stripe.transfers.create({ amount: 4000, currency: 'gbp', destination: account.id }, { idempotencyKey: 'same-key' });
    const again = await stripe.transfers.create({ amount: 4000, currency: 'gbp', destination: account.id }, { idempotencyKey: 'same-key' });
    expect(again.id).toBe(first.id);
    expect(standIn.calls('POST', '/v1/transfers').at(-1)!.replayed).toBe(true);
    await expect(
      stripe.transfers.create({ amount: 100, currency: 'gbp', destination: account.id }, { idempotencyKey: 'same-key' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
    expect(standIn.state.heldForIntent(intentId)).toBe(5000);
  });

  it('answers errors as Stripe does, which the SDK turns into its typed errors', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(stripe.refunds.create({})).rejects.toMatchObject({ code: 'parameter_missing', param: 'payment_intent' });
    const { intentId } = await paidCheckout(2000);
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 2001 })).rejects.toMatchObject({ code: 'amount_too_large' });
    const unsigned = new Stripe('pk_test_wrong', { ...standIn.sdkOptions, maxNetworkRetries: 0 });
    await expect(unsigned.accounts.retrieve('acct_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('refuses a refund of money already transferred until the transfer is reversed', async () => {
    const { account, intentId } = await paidCheckout(3000);
    const charge = (await stripe.paymentIntents.retrieve(intentId)).latest_charge as string;
    const transfer = await stripe.transfers.create({ amount: 3000, currency: 'gbp', destination: account.id, source_transaction: charge });
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({ code: 'balance_insufficient' });
    await stripe.transfers.createReversal(transfer.id, { amount: 3000 });
    expect((await stripe.refunds.create({ payment_intent: intentId })).amount).toBe(3000);
  });

  it('signs webhooks so that stripe.webhooks.constructEvent accepts them, and only with the right secret', async () => {
    const before = endpoint.received.length;
    const { session } = await paidCheckout(4500);
    const delivered = endpoint.received.slice(before);
    expect(delivered.map((d) => (JSON.parse(d.raw) as { type: string }).type)).toEqual([
      'account.updated',
      'checkout.session.completed',
      'payment_intent.succeeded',
    ]);
    for (const { raw, signature } of delivered) {
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const event = stripe.webhooks.constructEvent(raw, signature, SECRET);
      expect(event.id).toMatch(/^evt_/);
      expect(() => stripe.webhooks.constructEvent(raw, signature, 'whsec_other')).toThrow(/No signatures found/);
      expect(() => stripe.webhooks.constructEvent(raw.replace('"livemode": false', '"livemode": true'), signature, SECRET)).toThrow(
        /No signatures found/,
      );
    }
    const completed = stripe.webhooks.constructEvent(delivered[1]!.raw, delivered[1]!.signature, SECRET);
    expect(completed.type === 'checkout.session.completed' && completed.data.object.id).toBe(session.id);
    // The same signing as the SDK's own test helper.
    const header = stripe.webhooks.generateTestHeaderString({ payload: delivered[1]!.raw, secret: SECRET, timestamp: 1_700_000_000 });
    expect(signPayload(delivered[1]!.raw, SECRET, 1_700_000_000)).toBe(header);
  });

  it('holds, releases in reverse, drops and replays webhooks on request', async () => {
    standIn.webhooks.hold();
    const before = endpoint.received.length;
    await paidCheckout(1500);
    expect(endpoint.received.length).toBe(before);
    const released = await standIn.webhooks.release('reverse');
    expect(released.map((d) => d.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed', 'account.updated']);

    standIn.webhooks.dropNext({ count: 1, types: ['checkout.session.completed'] });
    const mark = endpoint.received.length;
    await paidCheckout(1600);
    const types = endpoint.received.slice(mark).map((d) => (JSON.parse(d.raw) as { type: string }).type);
    expect(types).toEqual(['account.updated', 'payment_intent.succeeded']);
    const dropped = standIn.webhooks.deliveries().find((d) => d.outcome === 'dropped')!;
    expect((await standIn.webhooks.replay(dropped.eventId)).outcome).toBe(200);
    expect((JSON.parse(endpoint.received.at(-1)!.raw) as { id: string }).id).toBe(dropped.eventId);
  });
});
