import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { createDataExportsRepository } from './data-exports.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const YEAR_MS = 365 * 24 * HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions' last seen, written in batches (tests flush it). */
    sessionActivity: AuthContext['sessionActivity'];
  }
}

/**
 * What the account controls keep tidy: sessions' last-seen batches (written each minute and at
 * close), and hourly, security events older than a year, email changes whose links have all
 * expired and expired download links.
 */
export function scheduleAccountHousekeeping(app: FastifyInstance, deps: { db: Kysely<Database>; auth: AuthContext }): void {
  const { auth } = deps;
  const exports = createDataExportsRepository(deps.db);
  app.decorate('sessionActivity', auth.sessionActivity);
  auth.sessionActivity.start(app.log);
  app.addHook('onClose', async () => auth.sessionActivity.close());

  const sweep = async () => {
    const now = Date.now();
    await auth.accountEvents.deleteOlderThan(new Date(now - YEAR_MS).toISOString());
    await auth.emailChanges.deleteExpired(new Date(now).toISOString());
    await exports.deleteExpired(new Date(now).toISOString());
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ event: 'account.sweep_failed', err: error }, 'account housekeeping failed'));
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
