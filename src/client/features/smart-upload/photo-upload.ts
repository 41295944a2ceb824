import type { PhotoRef } from '../../../shared/schemas/photos.ts';
import { parseApiError } from '../../lib/api-error.ts';
import { ApiError } from '../../lib/api.ts';
import type { PhotoFile } from '../../lib/photos-api.ts';

/** A busy server (503) is asked again after its Retry-After, twice at most, never waiting over 30 s. */
export const UPLOAD_RETRY = { busyRetries: 2, defaultWaitMs: 10_000, maxWaitMs: 30_000 } as const;

export type UploadOutcome = { ok: true; photo: PhotoRef } | { ok: false; reason: string };

export interface UploadDeps {
  upload: (file: PhotoFile) => Promise<PhotoRef>;
  sleep: (ms: number) => Promise<void>;
}

const NO_ANSWER = 'there was no answer from the server (check your connection).';

/** Why an upload failed, as the end of a sentence the row shows. */
export function describeUploadError(error: unknown): string {
  const info = parseApiError(error);
  if (info.isNetworkError || info.status === null) return NO_ANSWER;
  return info.message ?? `the server answered ${info.status}.`;
}

/** The note on an entry whose photo never reached the server. */
export function uploadFailedNote(reason: string): string {
  return `Photo upload failed: ${reason} Remove this item and add the photo again.`;
}

/** Uploads one photo, waiting out a busy server; never throws. */
export async function uploadWithRetries(file: PhotoFile, deps: UploadDeps): Promise<UploadOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      const photo = await deps.upload(file);
      return { ok: true, photo };
    } catch (error) {
      const busy = error instanceof ApiError && error.status === 503;
      if (!busy || attempt >= UPLOAD_RETRY.busyRetries) return { ok: false, reason: describeUploadError(error) };
      await deps.sleep(Math.min(UPLOAD_RETRY.maxWaitMs, error.retryAfterMs ?? UPLOAD_RETRY.defaultWaitMs));
    }
  }
}

/** The one photo a single-file POST /api/photos answers with. */
export function firstPhoto(photos: PhotoRef[]): PhotoRef {
  const photo = photos[0];
  if (!photo) throw new Error('The server stored no photo');
  return photo;
}
