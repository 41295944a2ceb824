import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { PaymentAccountState, PaymentRedirect } from '../../../shared/schemas/payments.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { OrderPayments } from '../order-ports.ts';
import type { PaymentOrderRow } from './payments.repository.ts';

export type Trx = Transaction<Database>;

/** Who is asking: the signed-in user (admins may read any order, never pay for one). */
export interface PaymentsCaller {
  id: number;
  email: string;
  isAdmin: boolean;
}

/**
 * What payments need of the orders core, handed in by whoever wires the two (app.ts, the worker):
 * functions rather than an import, so orders and payments do not import each other at run time.
 */
export interface OrdersLink {
  /** placed → paid, in the transaction of the webhook or reconciliation that proved it; undefined when the order was not placed (cancelled meanwhile, or paid already). */
  markPaid(orderId: number, trx: Trx): Promise<PaymentOrderRow | undefined>;
  /** A step of payments' own on the order's timeline ('payment_released', 'refunded'), emailed and posted as the order's others. */
  recordStep(order: PaymentOrderRow, change: { kind: string; actorId: number | null; note: string | null }, trx: Trx): Promise<void>;
}

/** The disputes feature's answer: money of an order under an open (or escalated) dispute is never released. */
export interface PaymentsDisputes {
  hasOpenDispute(orderId: number, trx?: Trx): Promise<boolean>;
}

/** A refund the orders or disputes feature asks for: the whole of what is left, or an amount in pence. */
export interface RefundRequest {
  amountPence: number | 'full';
  reason: string | null;
  /** The admin deciding a dispute, the seller confirming a return; null for the system. */
  requestedBy: number | null;
}

/**
 * `card`: a refund row was written (Stripe is asked after the commit: `settle(orderId)`);
 * `between_parties`: the order was not paid by card, so any refund is for the two sides to settle;
 * `nothing_left`: it was paid by card and all of it is refunded already.
 */
export type RefundOutcome =
  { kind: 'card'; refundId: number; amountPence: number } | { kind: 'between_parties' } | { kind: 'nothing_left' };

export interface ReconcileSummary {
  payments: number;
  refunds: number;
}

/**
 * Card payments for orders: `off` (no STRIPE_SECRET_KEY: payment between the parties, no card
 * option anywhere) or `stripe` (Checkout, Connect Express accounts, separate charges and transfers).
 * Network calls never happen inside a database transaction: writes say what must happen, `settle`
 * and the reconciliation job do it afterwards.
 */
export interface PaymentsProvider {
  readonly mode: 'off' | 'stripe';
  /** The port the orders core calls (record inside its transaction, settle after its commit, view, payable). */
  readonly orders: OrderPayments;
  /** The seller's Connect state; a pending account is read again from Stripe on the way. */
  accountState(userId: number): Promise<PaymentAccountState>;
  /** Makes the seller's Express account once, and a fresh onboarding link to it. */
  connect(caller: PaymentsCaller): Promise<PaymentRedirect>;
  /** The buyer's Checkout Session for a placed order (the open one again, if there is one). */
  pay(orderId: number, caller: PaymentsCaller): Promise<PaymentRedirect>;
  /** A webhook: verified against STRIPE_WEBHOOK_SECRET (throws a 400 HttpError when not), then processed once. */
  receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<void>;
  /** Of these users, those whose listings offer "Pay by card" (none when payments are off). */
  sellersTakingCards(userIds: readonly number[]): Promise<Set<number>>;
  /** Writes a refund of an order's card payment inside the caller's transaction (Stripe is asked by `settle`). */
  requestRefund(orderId: number, request: RefundRequest, trx: Trx): Promise<RefundOutcome>;
  /** After a commit: asks Stripe for what the order's payment is waiting for (a transfer, refunds). Never throws. */
  settle(orderId: number): Promise<void>;
  /** One pass of the reconciliation job over what is due (tests call it; the timer does otherwise). */
  reconcile(now?: Date): Promise<ReconcileSummary>;
}

export interface PaymentsDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'appUrl' | 'payments'>;
  mail: Pick<MailOutbox, 'wake'>;
  log: FastifyBaseLogger;
  orders: OrdersLink;
  disputes: PaymentsDisputes;
  now?: () => Date;
}
