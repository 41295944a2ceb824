import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { recordOrderPaid, recordOrderStep } from '../order-moves.service.ts';
import { createOrderPorts } from '../default-order-ports.ts';
import { createOrdersContext, type OrdersContext } from '../orders-context.ts';
import { createPayments } from './create-payments.ts';
import type { OrdersLink, PaymentsProvider } from './payments-provider.ts';

/**
 * The orders context with card payments plugged into its payments port, for the API process and
 * the worker alike. The two need each other (orders record money events, payments mark orders
 * paid and add timeline steps), so payments get functions that reach the orders context once it
 * exists rather than importing the orders services.
 */
export function createOrdersWithPayments(
  db: Kysely<Database>,
  mail: Pick<MailOutbox, 'enqueue' | 'wake'>,
  config: AppConfig,
  log: FastifyBaseLogger,
): { orders: OrdersContext; payments: PaymentsProvider } {
  const made: { orders?: OrdersContext } = {};
  const ready = (): OrdersContext => {
    if (!made.orders) throw new Error('the orders context was used before it was made');
    return made.orders;
  };
  const link: OrdersLink = {
    markPaid: (orderId, trx) => recordOrderPaid(ready(), orderId, trx),
    recordStep: (order, change, trx) => recordOrderStep(ready(), trx, order, change),
  };
  const payments = createPayments({
    db,
    config,
    mail,
    log,
    orders: link,
    disputes: { hasOpenDispute: (orderId, trx) => ready().ports.disputes.hasOpenDispute(orderId, trx) },
  });
  const ports = createOrderPorts({ db, mail, config, log });
  const orders = createOrdersContext(db, mail, config, log, { ports: { ...ports, payments: payments.orders } });
  made.orders = orders;
  return { orders, payments };
}
