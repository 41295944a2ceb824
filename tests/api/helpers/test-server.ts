import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { copySqliteTemplate, createFromPostgresTemplate } from './migrated-template.ts';
import { builtEntry, PROJECT_ROOT } from '../../support/entry-point.ts';
import { TEST_SERVER_ENV } from '../../support/server-env.ts';
import { testRedisEnv } from './test-redis.ts';

export const TEST_APP_URL = 'http://sparestock.test';

/**
 * The app runs from source here, but once the tests run the build (TEST_ENTRY_FROM_BUILD) its image
 * worker is forked from the build: the same code without tsx's loader, 0.25 s of CPU a start against 0.65.
 * Looked up once per test process, not for each of its servers.
 */
const builtImageWorker = builtEntry('src/server/images/image-worker.ts');
const IMAGE_WORKER_FILE = builtImageWorker && path.join(PROJECT_ROOT, builtImageWorker);

export interface TestServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  /** Which database this server runs on, and how to reach it directly (see helpers/db.ts). */
  dialect: 'sqlite' | 'postgres';
  /** The SQLite file path, or the PostgreSQL connection URL of this server's own database. */
  databaseLocation: string;
  /** The DATABASE_URL the app was started with (what a second instance needs to share it). */
  databaseUrl: string;
  /** With TEST_REDIS_URL: REDIS_URL and this server's own key prefix (a second instance shares them). */
  redisEnv: Record<string, string>;
  /** Stops the app but keeps its database and data folder (a restart: start another server sharing them). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /**
   * Start a second app instance on the SAME database and data folder as this server (two
   * instances behind one load balancer). The shared server keeps ownership: closing this one
   * only stops its app; close it before the server it shares with.
   */
  shareDatabaseWith?: TestServer;
  /** Receives every log line the app writes (set LOG_LEVEL in env to see more than nothing). */
  logStream?: { write(line: string): void };
  /** Serve this folder as the built client instead of dist/client (a test's own index.html). */
  clientDir?: string;
  /** URLs per sitemap file (buildApp's test seam), so a few listings already make a sitemap index. */
  urlsPerSitemap?: number;
  /** Receives the app's own database handle (buildApp's test seam), e.g. to close it under the running app. */
  onDatabase?: BuildOptions['onDatabase'];
  /** The disputes' clock (buildApp's test seam): open and escalate disputes on chosen dates. */
  disputesNow?: BuildOptions['disputesNow'];
}

export interface FreshDatabase {
  /** The DATABASE_URL to start the app with. */
  url: string;
  /** The SQLite file path, or the PostgreSQL connection URL. */
  location: string;
  /** Drops the PostgreSQL database (nothing to do for SQLite: its folder is removed). */
  drop: () => Promise<void>;
}

/**
 * A fresh database: a SQLite file `sqliteFile` in `dataDir`, or, when `adminUrl` names a
 * PostgreSQL server, a new database `<namePrefix>_<random>` on it. Used by the API tests
 * (TEST_DATABASE_URL, CI's second run) and the bench (BENCH_DATABASE_URL).
 */
export async function createFreshDatabase(options: {
  dataDir: string;
  adminUrl: string | undefined;
  namePrefix: string;
  sqliteFile: string;
  /** Start from a copy of the migrated template (see migrated-template.ts) rather than empty. */
  migrated?: boolean;
}): Promise<FreshDatabase> {
  const admin = options.adminUrl;
  if (!admin) {
    const file = path.join(options.dataDir, options.sqliteFile);
    if (options.migrated) await copySqliteTemplate(file);
    return { url: `sqlite:${file}`, location: file, drop: async () => undefined };
  }
  const name = `${options.namePrefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  if (options.migrated) await createFromPostgresTemplate(client, admin, name);
  else await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    location: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // pg-pool's end() resolves once it has *asked* its idle clients to close, not once they
      // have: a FORCE drop can kill a backend that is still closing, and its FATAL 57P01 then
      // reaches a pool with no error listener (an unhandled error). Let them go first (≤ 2 s).
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the real app on a loopback port with its own database and data folder. */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.shareDatabaseWith;
  const dataDir = shared ? shared.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-api-'));
  const database = shared
    ? { url: shared.databaseUrl, location: shared.databaseLocation, drop: async () => undefined }
    : await createFreshDatabase({
        dataDir,
        adminUrl: process.env.TEST_DATABASE_URL,
        namePrefix: 'sparestock_test',
        sqliteFile: 'test.db',
        migrated: true,
      });
  const redisEnv = shared ? shared.redisEnv : testRedisEnv();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    ...TEST_SERVER_ENV,
    ...redisEnv,
    ...env,
  });
  const app = await buildApp(options.clientDir ? { ...config, clientDir: options.clientDir } : config, {
    logStream: options.logStream,
    urlsPerSitemap: options.urlsPerSitemap,
    onDatabase: options.onDatabase,
    disputesNow: options.disputesNow,
    imageWorkerFile: IMAGE_WORKER_FILE,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    dataDir,
    dialect: config.database.dialect,
    databaseLocation: database.location,
    databaseUrl: database.url,
    redisEnv,
    stop: () => (stopped ??= app.close()),
    async close() {
      await (stopped ??= app.close());
      if (shared) return;
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
