// Server memory under 10 parallel maximum-size item uploads (10 photos of ~10 MB each per request),
// on the built server in its own process, started with the environment `npm start` gives it
// (MALLOC_ARENA_MAX=2). RSS is the server's plus its children's (the image worker).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createFreshDatabase } from '../tests/api/helpers/test-server.ts';
import { freePort } from '../tests/support/free-port.ts';
import { heading, mb, registerUser, startScriptEnv } from './lib.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUESTS = 10;
const PHOTOS = 10;
const MAX_BYTES = 10 * 1024 * 1024;
const SETTLE_MS = 60_000;
const SETTLE_REPORT_EVERY_MS = 10_000;
const SAMPLE_MS = 50;
const TARGET_PEAK = 500 * 1024 * 1024;
const TARGET_SETTLED = 50 * 1024 * 1024;

function childrenOf(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
}

/** RSS of a process and all its descendants (0 for one that has just exited). */
function treeRss(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const own = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    return own + childrenOf(pid).reduce((sum, child) => sum + treeRss(child), 0);
  } catch {
    return 0;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Random noise at quality 100 (≈ 1.4 bytes a pixel), shrunk until it is just under 10 MB. */
async function makeMaxSizePhoto(seed: number): Promise<Buffer> {
  let width = 3300 - seed * 4;
  for (;;) {
    const height = Math.round((width * 2) / 3);
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    if (jpeg.length <= MAX_BYTES) return jpeg;
    width -= 40;
  }
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 60 s');
}

function uploadForm(photos: Blob[], n: number): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: `Memory bench ${n}`, condition: 'Good', quantity: '1', price: '10.00' })) form.append(k, v);
  photos.forEach((p, i) => form.append('images', p, `photo-${i}.jpg`));
  return form;
}

export async function benchUploadMemory(): Promise<void> {
  const startEnv = startScriptEnv();
  const envText = Object.entries(startEnv)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  heading(
    `Server RSS: ${REQUESTS} parallel uploads of ${PHOTOS} photos of ~10 MB (built server, own process, ${envText || 'no extra env'})`,
  );
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-bench-mem-'));
  const database = await createFreshDatabase({
    dataDir,
    adminUrl: process.env.BENCH_DATABASE_URL,
    namePrefix: 'sparestock_bench',
    sqliteFile: 'sparestock.db',
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...startEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid!;
  try {
    await waitUntilServing(url, child);
    console.log(`database: ${database.url.startsWith('sqlite') ? 'sqlite' : 'postgres'}`);
    const photos: Buffer[] = [];
    for (let i = 0; i < PHOTOS; i++) photos.push(await makeMaxSizePhoto(i));
    const meta = await sharp(photos[0]).metadata();
    console.log(
      `photos: ${mb(Math.min(...photos.map((p) => p.length)))}–${mb(Math.max(...photos.map((p) => p.length)))} each (${meta.width}×${meta.height} px, noise at q100)`,
    );
    const blobs = photos.map((p) => new Blob([new Uint8Array(p)], { type: 'image/jpeg' }));
    photos.length = 0;
    const { token } = await registerUser(url);
    const headers = { authorization: `Bearer ${token}` };

    const coldIdle = treeRss(pid);
    // One small upload first, so libvips and the JPEG codecs are loaded before idle is measured.
    const warm = await fetch(`${url}/api/listings`, { method: 'POST', headers, body: uploadForm([blobs[0]!], 0) });
    await warm.arrayBuffer();
    if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}`);
    // Idle means the image worker has exited too (it stops after 10 s without work).
    await waitUntil(() => childrenOf(pid).length === 0, 60_000);
    const idle = treeRss(pid);

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), SAMPLE_MS);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, n) => {
        const res = await fetch(`${url}/api/listings`, { method: 'POST', headers, body: uploadForm(blobs, n + 1) });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const elapsed = performance.now() - started;
    const afterLast = treeRss(pid);
    const settling: number[] = [];
    for (let waited = 0; waited < SETTLE_MS; waited += SETTLE_REPORT_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_REPORT_EVERY_MS));
      settling.push(treeRss(pid));
    }
    clearInterval(sampler);
    const settled = settling.at(-1) ?? afterLast;

    const count = (status: number) => statuses.filter((s) => s === status).length;
    const other = statuses.filter((s) => s !== 201 && s !== 503);
    console.log(
      `answers: ${count(201)} × 201, ${count(503)} × 503${other.length ? `, other: ${other.join(', ')}` : ''} in ${(elapsed / 1000).toFixed(1)} s`,
    );
    console.log(`RSS idle ${mb(idle)} (cold, before any upload: ${mb(coldIdle)})`);
    console.log(`RSS peak ${mb(peak)}: +${mb(peak - idle)} above idle (target ≤ +${mb(TARGET_PEAK)})`);
    console.log(
      `RSS at the last answer ${mb(afterLast)}; every ${SETTLE_REPORT_EVERY_MS / 1000} s after: ${settling.map((r) => mb(r)).join(', ')}`,
    );
    console.log(
      `RSS settled (${SETTLE_MS / 1000} s after the last answer) ${mb(settled)}: ${settled >= idle ? '+' : '−'}${mb(Math.abs(settled - idle))} from idle (target within ${mb(TARGET_SETTLED)})`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
