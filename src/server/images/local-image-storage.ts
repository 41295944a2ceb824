import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isValidImageKey, type ImageStorage, type LeftoverHandler } from './image-storage.ts';

/** Copies `source` to `target` through a temp file beside it, which a failed copy removes. */
async function copyInto(source: string, target: string): Promise<void> {
  const temp = `${target}.${process.pid}.tmp`;
  try {
    await fsp.copyFile(source, temp);
    await fsp.rename(temp, target);
  } catch (error) {
    // The copy's own failure is the one to report; a half copy that cannot be removed either is a
    // `*.tmp` beside the photos, which the storage sweep removes an hour later.
    await fsp.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await fsp.rm(source, { force: true });
}

/** Names of the folder's regular files last modified before `cutoff` (none when it does not exist). */
export async function* staleFiles(dir: string, cutoff: number, signal?: AbortSignal): AsyncGenerator<string> {
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
export async function removeFile(file: string, onError: (file: string, error: unknown) => void): Promise<boolean> {
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

/** Every photo file under `dir` (DATA_DIR/uploads) with its key, in no particular order: what the copy command copies. */
export async function* listLocalPhotos(dir: string, signal?: AbortSignal): AsyncGenerator<{ key: string; file: string }> {
  for await (const folder of photoFolders(dir, signal)) {
    for await (const name of staleFiles(folder.dir, Number.POSITIVE_INFINITY, signal)) {
      const key = folder.prefix + name;
      if (isValidImageKey(key)) yield { key, file: path.join(folder.dir, name) };
    }
  }
}

/** Photo files under `dir` (top folder and every `users/{id}` folder) older than `cutoff`; stale `*.tmp` half copies are removed. */
async function* listStaleKeys(dir: string, cutoff: number, leftovers: LeftoverHandler, signal?: AbortSignal): AsyncGenerator<string> {
  for await (const folder of photoFolders(dir, signal)) {
    for await (const name of staleFiles(folder.dir, cutoff, signal)) {
      const key = folder.prefix + name;
      if (name.endsWith('.tmp')) {
        if (await removeFile(path.join(folder.dir, name), leftovers.failed)) leftovers.removed();
      } else if (isValidImageKey(key)) {
        yield key;
      }
    }
  }
}

/** Photos as files under `dir` (DATA_DIR/uploads): `users/{id}/{uuid}.jpg`, legacy ones at the top. */
export function createLocalImageStorage(dir: string): ImageStorage {
  fs.mkdirSync(dir, { recursive: true });
  const fileFor = (key: string) => {
    if (!isValidImageKey(key)) throw new Error(`invalid image key ${key}`);
    return path.join(dir, key);
  };
  return {
    async putFile(key, source) {
      // A rename is atomic: a reader never sees half a file. Across file systems (the photo folder
      // mounted elsewhere) it is a copy to a temp file and a rename.
      const target = fileFor(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await fsp.rename(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyInto(source, target);
      }
    },
    async get(key) {
      if (!isValidImageKey(key)) return null;
      try {
        const stat = await fsp.stat(fileFor(key));
        return { stream: fs.createReadStream(fileFor(key)), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },
    async removeOwnerFolder(ownerId) {
      if (!Number.isSafeInteger(ownerId) || ownerId < 1) return;
      // rmdir, not rm -r: a folder that still holds a file (a delete that failed, left to the sweep) stays.
      await fsp.rmdir(path.join(dir, 'users', String(ownerId))).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    },
    listStaleKeys: (cutoffMs, leftovers, signal) => listStaleKeys(dir, cutoffMs, leftovers, signal),
    async probe() {
      // access() with W_OK reports a read-only mount (EROFS) even to root.
      await fsp.access(dir, fs.constants.W_OK);
    },
  };
}
