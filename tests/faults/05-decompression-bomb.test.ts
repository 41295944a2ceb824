import { once } from 'node:events';
import { createDeflate, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, type CreatedUser } from '../api/helpers/factories.ts';
import { listingFields, photo, postListing } from '../api/helpers/listings.ts';
import { postPhotos } from '../api/helpers/photos.ts';
import { createServerHome, type ServerHome } from '../api/helpers/server-home.ts';
import type { ServerProcess } from '../api/helpers/server-process.ts';
import { makePhoto } from '../fixtures/images.ts';
import { recordFigures } from './helpers/figures.ts';
import { peakRssOf, resetPeaks, rssOf } from './helpers/process-stats.ts';

/**
 * Fault 5: a 20,000 × 20,000 PNG (400 megapixels, 400 MB once decoded, ~0.4 MB as a file) on every
 * route that takes a photo: refused in under a second, with no memory spike in the server or its
 * image worker.
 */
const SIDE = 20_000;
const MB = 1024 * 1024;
const LIMIT_MS = 1000;
/** More than this over the resting size would mean the pixels were decoded (they alone are 400 MB). */
const SPIKE_LIMIT = 64 * MB;
const TOO_BIG = 'Photo dimensions are too large (over 50 megapixels)';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid 8-bit greyscale PNG of side × side zero pixels, deflated row by row (never held whole). */
async function makeBombPng(side: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (data: Buffer) => parts.push(data));
  const row = Buffer.alloc(side + 1); // filter byte 0, then the row's pixels
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

let home: ServerHome;
let server: ServerProcess;
let user: CreatedUser;
let bomb: Buffer;
beforeAll(async () => {
  bomb = await makeBombPng(SIDE);
  home = await createServerHome();
  server = await home.start();
  user = await createCompleteUser(createClient(server.url));
});
afterAll(async () => {
  await server?.stop({ keepData: true });
  await home?.remove();
});

describe('a decompression bomb', () => {
  it('is refused in under a second on every photo route, without a memory spike', async () => {
    expect(bomb.length).toBeLessThan(2 * MB);
    // The image worker started and warm: the pixels, if they were decoded, would be decoded there.
    expect((await postPhotos(server.url, user.token, [photo(await makePhoto('png', 320, 240), 'ok.png', 'image/png')])).status).toBe(201);
    const client = createClient(server.url);
    const pid = server.child.pid!;
    const resting = rssOf(pid);
    const routes: Record<string, () => Promise<{ status: number; body: unknown }>> = {
      'POST /api/photos': () => postPhotos(server.url, user.token, [photo(bomb, 'bomb.png', 'image/png')]),
      'POST /api/listings (multipart)': () => postListing(server.url, user.token, listingFields(), [photo(bomb, 'bomb.png', 'image/png')]),
      'POST /api/analyze-image (base64)': () =>
        client.post('/api/analyze-image', { image: bomb.toString('base64') }, { token: user.token }),
    };
    const figures: Record<string, unknown> = {};
    for (const [name, send] of Object.entries(routes)) {
      resetPeaks(pid);
      const started = performance.now();
      const res = await send();
      const ms = performance.now() - started;
      const spike = peakRssOf(pid) - resting;
      figures[name] = { status: res.status, ms: Math.round(ms), spikeMB: Math.round(Math.max(0, spike) / MB) };
      expect(res.status, name).toBe(413);
      expect((res.body as { message?: string }).message, name).toBe(TOO_BIG);
      expect(ms, name).toBeLessThan(LIMIT_MS);
      expect(spike, name).toBeLessThan(SPIKE_LIMIT);
    }
    // Nothing kept: no draft photo, no item.
    const rows = await queryDb<{ n: number | string }>(home.db, 'SELECT COUNT(*) AS n FROM listings WHERE owner_id = ?', [user.user.id]);
    expect(Number(rows[0]!.n)).toBe(0);
    expect(server.child.exitCode).toBeNull();
    recordFigures('05-decompression-bomb', {
      pngBytes: bomb.length,
      megapixels: (SIDE * SIDE) / 1e6,
      restingRssMB: Math.round(resting / MB),
      ...figures,
    });
  });
});
