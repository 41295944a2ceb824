import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { LOG_REDACTION } from './http/log-redaction.ts';
import { createImageStorage } from './images/create-image-storage.ts';
import { createImageProcessor } from './images/image-processor.ts';
import { createMailOutbox } from './mail/mail-outbox.ts';
import { createPhotosService } from './photos/photos.service.ts';
import { startAnalysisConsumer } from './sparebot/analysis-queue.ts';
import { warmSparebot } from './sparebot/sparebot-service.ts';
import { createSparebotFeedback } from './sparebot/feedback/sparebot-feedback.ts';
import { openScaleParts } from './scale-parts.ts';
import { startBackgroundWork } from './background-work.ts';
import { createOrdersWithPayments } from './orders/payments/orders-with-payments.ts';

/**
 * The worker process (`npm run worker`, entry jobs/worker.ts): no HTTP, the same database,
 * storage and Redis as the API nodes. It runs SpareBot's analysis jobs (with REDIS_URL) and the
 * background work: the mail outbox, wanted-list matching and digests, the storage sweep, the order
 * clock. A Fastify instance that never listens holds its lifecycle (onReady starts the loops,
 * close() drains them).
 */
export async function buildWorker(
  config: AppConfig,
  options: {
    logStream?: FastifyLoggerOptions['stream'];
    /** Build SpareBot's indexes first (`npm run worker`), so the first job's reading does not hold the event loop. */
    warmSparebot?: boolean;
  } = {},
): Promise<FastifyInstance> {
  if (options.warmSparebot) warmSparebot(config.sparebot);
  const app = Fastify({ logger: { level: config.logLevel, ...LOG_REDACTION, ...(options.logStream && { stream: options.logStream }) } });
  const processName = `worker:${process.pid}`;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const tmpDir = path.join(config.dataDir, 'tmp');
  const storage = createImageStorage(config.storage, uploadsDir);
  const { db, dialect } = openDatabase(config.database, app.log);
  app.addHook('onClose', async () => db.destroy());
  app.addHook('onClose', async () => storage.close?.());
  // Under Kysely's migration lock: a worker that starts before the API nodes brings the schema up too.
  await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
  const scale = await openScaleParts(app, config.scale, processName);

  const mail = createMailOutbox(db, config, app.log);
  app.addHook('onClose', async () => mail.close());
  app.addHook('onReady', async () => mail.start());
  const images = createImageProcessor({ concurrency: config.uploads.imageConcurrency, idleMs: config.uploads.imageWorkerIdleMs });
  app.addHook('onClose', async () => images.close());
  const photos = createPhotosService({ db, storage, images, tmpDir, queueSize: config.uploads.queueSize, log: app.log });
  const { orders, payments } = createOrdersWithPayments(db, mail, config, app.log);
  startBackgroundWork(app, {
    db,
    mail,
    photos,
    storage,
    tmpDir,
    appUrl: config.appUrl,
    draftTtlMs: config.photos.draftTtlMs,
    signals: scale.signals,
    orders,
    payments: { provider: payments, reconcileEveryMs: config.payments.reconcileEveryMs },
  });

  if (scale.redis) {
    // The learned priors from the shared database (saves are recorded by the API nodes).
    const feedback = createSparebotFeedback({ db, log: app.log });
    app.addHook('onReady', async () => feedback.start());
    app.addHook('onClose', async () => feedback.close());
    const analyses = startAnalysisConsumer({
      db,
      redis: scale.redis,
      sparebot: config.sparebot,
      jobs: config.scale.sparebotJobs,
      workerName: processName,
      readStoredCopy: photos.readStoredCopy,
      log: app.log,
      priors: feedback.priors,
    });
    // Registered last, so closed first: the jobs in hand finish before the database and Redis go.
    app.addHook('onClose', async () => analyses.close());
  } else {
    app.log.warn(
      { event: 'worker.no_redis' },
      'no REDIS_URL: SpareBot runs inside the API processes; this worker runs the background work only',
    );
  }
  return app;
}
