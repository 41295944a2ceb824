import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, type CreatedUser } from '../api/helpers/factories.ts';
import { fetchImage, listingFields, photo, postListing, receivingFiles, uploadedFiles } from '../api/helpers/listings.ts';
import { startS3Server, type S3TestServer } from '../api/helpers/s3-server.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';
import { recordFigures } from './helpers/figures.ts';

/**
 * Fault 8: the photo storage fails while uploads are under way, on the disk (a small tmpfs fills
 * up part-way) and on an S3 bucket (its PUTs answer 500). Each failed upload gets a clear answer (507, or
 * 503 with Retry-After) and leaves no row and no stored file or object; each one answered 201 is
 * whole, photos readable.
 */
const UPLOADS = 16;
const MB = 1024 * 1024;

interface Outcome {
  status: number;
  message?: string;
  retryAfter: string | null;
  id?: number;
  images: string[];
}

async function uploadAtOnce(server: TestServer, user: CreatedUser, jpeg: Buffer): Promise<Outcome[]> {
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) =>
      postListing(server.url, user.token, listingFields({ title: `Storage fault ${i}` }), [photo(jpeg), photo(jpeg)]),
    ),
  );
  return answers.map((res) => ({
    status: res.status,
    message: res.body.message,
    retryAfter: res.headers.get('retry-after'),
    id: res.status === 201 ? res.body.id : undefined,
    images: res.status === 201 ? [...res.body.images, ...res.body.thumbnails] : [],
  }));
}

async function photoKeys(server: TestServer, user: CreatedUser): Promise<string[]> {
  const rows = await queryDb<{ image_key: string; thumb_key: string }>(
    server,
    'SELECT image_key, thumb_key FROM photos WHERE owner_id = ?',
    [user.user.id],
  );
  return rows.flatMap((r) => [r.image_key, r.thumb_key]).sort();
}

async function listingIds(server: TestServer, user: CreatedUser): Promise<number[]> {
  const rows = await queryDb<{ id: number }>(server, 'SELECT id FROM listings WHERE owner_id = ? ORDER BY id', [user.user.id]);
  return rows.map((r) => Number(r.id));
}

const summary = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>(
    (acc, o) => ({ ...acc, [`${o.status} ${o.message ?? ''}`.trim()]: (acc[`${o.status} ${o.message ?? ''}`.trim()] ?? 0) + 1 }),
    {},
  );

describe('the disk filling up during uploads', () => {
  let mountDir: string;
  let server: TestServer;
  let user: CreatedUser;
  let jpeg: Buffer;
  let sizeMb: number;
  beforeAll(async () => {
    // A real full disk: DATA_DIR on an 8 MB tmpfs (mounting needs root, as the test machines and CI run).
    // Noise saved at low quality: small as received, about three times bigger once stored at quality
    // 92. The disk has room for every upload as received and for a third of them as stored: the first
    // to be processed fit, the rest find the disk full while their copies are written.
    jpeg = await makeNoisyJpeg(1000, 750, 40);
    const stored = (await sharp(jpeg).jpeg({ quality: 92 }).toBuffer()).length;
    sizeMb = Math.ceil((2 * UPLOADS * (jpeg.length + stored / 3)) / MB);
    mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-fault-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', mountDir]);
    server = await startTestServer({ DATA_DIR: path.join(mountDir, 'data'), UPLOAD_QUEUE_SIZE: String(UPLOADS) });
    user = await createCompleteUser(createClient(server.url));
  });
  afterAll(async () => {
    await server?.close();
    execFileSync('umount', [mountDir]);
    fs.rmSync(mountDir, { recursive: true, force: true });
  });

  it('answers 507 to the uploads it cannot store, keeps the others whole, and leaves no stray file', async () => {
    const outcomes = await uploadAtOnce(server, user, jpeg);
    const stored = outcomes.filter((o) => o.status === 201);
    const refused = outcomes.filter((o) => o.status !== 201);
    expect(stored.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused)
      expect(o).toMatchObject({ status: 507, message: 'The server is out of storage space. Please try again later.' });
    expect(await listingIds(server, user)).toEqual(stored.map((o) => o.id).sort((a, b) => a! - b!));
    for (const o of stored) for (const url of o.images) expect((await fetchImage(server.url, url)).status).toBe(200);
    // Every stored file has its row, every row its files, and nothing is left half-received.
    const disk = { dataDir: path.join(mountDir, 'data') };
    expect(uploadedFiles(disk)).toEqual(await photoKeys(server, user));
    expect(receivingFiles(disk)).toEqual([]);
    recordFigures('08-storage-disk-full', { uploads: UPLOADS, photoBytes: jpeg.length, tmpfsMb: sizeMb, answers: summary(outcomes) });
  });
});

describe('the bucket answering 500 during uploads', () => {
  let s3: S3TestServer;
  let server: TestServer;
  let user: CreatedUser;
  let jpeg: Buffer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ ...s3.env, UPLOAD_QUEUE_SIZE: String(UPLOADS) });
    user = await createCompleteUser(createClient(server.url));
    jpeg = await makeNoisyJpeg(600, 450, 90);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('answers 503 with Retry-After to the uploads it cannot store, keeps the others whole, and leaves no stray object', async () => {
    // The thumbnails of the first photos to get that far fail on every attempt (retries included):
    // the full-size copy of such a photo is already in the bucket then, and must not stay there.
    const doomed = new Set<string>();
    const fault = s3.failRequests((method, key) => {
      if (method !== 'PUT' || !key.endsWith('-thumb.jpg')) return false;
      if (doomed.size < UPLOADS / 2) doomed.add(key);
      return doomed.has(key);
    });
    const outcomes = await uploadAtOnce(server, user, jpeg);
    s3.clearFaults();
    const stored = outcomes.filter((o) => o.status === 201);
    const refused = outcomes.filter((o) => o.status !== 201);
    expect(fault.refused()).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused)
      expect(o).toMatchObject({
        status: 503,
        message: 'Photo storage is not available right now. Please try again later.',
        retryAfter: '30',
      });
    expect(await listingIds(server, user)).toEqual(stored.map((o) => o.id).sort((a, b) => a! - b!));
    for (const o of stored) for (const url of o.images) expect((await fetchImage(server.url, url)).status).toBe(200);
    // The bucket holds exactly the objects of the rows: a failed photo's copies were removed.
    await expect.poll(() => s3.keys()).toEqual(await photoKeys(server, user));
    expect(receivingFiles(server)).toEqual([]);
    recordFigures('08-storage-bucket-500', { uploads: UPLOADS, refusedPuts: fault.refused(), answers: summary(outcomes) });
  });
});
