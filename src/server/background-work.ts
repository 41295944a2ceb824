import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { ImageStorage } from './images/image-storage.ts';
import type { WakeSignals } from './jobs/wake-signals.ts';
import type { MailOutbox } from './mail/mail-outbox.ts';
import { scheduleOrderClock } from './orders/order-clock.ts';
import type { OrdersContext } from './orders/orders-context.ts';
import type { PaymentsProvider } from './orders/payments/payments-provider.ts';
import { schedulePaymentsReconciliation } from './orders/payments/payments-reconciliation-job.ts';
import type { PhotosService } from './photos/photos.service.ts';
import { schedulePhotoSweep } from './photos/photo-sweep.ts';
import { scheduleWantedAlerts } from './wanted/wanted-alerts.ts';
import { scheduleWatchDigest } from './watchlist/watch-digest.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface BackgroundDeps {
  db: Kysely<Database>;
  /** Created with `dispatch: true`: this process sends the outbox. */
  mail: MailOutbox;
  photos: PhotosService;
  storage: ImageStorage;
  tmpDir: string;
  appUrl: string;
  draftTtlMs: number;
  /** Wake-ups from processes that queue work but do not run it (API nodes with RUN_BACKGROUND_JOBS=false). */
  signals: WakeSignals;
  /** The orders context (with its payments and disputes ports) the order clock moves orders through. */
  orders: OrdersContext;
  /** Card payments (off, or Stripe) and how often its reconciliation job asks Stripe about what is pending. */
  payments: { provider: PaymentsProvider; reconcileEveryMs: number };
}

/**
 * The work done outside requests, in one place for the two kinds of process that run it: an app
 * with RUN_BACKGROUND_JOBS=true (the default: `npm start` is one process) and `npm run worker`.
 * The mail outbox's sends (the outbox is created dispatching), wanted-list matching and daily
 * digests, the storage sweep, the order clock, payments reconciliation. All of it is claimed row by row in the database,
 * so any number of processes may run it and each mail, alert and order move happens once
 * (docs/reliability.md).
 * Returns how to wake the wanted-list matcher in this process.
 */
export function startBackgroundWork(app: FastifyInstance, deps: BackgroundDeps): { wakeWanted: () => void } {
  const { mail, signals } = deps;
  const wanted = scheduleWantedAlerts(app, { db: deps.db, mail, appUrl: deps.appUrl });
  // The watchlist's daily email (at most one a day per watcher, unless turned off), at the wanted list's hour.
  scheduleWatchDigest(app, { db: deps.db, mail, appUrl: deps.appUrl });
  // Expired drafts, failed deletes retried, leftovers of uploads cut short (a crash, kill -9):
  // in the background after start-up, then hourly.
  schedulePhotoSweep(app, {
    photos: deps.photos.repository,
    files: deps.photos.files,
    draftTtlMs: deps.draftTtlMs,
    storage: deps.storage,
    tmpDir: deps.tmpDir,
    olderThanMs: HOUR_MS,
  });
  // Orders: 7 days after the handover with no dispute open they are received, 7 days later completed (every minute, and at start-up).
  scheduleOrderClock(app, deps.orders);
  // Payments: checkouts, transfers and refunds Stripe has not confirmed (missed webhooks), every PAYMENTS_RECONCILE_EVERY_MS.
  schedulePaymentsReconciliation(app, deps.payments.provider, deps.payments.reconcileEveryMs);
  signals.subscribe('mail', () => mail.wake());
  signals.subscribe('wanted', () => wanted.wake());
  return { wakeWanted: () => wanted.wake() };
}

/**
 * An API process that leaves the background work to workers still receives uploads into its own
 * temp folder: what a crash (kill -9) left there is removed at start-up and hourly, as the
 * storage sweep would (`*.tmp` older than an hour; an upload in progress is never that old).
 */
export function scheduleTempSweep(app: FastifyInstance, tmpDir: string): void {
  const sweep = async () => {
    let removed = 0;
    const cutoff = Date.now() - HOUR_MS;
    const names = await fsp.readdir(tmpDir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.tmp'))) {
      const file = path.join(tmpDir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat || stat.mtimeMs >= cutoff) continue;
      await fsp.rm(file, { force: true }).then(
        () => removed++,
        (error: unknown) =>
          app.log.warn({ event: 'storage.sweep_remove_failed', file, err: error }, 'a leftover file could not be removed'),
      );
    }
    if (removed) app.log.info({ event: 'storage.temp_sweep', removedTmp: removed }, 'upload leftovers removed');
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), HOUR_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
