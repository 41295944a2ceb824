import type Stripe from 'stripe';
import type { Trx } from './payments-provider.ts';
import type { PaymentRow } from './payments.repository.ts';
import { requestRefund } from './refunds.service.ts';
import type { StripeContext } from './stripe-context.ts';

/** What Stripe said about a payment that succeeded (a completed session, a succeeded PaymentIntent). */
export interface PaidFacts {
  /** From our metadata on the session and the PaymentIntent. */
  orderId: number | null;
  sessionId: string | null;
  intentId: string | null;
  chargeId: string | null;
  amountPence: number | null;
}

/** What to do once the transaction has committed. */
export interface AfterPaid {
  /** The order moved to paid (its emails are queued: wake the outbox). */
  orderPaid: boolean;
  /** The order was cancelled before the payment was confirmed: a full refund was written, settle it. */
  refundOrderId: number | null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

export function orderIdFromMetadata(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The facts of a completed, paid Checkout Session (null while it is not paid). */
export function factsOfSession(session: Stripe.Checkout.Session): PaidFacts | null {
  if (session.status !== 'complete' || session.payment_status !== 'paid') return null;
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  return {
    orderId: orderIdFromMetadata(session.metadata),
    sessionId: session.id,
    intentId: idOf(session.payment_intent),
    chargeId: intent ? idOf(intent.latest_charge) : null,
    amountPence: session.amount_total,
  };
}

/** The facts of a succeeded PaymentIntent (null otherwise). */
export function factsOfIntent(intent: Stripe.PaymentIntent): PaidFacts | null {
  if (intent.status !== 'succeeded') return null;
  return {
    orderId: orderIdFromMetadata(intent.metadata),
    sessionId: null,
    intentId: intent.id,
    chargeId: idOf(intent.latest_charge),
    amountPence: intent.amount_received,
  };
}

async function findPayment(ctx: StripeContext, facts: PaidFacts, trx: Trx): Promise<PaymentRow | undefined> {
  const bySession = facts.sessionId ? await ctx.repo.findPaymentBySession(facts.sessionId, trx) : undefined;
  if (bySession) return bySession;
  return facts.orderId === null ? undefined : ctx.repo.findPaymentByOrder(facts.orderId, trx);
}

/**
 * Inside the transaction of the webhook event (or of a reconciliation): the payment becomes paid
 * once and the order placed → paid. State only moves forward: an event about a payment already
 * paid fills in ids it lacked and changes nothing else. An order cancelled before the money was
 * confirmed gets a full refund written (money taken for a cancelled order goes back).
 */
export async function recordPaid(ctx: StripeContext, facts: PaidFacts, trx: Trx): Promise<AfterPaid> {
  const none: AfterPaid = { orderPaid: false, refundOrderId: null };
  const payment = await findPayment(ctx, facts, trx);
  const now = ctx.now().toISOString();
  if (!payment) {
    ctx.log.warn({ event: 'payments.unknown_payment', ...facts }, 'a successful Stripe payment matches no order payment');
    return none;
  }
  if (payment.status === 'paid') {
    if (facts.intentId && payment.payment_intent_id && payment.payment_intent_id !== facts.intentId) {
      ctx.log.error(
        { event: 'payments.second_payment', orderId: payment.order_id, paid: payment.payment_intent_id, other: facts.intentId },
        'an order was paid twice: refund the second payment in Stripe',
      );
    }
    await ctx.repo.fillPaidIds(payment.id, facts, now, trx);
    return none;
  }
  if (facts.amountPence !== null && facts.amountPence !== payment.amount_pence) {
    ctx.log.error(
      { event: 'payments.amount_mismatch', orderId: payment.order_id, expected: payment.amount_pence, paid: facts.amountPence },
      'Stripe took another amount than the order total',
    );
  }
  const paid = await ctx.repo.markPaid(payment.id, facts, now, trx);
  if (!paid) return none;
  const moved = await ctx.orders.markPaid(paid.order_id, trx);
  if (moved) return { orderPaid: true, refundOrderId: null };
  const order = await ctx.repo.findOrder(paid.order_id, trx);
  if (order?.status === 'cancelled') {
    await requestRefund(
      ctx,
      order.id,
      { amountPence: 'full', reason: 'The order was cancelled before the card payment was confirmed', requestedBy: null },
      trx,
    );
    return { orderPaid: false, refundOrderId: order.id };
  }
  return none;
}

/** A session's truth applied outside any transaction (the pay route or reconciliation found it paid without a webhook). */
export async function applyPaidSession(
  ctx: StripeContext,
  session: Stripe.Checkout.Session,
  settle: (orderId: number) => Promise<void>,
): Promise<boolean> {
  const facts = factsOfSession(session);
  if (!facts) return false;
  const after = await ctx.repo.db.transaction().execute((trx) => recordPaid(ctx, facts, trx));
  await afterCommit(ctx, after, settle);
  return true;
}

export async function afterCommit(ctx: StripeContext, after: AfterPaid, settle: (orderId: number) => Promise<void>): Promise<void> {
  if (after.orderPaid) ctx.mail.wake();
  if (after.refundOrderId !== null) await settle(after.refundOrderId);
}
