import fsp from 'node:fs/promises';
import { listLocalPhotos } from './local-image-storage.ts';
import type { S3ImageStorage } from './s3-image-storage.ts';

export interface CopyResult {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: number;
  failures: Array<{ key: string; error: string }>;
}

const describe = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Copies every photo file of the local photo folder (`DATA_DIR/uploads`: `users/{id}/…` and the
 * legacy top-level files) into the bucket under the same key, `concurrency` at a time, streamed
 * from disk. Idempotent: a key the bucket already holds with the same size is skipped, so a
 * second run (or one after an interruption) copies only what is missing or different. The local
 * files are left in place; nothing in the bucket is deleted.
 */
export async function copyLocalPhotosToS3(
  uploadsDir: string,
  storage: S3ImageStorage,
  options: { concurrency?: number; onCopied?: (key: string) => void } = {},
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0, failed: 0, failures: [] };
  // One shared iterator: an async generator hands each file to exactly one of the workers.
  const photos = listLocalPhotos(uploadsDir);
  const worker = async () => {
    for await (const { key, file } of photos) {
      try {
        const [local, stored] = await Promise.all([fsp.stat(file), storage.statObject(key)]);
        if (stored && stored.size === local.size) {
          result.skipped++;
          continue;
        }
        await storage.uploadFile(key, file, 'image/jpeg');
        result.copied++;
        options.onCopied?.(key);
      } catch (error) {
        result.failed++;
        result.failures.push({ key, error: describe(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return result;
}
