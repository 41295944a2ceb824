import fsp from 'node:fs/promises';
import path from 'node:path';
import { isValidImageKey } from './image-storage.ts';

const KEYS_PER_QUERY = 500;

export interface StorageSweepOptions {
  /** The photo folder (local image storage). */
  uploadsDir: string;
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

/** Removes a file; one already gone (another instance swept it) is not counted, other failures are reported. */
async function removeFile(file: string, onError: StorageSweepOptions['onRemoveError']): Promise<boolean> {
  try {
    await fsp.rm(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(file, error);
    return false;
  }
}

/** The folders photo files live in: the legacy top level, then each `users/{id}` folder. */
async function* photoFolders(uploadsDir: string, signal?: AbortSignal): AsyncGenerator<{ dir: string; prefix: string }> {
  yield { dir: uploadsDir, prefix: '' };
  let users;
  try {
    users = await fsp.opendir(path.join(uploadsDir, 'users'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of users) {
    signal?.throwIfAborted();
    if (entry.isDirectory() && /^[1-9]\d{0,11}$/.test(entry.name)) {
      yield { dir: path.join(uploadsDir, 'users', entry.name), prefix: `users/${entry.name}/` };
    }
  }
}

/**
 * Removes what failed uploads left behind (a crash, a kill -9): `*.tmp` files and photo files that
 * no photo row refers to (in the top folder and every `users/{id}` folder), both only when older
 * than `olderThanMs`, so that an upload still in progress (here or on another instance sharing
 * the folder) is never touched.
 */
export async function sweepStorage(options: StorageSweepOptions): Promise<StorageSweepResult> {
  const cutoff = Date.now() - options.olderThanMs;
  const result: StorageSweepResult = { removedTmp: 0, removedOrphans: 0 };
  for await (const name of staleFiles(options.tmpDir, cutoff, options.signal)) {
    if (name.endsWith('.tmp') && (await removeFile(path.join(options.tmpDir, name), options.onRemoveError))) result.removedTmp++;
  }
  let batch: string[] = [];
  const removeOrphans = async () => {
    const referenced = await options.findReferencedKeys(batch);
    for (const key of batch) {
      if (!referenced.has(key) && (await removeFile(path.join(options.uploadsDir, key), options.onRemoveError))) result.removedOrphans++;
    }
    batch = [];
  };
  for await (const folder of photoFolders(options.uploadsDir, options.signal)) {
    for await (const name of staleFiles(folder.dir, cutoff, options.signal)) {
      const key = folder.prefix + name;
      if (name.endsWith('.tmp')) {
        if (await removeFile(path.join(folder.dir, name), options.onRemoveError)) result.removedTmp++;
      } else if (isValidImageKey(key)) {
        batch.push(key);
        if (batch.length >= KEYS_PER_QUERY) await removeOrphans();
      }
    }
  }
  if (batch.length) await removeOrphans();
  return result;
}
