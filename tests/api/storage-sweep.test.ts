import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { createListing, fetchImage, photo, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { createServerHome, type ServerHome } from './helpers/server-home.ts';
import { makePhoto } from '../fixtures/images.ts';
import { TIMEOUTS } from '../support/timeouts.ts';

const MINUTE_MS = 60_000;
const isSweep = (line: Record<string, unknown>) => line.event === 'storage.sweep';

let home: ServerHome;
beforeAll(async () => {
  home = await createServerHome();
});
afterAll(async () => home.remove());

/** Writes a file whose last change was `ageMs` ago. */
function writeAged(file: string, ageMs: number): string {
  fs.writeFileSync(file, 'left over');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return path.basename(file);
}

describe('storage sweep at start-up', () => {
  it(
    'removes temp files and photo files without a row older than an hour (top folder and users/*), keeps the rest, and logs the counts',
    { timeout: TIMEOUTS.apiProcessTest },
    async () => {
      const first = await home.start();
      const { token, user } = await createCompleteUser(createClient(first.url));
      const item = await createListing(first.url, token, {}, [photo(await makePhoto('jpeg'))]);
      expect(await first.waitForLog(isSweep)).toMatchObject({ removedTmp: 0, removedOrphans: 0 });
      await first.stop();

      const uploads = path.join(home.dataDir, 'uploads');
      const tmp = path.join(home.dataDir, 'tmp');
      const referenced = uploadedFiles(home);
      expect(referenced).toHaveLength(2);
      // The item's own files are old too: only their row keeps them.
      for (const name of referenced) writeAged(path.join(uploads, name), 2 * 60 * MINUTE_MS);
      const id = randomUUID();
      writeAged(path.join(uploads, `${id}.jpg`), 2 * 60 * MINUTE_MS);
      writeAged(path.join(uploads, `${id}-thumb.jpg`), 2 * 60 * MINUTE_MS);
      writeAged(path.join(uploads, `${randomUUID()}.jpg.4242.tmp`), 90 * MINUTE_MS);
      writeAged(path.join(tmp, `${randomUUID()}.tmp`), 61 * MINUTE_MS);
      const keptOrphan = writeAged(path.join(uploads, `${randomUUID()}.jpg`), 50 * MINUTE_MS);
      const keptTmp = writeAged(path.join(tmp, `${randomUUID()}.tmp`), 0);
      // The same in the owner's folder, where photos are stored now (and another user's folder).
      const userDir = `users/${user.id}`;
      const otherDir = `users/${user.id + 1000}`;
      fs.mkdirSync(path.join(uploads, otherDir), { recursive: true });
      const orphanId = randomUUID();
      writeAged(path.join(uploads, userDir, `${orphanId}.jpg`), 2 * 60 * MINUTE_MS);
      writeAged(path.join(uploads, otherDir, `${orphanId}-thumb.jpg`), 2 * 60 * MINUTE_MS);
      writeAged(path.join(uploads, userDir, `${randomUUID()}.jpg.4242.tmp`), 2 * 60 * MINUTE_MS);
      const keptUserOrphan = `${userDir}/${writeAged(path.join(uploads, userDir, `${randomUUID()}-thumb.jpg`), 10 * MINUTE_MS)}`;
      // Not a photo key: never touched, however old.
      const notAKey = `${userDir}/${writeAged(path.join(uploads, userDir, 'notes.txt'), 2 * 60 * MINUTE_MS)}`;

      const second = await home.start();
      try {
        const sweep = await second.waitForLog(isSweep);
        expect(sweep).toMatchObject({ level: 30, removedTmp: 3, removedOrphans: 4, expiredDrafts: 0 });
        expect(uploadedFiles(home)).toEqual([...referenced, keptOrphan, keptUserOrphan, notAKey].sort());
        expect(receivingFiles(home)).toEqual([keptTmp]);
        for (const url of [...item.images, ...item.thumbnails]) expect((await fetchImage(second.url, url)).status).toBe(200);
      } finally {
        await second.stop();
      }
    },
  );
});
