import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient } from '../api/helpers/api-client.ts';
import { backupFolderFrom, createEmptyPlace, runCli, startServerOn, type EmptyPlace } from '../api/helpers/backup.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, logIn, type CreatedUser } from '../api/helpers/factories.ts';
import { fetchImage, listingFields, photo, postListing, uploadedFiles } from '../api/helpers/listings.ts';
import { startS3Server, type S3TestServer } from '../api/helpers/s3-server.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { recordFigures } from './helpers/figures.ts';

/**
 * Fault 11: `npm run backup` while 8 clients keep creating items with photos and editing them,
 * then `npm run restore` into an empty place. Every write acknowledged before the backup started
 * is in the copy (an edited title at least as new as the last one acknowledged), every photo row
 * has its files and no file is without a row, and the copy passes its integrity checks. Once with
 * photos on disk, once in an S3 bucket (restored into an empty bucket).
 */
const WRITERS = 8;

interface Ack {
  at: number;
  id: number;
  version: number;
  created: boolean;
  images: string[];
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** One client creating items and editing its own, until told to stop; every acknowledged write is noted. */
async function writer(
  server: TestServer,
  user: CreatedUser,
  n: number,
  jpeg: Buffer,
  acks: Ack[],
  stop: { now: boolean },
): Promise<number> {
  const client = createClient(server.url);
  const mine: Array<{ id: number; version: number }> = [];
  let failures = 0;
  for (let i = 0; !stop.now; i++) {
    if (i % 3 === 2 && mine.length) {
      const item = mine[i % mine.length]!;
      const version = item.version + 1;
      const res = await client.patch<Listing>(
        `/api/listings/${item.id}`,
        { title: `Writer ${n} item ${item.id} v${version}` },
        { token: user.token },
      );
      if (res.status !== 200) failures++;
      else {
        item.version = version;
        acks.push({ at: Date.now(), id: item.id, version, created: false, images: [] });
      }
      continue;
    }
    const res = await postListing(server.url, user.token, listingFields({ title: `Writer ${n} new v0` }), [photo(jpeg)]);
    if (res.status !== 201) {
      failures++;
      continue;
    }
    mine.push({ id: res.body.id, version: 0 });
    acks.push({ at: Date.now(), id: res.body.id, version: 0, created: true, images: [...res.body.images, ...res.body.thumbnails] });
  }
  return failures;
}

const versionOf = (title: string) => Number(/ v(\d+)$/.exec(title)?.[1] ?? -1);

async function backupDuringWrites(storage: 'disk' | 's3') {
  const source: S3TestServer | undefined = storage === 's3' ? await startS3Server('sparestock-live') : undefined;
  const target: S3TestServer | undefined = storage === 's3' ? await startS3Server('sparestock-restored') : undefined;
  if (source) cleanups.push(() => source.close());
  if (target) cleanups.push(() => target.close());
  const server = await startTestServer({ ...source?.env, UPLOAD_QUEUE_SIZE: String(WRITERS * 2) });
  cleanups.push(() => server.close());
  const place: EmptyPlace = await createEmptyPlace();
  cleanups.push(() => place.remove());
  const user = await createCompleteUser(createClient(server.url));
  const jpeg = await makeNoisyJpeg(500, 375, 85);

  const acks: Ack[] = [];
  const stop = { now: false };
  const writers = Array.from({ length: WRITERS }, (_, n) => writer(server, user, n, jpeg, acks, stop));
  let backupStartedAt: number;
  let backup: Awaited<ReturnType<typeof runCli>>;
  try {
    await expect.poll(() => acks.length, { timeout: TIMEOUTS.faultCondition }).toBeGreaterThan(40);
    backupStartedAt = Date.now();
    backup = await runCli('backup', [], { DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl, ...source?.env });
  } finally {
    stop.now = true;
  }
  const acksDuringBackup = acks.filter((a) => a.at >= backupStartedAt).length;
  const failures = (await Promise.all(writers)).reduce((sum, f) => sum + f, 0);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(failures).toBe(0);
  // Writes went on while the backup ran: it copied a live system.
  expect(acksDuringBackup).toBeGreaterThan(0);

  const folder = backupFolderFrom(backup.stdout);
  const restore = await runCli('restore', [folder], { ...place.env, ...target?.env });
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  const restored = await startServerOn(place, { ...target?.env });
  try {
    const client = createClient(restored.url);
    const token = await logIn(client, user.email, user.password);
    const items = new Map((await client.get<Listing[]>('/api/user-listings', { token })).body.map((l) => [l.id, l]));
    const before = acks.filter((a) => a.at < backupStartedAt);
    const lastVersion = new Map<number, number>();
    for (const a of before) lastVersion.set(a.id, Math.max(a.version, lastVersion.get(a.id) ?? -1));
    for (const [id, version] of lastVersion) {
      const item = items.get(id);
      expect(item, `item ${id}, acknowledged before the backup`).toBeDefined();
      expect(versionOf(item!.title), `item ${id}`).toBeGreaterThanOrEqual(version);
    }
    // The restored server signs photo URLs with its own secret (DATA_DIR/photo-url-secret is not
    // backed up), so each item's photos are asked of it afresh: the same number, every one served.
    for (const a of before.filter((b) => b.created)) {
      const item = items.get(a.id)!;
      const urls = [...item.images, ...item.thumbnails];
      expect(urls, `item ${a.id}`).toHaveLength(a.images.length);
      for (const url of urls) expect((await fetchImage(restored.url, url)).status, url).toBe(200);
    }

    // Integrity: the database's own check, and photo files = photo rows.
    if (restored.dialect === 'sqlite') {
      expect(await queryDb(restored, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(await queryDb(restored, 'PRAGMA foreign_key_check')).toEqual([]);
    }
    const rows = await queryDb<{ image_key: string; thumb_key: string }>(restored, 'SELECT image_key, thumb_key FROM photos');
    const keys = rows.flatMap((r) => [r.image_key, r.thumb_key]).sort();
    expect(target ? target.keys() : uploadedFiles(restored)).toEqual(keys);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as {
      startedAt: string;
      finishedAt: string;
      photos: { count: number; missing: string[] };
    };
    expect(manifest.photos.missing).toEqual([]);
    return {
      storage,
      writesAcknowledged: acks.length,
      acknowledgedBeforeBackup: before.length,
      acknowledgedDuringBackup: acksDuringBackup,
      itemsRestored: items.size,
      photoFilesRestored: keys.length,
      backupSeconds: (Date.parse(manifest.finishedAt) - Date.parse(manifest.startedAt)) / 1000,
    };
  } finally {
    await restored.stop();
  }
}

describe('backup during writes, restore into an empty place', () => {
  it('keeps every write acknowledged before the backup started, photos on disk', async () => {
    recordFigures('11-backup-during-writes-disk', await backupDuringWrites('disk'));
  });

  it('keeps every write acknowledged before the backup started, photos in an S3 bucket', async () => {
    recordFigures('11-backup-during-writes-s3', await backupDuringWrites('s3'));
  });
});
