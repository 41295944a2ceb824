import { ORDERS_MESSAGES } from '../../../shared/messages/orders-messages.ts';
import { PAYMENTS_MESSAGES } from '../../../shared/messages/payments-messages.ts';
import { conflict, notFound } from '../../http/http-errors.ts';
import { PAYMENTS_OFF } from '../order-ports.ts';
import { findOrderToPay } from './payment-guards.ts';
import type { PaymentsProvider } from './payments-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/**
 * No STRIPE_SECRET_KEY: SpareStock records orders and says payment happens between buyer and
 * seller on collection or delivery. Connect and pay answer 409 saying so; the webhook route
 * answers 404 (nothing can be verified); no listing offers "Pay by card".
 */
export function createPaymentsOff(repo: PaymentsRepository): PaymentsProvider {
  return {
    mode: 'off',
    orders: PAYMENTS_OFF,
    accountState: () => Promise.resolve('off'),
    connect: () => Promise.reject(conflict(PAYMENTS_MESSAGES.paymentsOff)),
    async pay(orderId, caller) {
      await findOrderToPay(repo, orderId, caller);
      throw conflict(ORDERS_MESSAGES.payNotOnline);
    },
    receiveWebhook: () => Promise.reject(notFound(PAYMENTS_MESSAGES.paymentsOff)),
    sellersTakingCards: () => Promise.resolve(new Set()),
    requestRefund: () => Promise.resolve({ kind: 'between_parties' }),
    settle: () => Promise.resolve(),
    reconcile: () => Promise.resolve({ payments: 0, refunds: 0 }),
  };
}
