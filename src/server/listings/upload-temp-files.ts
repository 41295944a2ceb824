import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The photos of one upload, each streamed to its own `<dir>/<uuid>.tmp`, and removed together. */
export interface UploadTempFiles {
  /** Writes the stream to a new temp file and resolves with its path. */
  save(stream: Readable): Promise<string>;
  /** Removes every temp file this upload made (whether or not it was written in full). */
  removeAll(): Promise<void>;
}

export function createUploadTempFiles(dir: string): UploadTempFiles {
  const paths: string[] = [];
  return {
    async save(stream) {
      const file = path.join(dir, `${randomUUID()}.tmp`);
      paths.push(file);
      // Opened before streaming (not lazily by the write stream), so the file exists before
      // removeAll can run: a late open can never recreate a file after it was removed.
      const handle = await fsp.open(file, 'wx');
      await pipeline(stream, handle.createWriteStream());
      return file;
    },
    async removeAll() {
      const removing = paths.splice(0);
      await Promise.all(removing.map((file) => fsp.rm(file, { force: true }).catch(() => undefined)));
    },
  };
}
