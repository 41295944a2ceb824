import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { OrdersLink, PaymentsDisputes } from './payments-provider.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { StripeConfig } from './stripe-client.ts';

/** What the Stripe side of payments shares: the repository, the SDK, settings, the orders and disputes links, a clock. */
export interface StripeContext {
  repo: PaymentsRepository;
  stripe: Stripe;
  config: StripeConfig;
  appUrl: string;
  log: FastifyBaseLogger;
  orders: OrdersLink;
  disputes: PaymentsDisputes;
  mail: Pick<MailOutbox, 'wake'>;
  now: () => Date;
}

/** How long a claimed row is this process's before another may ask Stripe about it again. */
export const CLAIM_MS = 2 * 60_000;
/** A checkout left open this long without a webhook is asked about (missed webhooks). */
export const CHECKOUT_CHECK_AFTER_MS = 10 * 60_000;
/** How long a Checkout Session stays payable (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_LIFETIME_MS = 60 * 60_000;
/**
 * Stripe keeps an Idempotency-Key for 24 hours: a transfer or refund still unconfirmed after this
 * long is no longer retried blindly (a second one could be made) but logged for a person.
 */
export const IDEMPOTENCY_WINDOW_MS = 23 * 60 * 60_000;

export const isoAfter = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
