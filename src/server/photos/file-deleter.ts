import type { FastifyBaseLogger } from 'fastify';
import type { ImageStorage } from '../images/image-storage.ts';
import type { StorageDeletionsRepository } from './storage-deletions.repository.ts';

/** Retries of one failed delete before it is given up (logged at error level, row kept for a look). */
export const MAX_DELETE_ATTEMPTS = 8;
const HOUR_MS = 60 * 60 * 1000;
const MAX_BACKOFF_MS = 24 * HOUR_MS;
const RETRIES_PER_PASS = 500;

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** What a failed delete is recorded with: its code, or the first line of its message. */
function describe(error: unknown): string {
  const text = codeOf(error) ?? (error instanceof Error ? error.message.split('\n')[0]! : String(error));
  return text.slice(0, 500);
}

export interface RetryResult {
  /** Recorded deletes that succeeded this time. */
  retried: number;
  /** Recorded deletes that failed again (or were given up). */
  failed: number;
}

/**
 * Deletes stored photo files. A delete that fails is never swallowed: it is logged with its key
 * (`event: 'storage.delete_failed'`) and recorded in storage_deletions, which the sweep retries
 * with doubling delays (1 h … 24 h) and gives up, loudly, after MAX_DELETE_ATTEMPTS.
 */
export function createFileDeleter(deps: { storage: ImageStorage; deletions: StorageDeletionsRepository; log: FastifyBaseLogger }) {
  const { storage, deletions, log } = deps;

  async function removeOne(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn(
        { event: 'storage.delete_failed', key, code: codeOf(error), err: error },
        'a stored file could not be deleted; the sweep will retry',
      );
      try {
        await deletions.record(key, describe(error), new Date().toISOString());
      } catch (recordError) {
        // Not even recorded: the orphan sweep still finds the file (no row holds its key).
        log.error({ event: 'storage.delete_unrecorded', key, err: recordError }, 'a failed file delete could not be recorded');
      }
    }
  }

  return {
    /** Deletes every key; never throws (failures are logged and recorded for the sweep). */
    async removeFiles(keys: string[]): Promise<void> {
      await Promise.all(keys.map(removeOne));
    },

    /** One sweep step: tries the due recorded deletes again. */
    async retryDue(signal?: AbortSignal): Promise<RetryResult> {
      const result: RetryResult = { retried: 0, failed: 0 };
      const due = await deletions.listDue(new Date().toISOString(), MAX_DELETE_ATTEMPTS, RETRIES_PER_PASS);
      for (const row of due) {
        signal?.throwIfAborted();
        try {
          await storage.delete(row.key);
          await deletions.remove(row.id);
          result.retried++;
          log.info({ event: 'storage.delete_retried', key: row.key, attempts: row.attempts + 1 }, 'a stored file was deleted on retry');
        } catch (error) {
          result.failed++;
          const attempts = row.attempts + 1;
          const delay = Math.min(HOUR_MS * 2 ** (attempts - 2), MAX_BACKOFF_MS);
          await deletions.recordRetryFailure(row.id, attempts, describe(error), new Date(Date.now() + delay).toISOString());
          if (attempts >= MAX_DELETE_ATTEMPTS) {
            log.error(
              { event: 'storage.delete_abandoned', key: row.key, attempts, code: codeOf(error), err: error },
              'gave up deleting a stored file',
            );
          } else {
            log.warn(
              { event: 'storage.delete_failed', key: row.key, attempts, code: codeOf(error), err: error },
              'a stored file could not be deleted; will retry',
            );
          }
        }
      }
      return result;
    },
  };
}

export type FileDeleter = ReturnType<typeof createFileDeleter>;
