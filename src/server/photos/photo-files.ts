import type { ImageProcessor } from '../images/image-processor.ts';
import { newImageKeys, type ImageStorage } from '../images/image-storage.ts';
import type { UploadTempFiles } from './upload-temp-files.ts';

export interface StoredPhotoFiles {
  imageKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

/** The reason photos still waiting are not started once another photo of the upload failed. */
const SKIPPED = Symbol('skipped');

/**
 * Makes the copies of each received photo (temp file paths, in order) into temp files and stores
 * them under keys in the owner's folder. All or nothing: on any failure (a bad photo, a full disk,
 * `signal` aborting because the client went away) photos not yet started are skipped, the files
 * already stored are handed to `removeFiles`, and the first failure in upload order is thrown.
 */
export async function storePhotoFiles(
  deps: { storage: ImageStorage; images: ImageProcessor; removeFiles: (keys: string[]) => Promise<void> },
  ownerId: number,
  files: string[],
  temp: UploadTempFiles,
  signal?: AbortSignal,
): Promise<StoredPhotoFiles[]> {
  const written: string[] = [];
  const failed = new AbortController();
  const stop = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
  const storeOne = async (file: string): Promise<StoredPhotoFiles> => {
    const outputs = { image: temp.reserve(), thumb: temp.reserve() };
    const size = await deps.images.writeCopies(file, outputs, stop);
    const keys = newImageKeys(ownerId);
    await deps.storage.putFile(keys.imageKey, outputs.image, 'image/jpeg');
    written.push(keys.imageKey);
    await deps.storage.putFile(keys.thumbKey, outputs.thumb, 'image/jpeg');
    written.push(keys.thumbKey);
    return { ...keys, ...size };
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
  if (!failure) return results.map((r) => (r as PromiseFulfilledResult<StoredPhotoFiles>).value);
  await deps.removeFiles(written);
  throw failure.reason;
}
