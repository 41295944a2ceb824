import path from 'node:path';
import type { ImageStorage } from './image-storage.ts';
import { removeFile, staleFiles } from './local-image-storage.ts';

const KEYS_PER_QUERY = 500;

export interface StorageSweepOptions {
  /** Where photos are stored (local disk or a bucket). */
  storage: ImageStorage;
  /** Where uploads are received (`*.tmp`). */
  tmpDir: string;
  /** Only files last modified longer ago than this are touched (an upload may be in progress). */
  olderThanMs: number;
  /** Which of these photo keys a photo row still refers to. */
  findReferencedKeys(keys: string[]): Promise<Set<string>>;
  /** Hears of a leftover that could not be removed (the next pass tries again). */
  onRemoveError(file: string, error: unknown): void;
  signal?: AbortSignal;
}

export interface StorageSweepResult {
  removedTmp: number;
  /** Photo files (images and thumbnails) that no row refers to. */
  removedOrphans: number;
}

/**
 * Removes what failed uploads left behind (a crash, a kill -9): `*.tmp` files and stored photos
 * that no photo row refers to (on disk: the top folder and every `users/{id}` folder; in a
 * bucket: every key), both only when older than `olderThanMs`, so that an upload still in
 * progress (here or on another instance sharing the storage) is never touched.
 */
export async function sweepStorage(options: StorageSweepOptions): Promise<StorageSweepResult> {
  const { storage, signal } = options;
  const cutoff = Date.now() - options.olderThanMs;
  const result: StorageSweepResult = { removedTmp: 0, removedOrphans: 0 };
  for await (const name of staleFiles(options.tmpDir, cutoff, signal)) {
    if (name.endsWith('.tmp') && (await removeFile(path.join(options.tmpDir, name), options.onRemoveError))) result.removedTmp++;
  }
  let batch: string[] = [];
  const removeOrphans = async () => {
    const referenced = await options.findReferencedKeys(batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      signal?.throwIfAborted();
      try {
        await storage.delete(key);
        result.removedOrphans++;
      } catch (error) {
        options.onRemoveError(key, error);
      }
    }
    batch = [];
  };
  const leftovers = { removed: () => void result.removedTmp++, failed: options.onRemoveError };
  for await (const key of storage.listStaleKeys(cutoff, leftovers, signal)) {
    batch.push(key);
    if (batch.length >= KEYS_PER_QUERY) await removeOrphans();
  }
  if (batch.length) await removeOrphans();
  return result;
}
