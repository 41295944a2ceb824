import { heading, mb, ms, registerUser, startApp } from './lib.ts';
import { seedListings } from './seed.ts';

const LISTINGS = 10_000;
const TARGETS = { xlsx: 2000, csv: 500 } as const;

/** Time from sending the request until the last byte has arrived, with the body size. */
async function timeDownload(url: string, token: string): Promise<{ status: number; ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
  }
  return { status: res.status, ms: performance.now() - started, bytes };
}

/**
 * 10,000 listings for one user, seeded through Kysely in one transaction, then the .xlsx and
 * .csv exports timed (request → last byte) with the process's RSS and heap growth.
 */
export async function benchExport(): Promise<void> {
  heading(`Exports of ${LISTINGS.toLocaleString('en-GB')} listings`);
  const bench = await startApp();
  console.log(`database: ${bench.dialect}`);
  try {
    const { token, userId } = await registerUser(bench.url);
    const seedStart = performance.now();
    await seedListings(bench.db, userId, LISTINGS);
    console.log(`seeded ${LISTINGS} listings in ${ms(performance.now() - seedStart)}`);

    // One small warm-up of each (JIT, exceljs modules) on a second user, so the timed runs measure the export.
    const warm = await registerUser(bench.url);
    await seedListings(bench.db, warm.userId, 20);
    for (const format of ['xlsx', 'csv'] as const) await timeDownload(`${bench.url}/api/export/inventory.${format}`, warm.token);

    for (const format of ['xlsx', 'csv'] as const) {
      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      }, 20);
      const r = await timeDownload(`${bench.url}/api/export/inventory.${format}`, token);
      clearInterval(sampler);
      const after = process.memoryUsage();
      const target = TARGETS[format];
      console.log(
        `.${format.padEnd(4)} ${String(r.status)}  ${ms(r.ms).padStart(8)} (target ≤ ${target} ms ${r.ms <= target ? 'OK' : 'OVER'})  ` +
          `${mb(r.bytes)}  RSS +${mb(peakRss - before.rss)} peak (${mb(after.rss - before.rss)} after)  heap +${mb(peakHeap - before.heapUsed)} peak`,
      );
    }
    console.log('(client and server share one process: memory figures include the client reading the body)');
  } finally {
    await bench.close();
  }
}
