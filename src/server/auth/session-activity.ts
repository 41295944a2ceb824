import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionDevicesRepository } from './session-devices.repository.ts';

/** A session's last seen moves at most once in this long… */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
/** …and is written in one batch this often. */
const FLUSH_EVERY_MS = 60_000;
const MAX_NOTED = 50_000;

/**
 * "Last seen" of sessions without a write per request. Every authenticated request notes its
 * session here (a map lookup); a session not noted in the last minute is queued, and the queue is
 * written in one UPDATE a minute (and when the app closes). On SQLite any write drops the whole
 * session cache (session-cache.ts), so one batched write a minute costs the cache one miss per
 * session a minute, where a write per session would cost one per session seen. A crash loses at
 * most a minute of "last seen"; the sessions list merges what is still queued here.
 */
export function createSessionActivity(devices: SessionDevicesRepository) {
  /** Token hash → when it was last queued (ms): at most once a minute each. */
  const noted = new LRUCache<string, number>({ max: MAX_NOTED });
  /** Token hash → when it was seen (ms), not yet written. */
  const pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending.entries()];
    pending.clear();
    const latest = Math.max(...batch.map(([, ms]) => ms));
    await devices.touch(
      batch.map(([hash]) => hash),
      new Date(latest).toISOString(),
    );
  }

  function flush(): Promise<void> {
    flushing = flushing.then(write, write);
    return flushing;
  }

  return {
    /** Notes a request of the session (cheap; called on every authenticated request). */
    seen(tokenHash: string, nowMs = Date.now()): void {
      const last = noted.get(tokenHash);
      if (last !== undefined && nowMs - last < LAST_SEEN_RESOLUTION_MS) return;
      noted.set(tokenHash, nowMs);
      pending.set(tokenHash, nowMs);
    },

    /** When the session was seen by this instance but not written yet (ms), if so. */
    unwritten(tokenHash: string): number | undefined {
      return pending.get(tokenHash);
    },

    /** Writes what is queued now (tests call it; the timer does otherwise). */
    flush,

    start(log: FastifyBaseLogger): void {
      timer = setInterval(() => {
        flush().catch((error: unknown) =>
          log.warn({ event: 'sessions.last_seen_failed', err: error }, 'session last-seen times could not be written'),
        );
      }, FLUSH_EVERY_MS);
      timer.unref();
    },

    async close(): Promise<void> {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}

export type SessionActivity = ReturnType<typeof createSessionActivity>;
