import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isValidImageKey } from './image-storage.ts';

const KEYS_PER_QUERY = 500;

export interface StorageSweepOptions {
  /** The photo folder (local image storage). */
  uploadsDir: string;
  /** Where uploads are received (`*.tmp`). */
  tmpDir: string;
  /** Only files last modified longer ago than this are touched (an upload may be in progress). */
  olderThanMs: number;
  /** Which of these photo keys a listing row still refers to. */
  findReferencedKeys(keys: string[]): Promise<Set<string>>;
  signal?: AbortSignal;
}

export interface StorageSweepResult {
  removedTmp: number;
  /** Photo files (images and thumbnails alike) that no row refers to. */
  removedOrphans: number;
}

/** Names of the folder's regular files last modified before `cutoff` (none when it does not exist). */
async function* staleFiles(dir: string, cutoff: number, signal?: AbortSignal): AsyncGenerator<string> {
  let folder;
  try {
    folder = await fsp.opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of folder) {
    signal?.throwIfAborted();
    if (!entry.isFile()) continue;
    const stat = await fsp.stat(path.join(dir, entry.name)).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) yield entry.name;
  }
}

async function removeFile(file: string): Promise<boolean> {
  try {
    await fsp.rm(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes what failed uploads left behind (a crash, a kill -9): `*.tmp` files and photo files that
 * no listing row refers to, both only when older than `olderThanMs`, so that an upload still in
 * progress (here or on another instance sharing the folder) is never touched.
 */
export async function sweepStorage(options: StorageSweepOptions): Promise<StorageSweepResult> {
  const cutoff = Date.now() - options.olderThanMs;
  const result: StorageSweepResult = { removedTmp: 0, removedOrphans: 0 };
  for await (const name of staleFiles(options.tmpDir, cutoff, options.signal)) {
    if (name.endsWith('.tmp') && (await removeFile(path.join(options.tmpDir, name)))) result.removedTmp++;
  }
  let batch: string[] = [];
  const removeOrphans = async () => {
    const referenced = await options.findReferencedKeys(batch);
    for (const key of batch) {
      if (!referenced.has(key) && (await removeFile(path.join(options.uploadsDir, key)))) result.removedOrphans++;
    }
    batch = [];
  };
  for await (const name of staleFiles(options.uploadsDir, cutoff, options.signal)) {
    if (name.endsWith('.tmp')) {
      if (await removeFile(path.join(options.uploadsDir, name))) result.removedTmp++;
    } else if (isValidImageKey(name)) {
      batch.push(name);
      if (batch.length >= KEYS_PER_QUERY) await removeOrphans();
    }
  }
  if (batch.length) await removeOrphans();
  return result;
}

/**
 * Runs the sweep once, in the background, when the app starts (it does not hold up listening) and
 * logs `{ event: 'storage.sweep', removedTmp, removedOrphans }`. Closing the app stops it.
 */
export function scheduleStorageSweep(app: FastifyInstance, options: Omit<StorageSweepOptions, 'signal'>): void {
  const controller = new AbortController();
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const run = ready
    .then(() => sweepStorage({ ...options, signal: controller.signal }))
    .then(
      (result) => app.log.info({ event: 'storage.sweep', ...result }, 'storage sweep done'),
      (error: unknown) => {
        if (!controller.signal.aborted) app.log.warn({ event: 'storage.sweep', err: error }, 'storage sweep failed');
      },
    );
  app.addHook('onReady', (done) => {
    started();
    done();
  });
  app.addHook('preClose', async () => {
    controller.abort();
    started();
    await run;
  });
}
