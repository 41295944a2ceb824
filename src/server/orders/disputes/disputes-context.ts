import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { PhotosService } from '../../photos/photos.service.ts';
import { createOrdersRepository } from '../orders.repository.ts';
import type { DisputeRefunds } from './dispute-refunds.ts';
import { createDisputesRepository } from './disputes.repository.ts';

/** The photo path, as disputes use it: claim the caller's unsaved photos for evidence, and list them. */
export type DisputePhotos = Pick<PhotosService, 'claimForEvidence' | 'listForEvidence'>;

export interface DisputesDeps {
  db: Kysely<Database>;
  mail: Pick<MailOutbox, 'enqueue' | 'wake'>;
  appUrl: string;
  log: FastifyBaseLogger;
  photos: DisputePhotos;
  /** How a decision's refund moves money (the payments feature, or between the parties). */
  refunds: DisputeRefunds;
  now?: () => Date;
}

/** What the disputes services share: repositories (the order's through the orders repository), mail, photos, refunds and a clock. */
export function createDisputesContext(deps: DisputesDeps) {
  return {
    db: deps.db,
    mail: deps.mail,
    appUrl: deps.appUrl,
    log: deps.log,
    photos: deps.photos,
    refunds: deps.refunds,
    now: deps.now ?? (() => new Date()),
    orders: createOrdersRepository(deps.db),
    disputes: createDisputesRepository(deps.db),
  };
}

export type DisputesContext = ReturnType<typeof createDisputesContext>;
