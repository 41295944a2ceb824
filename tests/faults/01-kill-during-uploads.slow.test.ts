import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, type CreatedUser } from '../api/helpers/factories.ts';
import { fetchImage, listingFields, photo, postListing, receivingFiles, uploadedFiles } from '../api/helpers/listings.ts';
import { createServerHome, type ServerHome } from '../api/helpers/server-home.ts';
import type { ServerProcess } from '../api/helpers/server-process.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { unsigned } from '../api/helpers/photos.ts';
import { ENGINE, recordFigures } from './helpers/figures.ts';
import { childrenOf, isRunning } from './helpers/process-stats.ts';

/**
 * Fault 1 (on demand): kill -9 of the server while 100 uploads are in progress, five times on the
 * same data. After each restart (and its sweep): every upload that was answered 201, in any round,
 * is there with readable photos; every photo file has its row; nothing half-received is left; and
 * on SQLite the file passes integrity_check. Builds on tests/api/listings-crash-recovery.test.ts.
 */
const ROUNDS = 5;
const UPLOADS = 100;
const HOUR_MS = 60 * 60_000;

let home: ServerHome;
let user: CreatedUser;
let photos: Buffer[];
beforeAll(async () => {
  home = await createServerHome();
  photos = await Promise.all([0, 1].map((i) => makeNoisyJpeg(900 - i * 8, 650, 85)));
});
afterAll(async () => home?.remove());

/** Moves the last-change time of every file under the photo folders back by `ms` (the restart comes later). */
function ageEveryFile(ms: number) {
  const when = new Date(Date.now() - ms);
  for (const folder of ['uploads', 'tmp']) {
    const dir = path.join(home.dataDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) fs.utimesSync(path.join(entry.parentPath, entry.name), when, when);
    }
  }
}

/** Starts the server on the home and waits for its start-up sweep; checks everything answered so far. */
async function restartAndCheck(answered: Listing[]): Promise<{ server: ServerProcess; sweep: Record<string, unknown> }> {
  ageEveryFile(2 * HOUR_MS);
  const server = await home.start({ UPLOAD_QUEUE_SIZE: String(UPLOADS) });
  const sweep = await server.waitForLog((line) => line.event === 'storage.sweep');
  const client = createClient(server.url);
  for (const item of answered) {
    const res = await client.get<Listing>(`/api/listings/${item.id}`, { token: user.token });
    expect(res.status, `item ${item.id}`).toBe(200);
    expect(unsigned(res.body.images)).toEqual(unsigned(item.images));
    for (const url of [...item.images, ...item.thumbnails]) expect((await fetchImage(server.url, url)).status, url).toBe(200);
  }
  const rows = await queryDb<{ image_key: string; thumb_key: string }>(home.db, 'SELECT image_key, thumb_key FROM photos');
  expect(uploadedFiles(home)).toEqual(rows.flatMap((r) => [r.image_key, r.thumb_key]).sort());
  expect(receivingFiles(home)).toEqual([]);
  if (ENGINE === 'sqlite') expect(await queryDb(home.db, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  return { server, sweep };
}

describe('kill -9 during 100 uploads, five times', () => {
  it('loses no answered upload and leaves no file without its row', { timeout: TIMEOUTS.faultSlowTest }, async () => {
    let server = await home.start({ UPLOAD_QUEUE_SIZE: String(UPLOADS) });
    user = await createCompleteUser(createClient(server.url));
    const answered: Listing[] = [];
    const rounds: Array<Record<string, unknown>> = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const before = answered.length;
      const otherAnswers: number[] = [];
      // A clear refusal (503 + Retry-After: too many uploads, or the overload guard on a busy box)
      // is not an acknowledged write: allowed, but it must leave nothing behind (checked below).
      const refusedBusy: string[] = [];
      let cut = 0;
      const uploads = Array.from({ length: UPLOADS }, (_, i) =>
        postListing(
          server.url,
          user.token,
          listingFields({ title: `Round ${round} upload ${i}` }),
          photos.map((p, n) => photo(p, `p${n}.jpg`)),
        ).then(
          (res) => {
            if (res.status === 201) answered.push(res.body);
            else if (res.status === 503 && res.headers.get('retry-after')) refusedBusy.push(`Round ${round} upload ${i}`);
            else otherAnswers.push(res.status);
          },
          () => cut++, // cut off by the kill: never acknowledged, so it may or may not exist
        ),
      );
      // Kill once some are answered (more each round) while others are still being received and processed.
      const killAfter = 10 + (round - 1) * 15;
      await expect
        .poll(() => answered.length - before >= killAfter && receivingFiles(home).length > 0, {
          timeout: TIMEOUTS.faultCondition,
          interval: 5,
        })
        .toBe(true);
      const worker = childrenOf(server.child.pid!);
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(uploads);
      // The image worker notices that the server is gone and stops too (until then it may still write).
      await expect.poll(() => worker.filter(isRunning), { timeout: TIMEOUTS.faultCondition, interval: 20 }).toEqual([]);
      expect(otherAnswers).toEqual([]);
      const restarted = await restartAndCheck(answered);
      server = restarted.server;
      if (refusedBusy.length) {
        const titles = await queryDb<{ title: string }>(home.db, 'SELECT title FROM listings');
        expect(titles.map((t) => t.title).filter((t) => refusedBusy.includes(t))).toEqual([]);
      }
      rounds.push({
        round,
        answered: answered.length - before,
        cutOff: cut,
        refusedBusy: refusedBusy.length,
        sweptTmp: restarted.sweep.removedTmp,
        sweptOrphans: restarted.sweep.removedOrphans,
      });
    }
    await server.stop({ keepData: true });
    recordFigures('01-kill-during-uploads', { rounds: ROUNDS, uploadsPerRound: UPLOADS, answeredInAll: answered.length, perRound: rounds });
  });
});
