import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { createListingStockRepository } from '../listings/listing-stock.repository.ts';
import { createSafetyRepository } from '../deals/safety.repository.ts';
import { createOrderPorts } from './default-order-ports.ts';
import type { OrderPorts } from './order-ports.ts';
import { createOrdersRepository } from './orders.repository.ts';

/**
 * What the orders services share: repositories (the listings' quantity moves through deals' own
 * conditional UPDATEs, so agreements and orders take stock the same way), the mail outbox, the
 * payments and disputes ports, the settings they read, a logger and a clock.
 */
export function createOrdersContext(
  db: Kysely<Database>,
  mail: Pick<MailOutbox, 'enqueue' | 'wake'>,
  config: AppConfig,
  log: FastifyBaseLogger,
  options: { ports?: OrderPorts; now?: () => Date } = {},
) {
  return {
    db,
    mail,
    config,
    log,
    now: options.now ?? (() => new Date()),
    orders: createOrdersRepository(db),
    listings: createListingStockRepository(db),
    safety: createSafetyRepository(db),
    ports: options.ports ?? createOrderPorts({ db, mail, config, log }),
  };
}

export type OrdersContext = ReturnType<typeof createOrdersContext>;
