import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { createOrderDisputesPort } from './disputes/order-disputes-port.ts';
import { PAYMENTS_OFF, type OrderPorts } from './order-ports.ts';

export interface OrderPortDeps {
  db: Kysely<Database>;
  mail: Pick<MailOutbox, 'enqueue' | 'wake'>;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * The ports an orders context gets unless told otherwise: disputes from the database and no card
 * payments. payments/orders-with-payments.ts plugs Stripe in when it is configured.
 */
export function createOrderPorts(deps: OrderPortDeps): OrderPorts {
  return { payments: PAYMENTS_OFF, disputes: createOrderDisputesPort(deps.db) };
}
