import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where processed photos live. Keys are generated names (never user input). The local disk
 * implementation is the default; an S3-compatible one can implement the same interface.
 */
export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of the stored bytes, or null when the key does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

/** `<uuid>.jpg` or `<uuid>-thumb.jpg`: the names processImage gives (it always writes JPEG). */
const KEY_PATTERN = /^[a-f0-9-]{36}(-thumb)?\.jpg$/;

export function isValidImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function createLocalImageStorage(dir: string): ImageStorage {
  fs.mkdirSync(dir, { recursive: true });
  const fileFor = (key: string) => {
    if (!isValidImageKey(key)) throw new Error(`invalid image key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      // Write then rename, so a reader never sees half a file.
      // A failed write (a full disk) removes its temp file: nothing half-written stays behind.
      const target = fileFor(key);
      const temp = `${target}.${process.pid}.tmp`;
      try {
        await fsp.writeFile(temp, data);
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true }).catch(() => undefined);
        throw error;
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
