import { badRequest } from '../http/http-errors.ts';
import { processImage } from '../images/image-pipeline.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import type { ImageWorkQueue } from '../images/image-work.ts';

export interface StoredPhoto {
  imageKey: string;
  thumbKey: string;
}

/** Thrown into photos still waiting once another photo of the same upload has failed. */
const SKIPPED = Symbol('skipped');

export const UPLOAD_CANCELLED_MESSAGE = 'The upload was cancelled before the item was saved';

/** Removes stored photo files, ignoring failures (a missing file is already gone). */
export async function removeStoredFiles(storage: ImageStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Makes and stores the copies of each uploaded photo (temp file paths, in order), through the
 * shared image queue so that only a few photos are decoded at once in the whole server. Each
 * photo's copies are written as soon as they are made, so at most one photo's output per queue
 * slot is in memory. All or nothing: on any failure (a bad photo, a full disk, the client gone)
 * the files already written are removed and the first failure, in upload order, is thrown.
 */
export async function storeListingPhotos(
  deps: { storage: ImageStorage; imageWork: ImageWorkQueue },
  files: string[],
  signal?: AbortSignal,
): Promise<StoredPhoto[]> {
  const written: string[] = [];
  let failed = false;
  const storeOne = async (file: string): Promise<StoredPhoto> => {
    if (failed) throw SKIPPED;
    if (signal?.aborted) throw badRequest(UPLOAD_CANCELLED_MESSAGE);
    const photo = await processImage(file);
    await deps.storage.put(photo.imageKey, photo.image, 'image/jpeg');
    written.push(photo.imageKey);
    await deps.storage.put(photo.thumbKey, photo.thumb, 'image/jpeg');
    written.push(photo.thumbKey);
    return { imageKey: photo.imageKey, thumbKey: photo.thumbKey };
  };
  const results = await Promise.allSettled(
    files.map((file) =>
      deps.imageWork.run(() => storeOne(file)).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected' && r.reason !== SKIPPED);
  if (!failure) return results.map((r) => (r as PromiseFulfilledResult<StoredPhoto>).value);
  await removeStoredFiles(deps.storage, written);
  throw failure.reason;
}
