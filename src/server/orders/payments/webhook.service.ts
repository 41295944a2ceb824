import type Stripe from 'stripe';
import { PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import { badRequest } from '../../http/http-errors.ts';
import { flagsOf } from './connect.service.ts';
import { afterCommit, factsOfIntent, factsOfSession, recordPaid, type AfterPaid } from './payment-truth.ts';
import type { Trx } from './payments-provider.ts';
import { isSignatureError } from './stripe-client.ts';
import { assertNotFromTheFuture, assertWellFormed, confirmedObject } from './webhook-checks.ts';
import type { StripeContext } from './stripe-context.ts';

const NOTHING: AfterPaid = { orderPaid: false, refundOrderId: null };

/** The event's effect, inside the transaction that also records it as processed. State only moves forward. */
async function applyEvent(ctx: StripeContext, event: Stripe.Event, trx: Trx): Promise<AfterPaid> {
  // For these (and the two below), event.data.object is Stripe's own copy (confirmedObject), not the event's.
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const facts = factsOfSession(event.data.object);
    return facts ? recordPaid(ctx, facts, trx) : NOTHING;
  }
  if (event.type === 'payment_intent.succeeded') {
    const facts = factsOfIntent(event.data.object);
    return facts ? recordPaid(ctx, facts, trx) : NOTHING;
  }
  if (event.type === 'checkout.session.expired') {
    const session = event.data.object;
    const payment = await ctx.repo.findPaymentBySession(session.id, trx);
    if (payment) await ctx.repo.markExpired(payment.id, session.id, ctx.now().toISOString(), trx);
  } else if (event.type === 'account.updated') {
    // The flags are Stripe's copy as of now (confirmedObject), so they are dated now, not by the
    // event's `created`: a forged date in the future would keep every later update out.
    const now = ctx.now();
    await ctx.repo.updateAccountFlags(
      event.data.object.id,
      flagsOf(event.data.object, Math.floor(now.getTime() / 1000)),
      now.toISOString(),
      trx,
    );
  }
  // Any other type is acknowledged and recorded: nothing of ours depends on it.
  return NOTHING;
}

/** The event, if the body verifies against one of the endpoints' secrets (your account's, connected accounts'); else a 400. */
function verifiedEvent(ctx: StripeContext, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  for (const secret of ctx.config.webhookSecrets) {
    try {
      return ctx.stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
    } catch (error) {
      if (error instanceof SyntaxError) throw badRequest(PAYMENTS_MESSAGES.badWebhookBody);
      if (!isSignatureError(error)) throw error;
    }
  }
  throw badRequest(PAYMENTS_MESSAGES.badSignature);
}

/**
 * POST /api/webhooks/stripe: the raw body checked against `Stripe-Signature` with the endpoint's
 * secret (`stripe.webhooks.constructEvent`, 5 minutes' tolerance; 400 when it does not verify),
 * then the event is recorded in `stripe_events` and applied in ONE transaction: a replayed event
 * finds its row and changes nothing, a failure leaves neither (Stripe delivers it again).
 */
export async function receiveWebhook(
  ctx: StripeContext,
  rawBody: Buffer,
  signature: string | undefined,
  settle: (orderId: number) => Promise<void>,
): Promise<void> {
  assertNotFromTheFuture(ctx, signature);
  const event: unknown = verifiedEvent(ctx, rawBody, signature);
  assertWellFormed(ctx, event);
  const objectId = (event.data.object as { id: string }).id;
  // Money moved? Asked of Stripe first, outside the transaction; unknown or different: recorded, nothing else.
  const confirmed = await confirmedObject(ctx, event);
  const after = await ctx.repo.db.transaction().execute(async (trx) => {
    if (!(await ctx.repo.recordEvent(event.id, event.type, objectId, ctx.now().toISOString(), trx))) return null;
    return confirmed ? applyEvent(ctx, { ...event, data: { ...event.data, object: confirmed } } as Stripe.Event, trx) : NOTHING;
  });
  ctx.log.info(
    { event: after ? 'payments.webhook' : 'payments.webhook_replayed', stripeEvent: event.id, type: event.type, objectId },
    after ? 'Stripe event processed' : 'Stripe event already processed',
  );
  if (after) await afterCommit(ctx, after, settle);
}
