import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database, EmailOutboxKind } from '../db/schema.ts';
import { createMailTransport } from './mail-transport.ts';
import { createOutboxDispatcher } from './outbox-dispatcher.ts';
import { createOutboxRepository, type OutboxMail } from './outbox.repository.ts';

export interface MailOutboxOptions {
  /** Whether this process sends (RUN_BACKGROUND_JOBS); default true. Otherwise it only queues, and a worker sends. */
  dispatch?: boolean;
  /** Called by `wake()` when this process does not send: tells the processes that do (a Redis signal). */
  onQueued?: () => void;
}

/**
 * The mail feature as the rest of the server sees it: queue a mail inside the caller's
 * transaction, then `wake()` once that transaction has committed. Sending happens outside
 * requests, with retries (outbox-dispatcher.ts), in dev mode too (where "sending" logs the envelope).
 */
export function createMailOutbox(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'mailOutbox'>,
  log: FastifyBaseLogger,
  options: MailOutboxOptions = {},
) {
  const dispatch = options.dispatch ?? true;
  const transport = createMailTransport(config, log);
  const outbox = createOutboxRepository(db);
  const dispatcher = createOutboxDispatcher(outbox, transport, config.mailOutbox, log);

  return {
    devMode: transport.devMode,
    enqueue: (mail: OutboxMail, trx: Transaction<Database>) => outbox.enqueue(mail, trx),
    /** Several mails in one statement, inside the caller's transaction. */
    enqueueMany: (mails: OutboxMail[], trx: Transaction<Database>) => outbox.enqueueMany(mails, trx),
    /** Unsent mails of a kind for a user are dropped when their links are retired. */
    cancelPending: (userId: number, kind: EmailOutboxKind, trx: Transaction<Database>) =>
      outbox.cancelPending(userId, kind, new Date().toISOString(), trx),
    /** Sends what is due now, in the background (call after the enqueueing transaction commits). */
    wake: () => (dispatch ? void dispatcher.wake() : options.onQueued?.()),
    /** First pass at start-up: mails left by a previous run or queued while it was down. */
    start: () => (dispatch ? void dispatcher.wake() : undefined),
    async close(): Promise<void> {
      await dispatcher.close();
      transport.close();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
