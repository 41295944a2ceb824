import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { lockUserRow } from '../auth/users.repository.ts';
import type { Database } from '../db/schema.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { digestCutoff } from '../wanted/wanted-digest.ts';
import { buildWatchDigestEmail } from './watch-digest-mail.ts';
import { createWatchDigestRepository, type WatchDigestRepository } from './watch-digest.repository.ts';

const DAY_MS = 24 * 3_600_000;
const USERS_PER_BATCH = 100;
const DIGEST_EVERY_MS = 15 * 60_000;

interface DigestDeps {
  db: Kysely<Database>;
  repo: WatchDigestRepository;
  mail: MailOutbox;
  appUrl: string;
}

/**
 * One watcher's email, under their row lock so two instances cannot both send it: nothing when
 * they were already mailed since the cutoff, turned the email off, or nothing changed since the last.
 */
async function sendWatchDigest(deps: DigestDeps, userId: number, since: string, cutoff: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    await lockUserRow(userId, trx);
    const last = await deps.repo.lastMailedAt(userId, trx);
    if (last !== null && last >= cutoff) return false;
    const user = await deps.repo.findRecipient(userId, trx);
    if (!user || user.watch_mail !== 1) return false;
    const rows = await deps.repo.listNotifications(userId, last !== null && last > since ? last : since, cutoff, trx);
    if (rows.length === 0) return false;
    const message = buildWatchDigestEmail(user.email, user.first_name, rows, deps.appUrl);
    await deps.mail.enqueue({ kind: 'watch_digest', userId, message, expiresAt: null }, trx);
    return true;
  });
}

/**
 * The daily watchlist emails due at `now`, at the wanted list's hour (07:00 UK time): one per
 * watcher with the email on, summing up the watch notifications of the day before the cutoff.
 * Returns how many were queued.
 */
export async function runWatchDigest(deps: DigestDeps, now: Date): Promise<number> {
  const { cutoff } = digestCutoff(now);
  const since = new Date(Date.parse(cutoff) - DAY_MS).toISOString();
  let queued = 0;
  const done = new Set<number>();
  for (let batch = 0; batch < 1_000; batch++) {
    const users = (await deps.repo.listDueUsers(since, cutoff, USERS_PER_BATCH + done.size)).filter((id) => !done.has(id));
    if (users.length === 0) break;
    for (const userId of users) {
      done.add(userId);
      if (await sendWatchDigest(deps, userId, since, cutoff)) queued++;
    }
  }
  return queued;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The watchlist's daily email: tests run it with a clock of their own. */
    watchDigest: { run(now?: Date): Promise<number> };
  }
}

/** Runs the daily watchlist email at start-up and every 15 minutes, beside the wanted list's (background work). */
export function scheduleWatchDigest(app: FastifyInstance, options: { db: Kysely<Database>; mail: MailOutbox; appUrl: string }): void {
  const deps: DigestDeps = { ...options, repo: createWatchDigestRepository(options.db) };
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;
  const run = (now = new Date()) => {
    running = running.then(async () => {
      try {
        const queued = await runWatchDigest(deps, now);
        if (queued > 0) {
          options.mail.wake();
          app.log.info({ event: 'watchlist.digests', queued }, 'daily watchlist emails queued');
        }
        return queued;
      } catch (error) {
        app.log.error({ event: 'watchlist.digest_error', err: error }, 'daily watchlist emails failed');
        return 0;
      }
    });
    return running;
  };
  app.decorate('watchDigest', { run });
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), DIGEST_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
