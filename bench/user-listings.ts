import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon, { type Result } from 'autocannon';
import { heading, registerUser, startApp } from './lib.ts';
import { seedListings } from './seed.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const LISTINGS = 50;
const PHOTOS_PER_LISTING = 2;

/** autocannon in a worker thread, so the load generator does not share the server's event loop. */
function load(url: string, headers: Record<string, string>): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1, headers });
}

function report(label: string, r: Result): void {
  const bad = r.errors + r.timeouts + r.non2xx;
  console.log(
    `${label.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms` +
      (bad ? `   (errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx})` : ''),
  );
}

/**
 * GET /api/user-listings (50 listings, 2 photos each) on the real app against a bare node:http
 * server sending the identical bytes from memory: same client settings, same run. Then two
 * reference points on the app (no DB; session lookup only) to show where the ceiling is.
 */
export async function benchUserListings(): Promise<void> {
  heading(`GET /api/user-listings: ${LISTINGS} listings, autocannon -c ${CONNECTIONS} -d ${DURATION_S}`);
  const bench = await startApp();
  console.log(`database: ${bench.dialect}`);
  const bare = http.createServer();
  try {
    const { token, userId } = await registerUser(bench.url);
    await seedListings(bench.db, userId, LISTINGS, PHOTOS_PER_LISTING);
    const target = `${bench.url}/api/user-listings`;
    const headers = { authorization: `Bearer ${token}` };
    const sample = await fetch(target, { headers });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const count = (JSON.parse(bytes.toString('utf8')) as unknown[]).length;
    if (sample.status !== 200 || count !== LISTINGS) throw new Error(`unexpected sample: ${sample.status}, ${count} items`);
    console.log(`response: ${bytes.length} bytes, ${count} items`);

    bare.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/user-listings`;

    const app = await load(target, headers);
    report('SpareStock app', app);
    const baseline = await load(bareUrl, headers);
    report('bare node:http (same bytes)', baseline);
    const ratio = app.requests.average / baseline.requests.average;
    console.log(`ratio app / bare: ${ratio.toFixed(2)}× (target ≥ 0.50×) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);

    // Where the ceiling is: the same app with no database work, and with only the session lookup.
    console.log('reference points on the same app (same settings):');
    const floor = await load(`${bench.url}/api/categories`, headers);
    report('  GET /api/categories (no DB)', floor);
    const authOnly = await load(`${bench.url}/api/user`, headers);
    report('  GET /api/user (session only)', authOnly);
    console.log(
      `  session lookup alone caps the app at ${(authOnly.requests.average / baseline.requests.average).toFixed(2)}× of bare; ` +
        `the list itself (cache check, ETag, a 47 KB body) then takes it to ${ratio.toFixed(2)}×`,
    );
  } finally {
    await new Promise<void>((resolve) => (bare.listening ? bare.close(() => resolve()) : resolve()));
    await bench.close();
  }
}
