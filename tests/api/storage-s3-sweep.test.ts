import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, photo } from './helpers/listings.ts';
import { keyOfUrl, photoRows, uploadDrafts } from './helpers/photos.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makePhoto } from '../fixtures/images.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

let s3: S3TestServer;
let server: TestServer;
let user: CreatedUser;
let jpeg: Buffer;
beforeAll(async () => {
  s3 = await startS3Server();
  // A 2-hour draft TTL, so a 3-hour-old draft is swept only if the setting is read.
  server = await startTestServer({ ...s3.env, DRAFT_PHOTO_TTL_HOURS: '2' });
  user = await createCompleteUser(createClient(server.url));
  jpeg = await makePhoto('jpeg', 320, 240);
  // The pass the app runs at start-up is done before a test runs its own.
  await server.app.photoSweep.runPass();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});
afterEach(() => s3.clearFaults());

const keysOf = (photos: Array<{ url: string; thumbnailUrl: string }>) => photos.flatMap((p) => [keyOfUrl(p.url), keyOfUrl(p.thumbnailUrl)]);

describe('storage sweep against an S3 bucket', () => {
  it('deletes objects no photo row refers to once they are over an hour old, and keeps everything else', async () => {
    const item = await createListing(server.url, user.token, {}, [photo(jpeg)]);
    const referenced = [...item.images, ...item.thumbnails].map(keyOfUrl);
    for (const key of referenced) s3.age(key, 2 * HOUR_MS);
    const oldOrphans = [
      `users/${user.user.id}/${randomUUID()}.jpg`,
      `users/${user.user.id + 1000}/${randomUUID()}-thumb.jpg`,
      `${randomUUID()}.jpg`,
    ];
    for (const key of oldOrphans) s3.put(key, 'left over', 2 * HOUR_MS);
    const youngOrphan = `users/${user.user.id}/${randomUUID()}.jpg`;
    s3.put(youngOrphan, 'an upload in progress', 10 * MINUTE_MS);
    // Not photo keys: never touched, however old.
    const notKeys = [`users/${user.user.id}/notes.txt`, 'backups/2026-11-01.dump'];
    for (const key of notKeys) s3.put(key, 'not ours', 5 * HOUR_MS);

    const result = await server.app.photoSweep.runPass();
    expect(result).toMatchObject({ removedOrphans: 3, removedTmp: 0, expiredDrafts: 0, failedDeletes: 0 });
    expect(s3.keys()).toEqual([...referenced, youngOrphan, ...notKeys].sort());
  });

  it('deletes drafts past DRAFT_PHOTO_TTL_HOURS with their objects', async () => {
    const [old, fresh] = await uploadDrafts(server.url, user.token, [photo(jpeg), photo(jpeg)]);
    await queryDb(server, 'UPDATE photos SET created_at = ? WHERE id = ?', [isoInThePast(3 * HOUR_MS), old!.id]);

    expect(await server.app.photoSweep.runPass()).toMatchObject({ expiredDrafts: 1, failedDeletes: 0 });
    expect(await photoRows(server, 'id = ?', [old!.id])).toEqual([]);
    for (const key of keysOf([old!])) expect(s3.keys()).not.toContain(key);
    for (const key of keysOf([fresh!])) expect(s3.keys()).toContain(key);
  });

  it('records a delete the bucket refuses, retries it on a later pass and deletes the object once the bucket answers', async () => {
    const [draft] = await uploadDrafts(server.url, user.token, [photo(jpeg)]);
    const keys = keysOf([draft!]);
    s3.failRequests((method) => method === 'DELETE');

    expect((await createClient(server.url).delete(`/api/photos/${draft!.id}`, { token: user.token })).status).toBe(200);
    expect(await photoRows(server, 'id = ?', [draft!.id])).toEqual([]);
    const recorded = await queryDb<{ key: string; last_error: string }>(
      server,
      'SELECT key, last_error FROM storage_deletions ORDER BY key',
    );
    expect(recorded).toEqual(keys.sort().map((key) => ({ key, last_error: 'S3_InternalError' })));
    expect(await server.app.photoSweep.runPass()).toMatchObject({ retriedDeletes: 0, failedDeletes: 2 });
    for (const key of keys) expect(s3.keys()).toContain(key);

    s3.clearFaults();
    await queryDb(server, 'UPDATE storage_deletions SET next_attempt_at = ?', [isoInThePast()]);
    expect(await server.app.photoSweep.runPass()).toMatchObject({ retriedDeletes: 2, failedDeletes: 0 });
    for (const key of keys) expect(s3.keys()).not.toContain(key);
    expect(await queryDb(server, 'SELECT key FROM storage_deletions')).toEqual([]);
  });

  it('deletes the objects of rows that went without their deletes (a crash in an account or item delete) once they are over an hour old', async () => {
    const leaving = await createCompleteUser(createClient(server.url));
    const item = await createListing(server.url, leaving.token, {}, [photo(jpeg), photo(jpeg)]);
    const [draft] = await uploadDrafts(server.url, leaving.token, [photo(jpeg)]);
    const keys = [...[...item.images, ...item.thumbnails].map(keyOfUrl), ...keysOf([draft!])];
    // The rows go (as an account delete's transaction takes them) and the process dies before deleting the objects.
    await queryDb(server, 'DELETE FROM photos WHERE owner_id = ?', [leaving.user.id]);
    await queryDb(server, 'DELETE FROM listings WHERE owner_id = ?', [leaving.user.id]);
    for (const key of keys) s3.age(key, 2 * HOUR_MS);

    expect(await server.app.photoSweep.runPass()).toMatchObject({ removedOrphans: keys.length });
    expect(s3.keys().filter((key) => key.startsWith(`users/${leaving.user.id}/`))).toEqual([]);
  });

  it('logs a bucket it cannot list as a failed pass, and sweeps again once the bucket answers', async () => {
    s3.failRequests((method, key) => method === 'GET' && key === '');
    await expect(server.app.photoSweep.runPass()).rejects.toMatchObject({ code: 'S3_InternalError' });
    s3.clearFaults();
    expect(await server.app.photoSweep.runPass()).toMatchObject({ removedOrphans: 0 });
  });
});
