import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';

export interface OutboxDispatcherOptions {
  /** Longest wait between two looks at the outbox (mails of other instances, retries). */
  pollMs: number;
  /** First retry after this; doubled at each failure up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many failed attempts the mail is given up (status failed, logged at error level). */
  maxAttempts: number;
}

/** How long a claim lasts: well beyond the transport's worst case (connect + greeting + socket timeouts). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;
/** Never look again sooner than this, so a row another instance holds cannot make a busy loop. */
const MIN_WAIT_MS = 25;
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

const isoNow = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

/** What of a transport error may be logged and stored: codes, never the relay's text (it can quote the address). */
function describeError(error: unknown): { code?: string; responseCode?: number; text: string } {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const responseCode = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return { code, responseCode, text: message.slice(0, 500) };
}

export function retryDelayMs(attempts: number, options: Pick<OutboxDispatcherOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.retryMaxMs);
}

/**
 * Sends the outbox's due mails, one at a time, from this server process. It runs when woken
 * (right after a mail is queued), at start, and by a timer set for the next due retry (at most
 * `pollMs` away, which also picks up what other instances queued). Every instance may run one:
 * a mail is claimed by a single UPDATE before it is sent, so only one of them sends it.
 */
export function createOutboxDispatcher(
  outbox: OutboxRepository,
  transport: MailTransport,
  options: OutboxDispatcherOptions,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let lastHousekeeping = 0;

  async function deliver(row: OutboxRow): Promise<void> {
    const fields = { outboxId: row.id, kind: row.kind, attempts: row.attempts };
    if (row.expires_at && row.expires_at <= isoNow()) {
      await outbox.markFinished(row.id, 'expired', null);
      log.warn({ event: 'mail.expired', ...fields }, 'mail dropped: its link expired before it could be sent');
      return;
    }
    try {
      await transport.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    } catch (error) {
      const { text, ...codes } = describeError(error);
      if (row.attempts >= options.maxAttempts) {
        await outbox.markFinished(row.id, 'failed', text);
        log.error({ event: 'mail.failed', ...fields, ...codes }, 'mail given up after its last attempt');
        return;
      }
      const retryInMs = retryDelayMs(row.attempts, options);
      const nextAttemptAt = new Date(Date.parse(row.last_attempt_at ?? isoNow()) + retryInMs).toISOString();
      await outbox.scheduleRetry(row.id, nextAttemptAt, text);
      log.warn({ event: 'mail.retry', ...fields, retryInMs, nextAttemptAt, ...codes }, 'mail not sent; will retry');
      return;
    }
    await outbox.markSent(row.id, isoNow());
    log.info({ event: 'mail.sent', ...fields }, 'mail sent');
  }

  /** Only reads while nothing is due: on SQLite every write statement drops the session cache. */
  async function drainOnce(): Promise<void> {
    while (!closed) {
      const ids = await outbox.findDueIds(isoNow(), BATCH);
      let claimed = 0;
      for (const id of ids) {
        if (closed) return;
        const row = await outbox.claim(id, isoNow(), isoNow(CLAIM_MS));
        if (!row) continue; // another instance has it
        claimed++;
        await deliver(row);
      }
      if (claimed === 0) return;
    }
  }

  async function nextWaitMs(): Promise<number> {
    const due = await outbox.nextDueAt();
    if (!due) return options.pollMs;
    return Math.min(Math.max(Date.parse(due) - Date.now(), MIN_WAIT_MS), options.pollMs);
  }

  async function housekeeping(): Promise<void> {
    if (Date.now() - lastHousekeeping < HOUR_MS) return;
    lastHousekeeping = Date.now();
    await outbox.deleteFinishedBefore(isoNow(-KEEP_FINISHED_MS));
  }

  function schedule(waitMs: number): void {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(() => void wake(), waitMs);
    timer.unref();
  }

  /** Runs a pass now, or right after the one under way. Never rejects. */
  function wake(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let waitMs = options.pollMs;
      try {
        do {
          again = false;
          await drainOnce();
        } while (again && !closed);
        await housekeeping();
        if (!closed) waitMs = await nextWaitMs();
      } catch (error) {
        log.error({ event: 'mail.dispatch_error', err: error }, 'mail outbox pass failed');
      } finally {
        running = undefined;
        schedule(waitMs);
      }
    })();
    return running;
  }

  return {
    wake,
    /** Stops the timer and waits for a send under way; what is left stays queued for the next start. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;
