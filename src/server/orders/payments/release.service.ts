import { formatOrderNumber } from '../../../shared/constants/orders.ts';
import { formatPence } from '../../../shared/money.ts';
import { CLAIM_MS, IDEMPOTENCY_WINDOW_MS, isoAfter, type StripeContext } from './stripe-context.ts';

/**
 * Pays the seller: one transfer of total − platform fee − refunds asked for, from the order's own
 * charge (`source_transaction`, so the money can move before the charge's funds are available in
 * the platform's balance), under the key `order-<id>-transfer`. Only once the release was asked
 * for (receipt, by the buyer or the 7-day clock) and never while a dispute is open: then it is
 * looked at again every reconciliation pass until the dispute closes. Nothing to pay (refunded in
 * full) records the release with no transfer. A failure is logged and left for reconciliation.
 */
export async function releaseFunds(ctx: StripeContext, orderId: number): Promise<void> {
  const payment = await ctx.repo.findPaymentByOrder(orderId);
  if (!payment || payment.status !== 'paid' || payment.release_requested_at === null || payment.transfer_status === 'made') return;
  const now = ctx.now();
  const later = () => ctx.repo.setCheckAfter('payments', payment.id, isoAfter(now, ctx.config.reconcileEveryMs));
  if (await ctx.disputes.hasOpenDispute(orderId)) {
    ctx.log.info({ event: 'payments.release_held', orderId }, 'payment held: a dispute is open');
    return later();
  }
  if (payment.transfer_status === 'requested' && now.getTime() - Date.parse(payment.release_requested_at) > IDEMPOTENCY_WINDOW_MS) {
    ctx.log.error(
      { event: 'payments.transfer_unconfirmed', orderId },
      'a transfer unconfirmed for a day: check it in Stripe (transfer group) before trying again',
    );
    return ctx.repo.setCheckAfter('payments', payment.id, null);
  }
  const refunds = (await ctx.repo.listRefunds(payment.id)).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount_pence, 0);
  const amount = Math.max(0, payment.amount_pence - payment.fee_pence - refunds);
  const at = now.toISOString();
  if (amount === 0 && payment.transfer_status === null) {
    await ctx.repo.db.transaction().execute((trx) => ctx.repo.markTransferMade(payment.id, null, at, trx));
    return;
  }
  const claimed = await ctx.repo.claimTransfer(payment.id, amount, isoAfter(now, CLAIM_MS), at);
  if (!claimed?.transfer_pence) return;
  try {
    let charge = claimed.charge_id;
    if (!charge && claimed.payment_intent_id) {
      const intent = await ctx.stripe.paymentIntents.retrieve(claimed.payment_intent_id);
      charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);
      if (charge) await ctx.repo.updatePayment(claimed.id, { charge_id: charge });
    }
    const number = formatOrderNumber(orderId);
    const transfer = await ctx.stripe.transfers.create(
      {
        amount: claimed.transfer_pence,
        currency: 'gbp',
        destination: claimed.destination_account_id,
        transfer_group: number,
        ...(charge && { source_transaction: charge }),
        description: `SpareStock order ${number}`,
        metadata: { order_id: String(orderId) },
      },
      { idempotencyKey: `order-${orderId}-transfer` },
    );
    const recorded = await ctx.repo.db.transaction().execute(async (trx) => {
      if (!(await ctx.repo.markTransferMade(claimed.id, transfer.id, ctx.now().toISOString(), trx))) return false;
      const order = await ctx.repo.findOrder(orderId, trx);
      if (order)
        await ctx.orders.recordStep(
          order,
          { kind: 'payment_released', actorId: null, note: `£${formatPence(transfer.amount)} paid out to the seller` },
          trx,
        );
      return true;
    });
    if (recorded) {
      ctx.mail.wake();
      ctx.log.info(
        { event: 'payments.released', orderId, transferId: transfer.id, pence: transfer.amount },
        'payment released to the seller',
      );
    }
  } catch (error) {
    ctx.log.warn(
      { event: 'payments.transfer_retry', orderId, err: error },
      'transfer not confirmed by Stripe; reconciliation will ask again',
    );
    await later();
  }
}
