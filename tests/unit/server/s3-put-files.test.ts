import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createS3ImageStorage } from '../../../src/server/images/s3-image-storage.ts';
import { ObjectStorageError } from '../../../src/server/images/storage-errors.ts';

const SETTINGS = {
  bucket: 'b',
  region: 'us-east-1',
  endpoint: undefined,
  credentials: undefined,
  forcePathStyle: true,
  publicUrls: 'proxy' as const,
};
const KEY = 'users/7/00000000-0000-4000-8000-000000000000.jpg';

/** The descriptors this process holds open on `file` (Linux's /proc/self/fd). */
function descriptorsOn(file: string): string[] {
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed between the listing and the look
    }
  });
}

/** A bucket that answers every PUT with `status` without reading the body, once the file is open (as a refused connection does). */
function refusingClient(status: number, onSend: () => void = () => undefined) {
  const send = vi.fn(async (command: { input: { Body: fs.ReadStream } }) => {
    if (command.input.Body.pending) await once(command.input.Body, 'ready');
    onSend();
    throw Object.assign(new Error('refused'), { name: 'AccessDenied', $metadata: { httpStatusCode: status } });
  });
  return { client: { send } as unknown as S3Client, send };
}

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-put-'));
  file = path.join(dir, 'photo.tmp');
  fs.writeFileSync(file, 'jpeg bytes');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('S3 photo storage: putting a file', () => {
  it('lets go of the file when the bucket refuses the PUT before reading it', async () => {
    const { client, send } = refusingClient(403);
    await expect(createS3ImageStorage(SETTINGS, client).uploadFile(KEY, file, 'image/jpeg')).rejects.toBeInstanceOf(ObjectStorageError);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(descriptorsOn(fs.realpathSync(file))).toEqual([]), { timeout: 2_000 });
  });

  it('fails the put, and raises nothing elsewhere, when the file is removed while a retry waits', async () => {
    // The request's temp files are cleaned up by others once it has failed: a later attempt finds no file.
    const { client, send } = refusingClient(500, () => fs.rmSync(file, { force: true }));
    const put = createS3ImageStorage(SETTINGS, client).uploadFile(KEY, file, 'image/jpeg');
    await expect(put).rejects.toMatchObject({ name: 'ObjectStorageError', message: expect.stringContaining('ENOENT') });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
