import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRouteValidation } from './http/validate.ts';
import { applyBaseHeaders, buildSecurityHeaders, registerSecurity } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { registerPublicRateLimit } from './http/public-rate-limit.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerGracefulClose } from './http/graceful-shutdown.ts';
import { registerReadiness, type ReadinessCheck } from './http/readiness.ts';
import { pingDatabase } from './db/ping-database.ts';
import type { Database } from './db/schema.ts';
import { LOG_REDACTION } from './http/log-redaction.ts';
import { createMailOutbox } from './mail/mail-outbox.ts';
import { createAuthContext } from './auth/auth-context.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerAccountSecurityRoutes } from './auth/account-security.routes.ts';
import { registerAccountRoutes } from './account/account.routes.ts';
import { scheduleAccountHousekeeping } from './account/account-housekeeping.ts';
import { createRequireUser } from './auth/require-user.ts';
import { createImageStorage, signedUrlOrigins } from './images/create-image-storage.ts';
import { registerImageRoutes } from './images/images.routes.ts';
import { resolvePhotoUrlSecret } from './images/photo-url-secret.ts';
import { usePhotoUrlSecret } from './images/photo-url-signing.ts';
import { createImageProcessor } from './images/image-processor.ts';
import { createListingsRepository } from './listings/listings.repository.ts';
import { registerListingRoutes } from './listings/listings.routes.ts';
import { createSearchRepository } from './search/search-repository.ts';
import { createRoutedSearch } from './search/routed-search.ts';
import { createReadRouting } from './db/replicas/read-routing.ts';
import { redisWriteMarks } from './db/replicas/write-marks.ts';
import { createSqliteReaders } from './db/sqlite-readers.ts';
import { createSearchAnswer, registerSearchRoutes } from './search/search-routes.ts';
import { createPhotosService } from './photos/photos.service.ts';
import { registerPhotoRoutes } from './photos/photos.routes.ts';
import { createAnalysisQueue } from './sparebot/analysis-queue.ts';
import { createSparebotFeedback } from './sparebot/feedback/sparebot-feedback.ts';
import { registerSparebotRoutes } from './sparebot/sparebot.routes.ts';
import { registerProcessorRoutes } from './sparebot/processor.routes.ts';
import { registerWantedRoutes } from './wanted/wanted.routes.ts';
import { registerPublicReadRoutes } from './search/public-reads.routes.ts';
import { registerSeoRoutes } from './search/seo.routes.ts';
import { createSeoRepository } from './listings/seo.repository.ts';
import { createPageDescriber } from './search/seo-pages.ts';
import { createDealsContext } from './deals/deals-context.ts';
import { registerDealRoutes } from './deals/deals.routes.ts';
import { createOrdersWithPayments } from './orders/payments/orders-with-payments.ts';
import { registerPaymentRoutes } from './orders/payments/payments.routes.ts';
import { registerStripeWebhookRoute } from './orders/payments/stripe-webhook.routes.ts';
import { registerOrderRoutes } from './orders/orders.routes.ts';
import { registerWatchlistRoutes } from './watchlist/watchlist.routes.ts';
import { registerFeedbackRoutes } from './orders/feedback/feedback.routes.ts';
import { createFeedbackContext, summariseSellers } from './orders/feedback/feedback.service.ts';
import { createDisputesContext } from './orders/disputes/disputes-context.ts';
import { registerDisputeRoutes } from './orders/disputes/disputes.routes.ts';
import { registerAdminDisputeRoutes } from './orders/disputes/admin-disputes.routes.ts';
import { registerAdminRoutes } from './moderation/admin.routes.ts';
import { openScaleParts } from './scale-parts.ts';
import { scheduleTempSweep, startBackgroundWork } from './background-work.ts';

const JSON_BODY_LIMIT = 64 * 1024;
/** SQLite reader threads for searches: one per core, at most four. */
const SEARCH_READER_THREADS = Math.min(4, availableParallelism());
const HOUR_MS = 60 * 60 * 1000;

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: FastifyLoggerOptions['stream'];
  /** URLs per sitemap file (default the protocol's 50,000): tests lower it to see the sitemap index. */
  urlsPerSitemap?: number;
  /** Hands tests the app's own database handle (to close it under a running app and see GET /api/ready fail), and PostgreSQL's pool. */
  onDatabase?: (db: Kysely<Database>, pool?: pg.Pool) => void;
  /** The disputes' clock (default the real time): tests open and escalate disputes on dates of their choosing. */
  disputesNow?: () => Date;
  /** A compiled image worker to fork (default the one beside the image processor): tests running from source fork the build's. */
  imageWorkerFile?: string;
}

/** Builds the whole server: database (migrated), plugins, routes and the SPA. Tests call this too. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const tmpDir = path.join(config.dataDir, 'tmp');
  // Photos on local disk or in the S3 bucket; with signed URLs the CSP lets images come from the bucket.
  const storage = createImageStorage(config.storage, uploadsDir);
  const securityHeaders = buildSecurityHeaders({ devServer: config.env === 'development', imageOrigins: await signedUrlOrigins(storage) });
  const app = Fastify({
    // No secret reaches a log line: query tokens are cut from URLs, secret-named fields redacted.
    logger: { level: config.logLevel, ...LOG_REDACTION, ...(options.logStream && { stream: options.logStream }) },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A malformed URL (bad percent-encoding) answers like every other error, without echoing it.
    frameworkErrors: (_error, request, reply) => {
      // Answered before any hook runs: give it the headers the hook would have set.
      applyBaseHeaders(request, reply as FastifyReply, securityHeaders);
      void (reply as FastifyReply).code(400).send({ message: 'The request URL is not valid' });
    },
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  });
  app.decorateRequest('user', null);
  // Set on arrival so every answer carries them, errors included (a sync hook: no promise per request).
  app.addHook('onRequest', (request, reply, done) => {
    applyBaseHeaders(request, reply, securityHeaders);
    done();
  });

  const { db, dialect, readSync, writeGeneration, preparedReader, pool } = openDatabase(config.database, app.log);
  app.addHook('onClose', async () => db.destroy());
  app.addHook('onClose', async () => storage.close?.());
  options.onDatabase?.(db, pool);
  const applied = await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  // Redis with REDIS_URL (shared rate limits, SpareBot jobs, wake-ups for the workers), else memory.
  const scale = await openScaleParts(app, config.scale, `api:${process.pid}`);
  const runsBackground = config.scale.runBackgroundJobs;

  registerErrorHandler(app);
  registerRouteValidation(app);
  registerGracefulClose(app);
  await registerSecurity(app, { rateLimitStore: scale.rateLimitStore, maxEventLoopDelayMs: config.limits.overloadEventLoopDelayMs });
  // Before any route: the OpenAPI document is collected from the routes as they are added.
  await registerApiDocs(app);
  // GET /api/ready: every dependency by name, each within a short timeout (Redis adds its entry when configured).
  const readinessChecks: ReadinessCheck[] = [
    { name: 'database', check: () => pingDatabase(db) },
    { name: 'storage', check: (signal) => storage.probe(signal) },
    ...scale.readinessChecks,
  ];
  // Public reads from PostgreSQL replicas (DATABASE_REPLICA_URLS), the writer's own reads from the primary.
  const redis = scale.redis;
  const reads = createReadRouting(
    app,
    { db, pool, reader: preparedReader },
    config.scale.replicas,
    redis && ((keepMs) => redisWriteMarks(redis.commands, `${redis.keyPrefix}:wal-mark:`, keepMs)),
  );
  readinessChecks.push(...reads.readinessChecks);
  registerReadiness(app, readinessChecks);

  // With RUN_BACKGROUND_JOBS=false this process only queues mail; a worker sends it.
  const mail = createMailOutbox(db, config, app.log, { dispatch: runsBackground, onQueued: () => scale.signals.publish('mail') });
  // onClose hooks run last-registered first: the outbox stops (and finishes a send) before the database closes.
  app.addHook('onClose', async () => mail.close());
  app.addHook('onReady', async () => mail.start());
  const auth = createAuthContext(db, mail, config, { readSync, writeGeneration });
  const requireUser = createRequireUser(auth);
  // Anonymous search and public pages per address (PUBLIC_RATE_LIMIT_PER_MINUTE), before any route.
  registerPublicRateLimit(app, config.limits.publicReads, { hits: scale.rateLimitStore, requireUser });
  registerAuthRoutes(app, auth, requireUser);
  // Profile → Security (password, email, devices, activity); its housekeeping (last seen, old events).
  registerAccountSecurityRoutes(app, auth, requireUser);
  scheduleAccountHousekeeping(app, { db, auth });

  // The owner's photo URLs are signed (photo-url-signing.ts); several instances need one secret.
  usePhotoUrlSecret(resolvePhotoUrlSecret(config.photoUrlSecret, config.dataDir));
  if (!config.photoUrlSecret && config.scale.redis) {
    app.log.warn({ event: 'photos.url_secret_missing' }, 'PHOTO_URL_SECRET is unset: photo URLs signed here fail on other instances');
  }
  registerImageRoutes(app, storage);
  const listings = createListingsRepository(db);
  const images = createImageProcessor({
    concurrency: config.uploads.imageConcurrency,
    idleMs: config.uploads.imageWorkerIdleMs,
    workerFile: options.imageWorkerFile,
  });
  app.addHook('onClose', async () => images.close());
  const photos = createPhotosService({ db, storage, images, tmpDir, queueSize: config.uploads.queueSize, log: app.log });
  await registerPhotoRoutes(app, photos, requireUser);
  // Outbox sends, wanted-list matching (a trigger writes a match job with each publish or price drop;
  // woken after the commit) and the storage sweep: here, or in `npm run worker` (background-work.ts).
  // Orders (with the payments and disputes ports picked from config); their clock runs with the background work.
  const { orders, payments } = createOrdersWithPayments(db, mail, config, app.log);
  const paymentsWork = { provider: payments, reconcileEveryMs: config.payments.reconcileEveryMs };
  const background = runsBackground
    ? startBackgroundWork(app, {
        db,
        mail,
        photos,
        storage,
        tmpDir,
        appUrl: config.appUrl,
        draftTtlMs: config.photos.draftTtlMs,
        signals: scale.signals,
        orders,
        payments: paymentsWork,
      })
    : { wakeWanted: () => scale.signals.publish('wanted') };
  if (!runsBackground) scheduleTempSweep(app, tmpDir);
  // SpareBot learns from what owners keep of its suggestions (per installation); retrained after saves.
  const sparebotFeedback = createSparebotFeedback({ db, log: app.log });
  app.addHook('onReady', async () => sparebotFeedback.start());
  app.addHook('onClose', async () => sparebotFeedback.close());
  registerListingRoutes(
    app,
    { db, listings, photos, onListingsChanged: background.wakeWanted, onItemSaved: sparebotFeedback.recordSaved },
    requireUser,
  );
  registerWantedRoutes(app, db, requireUser);
  registerWatchlistRoutes(app, db, requireUser);
  // Profile → Your data: the zip of everything, and deleting the account (photos through the deleter).
  registerAccountRoutes(app, { db, auth, mail, listings, storage, removeFiles: photos.files.removeFiles, requireUser });
  // Searches read on threads of their own (SQLite runs on the calling thread): one per core, at most 4.
  const searchReaders = config.database.dialect === 'sqlite' ? createSqliteReaders(config.database.file, SEARCH_READER_THREADS) : undefined;
  if (searchReaders) app.addHook('onClose', async () => searchReaders.close());
  const searchRepository = createRoutedSearch(
    reads.targets.map((target) =>
      target.index === 0
        ? createSearchRepository(db, dialect, searchReaders ?? preparedReader)
        : createSearchRepository(target.db, dialect, target.reader),
    ),
    reads.current,
  );
  // Feedback after orders (orders/feedback); its seller summaries show on search cards and public listing and seller pages.
  const feedback = createFeedbackContext(orders, preparedReader);
  const answerSearch = createSearchAnswer(searchRepository, (ids) => summariseSellers(feedback, ids));
  registerSearchRoutes(app, answerSearch);
  // A served app warms its search at start, in the background; tests start many servers and do not.
  if (config.env !== 'test') {
    app.addHook('onReady', async () => {
      void searchRepository
        .warmUp(searchReaders ? SEARCH_READER_THREADS : 1)
        .catch((error: unknown) => app.log.warn({ err: error, event: 'search.warm_up_failed' }, 'search not warmed'));
    });
  }
  registerFeedbackRoutes(app, feedback, requireUser);
  registerPublicReadRoutes(app, {
    db,
    reads: reads.db,
    storage,
    requireUser,
    cardSellers: (ids) => payments.sellersTakingCards(ids),
    sellerFeedback: (ids) => summariseSellers(feedback, ids),
  });
  const seo = createSeoRepository(reads.db);
  registerSeoRoutes(app, { repo: seo, appUrl: config.appUrl, urlsPerSitemap: options.urlsPerSitemap });
  registerDealRoutes(app, createDealsContext(db, mail, config, scale.rateLimitStore), requireUser);
  registerOrderRoutes(app, orders, requireUser);
  // Card payments (Stripe, or off): Connect, paying an order, and Stripe's webhook (raw body, in a scope of its own).
  registerPaymentRoutes(app, payments, requireUser);
  await registerStripeWebhookRoute(app, payments);
  // Disputes about orders (spec §4): the two sides' routes and the admin queue. Refunds of orders
  // paid by card go through the payments provider (between the parties when payments are off).
  const disputes = createDisputesContext({
    db,
    mail,
    appUrl: config.appUrl,
    log: app.log,
    photos,
    refunds: payments,
    now: options.disputesNow,
  });
  registerDisputeRoutes(app, disputes, requireUser);
  registerAdminDisputeRoutes(app, disputes, requireUser);
  // Moderation: the report queue and admin actions; 404 to everyone but admins.
  registerAdminRoutes(app, { db, listings, mail, appUrl: config.appUrl, supportEmail: config.supportEmail }, requireUser);

  // SpareBot in this process, or as BullMQ jobs run by workers (and by this process with RUN_BACKGROUND_JOBS).
  const analysis = createAnalysisQueue({
    db,
    sparebot: config.sparebot,
    jobs: config.scale.sparebotJobs,
    redis: scale.redis,
    consume: runsBackground,
    workerName: `api:${process.pid}`,
    readStoredCopy: photos.readStoredCopy,
    log: app.log,
    priors: sparebotFeedback.priors,
  });
  app.addHook('onClose', async () => analysis.close());
  readinessChecks.push({ name: 'sparebot', check: () => analysis.stats() });
  registerSparebotRoutes(app, analysis, requireUser, photos, db);
  registerProcessorRoutes(app, config.sparebot);

  const sweep = setInterval(() => void auth.sessions.deleteExpired().catch(() => undefined), HOUR_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Listing and seller pages get their title, canonical URL, Open Graph tags and JSON-LD (or a 404) from the server.
  await registerSpa(app, config.clientDir, { describePage: createPageDescriber(seo, config.appUrl, answerSearch) });
  return app;
}
