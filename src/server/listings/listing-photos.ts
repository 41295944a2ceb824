import { badRequest } from '../http/http-errors.ts';
import { writeImageCopies } from '../images/image-pipeline.ts';
import { newImageKeys, type ImageStorage } from '../images/image-storage.ts';
import type { ImageWorkQueue } from '../images/image-work.ts';
import type { UploadTempFiles } from './upload-temp-files.ts';

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
 * Makes the copies of each uploaded photo (temp file paths, in order) into temp files and stores
 * them, through the shared image queue so that only a few photos are decoded at once in the
 * whole server. All or nothing: on any failure (a bad photo, a full disk, the client gone) the
 * files already stored are removed and the first failure, in upload order, is thrown.
 */
export async function storeListingPhotos(
  deps: { storage: ImageStorage; imageWork: ImageWorkQueue },
  files: string[],
  temp: UploadTempFiles,
  signal?: AbortSignal,
): Promise<StoredPhoto[]> {
  const written: string[] = [];
  let failed = false;
  const storeOne = async (file: string): Promise<StoredPhoto> => {
    if (failed) throw SKIPPED;
    if (signal?.aborted) throw badRequest(UPLOAD_CANCELLED_MESSAGE);
    const outputs = { image: temp.reserve(), thumb: temp.reserve() };
    await writeImageCopies(file, outputs);
    const keys = newImageKeys();
    await deps.storage.putFile(keys.imageKey, outputs.image, 'image/jpeg');
    written.push(keys.imageKey);
    await deps.storage.putFile(keys.thumbKey, outputs.thumb, 'image/jpeg');
    written.push(keys.thumbKey);
    return keys;
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
