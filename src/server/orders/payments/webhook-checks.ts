import type Stripe from 'stripe';
import { PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import { badRequest, HttpError } from '../../http/http-errors.ts';
import { isStripeRefusal } from './stripe-client.ts';
import type { StripeContext } from './stripe-context.ts';
import { orderIdFromMetadata } from './payment-truth.ts';

/** A signature dated further ahead than this is refused, like one older than Stripe's 5 minutes' tolerance. */
const FUTURE_TOLERANCE_S = 5 * 60;

/**
 * Events acted on only once Stripe itself confirms the object: those that say money moved (a
 * payment succeeded), and those that change a payment or a seller's account otherwise (a session
 * expired, an account's capabilities): each would let a forged event stop a buyer paying or a seller selling.
 */
type Retrieved = Stripe.Checkout.Session | Stripe.PaymentIntent | Stripe.Account;
const CONFIRMED_EVENTS = new Map<string, (stripe: Stripe, id: string) => Promise<Retrieved>>([
  ['checkout.session.completed', (stripe, id) => stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] })],
  ['checkout.session.async_payment_succeeded', (stripe, id) => stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] })],
  ['checkout.session.expired', (stripe, id) => stripe.checkout.sessions.retrieve(id)],
  ['payment_intent.succeeded', (stripe, id) => stripe.paymentIntents.retrieve(id)],
  ['account.updated', (stripe, id) => stripe.accounts.retrieve(id)],
]);

/**
 * Every `t=` of a `Stripe-Signature`, read as the SDK reads them (split on `,` then `=`, parseInt):
 * the SDK verifies against the last one, so reading only the first (or only plain digits, where
 * parseInt also takes '+123') would let a future-dated signature through.
 */
function signatureTimestamps(signature: string): number[] {
  return signature
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => parseInt(value ?? '', 10));
}

/**
 * 400 for a `Stripe-Signature` dated more than 5 minutes ahead (the SDK only refuses old ones), or
 * with a `t=` that is not a number: the SDK signs and checks 'NaN' like any date, and NaN is never
 * too old, so such a signature would be good for ever.
 */
export function assertNotFromTheFuture(ctx: StripeContext, signature: string | undefined): void {
  const latest = ctx.now().getTime() / 1000 + FUTURE_TOLERANCE_S;
  const stamp = signatureTimestamps(signature ?? '').find((t) => !Number.isFinite(t) || t > latest);
  if (stamp !== undefined) {
    ctx.log.warn(
      { event: 'payments.webhook_future_timestamp', timestamp: Number.isFinite(stamp) ? stamp : null },
      'a Stripe signature dated in the future, or not dated, was refused',
    );
    throw badRequest(PAYMENTS_MESSAGES.badSignature);
  }
}

/**
 * A signed event in the shape every handler relies on: an id, a type and `data.object` an object
 * with an id. Anything else is 400 and logged (a TypeError deep in a handler would be a 500, and
 * Stripe would retry it for days).
 */
export function assertWellFormed(ctx: StripeContext, event: unknown): asserts event is Stripe.Event {
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } | null } | null;
  const object = e?.data?.object as { id?: unknown } | null | undefined;
  if (typeof e?.id === 'string' && typeof e.type === 'string' && object && typeof object === 'object' && typeof object.id === 'string')
    return;
  ctx.log.warn(
    {
      event: 'payments.webhook_malformed',
      stripeEvent: typeof e?.id === 'string' ? e.id : null,
      type: typeof e?.type === 'string' ? e.type : null,
    },
    'a signed Stripe event without the expected shape was refused',
  );
  throw badRequest(PAYMENTS_MESSAGES.badWebhookBody);
}

/** The object as Stripe holds it now, retrieved by id through the SDK; null when Stripe knows no such object. */
async function retrieve(
  ctx: StripeContext,
  event: Stripe.Event,
  id: string,
  fetch: (stripe: Stripe, id: string) => Promise<Retrieved>,
): Promise<Retrieved | null> {
  try {
    return await fetch(ctx.stripe, id);
  } catch (error) {
    if (isStripeRefusal(error) && error.statusCode === 404) return null;
    // Stripe unreachable: not confirmed yet. 503 makes Stripe deliver the event again later.
    ctx.log.warn({ event: 'payments.webhook_unconfirmed', stripeEvent: event.id, err: error }, 'Stripe could not be asked about an event');
    throw new HttpError(503, PAYMENTS_MESSAGES.stripeUnavailable);
  }
}

/**
 * For an event in CONFIRMED_EVENTS: the object retrieved from Stripe, to act on instead of the
 * event's copy (which anyone holding the signing secret could have written). null, logged, when
 * Stripe knows no such object or its copy disagrees with the event's (another order, another
 * status): then the event changes nothing. Other events pass through unchanged.
 */
export async function confirmedObject(ctx: StripeContext, event: Stripe.Event): Promise<Stripe.Event['data']['object'] | null> {
  const claimed = event.data.object as { id: string; metadata?: Stripe.Metadata | null; status?: unknown; object?: unknown };
  const fetch = CONFIRMED_EVENTS.get(event.type);
  if (!fetch) return event.data.object;
  const truth = await retrieve(ctx, event, claimed.id, fetch);
  const facts = { stripeEvent: event.id, type: event.type, objectId: claimed.id };
  if (!truth) {
    ctx.log.error(
      { event: 'payments.webhook_unknown_object', ...facts },
      'a signed Stripe event names an object Stripe does not know: ignored',
    );
    return null;
  }
  if (
    truth.object !== claimed.object ||
    orderIdFromMetadata(truth.metadata) !== orderIdFromMetadata(claimed.metadata) ||
    ('status' in truth ? truth.status : undefined) !== claimed.status
  ) {
    ctx.log.error({ event: 'payments.webhook_mismatch', ...facts }, 'a signed Stripe event disagrees with Stripe’s own copy: ignored');
    return null;
  }
  return truth;
}
