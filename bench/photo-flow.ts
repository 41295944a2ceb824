// Smart Upload of 10 photos of ~5 MB, driven through the UI in Debian's Chromium against a built
// tree: bytes the browser sends (through a counting relay) and the server's time (its own log).
//   npx tsx bench/photo-flow.ts --app /work/bench-before --app /work/bench-after --runs 3 --results /tmp/flow.jsonl
//   npx tsx bench/photo-flow.ts --table /tmp/flow.jsonl
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, devices, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { findPhotoPayloads } from './photo-flow-payloads.ts';
import { writePhotoLikeJpegs } from './photo-flow-photos.ts';
import { startCountingProxy, type WireRequest } from './photo-flow-proxy.ts';
import { endpointOf, median, printRun, printTable, readRecords, sum, type FlowRecord } from './photo-flow-report.ts';
import { freePort } from '../tests/support/free-port.ts';
import { createReadyUser, startBuiltServer, type LoggedRequest } from './photo-flow-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PHOTOS = 10;
const ANALYSIS_TIMEOUT_MS = 10 * 60_000;
const SAVE_TIMEOUT_MS = 5 * 60_000;
const PHOTO_DIR = path.join(os.tmpdir(), 'sparestock-bench-flow-photos');

/** Not lib.ts's: that one loads this tree's server code, which the bench does not need. */
const heading = (title: string) => console.log(`\n=== ${title} ===`);
const counted = (p: string) => p.startsWith('/api/') || p.startsWith('/uploads/');
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

function tokenKey(appDir: string): string {
  const file = path.join(appDir, 'src/shared/constants/product.ts');
  const found = fs.existsSync(file) ? /TOKEN_STORAGE_KEY\s*=\s*'([^']+)'/.exec(fs.readFileSync(file, 'utf8')) : null;
  return found?.[1] ?? 'sparestock_token';
}

/** Unsure suggestions must be confirmed before saving: keep SpareBot's choice for each. */
async function confirmFlagged(page: Page): Promise<number> {
  const groups = page.getByRole('group', { name: 'Check this item — SpareBot is not sure' });
  let confirmed = 0;
  while ((await groups.count()) > 0 && confirmed < 50) {
    await groups.first().locator('button[aria-pressed="true"]').click();
    confirmed += 1;
  }
  return confirmed;
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notification/ }).getByText(text);

/** Server time per kind of request, and per photo (by order; a request for several photos is shared evenly). */
function serverFigures(logged: LoggedRequest[], photoCount: number): FlowRecord['server'] {
  const perEndpoint: FlowRecord['server']['perEndpoint'] = {};
  for (const r of logged.filter((l) => counted(l.url))) {
    const key = endpointOf(r.method, r.url.split('?')[0]!);
    const e = (perEndpoint[key] ??= { count: 0, sumMs: 0, medianMs: 0 });
    e.count += 1;
    e.sumMs += r.responseTime;
  }
  for (const [key, e] of Object.entries(perEndpoint)) {
    e.medianMs = median(logged.filter((r) => endpointOf(r.method, r.url.split('?')[0]!) === key).map((r) => r.responseTime));
  }
  const kind = (r: LoggedRequest) => {
    const p = r.url.split('?')[0]!;
    if (r.method === 'POST' && p === '/api/analyze-image') return 'analyze';
    if (r.method === 'POST' && p.startsWith('/api/photos')) return 'upload';
    if (['POST', 'PATCH', 'PUT'].includes(r.method) && p.startsWith('/api/listings')) return 'save';
    return null;
  };
  const times = { analyze: [] as number[], upload: [] as number[], save: [] as number[] };
  for (const r of logged) {
    const k = kind(r);
    if (k) times[k].push(r.responseTime);
  }
  const perPhotoMs = Array.from({ length: photoCount }, (_, i) =>
    sum(Object.values(times).map((list) => (list.length === photoCount ? list[i]! : sum(list) / photoCount))),
  );
  const [analyzeMs, uploadMs, saveMs] = [sum(times.analyze), sum(times.upload), sum(times.save)];
  return { perEndpoint, analyzeMs, uploadMs, saveMs, totalMs: analyzeMs + uploadMs + saveMs, perPhotoMs };
}

function byteFigures(wire: WireRequest[], originals: Buffer[]): Pick<FlowRecord, 'bytes' | 'payloads'> {
  const perEndpoint: FlowRecord['bytes']['perEndpoint'] = {};
  for (const r of wire) {
    const e = (perEndpoint[endpointOf(r.method, r.path)] ??= { count: 0, headerBytes: 0, bodyBytes: 0 });
    e.count += 1;
    e.headerBytes += r.headerBytes;
    e.bodyBytes += r.bodyBytes;
  }
  const originalShas = new Set(originals.map(sha));
  const photos = new Map<string, { fileBytes: number; times: number; wireBytes: number; encodings: string[] }>();
  for (const r of wire) {
    for (const payload of findPhotoPayloads(r)) {
      const photo = photos.get(payload.sha) ?? { fileBytes: payload.fileBytes, times: 0, wireBytes: 0, encodings: [] };
      photo.times += 1;
      photo.wireBytes += payload.wireBytes;
      photo.encodings.push(`${payload.encoding} to ${endpointOf(r.method, r.path)}`);
      photos.set(payload.sha, photo);
    }
  }
  const list = [...photos.values()];
  return {
    bytes: { total: sum(wire.map((r) => r.headerBytes + r.bodyBytes)), perEndpoint },
    payloads: {
      fileBytes: list.map((p) => p.fileBytes),
      times: list.map((p) => p.times),
      wireRatio: list.map((p) => p.wireBytes / p.fileBytes),
      encodings: list.map((p) => p.encodings.join(' + ')),
      originalsAsIs: [...photos.keys()].filter((k) => originalShas.has(k)).length,
    },
  };
}

/** One run: fresh server, fresh user, fresh browser; the 10 photos chosen, analysed and saved. */
export async function runPhotoFlow(appDir: string, label: string, files: string[]): Promise<FlowRecord> {
  const port = await freePort();
  const proxy = await startCountingProxy(port, (method, p) => method !== 'GET' && counted(p));
  const server = await startBuiltServer(appDir, port, proxy.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const notes: string[] = [];
  const loadAtStart = os.loadavg()[0] ?? 0;
  try {
    const token = await createReadyUser(server.url);
    const context = await browser.newContext({ ...devices['Desktop Chrome'], serviceWorkers: 'block' });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [tokenKey(appDir), token]);
    const page = await context.newPage();
    await page.goto(`${proxy.url}/add-item`);
    await page.getByRole('heading', { name: 'Add to Inventory' }).waitFor();
    await page.waitForLoadState('networkidle');

    // From here on, every request to /api and /uploads is the flow's.
    const wireFrom = proxy.requests.length;
    const logFrom = server.requests().length;
    const cdp: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (!counted(new URL(request.url()).pathname)) return;
      cdp.push(request.allHeaders().then((h) => Number(h['content-length'] ?? 0)));
    });

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose Photos for SpareBot Smart Upload' }).click();
    const chosenAt = performance.now();
    await (await chooser).setFiles(files);
    await toast(page, 'Analysis Complete').waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    await page.getByRole('progressbar', { name: /Analyzing images/ }).waitFor({ state: 'hidden', timeout: ANALYSIS_TIMEOUT_MS });
    const analysisMs = performance.now() - chosenAt;
    const flagged = await confirmFlagged(page);
    if (flagged) notes.push(`${flagged} unsure suggestions confirmed`);

    const saveButton = page.getByRole('button', { name: `Add to Inventory (${files.length} items)` });
    const savedAt = performance.now();
    await saveButton.click();
    await toast(page, `Successfully Added ${files.length} Items`).waitFor({ timeout: SAVE_TIMEOUT_MS });
    await page.waitForURL((u) => u.pathname === '/', { timeout: SAVE_TIMEOUT_MS });
    const saveMs = performance.now() - savedAt;
    await page.waitForLoadState('networkidle');
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const wire = proxy.requests.slice(wireFrom).filter((r) => counted(r.path));
    const logged = server.requests().slice(logFrom);
    const listingsRes = await fetch(`${server.url}/api/user-listings`, { headers: { authorization: `Bearer ${token}` } });
    const listings = (await listingsRes.json()) as Array<{ images?: string[] }>;
    const cdpBodies = await Promise.all(cdp);
    if (proxy.errors.length) notes.push(...proxy.errors);
    const failed = logged.filter((r) => r.statusCode >= 400);
    if (failed.length)
      notes.push(`${failed.length} requests answered ≥ 400: ${failed.map((r) => `${r.method} ${r.url} ${r.statusCode}`).join(', ')}`);
    const originals = files.map((f) => fs.readFileSync(f));
    return {
      loadAverage: [loadAtStart, os.loadavg()[0] ?? 0],
      label,
      app: appDir,
      startedAt: new Date().toISOString(),
      photoCount: files.length,
      originalBytes: originals.map((b) => b.length),
      ...byteFigures(wire, originals),
      server: serverFigures(logged, files.length),
      wall: { analysisMs, saveMs },
      checks: {
        listings: listings.length,
        photosPerListing: listings.map((l) => l.images?.length ?? 0),
        cdpRequests: cdpBodies.length,
        proxyRequests: wire.length,
        cdpBodyBytes: sum(cdpBodies),
        proxyBodyBytes: sum(wire.map((r) => r.bodyBytes)),
        notes,
      },
    };
  } finally {
    await browser.close();
    await server.stop();
    await proxy.close();
  }
}

function parseArgs(argv: string[]) {
  const apps: string[] = [];
  let runs = 3;
  let results: string | undefined;
  let tableOnly: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--app') apps.push(path.resolve(argv[++i]!));
    else if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--results') results = path.resolve(argv[++i]!);
    else if (arg === '--table') tableOnly = path.resolve(argv[++i]!);
    else throw new Error(`unknown argument ${arg}`);
  }
  return { apps: apps.length ? apps : [ROOT], runs, results, tableOnly };
}

const labelOf = (appDir: string) => path.basename(appDir).replace(/^bench-/, '');

/**
 * Runs the flow `runs` times per tree, the trees taking turns (A B A B …) so that a change in the
 * machine's load lands on both; appends each run to `results` (JSON lines) and prints the table.
 */
export async function benchPhotoFlow(options: { apps?: string[]; runs?: number; results?: string } = {}): Promise<void> {
  const apps = options.apps ?? [ROOT];
  const runs = options.runs ?? 1;
  heading(
    `Smart Upload of ${PHOTOS} photos of ~5 MB through Chromium: bytes sent and server time (${apps.map(labelOf).join(' vs ')}, ${runs} runs each)`,
  );
  if (apps.includes(ROOT)) execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const files = await writePhotoLikeJpegs(PHOTO_DIR, PHOTOS);
  const sizes = files.map((f) => fs.statSync(f).size);
  console.log(
    `photos: ${files.length} × 4000×3000 JPEG, ${(Math.min(...sizes) / 1048576).toFixed(2)}–${(Math.max(...sizes) / 1048576).toFixed(2)} MB (${PHOTO_DIR})`,
  );
  const records: FlowRecord[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const app of apps) {
      console.log(`\n${labelOf(app)}, run ${run}/${runs} (${app})`);
      const record = await runPhotoFlow(app, labelOf(app), files);
      printRun(record);
      records.push(record);
      if (options.results) fs.appendFileSync(options.results, `${JSON.stringify(record)}\n`);
    }
  }
  console.log('');
  printTable(options.results ? readRecords(options.results) : records);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = parseArgs(process.argv.slice(2));
  if (args.tableOnly) printTable(readRecords(args.tableOnly));
  else await benchPhotoFlow({ apps: args.apps, runs: args.runs, results: args.results });
}
