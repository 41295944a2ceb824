import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** A refund a decision asks for: what is left, or an amount in pence (the payments feature's RefundRequest). */
export interface DisputeRefundRequest {
  amountPence: number | 'full';
  reason: string | null;
  /** The admin deciding. */
  requestedBy: number | null;
}

/**
 * What the payments feature answers (its RefundOutcome): `card`, a refund written for Stripe;
 * `between_parties`, the order was not paid by card; `nothing_left`, all of it is refunded already.
 */
export type DisputeRefundOutcome =
  { kind: 'card'; refundId: number; amountPence: number } | { kind: 'between_parties' } | { kind: 'nothing_left' };

/**
 * How a decision's refund moves money: the payments feature's provider (src/server/orders/payments/,
 * `requestRefund` and `settle`) fits this as it is. `requestRefund` writes the refund inside the
 * decision's transaction (no network; the seller's transfer reversed first for that share when it
 * was made); `settle`, after the commit, asks Stripe and never throws (reconciliation retries).
 */
export interface DisputeRefunds {
  requestRefund(orderId: number, request: DisputeRefundRequest, trx: Trx): Promise<DisputeRefundOutcome>;
  settle(orderId: number): Promise<void>;
}

/** No card payments (payments off, or until payments are wired): every refund is made between the parties. */
export const REFUNDS_BETWEEN_PARTIES: DisputeRefunds = {
  requestRefund: () => Promise.resolve({ kind: 'between_parties' }),
  settle: () => Promise.resolve(),
};
