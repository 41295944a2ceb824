import type { ReconcileSummary } from './payments-provider.ts';
import { applyPaidSession } from './payment-truth.ts';
import { releaseFunds } from './release.service.ts';
import { settleRefund } from './refunds.service.ts';
import { CHECKOUT_CHECK_AFTER_MS, CHECKOUT_LIFETIME_MS, CLAIM_MS, isoAfter, type StripeContext } from './stripe-context.ts';

/** Rows looked at per table per pass (the next pass takes the rest). */
const BATCH = 50;

/** What Stripe says of one payment that was due a look: a checkout left pending, or a release not yet made. */
async function reconcilePayment(ctx: StripeContext, id: number, now: Date, settle: (orderId: number) => Promise<void>): Promise<void> {
  const payment = await ctx.repo.findPaymentById(id);
  if (!payment) return;
  if (payment.status === 'pending') {
    if (!payment.checkout_session_id) {
      // The session was never confirmed made: if it was, its webhook names the order; stop looking once it would have lapsed.
      const lapsed = payment.session_created_at === null || Date.parse(payment.session_created_at) + CHECKOUT_LIFETIME_MS < now.getTime();
      return ctx.repo.setCheckAfter('payments', id, lapsed ? null : isoAfter(now, CHECKOUT_CHECK_AFTER_MS));
    }
    const session = await ctx.stripe.checkout.sessions.retrieve(payment.checkout_session_id, { expand: ['payment_intent'] });
    if (await applyPaidSession(ctx, session, settle)) {
      ctx.log.warn(
        { event: 'payments.reconciled_paid', orderId: payment.order_id, sessionId: session.id },
        'a payment confirmed by reconciliation: its webhook was missed',
      );
      return;
    }
    if (session.status === 'expired') return ctx.repo.markExpired(id, session.id, now.toISOString());
    return ctx.repo.setCheckAfter('payments', id, isoAfter(now, CHECKOUT_CHECK_AFTER_MS));
  }
  if (payment.status === 'paid' && payment.release_requested_at !== null && payment.transfer_status !== 'made')
    return releaseFunds(ctx, payment.order_id);
  return ctx.repo.setCheckAfter('payments', id, null);
}

/**
 * One pass of the reconciliation job: every payment and refund whose `check_after` has come
 * (a checkout with no webhook after 10 minutes, a release or refund Stripe has not confirmed, a
 * release held by a dispute) is claimed by moving `check_after` on with one conditional UPDATE, so
 * when several processes run the job each row is asked about by one, then brought to what Stripe
 * says. A row that fails stays claimed and is looked at again when its claim lapses.
 */
export async function reconcile(ctx: StripeContext, now: Date, settle: (orderId: number) => Promise<void>): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { payments: 0, refunds: 0 };
  const iso = now.toISOString();
  const lease = isoAfter(now, CLAIM_MS);
  for (const due of await ctx.repo.listDue('payments', iso, BATCH)) {
    if (!(await ctx.repo.claim('payments', due.id, due.check_after, lease))) continue;
    summary.payments++;
    await reconcilePayment(ctx, due.id, now, settle).catch((error: unknown) =>
      ctx.log.warn({ event: 'payments.reconcile_failed', paymentId: due.id, err: error }, 'payment not reconciled; tried again later'),
    );
  }
  for (const due of await ctx.repo.listDue('refunds', iso, BATCH)) {
    if (!(await ctx.repo.claim('refunds', due.id, due.check_after, lease))) continue;
    summary.refunds++;
    await settleRefund(ctx, due.id, { claimed: true }).catch((error: unknown) =>
      ctx.log.warn({ event: 'payments.reconcile_failed', refundId: due.id, err: error }, 'refund not reconciled; tried again later'),
    );
  }
  return summary;
}
