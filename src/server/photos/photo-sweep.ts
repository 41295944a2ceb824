import type { FastifyInstance } from 'fastify';
import { sweepStorage, type StorageSweepOptions, type StorageSweepResult } from '../images/storage-sweep.ts';
import type { FileDeleter } from './file-deleter.ts';
import type { PhotosRepository } from './photos.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DRAFTS_PER_BATCH = 500;

export interface PhotoSweepResult extends StorageSweepResult {
  /** Draft photos older than the TTL deleted (rows; their files went with them). */
  expiredDrafts: number;
  /** Recorded failed deletes that succeeded this pass, and those that failed again. */
  retriedDeletes: number;
  failedDeletes: number;
}

export interface PhotoSweep {
  /** Runs one pass (after any pass in progress) and resolves with what it did. */
  runPass(): Promise<PhotoSweepResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The storage sweep of this app: tests run a pass and wait for it. */
    photoSweep: PhotoSweep;
  }
}

export interface PhotoSweepOptions extends Omit<StorageSweepOptions, 'signal' | 'findReferencedKeys' | 'onRemoveError'> {
  photos: PhotosRepository;
  files: FileDeleter;
  /** Drafts created longer ago than this are deleted. */
  draftTtlMs: number;
  /** Time between passes after the one at start-up. */
  intervalMs?: number;
}

/**
 * The storage sweep: at start-up (in the background: listening is not held up) and then hourly,
 * one pass deletes draft photos past their TTL (rows, then files), retries failed file deletes,
 * and removes orphan files and temp leftovers. Logs `{ event: 'storage.sweep', … }` per pass.
 * Closing the app stops the timer and aborts a pass in progress.
 */
export function schedulePhotoSweep(app: FastifyInstance, options: PhotoSweepOptions): PhotoSweep {
  const controller = new AbortController();
  const { signal } = controller;
  let last: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function pass(): Promise<PhotoSweepResult> {
    let expiredDrafts = 0;
    const cutoff = new Date(Date.now() - options.draftTtlMs).toISOString();
    for (;;) {
      signal.throwIfAborted();
      const keys = await options.photos.deleteExpiredDrafts(cutoff, DRAFTS_PER_BATCH);
      expiredDrafts += keys.length / 2;
      await options.files.removeFiles(keys);
      if (keys.length < DRAFTS_PER_BATCH * 2) break;
    }
    const retries = await options.files.retryDue(signal);
    const leftovers = await sweepStorage({
      ...options,
      findReferencedKeys: (keys) => options.photos.findReferencedKeys(keys),
      onRemoveError: (file, error) =>
        app.log.warn({ event: 'storage.sweep_remove_failed', file, err: error }, 'a leftover file could not be removed'),
      signal,
    });
    return { ...leftovers, expiredDrafts, retriedDeletes: retries.retried, failedDeletes: retries.failed };
  }

  const runPass = (): Promise<PhotoSweepResult> => {
    const run = last.then(pass);
    last = run.then(
      (result) => app.log.info({ event: 'storage.sweep', ...result }, 'storage sweep done'),
      (error: unknown) => {
        if (!signal.aborted) app.log.warn({ event: 'storage.sweep', err: error }, 'storage sweep failed');
      },
    );
    return run;
  };

  app.addHook('onReady', (done) => {
    void runPass().catch(() => undefined); // logged by runPass
    timer = setInterval(() => void runPass().catch(() => undefined), options.intervalMs ?? HOUR_MS).unref();
    done();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    controller.abort();
    await last;
  });
  const sweep = { runPass };
  app.decorate('photoSweep', sweep);
  return sweep;
}
