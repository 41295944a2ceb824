import type { Selectable, Transaction } from 'kysely';
import type { OrderAction, OrderViewerRole } from '../../shared/constants/orders.ts';
import type { OrderDisputeSummary, OrderPayment } from '../../shared/schemas/orders.ts';
import type { Database, OrdersTable } from '../db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;
type Trx = Transaction<Database>;

/**
 * A change of an order that may move money: 'received' (release to the seller: the buyer
 * confirmed, or the 7-day clock did), 'cancelled' (refund what was paid: cancelled before the
 * handover), 'return_received' (refund: a cooling-off return came back).
 */
export type OrderMoneyEvent = 'received' | 'cancelled' | 'return_received';

/**
 * What orders ask of the payments feature (src/server/orders/payments/). The orders service calls
 * `record` inside the transaction that moved the order (write what must happen, no network), then
 * `settle` after the commit (talk to Stripe; a failure is logged and left for reconciliation, never
 * thrown at the person who clicked). 'off' (no STRIPE_SECRET_KEY): nothing is paid online.
 */
export interface OrderPayments {
  readonly mode: 'off' | 'stripe';
  /** The buyer can pay this placed order by card now (its 'pay' next action); `trx` when asked inside a move (SQLite has one connection). */
  payable(order: OrderRow, trx?: Trx): Promise<boolean>;
  /** The order's payment block for a viewer, or null (payments off, or paid between the parties). */
  view(order: OrderRow, role: OrderViewerRole): Promise<OrderPayment | null>;
  record(order: OrderRow, event: OrderMoneyEvent, trx: Trx): Promise<void>;
  settle(order: OrderRow, event: OrderMoneyEvent): Promise<void>;
}

/**
 * What orders ask of the disputes feature: an open (or escalated) dispute holds the order as it
 * is (no auto-receive, no completion, no cancel, no release of funds).
 */
export interface OrderDisputes {
  hasOpenDispute(orderId: number, trx?: Trx): Promise<boolean>;
  /** The order's newest dispute for its page, or null. */
  summary(order: OrderRow, role: OrderViewerRole): Promise<OrderDisputeSummary | null>;
  /** What the viewer may do about disputes now ('open_dispute', 'escalate_dispute'). */
  actions(order: OrderRow, role: OrderViewerRole): Promise<OrderAction[]>;
}

export interface OrderPorts {
  payments: OrderPayments;
  disputes: OrderDisputes;
}

/** No card payments: every order is paid between the parties on collection or delivery. */
export const PAYMENTS_OFF: OrderPayments = {
  mode: 'off',
  payable: () => Promise.resolve(false),
  view: () => Promise.resolve(null),
  record: () => Promise.resolve(),
  settle: () => Promise.resolve(),
};
