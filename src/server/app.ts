import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { applyBaseHeaders, buildSecurityHeaders, registerSecurity } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerGracefulClose } from './http/graceful-shutdown.ts';
import { registerReadiness, type ReadinessCheck } from './http/readiness.ts';
import { pingDatabase } from './db/ping-database.ts';
import type { Database } from './db/schema.ts';
import { LOG_REDACTION } from './http/log-redaction.ts';
import { createMailOutbox } from './mail/mail-outbox.ts';
import { createAuthContext } from './auth/auth-context.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { createRequireUser } from './auth/require-user.ts';
import { createImageStorage, signedUrlOrigins } from './images/create-image-storage.ts';
import { registerImageRoutes } from './images/images.routes.ts';
import { createImageProcessor } from './images/image-processor.ts';
import { createListingsRepository } from './listings/listings.repository.ts';
import { registerListingRoutes } from './listings/listings.routes.ts';
import { createSearchRepository } from './search/search-repository.ts';
import { createSqliteReaders } from './db/sqlite-readers.ts';
import { registerSearchRoutes } from './search/search-routes.ts';
import { createPhotosService } from './photos/photos.service.ts';
import { registerPhotoRoutes } from './photos/photos.routes.ts';
import { schedulePhotoSweep } from './photos/photo-sweep.ts';
import { createSparebot } from './sparebot/sparebot-service.ts';
import { registerSparebotRoutes } from './sparebot/sparebot.routes.ts';
import { scheduleWantedAlerts } from './wanted/wanted-alerts.ts';
import { registerWantedRoutes } from './wanted/wanted.routes.ts';
import { registerPublicReadRoutes } from './search/public-reads.routes.ts';
import { registerSeoRoutes } from './search/seo.routes.ts';
import { createSeoRepository } from './search/seo.repository.ts';
import { createPageDescriber } from './search/seo-pages.ts';
import { createDealsContext } from './deals/deals-context.ts';
import { registerDealRoutes } from './deals/deals.routes.ts';

const JSON_BODY_LIMIT = 64 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: FastifyLoggerOptions['stream'];
  /** URLs per sitemap file (default the protocol's 50,000): tests lower it to see the sitemap index. */
  urlsPerSitemap?: number;
  /** Hands tests the app's own database handle (to close it under a running app and see GET /api/ready fail). */
  onDatabase?: (db: Kysely<Database>) => void;
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

  const { db, dialect, readSync, writeGeneration } = openDatabase(config.database);
  app.addHook('onClose', async () => db.destroy());
  app.addHook('onClose', async () => storage.close?.());
  options.onDatabase?.(db);
  const applied = await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');

  registerErrorHandler(app);
  registerGracefulClose(app);
  await registerSecurity(app);
  // Before any route: the OpenAPI document is collected from the routes as they are added.
  await registerApiDocs(app);
  // GET /api/ready: every dependency by name, each within a short timeout (Redis adds its entry when configured).
  const readinessChecks: ReadinessCheck[] = [
    { name: 'database', check: () => pingDatabase(db) },
    { name: 'storage', check: (signal) => storage.probe(signal) },
  ];
  registerReadiness(app, readinessChecks);

  const mail = createMailOutbox(db, config, app.log);
  // onClose hooks run last-registered first: the outbox stops (and finishes a send) before the database closes.
  app.addHook('onClose', async () => mail.close());
  app.addHook('onReady', async () => mail.start());
  const auth = createAuthContext(db, mail, config, { readSync, writeGeneration });
  const requireUser = createRequireUser(auth);
  registerAuthRoutes(app, auth, requireUser);

  registerImageRoutes(app, storage);
  const listings = createListingsRepository(db);
  const images = createImageProcessor({ concurrency: config.uploads.imageConcurrency });
  app.addHook('onClose', async () => images.close());
  const photos = createPhotosService({ db, storage, images, tmpDir, queueSize: config.uploads.queueSize, log: app.log });
  await registerPhotoRoutes(app, photos, requireUser);
  // Wanted lists: a trigger writes a match job with each publish or price drop; woken after the commit.
  const wantedAlerts = scheduleWantedAlerts(app, { db, mail, appUrl: config.appUrl });
  registerListingRoutes(app, { db, listings, photos, onListingsChanged: wantedAlerts.wake }, requireUser);
  registerWantedRoutes(app, db, requireUser);
  // Searches read on threads of their own (SQLite runs on the calling thread): one per core, at most 4.
  const searchReaders = config.database.dialect === 'sqlite' ? createSqliteReaders(config.database.file, Math.min(4, availableParallelism())) : undefined;
  if (searchReaders) app.addHook('onClose', async () => searchReaders.close());
  registerSearchRoutes(app, createSearchRepository(db, dialect, searchReaders));
  registerPublicReadRoutes(app, { db, storage, requireUser });
  const seo = createSeoRepository(db);
  registerSeoRoutes(app, { repo: seo, appUrl: config.appUrl, urlsPerSitemap: options.urlsPerSitemap });
  registerDealRoutes(app, createDealsContext(db, mail, config), requireUser);
  // Expired drafts, failed deletes retried, leftovers of uploads cut short (a crash, kill -9):
  // in the background after start-up, then hourly.
  schedulePhotoSweep(app, {
    photos: photos.repository,
    files: photos.files,
    draftTtlMs: config.photos.draftTtlMs,
    storage,
    tmpDir,
    olderThanMs: HOUR_MS,
  });

  const sparebot = createSparebot(config.sparebot);
  app.addHook('onClose', async () => sparebot.close());
  registerSparebotRoutes(app, sparebot, requireUser, photos, db);

  const sweep = setInterval(() => void auth.sessions.deleteExpired().catch(() => undefined), HOUR_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Listing and seller pages get their title, canonical URL, Open Graph tags and JSON-LD (or a 404) from the server.
  await registerSpa(app, config.clientDir, { describePage: createPageDescriber(seo, config.appUrl) });
  return app;
}
