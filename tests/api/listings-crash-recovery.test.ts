import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { fetchImage, listingFields, photo, postListing, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { createServerHome, type ServerHome } from './helpers/server-home.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';
import { unsigned } from './helpers/photos.ts';

const UPLOADS = 30;
const HOUR_MS = 60 * 60_000;

let home: ServerHome;
beforeAll(async () => {
  home = await createServerHome();
});
afterAll(async () => home.remove());

/** The pids of a process's children (the server's image worker). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
}

/** Whether a process still runs (a zombie waiting to be reaped has stopped). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Moves the last-change time of every file under the data folder's photo folders back by `ms`. */
function ageEveryFile(ms: number) {
  const when = new Date(Date.now() - ms);
  for (const folder of ['uploads', 'tmp']) {
    const dir = path.join(home.dataDir, folder);
    // Photos sit in users/{id}/ folders: every file at any depth.
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) fs.utimesSync(path.join(entry.parentPath, entry.name), when, when);
    }
  }
}

describe('kill -9 during parallel uploads', () => {
  it('loses no answered item, and the next start removes every leftover file', { timeout: TIMEOUTS.apiProcessTest }, async () => {
    // Room for every upload at once: none is refused, all are in progress when the process dies.
    const server = await home.start({ UPLOAD_QUEUE_SIZE: String(UPLOADS) });
    const { token } = await createCompleteUser(createClient(server.url));
    const photos = await Promise.all([0, 1, 2].map((i) => makeNoisyJpeg(1400 - i * 8, 1000, 95)));

    const answered: Listing[] = [];
    const otherAnswers: number[] = [];
    const uploads = Array.from({ length: UPLOADS }, (_, i) =>
      postListing(
        server.url,
        token,
        listingFields({ title: `Crash test ${i}` }),
        photos.map((p, n) => photo(p, `p${n}.jpg`)),
      ).then(
        (res) => (res.status === 201 ? answered.push(res.body) : otherAnswers.push(res.status)),
        () => undefined, // cut off by the kill: not acknowledged, so it may or may not exist
      ),
    );
    // Kill once some uploads are answered while others are still in progress: photos received
    // (temp files) and photos already stored for items not yet answered (3 photos × 2 files each).
    await vi.waitFor(
      () => {
        expect(answered.length).toBeGreaterThanOrEqual(5);
        expect(receivingFiles(home).length).toBeGreaterThan(0);
        expect(uploadedFiles(home).length).toBeGreaterThan(answered.length * 6);
      },
      { timeout: 60_000, interval: 5 },
    );
    const worker = childrenOf(server.child.pid!);
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(uploads);
    // The image worker notices that the server is gone and stops too (until then it may still write).
    await vi.waitFor(() => expect(worker.filter(isRunning)).toEqual([]), { timeout: 10_000, interval: 20 });
    expect(otherAnswers).toEqual([]);
    expect(answered.length).toBeLessThan(UPLOADS);

    // The restart comes more than an hour later.
    ageEveryFile(2 * HOUR_MS);
    const restarted = await home.start();
    try {
      const sweep = await restarted.waitForLog((line) => line.event === 'storage.sweep');
      expect(sweep.removedTmp).toEqual(expect.any(Number));
      expect(sweep.removedTmp as number).toBeGreaterThan(0);

      const client = createClient(restarted.url);
      for (const item of answered) {
        const res = await client.get<Listing>(`/api/listings/${item.id}`, { token });
        expect(res.status).toBe(200);
        expect(unsigned(res.body.images)).toEqual(unsigned(item.images));
        expect(res.body.images).toHaveLength(3);
        for (const url of [...item.images, ...item.thumbnails]) expect((await fetchImage(restarted.url, url)).status).toBe(200);
      }
      // Whatever was cut off left nothing: every photo file belongs to a row, and no temp file remains.
      const rows = await queryDb<{ image_key: string; thumb_key: string }>(home.db, 'SELECT image_key, thumb_key FROM photos');
      expect(uploadedFiles(home)).toEqual(rows.flatMap((r) => [r.image_key, r.thumb_key]).sort());
      expect(receivingFiles(home)).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
