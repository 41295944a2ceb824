import { formatOrderNumber } from '../../../shared/constants/orders.ts';
import { PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import { formatPence } from '../../../shared/money.ts';
import { conflict } from '../../http/http-errors.ts';
import type { RefundOutcome, RefundRequest, Trx } from './payments-provider.ts';
import type { RefundRow } from './payments.repository.ts';
import { isStripeRefusal } from './stripe-client.ts';
import { CLAIM_MS, IDEMPOTENCY_WINDOW_MS, isoAfter, type StripeContext } from './stripe-context.ts';

/**
 * Writes a refund of the order's card payment inside the caller's transaction: the whole of what
 * is left, or `amountPence` of it (409 when that is more than is left). Stripe is asked after the
 * commit (`settleRefund`), and again by reconciliation until it answers.
 */
export async function requestRefund(ctx: StripeContext, orderId: number, request: RefundRequest, trx: Trx): Promise<RefundOutcome> {
  const payment = await ctx.repo.findPaymentByOrder(orderId, trx);
  if (!payment || payment.status !== 'paid') return { kind: 'between_parties' };
  const asked = (await ctx.repo.listRefunds(payment.id, trx))
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount_pence, 0);
  const left = payment.amount_pence - asked;
  if (request.amountPence === 'full' && left <= 0) return { kind: 'nothing_left' };
  const amount = request.amountPence === 'full' ? left : request.amountPence;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a refund is a whole number of pence above 0, got ${amount}`);
  if (amount > left) throw conflict(PAYMENTS_MESSAGES.refundTooLarge);
  const now = ctx.now().toISOString();
  const row = await ctx.repo.insertRefund(
    {
      payment_id: payment.id,
      order_id: orderId,
      amount_pence: amount,
      status: 'requested',
      reason: request.reason,
      requested_by: request.requestedBy,
      check_after: now,
      created_at: now,
      updated_at: now,
    },
    trx,
  );
  return { kind: 'card', refundId: row.id, amountPence: amount };
}

/**
 * Asks Stripe for one refund, if this process can claim it (its `check_after` moved on first, so
 * a settle after the commit and a reconciliation pass never both ask). With separate charges and
 * transfers the platform refunds from its own balance: when the seller has already been paid, the
 * transfer is reversed first by as much of the refund as it still holds (the seller's share goes
 * back before the platform's fee). Both calls carry idempotency keys
 * (`order-<id>-refund-<n>-reversal`, `order-<id>-refund-<n>`), so a retry never doubles them.
 */
export async function settleRefund(ctx: StripeContext, refundId: number, options: { claimed?: boolean } = {}): Promise<void> {
  const now = ctx.now();
  let refund = await ctx.repo.findRefund(refundId);
  if (!refund || refund.status !== 'requested' || refund.check_after === null) return;
  if (!options.claimed && !(await ctx.repo.claim('refunds', refund.id, refund.check_after, isoAfter(now, CLAIM_MS)))) return;
  const retryLater = () => ctx.repo.setCheckAfter('refunds', refundId, isoAfter(now, ctx.config.reconcileEveryMs));
  const payment = await ctx.repo.findPaymentById(refund.payment_id);
  if (!payment?.payment_intent_id) {
    ctx.log.error(
      { event: 'payments.refund_without_payment', refundId },
      'a refund of a payment Stripe has not confirmed: left for a person',
    );
    return ctx.repo.setCheckAfter('refunds', refundId, null);
  }
  // A transfer being made: its amount is fixed but not yet confirmed; the reversal waits for it.
  if (payment.transfer_status === 'requested') return retryLater();
  if (now.getTime() - Date.parse(refund.created_at) > IDEMPOTENCY_WINDOW_MS && !refund.stripe_refund_id) {
    ctx.log.error(
      { event: 'payments.refund_unconfirmed', refundId, orderId: refund.order_id },
      'a refund unconfirmed for a day: check it in Stripe before trying again',
    );
    return ctx.repo.setCheckAfter('refunds', refundId, null);
  }
  const key = `order-${refund.order_id}-refund-${refund.id}`;
  try {
    if (refund.stripe_refund_id) {
      // Stripe said pending: ask again.
      const known = await ctx.stripe.refunds.retrieve(refund.stripe_refund_id);
      return await recordRefundAnswer(ctx, refund, known.id, known.status, known.failure_reason ?? null);
    }
    const reversal =
      payment.transfer_id && refund.reversal_id === null
        ? Math.min(refund.amount_pence, (payment.transfer_pence ?? 0) - payment.transfer_reversed_pence)
        : 0;
    if (reversal > 0) {
      const made = await ctx.stripe.transfers.createReversal(
        payment.transfer_id!,
        { amount: reversal, metadata: { order_id: String(refund.order_id), refund: String(refund.id) } },
        { idempotencyKey: `${key}-reversal` },
      );
      await ctx.repo.db
        .transaction()
        .execute((trx) => ctx.repo.recordReversal(refund!.id, payment.id, made.id, reversal, ctx.now().toISOString(), trx));
      refund = { ...refund, reversal_id: made.id, reversal_pence: reversal };
    }
    const answer = await ctx.stripe.refunds.create(
      {
        payment_intent: payment.payment_intent_id,
        amount: refund.amount_pence,
        metadata: { order_id: String(refund.order_id), refund: String(refund.id) },
      },
      { idempotencyKey: key },
    );
    await recordRefundAnswer(ctx, refund, answer.id, answer.status, answer.failure_reason ?? null);
  } catch (error) {
    if (isStripeRefusal(error)) {
      ctx.log.error({ event: 'payments.refund_refused', refundId, orderId: refund.order_id, err: error }, 'Stripe refused a refund');
      await ctx.repo.updateRefund(refundId, {
        status: 'failed',
        failure: error.message.slice(0, 500),
        check_after: null,
        updated_at: ctx.now().toISOString(),
      });
      return;
    }
    ctx.log.warn(
      { event: 'payments.refund_retry', refundId, orderId: refund.order_id, err: error },
      'refund not confirmed by Stripe; reconciliation will ask again',
    );
    await retryLater();
  }
}

async function recordRefundAnswer(
  ctx: StripeContext,
  refund: RefundRow,
  stripeRefundId: string,
  status: string | null,
  failure: string | null,
): Promise<void> {
  const now = ctx.now();
  const at = now.toISOString();
  if (status === 'succeeded') {
    const confirmed = await ctx.repo.db.transaction().execute(async (trx) => {
      if (!(await ctx.repo.markRefundSucceeded(refund.id, stripeRefundId, at, trx))) return false;
      await ctx.repo.addRefunded(refund.payment_id, refund.amount_pence, at, trx);
      const order = await ctx.repo.findOrder(refund.order_id, trx);
      if (order) {
        const note = `£${formatPence(refund.amount_pence)} refunded to the buyer’s card. ${PAYMENTS_MESSAGES.refundsAppear}`;
        await ctx.orders.recordStep(order, { kind: 'refunded', actorId: refund.requested_by, note }, trx);
      }
      return true;
    });
    if (confirmed) {
      ctx.mail.wake();
      ctx.log.info(
        {
          event: 'payments.refunded',
          orderId: refund.order_id,
          order: formatOrderNumber(refund.order_id),
          refundId: refund.id,
          pence: refund.amount_pence,
        },
        'refund confirmed by Stripe',
      );
    }
    return;
  }
  if (status === 'failed' || status === 'canceled') {
    ctx.log.error({ event: 'payments.refund_failed', refundId: refund.id, orderId: refund.order_id, failure }, 'Stripe could not refund');
    await ctx.repo.updateRefund(refund.id, {
      status: 'failed',
      stripe_refund_id: stripeRefundId,
      failure: failure ?? status,
      check_after: null,
      updated_at: at,
    });
    return;
  }
  // pending / requires_action: Stripe finishes it later; reconciliation asks again.
  await ctx.repo.updateRefund(refund.id, {
    stripe_refund_id: stripeRefundId,
    check_after: isoAfter(now, ctx.config.reconcileEveryMs),
    updated_at: at,
  });
}
