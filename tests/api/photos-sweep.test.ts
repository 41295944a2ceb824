import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, fetchImage, photo, uploadedFiles } from './helpers/listings.ts';
import { expectFilesMatchPhotoRows, keyOfUrl, photoRows, uploadDrafts } from './helpers/photos.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

const HOUR_MS = 60 * 60 * 1000;
/** MAX_DELETE_ATTEMPTS in src/server/photos/file-deleter.ts. */
const MAX_DELETE_ATTEMPTS = 8;

type LogLine = Record<string, unknown>;
let server: TestServer;
let user: CreatedUser;
let jpeg: Buffer;
const logs: LogLine[] = [];

beforeAll(async () => {
  // A 2-hour TTL: a 3-hour-old draft is swept only if the setting is read (the default is 24).
  server = await startTestServer(
    { DRAFT_PHOTO_TTL_HOURS: '2', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) } },
  );
  user = await createCompleteUser(createClient(server.url));
  jpeg = await makePhoto('jpeg', 320, 240);
});
afterAll(async () => server.close());

const fileOf = (key: string) => path.join(server.dataDir, 'uploads', key);
const logsOf = (event: string) => logs.filter((line) => line.event === event);

interface DeletionRow {
  key: string;
  attempts: number;
  last_error: string;
  next_attempt_at: string;
}

async function deletionRows(key: string): Promise<DeletionRow[]> {
  const rows = await queryDb<DeletionRow>(
    server,
    'SELECT key, attempts, last_error, next_attempt_at FROM storage_deletions WHERE key = ?',
    [key],
  );
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/** Puts a non-empty folder where a stored file was, so deleting that key fails (as root, permissions would not stop it). */
function blockDelete(key: string) {
  fs.rmSync(fileOf(key), { force: true });
  fs.mkdirSync(fileOf(key));
  fs.writeFileSync(path.join(fileOf(key), 'inside'), 'x');
}

/** Back to a plain file (the problem went away); the file still waits to be deleted. */
function unblockDelete(key: string) {
  fs.rmSync(fileOf(key), { recursive: true });
  fs.writeFileSync(fileOf(key), 'stuck');
}

describe('storage sweep: draft photos', () => {
  it('deletes drafts older than DRAFT_PHOTO_TTL_HOURS with their files, and keeps newer drafts and attached photos', async () => {
    const [old, fresh] = await uploadDrafts(server.url, user.token, [photo(jpeg), photo(jpeg)]);
    const item = await createListing(server.url, user.token, {}, [photo(jpeg)]);
    await queryDb(server, 'UPDATE photos SET created_at = ? WHERE id = ?', [isoInThePast(3 * HOUR_MS), old!.id]);
    await queryDb(server, 'UPDATE photos SET created_at = ? WHERE id = ?', [isoInThePast(HOUR_MS), fresh!.id]);
    await queryDb(server, 'UPDATE photos SET created_at = ? WHERE id = ?', [isoInThePast(30 * HOUR_MS), item.photos[0]!.id]);

    const result = await server.app.photoSweep.runPass();
    expect(result).toMatchObject({ expiredDrafts: 1, failedDeletes: 0 });
    expect(await photoRows(server, 'id = ?', [old!.id])).toEqual([]);
    expect(uploadedFiles(server)).not.toContain(keyOfUrl(old!.url));
    expect(uploadedFiles(server)).not.toContain(keyOfUrl(old!.thumbnailUrl));
    expect((await fetchImage(server.url, fresh!.url)).status).toBe(200);
    expect((await fetchImage(server.url, item.images[0]!)).status).toBe(200);
    expect((await createClient(server.url).get(`/api/photos/${old!.id}`, { token: user.token })).status).toBe(404);
    await expectFilesMatchPhotoRows(server);
    expect(logsOf('storage.sweep').at(-1)).toMatchObject({ expiredDrafts: 1 });
  });
});

describe('storage sweep: failed deletes', () => {
  it('logs a failed delete with its key, records it, retries it with backoff and deletes it once it can', async () => {
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    const key = keyOfUrl(draft!.thumbnailUrl);
    blockDelete(key);

    const res = await createClient(server.url).delete(`/api/photos/${draft!.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(await photoRows(server, 'id = ?', [draft!.id])).toEqual([]);
    expect(logsOf('storage.delete_failed').find((l) => l.key === key)).toMatchObject({ level: 40, key, code: 'ERR_FS_EISDIR' });
    expect(await deletionRows(key)).toEqual([expect.objectContaining({ key, attempts: 1, last_error: 'ERR_FS_EISDIR' })]);

    // The next pass tries again; still blocked: counted, and put off for an hour.
    const failedAgain = await server.app.photoSweep.runPass();
    expect(failedAgain).toMatchObject({ retriedDeletes: 0, failedDeletes: 1 });
    const [row] = await deletionRows(key);
    expect(row!.attempts).toBe(2);
    expect(Date.parse(row!.next_attempt_at) - Date.now()).toBeGreaterThan(HOUR_MS - 60_000);
    expect(await server.app.photoSweep.runPass()).toMatchObject({ retriedDeletes: 0, failedDeletes: 0 });

    // The problem goes away and the retry comes due: the file goes, and so does its record.
    unblockDelete(key);
    await queryDb(server, 'UPDATE storage_deletions SET next_attempt_at = ? WHERE key = ?', [isoInThePast(), key]);
    expect(await server.app.photoSweep.runPass()).toMatchObject({ retriedDeletes: 1, failedDeletes: 0 });
    expect(fs.existsSync(fileOf(key))).toBe(false);
    expect(await deletionRows(key)).toEqual([]);
    expect(logsOf('storage.delete_retried').find((l) => l.key === key)).toBeDefined();
    await expectFilesMatchPhotoRows(server);
  });

  it('gives up loudly after the last attempt and keeps the record for a look', async () => {
    const item = await createListing(server.url, user.token, {}, [photo(jpeg)]);
    const key = keyOfUrl(item.images[0]!);
    blockDelete(key);
    expect((await createClient(server.url).delete(`/api/listings/${item.id}`, { token: user.token })).status).toBe(200);
    expect(await deletionRows(key)).toHaveLength(1);

    await queryDb(server, 'UPDATE storage_deletions SET attempts = ?, next_attempt_at = ? WHERE key = ?', [
      MAX_DELETE_ATTEMPTS - 1,
      isoInThePast(),
      key,
    ]);
    expect(await server.app.photoSweep.runPass()).toMatchObject({ failedDeletes: 1 });
    expect(logsOf('storage.delete_abandoned').find((l) => l.key === key)).toMatchObject({ level: 50, attempts: MAX_DELETE_ATTEMPTS });
    await queryDb(server, 'UPDATE storage_deletions SET next_attempt_at = ? WHERE key = ?', [isoInThePast(), key]);
    expect(await server.app.photoSweep.runPass()).toMatchObject({ retriedDeletes: 0, failedDeletes: 0 });
    expect(await deletionRows(key)).toEqual([expect.objectContaining({ attempts: MAX_DELETE_ATTEMPTS })]);
    fs.rmSync(fileOf(key), { recursive: true });
  });
});
