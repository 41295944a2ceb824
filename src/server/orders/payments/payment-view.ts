import { PAYMENT_TEXTS, PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import { formatPence } from '../../../shared/money.ts';
import type { OrderPayment } from '../../../shared/schemas/orders.ts';
import { sellerIsActive } from './connect.service.ts';
import type { Trx } from './payments-provider.ts';
import type { PaymentOrderRow } from './payments.repository.ts';
import type { StripeContext } from './stripe-context.ts';

/** Whether the buyer can pay this order by card now: placed, not paid, and its seller takes cards. */
export async function isPayable(ctx: StripeContext, order: PaymentOrderRow, trx?: Trx): Promise<boolean> {
  if (order.status !== 'placed') return false;
  const payment = await ctx.repo.findPaymentByOrder(order.id, trx);
  if (payment?.status === 'paid') return false;
  return (await sellerIsActive(ctx, order.seller_id, trx)) !== undefined;
}

/**
 * The order's payment block: null when it is not paid by card (no card payment made, and none
 * possible now: the order then says payment is between the parties). The same for both sides.
 */
export async function viewPayment(ctx: StripeContext, order: PaymentOrderRow): Promise<OrderPayment | null> {
  const payment = await ctx.repo.findPaymentByOrder(order.id);
  const unpaid = (note: string | null): OrderPayment => ({
    method: 'card',
    status: 'unpaid',
    amount: formatPence(order.total_pence),
    refunded: '0.00',
    refunds: [],
    releasedAt: null,
    note,
  });
  if (!payment || payment.status === 'expired') return (await isPayable(ctx, order)) ? unpaid(null) : null;
  if (payment.status === 'pending') return { ...unpaid(PAYMENT_TEXTS.pending), status: 'pending' };
  const refunds = (await ctx.repo.listRefunds(payment.id)).filter((r) => r.status === 'succeeded');
  const refunded = payment.refunded_pence;
  const status =
    refunded >= payment.amount_pence
      ? 'refunded'
      : refunded > 0
        ? 'partially_refunded'
        : payment.transfer_status === 'made'
          ? 'released'
          : 'paid';
  const note =
    refunded > 0 ? PAYMENTS_MESSAGES.refundsAppear : status === 'released' ? PAYMENT_TEXTS.released : PAYMENT_TEXTS.heldUntilReceived;
  return {
    method: 'card',
    status,
    amount: formatPence(payment.amount_pence),
    refunded: formatPence(refunded),
    refunds: refunds.map((r) => ({ amount: formatPence(r.amount_pence), at: r.updated_at })),
    releasedAt: payment.released_at,
    note,
  };
}
