import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where processed photos live. Keys are generated names (never user input). The local disk
 * implementation is the default; an S3-compatible one can implement the same interface.
 */
export interface ImageStorage {
  /** Stores a finished local file under `key`; the file is moved (or copied, then removed). */
  putFile(key: string, source: string, contentType: string): Promise<void>;
  /** A stream of the stored bytes, or null when the key does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

/**
 * A photo's stored copy and its thumbnail (always JPEG): `users/{ownerId}/{uuid}.jpg` and
 * `users/{ownerId}/{uuid}-thumb.jpg`, or the legacy `{uuid}.jpg` / `{uuid}-thumb.jpg` of photos
 * stored before keys carried their owner. Nothing else (no `..`, no other folder) is a key.
 */
const KEY_PATTERN = /^(users\/[1-9]\d{0,11}\/)?[a-f0-9-]{36}(-thumb)?\.jpg$/;

export function isValidImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Fresh keys for one photo's stored copy and thumbnail, in its owner's folder. */
export function newImageKeys(ownerId: number): { imageKey: string; thumbKey: string } {
  if (!Number.isSafeInteger(ownerId) || ownerId < 1) throw new Error(`invalid owner id ${ownerId}`);
  const id = randomUUID();
  return { imageKey: `users/${ownerId}/${id}.jpg`, thumbKey: `users/${ownerId}/${id}-thumb.jpg` };
}

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
  };
}
