import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The files of one upload in the temp folder (`<dir>/<uuid>.tmp`): each received photo and the
 * copies made from it before they are stored. All are removed together when the request ends.
 */
export interface UploadTempFiles {
  /** Writes the stream to a new temp file and resolves with its path. */
  save(stream: Readable): Promise<string>;
  /** A new temp file path (nothing is created), removed with the others. */
  reserve(): string;
  /** Removes every temp file of this upload that still exists. */
  removeAll(): Promise<void>;
}

/**
 * `onRemoveError` hears of a temp file that could not be removed (the request still answers;
 * the storage sweep removes `*.tmp` leftovers an hour later).
 */
export function createUploadTempFiles(dir: string, onRemoveError: (file: string, error: unknown) => void): UploadTempFiles {
  const paths: string[] = [];
  const reserve = () => {
    const file = path.join(dir, `${randomUUID()}.tmp`);
    paths.push(file);
    return file;
  };
  return {
    reserve,
    async save(stream) {
      const file = reserve();
      // Opened before streaming (not lazily by the write stream), so the file exists before
      // removeAll can run: a late open can never recreate a file after it was removed.
      const handle = await fsp.open(file, 'wx');
      await pipeline(stream, handle.createWriteStream());
      return file;
    },
    async removeAll() {
      const removing = paths.splice(0);
      await Promise.all(removing.map((file) => fsp.rm(file, { force: true }).catch((error: unknown) => onRemoveError(file, error))));
    },
  };
}
