import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { createAlertsRepository } from './alerts.repository.ts';
import { createCriteriaCache } from './criteria-cache.ts';
import { createListingReadsRepository } from '../listings/listing-matching.repository.ts';
import { runMatchJob, type AlertDeps } from './match-job.ts';
import { runDigest } from './wanted-digest.ts';
import { createWantedRepository } from './wanted.repository.ts';

/** How long a claimed job is this instance's; after that another may take it (a crash mid-job). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;
/** A job that failed this often is dropped and logged at error level. */
const MAX_ATTEMPTS = 10;
const DIGEST_EVERY_MS = 15 * 60_000;
/** Longest wait between two looks for jobs (another instance's, or one whose claim lapsed). */
const POLL_MS = 5_000;

const isoNow = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

export interface WantedAlerts {
  /** Matches what is waiting now, in the background (after a listing write commits). */
  wake(): void;
  /** One full pass over the waiting jobs; resolves when it is done (tests, benchmarks). */
  runPending(): Promise<void>;
  /** Sends the daily emails due at `now`; resolves with how many were queued. */
  runDigest(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's wanted-list alerts: tests drive a pass or the daily digest with a clock of their own. */
    wantedAlerts: WantedAlerts;
  }
}

/**
 * Wanted-list alerts in this process: match jobs (written by a trigger in the transaction of the
 * listing write) are matched when woken after that commit, at start-up, and by a timer every
 * 5 seconds (jobs of other instances, or left by a crash); the daily digest runs at start-up and
 * every 15 minutes. Every instance may run both: jobs are claimed by one UPDATE, alerts are
 * unique per (wanted item, listing, price), digests per (user, day). A pass with nothing to do only reads.
 */
export function scheduleWantedAlerts(
  app: FastifyInstance,
  options: { db: Kysely<Database>; mail: MailOutbox; appUrl: string },
): WantedAlerts {
  const wanted = createWantedRepository(options.db);
  const deps: AlertDeps = {
    db: options.db,
    listings: createListingReadsRepository(options.db),
    wanted,
    criteria: createCriteriaCache(wanted),
    alerts: createAlertsRepository(options.db),
    mail: options.mail,
    appUrl: options.appUrl,
  };
  const log = app.log;
  let timer: NodeJS.Timeout | undefined;
  let digestTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let digesting: Promise<number> | undefined;
  let again = false;
  let closed = true;

  async function drain(): Promise<void> {
    while (!closed) {
      const ids = await deps.alerts.findDueJobIds(isoNow(), BATCH);
      let claimed = 0;
      for (const id of ids) {
        if (closed) return;
        const job = await deps.alerts.claimJob(id, isoNow(), isoNow(CLAIM_MS));
        if (!job) continue; // another instance has it
        claimed++;
        const fields = { jobId: job.id, listingId: job.listing_id, attempts: job.attempts };
        if (job.attempts > MAX_ATTEMPTS) {
          await deps.alerts.deleteJob(job.id);
          log.error({ event: 'wanted.match_abandoned', ...fields }, 'wanted-list matching given up for a listing');
          continue;
        }
        try {
          const alerted = await runMatchJob(deps, job);
          if (alerted > 0) options.mail.wake();
          log.info({ event: 'wanted.matched', ...fields, alerted }, 'listing matched against wanted lists');
        } catch (error) {
          // Left claimed: tried again once the claim lapses.
          log.warn({ event: 'wanted.match_failed', ...fields, err: error }, 'wanted-list matching failed; will retry');
        }
      }
      if (claimed === 0) return;
    }
  }

  function runPending(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again && !closed);
      } catch (error) {
        log.error({ event: 'wanted.dispatch_error', err: error }, 'wanted-list matching pass failed');
      } finally {
        running = undefined;
        clearTimeout(timer);
        if (!closed) timer = setTimeout(() => void runPending(), POLL_MS).unref();
      }
    })();
    return running;
  }

  function digest(now = new Date()): Promise<number> {
    const run = (digesting ?? Promise.resolve(0)).then(async () => {
      if (closed) return 0;
      try {
        const queued = await runDigest(deps, now);
        if (queued > 0) {
          options.mail.wake();
          log.info({ event: 'wanted.digests', queued }, 'daily wanted-list emails queued');
        }
        return queued;
      } catch (error) {
        log.error({ event: 'wanted.digest_error', err: error }, 'daily wanted-list emails failed');
        return 0;
      }
    });
    digesting = run;
    return run;
  }

  const alerts: WantedAlerts = { wake: () => void runPending(), runPending, runDigest: digest };
  app.decorate('wantedAlerts', alerts);
  app.addHook('onReady', async () => {
    closed = false;
    void runPending();
    void digest();
    digestTimer = setInterval(() => void digest(), DIGEST_EVERY_MS).unref();
  });
  // Registered after the mail outbox and the database: closes before them (onClose runs last-registered first).
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    clearInterval(digestTimer);
    await running;
    await digesting;
  });
  return alerts;
}
