import type { OrderMoneyEvent, OrderPayments } from '../order-ports.ts';
import { connectSeller, readAccountState } from './connect.service.ts';
import { startCheckout } from './checkout.service.ts';
import { isPayable, viewPayment } from './payment-view.ts';
import type { PaymentsDeps, PaymentsProvider, Trx } from './payments-provider.ts';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository.ts';
import { reconcile } from './reconciliation.ts';
import { releaseFunds } from './release.service.ts';
import { requestRefund, settleRefund } from './refunds.service.ts';
import { createStripeClient, type StripeConfig } from './stripe-client.ts';
import type { StripeContext } from './stripe-context.ts';
import { receiveWebhook } from './webhook.service.ts';

/** What a change of the order asks of its payment, written in the order's own transaction. */
async function recordMoneyEvent(ctx: StripeContext, order: PaymentOrderRow, event: OrderMoneyEvent, trx: Trx): Promise<void> {
  switch (event) {
    case 'received':
      await ctx.repo.requestRelease(order.id, ctx.now().toISOString(), trx);
      return;
    case 'cancelled':
      await requestRefund(
        ctx,
        order.id,
        {
          amountPence: 'full',
          reason: order.cancel_reason ? `Order cancelled: ${order.cancel_reason}` : 'Order cancelled',
          requestedBy: order.cancelled_by,
        },
        trx,
      );
      return;
    case 'return_received':
      await requestRefund(
        ctx,
        order.id,
        { amountPence: 'full', reason: 'Returned within the cooling-off period', requestedBy: order.seller_id },
        trx,
      );
      return;
  }
}

/**
 * Card payments through Stripe: Connect Express accounts for sellers, Checkout for buyers, the
 * platform holding the money (separate charges and transfers) until the order is received, then
 * one transfer to the seller; refunds reverse that transfer first when it was made. Webhooks and
 * the reconciliation job are the only ways an order becomes paid.
 */
export function createStripePayments(deps: PaymentsDeps, config: StripeConfig, repo: PaymentsRepository): PaymentsProvider {
  const ctx: StripeContext = {
    repo,
    stripe: createStripeClient(config),
    config,
    appUrl: deps.config.appUrl,
    log: deps.log,
    orders: deps.orders,
    disputes: deps.disputes,
    mail: deps.mail,
    now: deps.now ?? (() => new Date()),
  };

  /** After a commit: the release and the refunds the order waits for. Logged, never thrown: reconciliation tries again. */
  async function settle(orderId: number): Promise<void> {
    try {
      await releaseFunds(ctx, orderId);
      for (const refund of await repo.listOpenRefunds(orderId)) await settleRefund(ctx, refund.id);
    } catch (error) {
      ctx.log.warn({ event: 'payments.settle_failed', orderId, err: error }, 'payment not settled now; reconciliation will try again');
    }
  }

  const orders: OrderPayments = {
    mode: 'stripe',
    payable: (order, trx) => isPayable(ctx, order, trx),
    view: (order) => viewPayment(ctx, order),
    record: (order, event, trx) => recordMoneyEvent(ctx, order, event, trx),
    settle: (order) => settle(order.id),
  };

  return {
    mode: 'stripe',
    orders,
    accountState: (userId) => readAccountState(ctx, userId),
    connect: (caller) => connectSeller(ctx, caller),
    pay: (orderId, caller) => startCheckout(ctx, orderId, caller, settle),
    receiveWebhook: (rawBody, signature) => receiveWebhook(ctx, rawBody, signature, settle),
    sellersTakingCards: async (userIds) => new Set(await repo.listActiveSellers(userIds)),
    requestRefund: (orderId, request, trx) => requestRefund(ctx, orderId, request, trx),
    settle,
    reconcile: (now) => reconcile(ctx, now ?? ctx.now(), settle),
  };
}
