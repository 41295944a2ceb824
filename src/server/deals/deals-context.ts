import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { HitCounter } from '../http/flood-limits.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { createListingStockRepository } from '../listings/listing-stock.repository.ts';
import { createOffersRepository } from './offers.repository.ts';
import { createSafetyRepository } from './safety.repository.ts';

/** What the deals services share: repositories, the mail outbox, the settings they read and a clock. */
export function createDealsContext(
  db: Kysely<Database>,
  mail: Pick<MailOutbox, 'enqueue' | 'wake'>,
  config: Pick<AppConfig, 'appUrl' | 'dealLimits' | 'limits'>,
  hits: HitCounter,
  now: () => Date = () => new Date(),
) {
  return {
    db,
    mail,
    config,
    /** Offer and report counts (the rate-limit store: Redis with REDIS_URL). */
    hits,
    now,
    conversations: createConversationsRepository(db),
    offers: createOffersRepository(db),
    listings: createListingStockRepository(db),
    safety: createSafetyRepository(db),
  };
}

export type DealsContext = ReturnType<typeof createDealsContext>;
