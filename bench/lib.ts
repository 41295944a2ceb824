import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import type { Database } from '../src/server/db/schema.ts';
import { createFreshDatabase } from '../tests/api/helpers/test-server.ts';

// Not built from the bench user's name (Bench Mark): the server refuses guessable passwords.
const STRONG_PASSWORD_FOR_BENCH = 'Gasket#Lorry-88';

export interface BenchApp {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  /** A second Kysely handle on the app's database, for seeding beside the app. */
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** The app's DATABASE_URL (another process can open it: search.ts starts a fresh node on it). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** The real app (buildApp + loadConfig) on loopback with a temp DATA_DIR, logging off. */
export async function startApp(options: { sqliteFrom?: string } = {}): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-bench-'));
  // A database seeded by an earlier run (search.ts's BENCH_SEARCH_CACHE): a copy, so the run's changes stay out of it.
  if (options.sqliteFrom) fs.copyFileSync(options.sqliteFrom, path.join(dataDir, 'sparestock.db'));
  // SQLite in the data folder, or, when BENCH_DATABASE_URL names a PostgreSQL server
  // (e.g. postgres://postgres@127.0.0.1:55433/postgres), a new database on it, dropped after.
  const database = await createFreshDatabase({
    dataDir,
    adminUrl: process.env.BENCH_DATABASE_URL,
    namePrefix: 'sparestock_bench',
    sqliteFile: 'sparestock.db',
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://127.0.0.1',
    // Benchmarks load one address hard: the public reads limit would answer 429.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app did not bind');
  const { db, dialect } = openDatabase(config.database);
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    db,
    dialect,
    databaseUrl: database.url,
    async close() {
      await db.destroy();
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a dev-mode account (verified at once) and returns its token and id. */
export async function registerUser(url: string): Promise<{ token: string; userId: number }> {
  const email = `bench.${Date.now()}.${Math.random().toString(16).slice(2)}@example.co.uk`;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      businessName: 'Bench Ltd',
      email,
      password: STRONG_PASSWORD_FOR_BENCH,
      confirmPassword: STRONG_PASSWORD_FOR_BENCH,
    }),
  });
  const body = (await res.json()) as { token: string; user: { id: number } };
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.token, userId: body.user.id };
}

/** registerUser, then a completed business profile in B9 (a seller whose listings can go live). */
export async function registerSeller(url: string): Promise<{ token: string; userId: number }> {
  const user = await registerUser(url);
  const done = await fetch(`${url}/api/complete-profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ accountType: 'business', businessName: 'Bench Ltd', firstName: 'Bench', lastName: 'Mark', postcode: 'B9 4AA' }),
  });
  if (!done.ok) throw new Error(`complete-profile failed: ${done.status}`);
  return user;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;

export function heading(title: string): void {
  console.log(`\n=== ${title} ===`);
}

/** The variables `npm start` sets before it runs the server (`A=1 B=2 node dist/…`). */
export function startScriptEnv(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { scripts: { start: string } };
  const command = pkg.scripts.start.split('&&').pop() ?? '';
  return Object.fromEntries([...command.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Whether Linux groups processes by session for the scheduler (`sched_autogroup_enabled`): when on,
 * `nice` orders processes only within one session, so other sessions' work beside a benchmark takes
 * its share of the cores however niced it is. Printed with latency figures (bench/README.md).
 */
export function schedulerGroups(): string {
  try {
    return fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1' ? 'autogroups on' : 'autogroups off';
  } catch {
    return 'autogroups unknown';
  }
}
