import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/lib/api.ts';
import type { PhotoRef } from '../../../src/shared/schemas/photos.ts';
import { uploadFailedNote, uploadWithRetries, UPLOAD_RETRY } from '../../../src/client/features/smart-upload/photo-upload.ts';

const photo: PhotoRef = { id: 5, url: '/uploads/5.jpg', thumbnailUrl: '/uploads/5-thumb.jpg' };
const file = { blob: new Blob([new Uint8Array(100)]), name: 'a.jpg' };
const busy = (retryAfterMs: number | null = 10_000) =>
  new ApiError(
    503,
    '{"message":"The server is busy with other uploads. Please try again in a few seconds."}',
    'Service Unavailable',
    retryAfterMs,
  );

/** Answers each upload from a script: a photo, or an error to throw. */
function scripted(script: Array<PhotoRef | Error>) {
  let call = 0;
  const sleeps: number[] = [];
  return {
    deps: {
      upload: async () => {
        const step = script[Math.min(call++, script.length - 1)]!;
        if (step instanceof Error) throw step;
        return step;
      },
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
    },
    calls: () => call,
    sleeps,
  };
}

describe('uploadWithRetries', () => {
  it('waits out a busy server for its Retry-After, then succeeds', async () => {
    const s = scripted([busy(4000), photo]);
    expect(await uploadWithRetries(file, s.deps)).toEqual({ ok: true, photo });
    expect(s.sleeps).toEqual([4000]);
  });

  it('gives up after two retries with the server’s message, never waiting over 30 s', async () => {
    const s = scripted([busy(null), busy(120_000), busy()]);
    const outcome = await uploadWithRetries(file, s.deps);
    expect(outcome).toEqual({ ok: false, reason: 'The server is busy with other uploads. Please try again in a few seconds.' });
    expect(s.calls()).toBe(UPLOAD_RETRY.busyRetries + 1);
    expect(s.sleeps).toEqual([UPLOAD_RETRY.defaultWaitMs, UPLOAD_RETRY.maxWaitMs]);
  });

  it('does not retry a photo the server refused, and says why', async () => {
    const s = scripted([new ApiError(400, '{"message":"The file is not a supported image"}', 'Bad Request'), photo]);
    expect(await uploadWithRetries(file, s.deps)).toEqual({ ok: false, reason: 'The file is not a supported image' });
    expect(s.calls()).toBe(1);
  });

  it('names a missing connection when there was no answer at all', async () => {
    const s = scripted([new TypeError('Failed to fetch')]);
    const outcome = await uploadWithRetries(file, s.deps);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(uploadFailedNote(outcome.reason)).toBe(
        'Photo upload failed: there was no answer from the server (check your connection). Remove this item and add the photo again.',
      );
  });
});
