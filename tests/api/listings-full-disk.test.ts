import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { listingFields, photo, postListing, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { photoRows, postPhotos } from './helpers/photos.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';

/**
 * A real full disk: DATA_DIR (photos and uploads being received) is a small tmpfs mounted for this
 * file, filled up with a filler file to leave just the room each case needs. Mounting needs root,
 * which the test machines and CI run as. The database lives elsewhere (its own full disk is a
 * different failure).
 */
const MB = 1024 * 1024;
const OUT_OF_SPACE = 'The server is out of storage space. Please try again later.';

let mountDir: string;
let server: TestServer;
let user: CreatedUser;
let photoBytes: Buffer;
const disk = { dataDir: '' };

function freeBytes(): number {
  const stats = fs.statfsSync(mountDir);
  return stats.bavail * stats.bsize;
}

/** Fills the disk so that `leave` bytes stay free (the filler is made afresh each time). */
function fillDiskLeaving(leave: number) {
  const filler = path.join(mountDir, 'filler');
  fs.rmSync(filler, { force: true });
  fs.writeFileSync(filler, Buffer.alloc(freeBytes() - leave));
}

beforeAll(async () => {
  mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountDir]);
  disk.dataDir = path.join(mountDir, 'data');
  server = await startTestServer({ DATA_DIR: disk.dataDir });
  user = await createCompleteUser(createClient(server.url));
  // ≈ 2 MB of noise: received whole it takes 2 MB, its stored copy about half that again.
  photoBytes = await makeNoisyJpeg(1500, 1000);
  expect(photoBytes.length).toBeGreaterThan(1.5 * MB);
});
afterAll(async () => {
  await server?.close();
  execFileSync('umount', [mountDir]);
  fs.rmSync(mountDir, { recursive: true, force: true });
});
beforeEach(() => fs.rmSync(path.join(mountDir, 'filler'), { force: true }));

async function itemCount(): Promise<number> {
  const rows = await queryDb<{ n: number | string }>(server, 'SELECT COUNT(*) AS n FROM listings WHERE owner_id = ?', [user.user.id]);
  return Number(rows[0]!.n);
}

describe('POST /api/listings on a full disk', () => {
  it('answers 507 and leaves nothing when the disk fills while the photo is received', async () => {
    fillDiskLeaving(MB);
    const free = freeBytes();
    const res = await postListing(server.url, user.token, listingFields(), [photo(photoBytes)]);
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ message: OUT_OF_SPACE });
    expect(receivingFiles(disk)).toEqual([]);
    expect(uploadedFiles(disk)).toEqual([]);
    expect(freeBytes()).toBe(free);
    expect(await itemCount()).toBe(0);
  });

  it('answers 507 and leaves nothing when the disk fills while the stored copies are written', async () => {
    // Room for the received photo, not for its stored copy as well.
    fillDiskLeaving(photoBytes.length + 256 * 1024);
    const free = freeBytes();
    const res = await postListing(server.url, user.token, listingFields(), [photo(photoBytes)]);
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ message: OUT_OF_SPACE });
    expect(receivingFiles(disk)).toEqual([]);
    expect(uploadedFiles(disk)).toEqual([]);
    expect(freeBytes()).toBe(free);
    expect(await itemCount()).toBe(0);
  });

  it('answers 507 on POST /api/photos too, leaving no draft and no file', async () => {
    fillDiskLeaving(photoBytes.length + 256 * 1024);
    const free = freeBytes();
    const res = await postPhotos(server.url, user.token, [photo(photoBytes)]);
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ message: OUT_OF_SPACE });
    expect(receivingFiles(disk)).toEqual([]);
    expect(uploadedFiles(disk)).toEqual([]);
    expect(freeBytes()).toBe(free);
    expect(await photoRows(server, 'owner_id = ?', [user.user.id])).toEqual([]);
  });

  it('stores the same upload once there is room again', async () => {
    const res = await postListing(server.url, user.token, listingFields(), [photo(photoBytes), photo(photoBytes)]);
    expect(res.status).toBe(201);
    expect(uploadedFiles(disk)).toHaveLength(4);
    expect(receivingFiles(disk)).toEqual([]);
    expect(await itemCount()).toBe(1);
  });
});
