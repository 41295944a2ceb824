import { heading, mb, ms, registerUser, startApp } from './lib.ts';
import { makeNoisyJpeg } from '../tests/fixtures/images.ts';

const PHOTOS = 10;

/**
 * POST /api/listings with 10 noisy JPEGs of about 5 MB each (noise barely compresses, so they
 * really are that big): the server time covers upload, decode, resize to 1920 px, re-encode,
 * thumbnails and the writes.
 */
export async function benchCreateWithPhotos(): Promise<void> {
  heading(`POST /api/listings with ${PHOTOS} photos of ~5 MB`);
  const bench = await startApp();
  console.log(`database: ${bench.dialect}`);
  try {
    const { token } = await registerUser(bench.url);
    const photos: Buffer[] = [];
    for (let i = 0; i < PHOTOS; i++) photos.push(await makeNoisyJpeg(2080 - i * 4, 1800));
    const total = photos.reduce((sum, p) => sum + p.length, 0);
    console.log(`photos: ${photos.map((p) => mb(p.length)).join(', ')} (total ${mb(total)}, ≈2080×1800 px)`);

    for (const run of [1, 2]) {
      const form = new FormData();
      for (const [k, v] of Object.entries({ title: 'Bench item', condition: 'Good', quantity: '1', price: '10.00' })) form.append(k, v);
      photos.forEach((p, i) => form.append('images', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `photo-${i}.jpg`));
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const res = await fetch(`${bench.url}/api/listings`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as { images?: string[]; message?: string };
      const elapsed = performance.now() - started;
      console.log(
        `run ${run}: ${res.status} in ${ms(elapsed)} (${(elapsed / PHOTOS).toFixed(0)} ms/photo), ${body.images?.length ?? 0} photos stored` +
          `${body.message ? ` — ${body.message}` : ''}; RSS +${mb(process.memoryUsage().rss - rssBefore)}`,
      );
    }
  } finally {
    await bench.close();
  }
}
