import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { listingFields, photo, postListing, receivingFiles, uploadedFiles } from './helpers/listings.ts';
import { startRawUpload } from './helpers/raw-upload.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';

// The app runs in this test process, so its image worker is a child of this process. It exits after
// a second without work here, not the default ten.
let server: TestServer;
let user: CreatedUser;
beforeAll(async () => {
  server = await startTestServer({ IMAGE_WORKER_IDLE_MS: '1000' });
  user = await createCompleteUser(createClient(server.url));
});
afterAll(async () => server.close());

/** Pids of this process's children running the image worker. */
function imageWorkers(): number[] {
  return fs
    .readdirSync(`/proc/${process.pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-worker');
      } catch {
        return false;
      }
    });
}

async function expectFilesMatchRows() {
  const rows = await queryDb<{ image_key: string; thumb_key: string }>(server, 'SELECT image_key, thumb_key FROM photos');
  expect(uploadedFiles(server)).toEqual(rows.flatMap((r) => [r.image_key, r.thumb_key]).sort());
  expect(receivingFiles(server)).toEqual([]);
}

describe('the image worker process', () => {
  it('fails the upload it was working on with 500 when it dies, leaves nothing, and a new one serves the next upload', async () => {
    const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => makeNoisyJpeg(2000 - i * 8, 1500, 90)));
    const upload = startRawUpload(
      server.url,
      user.token,
      listingFields({ title: 'Worker died' }),
      photos.map((p, i) => photo(p, `p${i}.jpg`)),
    );
    const answer = upload.finish();
    // It is at work: some photos are stored already, the rest not yet.
    await vi.waitFor(
      () => {
        expect(imageWorkers()).toHaveLength(1);
        expect(uploadedFiles(server).length).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 5 },
    );
    process.kill(imageWorkers()[0]!, 'SIGKILL');

    const res = await answer;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    await expectFilesMatchRows();

    const next = await postListing(server.url, user.token, listingFields({ title: 'After the crash' }), [photo(photos[0]!)]);
    expect(next.status).toBe(201);
    expect(next.body.images).toHaveLength(1);
    await expectFilesMatchRows();
  });

  it('exits once it has had no work for a while, handing its memory back', async () => {
    const res = await postListing(server.url, user.token, listingFields(), [photo(await makeNoisyJpeg(800, 600))]);
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(imageWorkers()).toEqual([]), { timeout: 30_000, interval: 100 });
  });
});
