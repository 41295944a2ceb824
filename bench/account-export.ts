import fs from 'node:fs';
import path from 'node:path';
import { makeNoisyJpeg } from '../tests/fixtures/images.ts';
import { heading, mb, ms, registerUser, startApp } from './lib.ts';
import { seedListings } from './seed.ts';

const ITEMS = 1000;
const PHOTOS_PER_ITEM = 2;
/** "Ready within seconds" (issue 16): the link is answered and the zip starts at once; the rest is bandwidth. */
const FIRST_BYTE_TARGET_MS = 1000;

/**
 * "Download my data" for a user with 1,000 items and 2 photos each (stored copies: a noisy
 * 1600 × 1200 JPEG, hard-linked so the disk holds one), timed from POST /api/account/export to the
 * zip's last byte, with the first byte's time and the process's peak RSS while it streams.
 */
export async function benchAccountExport(): Promise<void> {
  heading(`Download my data: ${ITEMS.toLocaleString('en-GB')} items, ${PHOTOS_PER_ITEM} photos each`);
  const bench = await startApp();
  console.log(`database: ${bench.dialect}`);
  try {
    const { token, userId } = await registerUser(bench.url);
    const seedStart = performance.now();
    await seedListings(bench.db, userId, ITEMS, PHOTOS_PER_ITEM);
    const jpeg = await makeNoisyJpeg(1600, 1200, 80);
    const original = path.join(bench.dataDir, 'photo-original.jpg');
    fs.writeFileSync(original, jpeg);
    const keys = await bench.db.selectFrom('photos').select('image_key').where('owner_id', '=', userId).execute();
    for (const { image_key: key } of keys) {
      const file = path.join(bench.dataDir, 'uploads', key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.linkSync(original, file);
    }
    console.log(`seeded ${ITEMS} items and ${keys.length} photos of ${mb(jpeg.length)} each in ${ms(performance.now() - seedStart)}`);

    // A warm-up export of a small account (JIT, the zip writer), then the timed one.
    const warm = await registerUser(bench.url);
    await seedListings(bench.db, warm.userId, 10);
    await download(bench.url, warm.token);

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const result = await download(bench.url, token);
    clearInterval(sampler);
    const rate = result.bytes / 1024 / 1024 / (result.totalMs / 1000);
    console.log(
      `zip ${mb(result.bytes)}: link ${ms(result.linkMs)}, first byte ${ms(result.firstByteMs)} ` +
        `(target ≤ ${FIRST_BYTE_TARGET_MS} ms ${result.firstByteMs <= FIRST_BYTE_TARGET_MS ? 'OK' : 'OVER'}), last byte ${ms(result.totalMs)} (${rate.toFixed(0)} MB/s); ` +
        `RSS ${mb(before.rss)} before, ${mb(peakRss)} peak (+${mb(peakRss - before.rss)})`,
    );
    console.log('(client and server share one process: the memory figures include the client reading the body)');
  } finally {
    await bench.close();
  }
}

/** POST /api/account/export, then GET of its link read to the end (bytes counted, not kept). */
async function download(url: string, token: string): Promise<{ bytes: number; linkMs: number; firstByteMs: number; totalMs: number }> {
  const started = performance.now();
  const link = await fetch(`${url}/api/account/export`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const { url: zipPath } = (await link.json()) as { url: string };
  const linkMs = performance.now() - started;
  const res = await fetch(`${url}${zipPath}`);
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  const reader = res.body!.getReader();
  let bytes = 0;
  let firstByteMs = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.length;
  }
  return { bytes, linkMs, firstByteMs, totalMs: performance.now() - started };
}
