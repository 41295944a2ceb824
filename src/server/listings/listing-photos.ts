import type { ImageProcessor } from '../images/image-processor.ts';
import { newImageKeys, type ImageStorage } from '../images/image-storage.ts';
import type { UploadTempFiles } from './upload-temp-files.ts';

export interface StoredPhoto {
  imageKey: string;
  thumbKey: string;
}

/** The reason photos still waiting are not started once another photo of the upload failed. */
const SKIPPED = Symbol('skipped');

/** Removes stored photo files, ignoring failures (a missing file is already gone). */
export async function removeStoredFiles(storage: ImageStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Makes the copies of each uploaded photo (temp file paths, in order) into temp files and stores
 * them. All or nothing: on any failure (a bad photo, a full disk, `signal` aborting because the
 * client went away) photos not yet started are skipped, the files already stored are removed,
 * and the first failure in upload order is thrown.
 */
export async function storeListingPhotos(
  deps: { storage: ImageStorage; images: ImageProcessor },
  files: string[],
  temp: UploadTempFiles,
  signal?: AbortSignal,
): Promise<StoredPhoto[]> {
  const written: string[] = [];
  const failed = new AbortController();
  const stop = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
  const storeOne = async (file: string): Promise<StoredPhoto> => {
    const outputs = { image: temp.reserve(), thumb: temp.reserve() };
    await deps.images.writeCopies(file, outputs, stop);
    const keys = newImageKeys();
    await deps.storage.putFile(keys.imageKey, outputs.image, 'image/jpeg');
    written.push(keys.imageKey);
    await deps.storage.putFile(keys.thumbKey, outputs.thumb, 'image/jpeg');
    written.push(keys.thumbKey);
    return keys;
  };
  const results = await Promise.allSettled(
    files.map((file) =>
      storeOne(file).catch((error: unknown) => {
        failed.abort(SKIPPED);
        throw error;
      }),
    ),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected' && r.reason !== SKIPPED);
  if (!failure) return results.map((r) => (r as PromiseFulfilledResult<StoredPhoto>).value);
  await removeStoredFiles(deps.storage, written);
  throw failure.reason;
}
