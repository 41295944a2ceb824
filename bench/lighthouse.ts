// Lighthouse (mobile emulation, simulated throttling) on the built app served by the real server on
// loopback: /auth signed out, / signed in (a seeded user's token put into localStorage first), and
// the marketplace signed out: /search and a listing page. Also reports Chromium's own installability
// check and each public page's first-load JavaScript (gzip bytes).
// Needs `npm run build` first and Debian's Chromium at /usr/bin/chromium (CHROMIUM_PATH overrides).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { heading, registerSeller, startApp } from './lib.ts';
import { seedListings } from './seed.ts';
import { publishWithPhoto } from './publish-with-photo.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGET_SCORE = 95;
const JS_BUDGET_BYTES = 150 * 1024;
const CLIENT_DIR = path.resolve(import.meta.dirname, '../dist/client');

interface AuditItem {
  url?: string;
  resourceType?: string;
}

/** Gzip bytes of the JavaScript a run loaded, from the build's pre-compressed .gz files. */
function firstLoadJsGzip(items: AuditItem[], origin: string): number {
  let total = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url?.startsWith(origin)) continue;
    const file = path.join(CLIENT_DIR, new URL(item.url).pathname);
    total += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
  }
  return total;
}

async function runLighthouse(url: string, port: number, keepStorage: boolean, attempts = 2) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: keepStorage },
    undefined,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Trace recording occasionally fails on a busy machine (NO_NAVSTART, NO_FCP): one more try.
    if (attempts > 1) return runLighthouse(url, port, keepStorage, attempts - 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const items = ((lhr.audits['network-requests']?.details as { items?: AuditItem[] } | undefined)?.items ?? []) as AuditItem[];
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  return {
    scores,
    jsGzip: firstLoadJsGzip(items, new URL(url).origin),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id),
  };
}

/** Chromium's installability verdict (what Lighthouse ≤ 11's installable-manifest audit reported; v12 dropped it). */
async function checkInstallable(port: number, url: string): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await page.context().newCDPSession(page);
    // The manifest is fetched after load; ask until the answer settles (at most ~5 s).
    let errors: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      errors = installabilityErrors.map((e) => e.errorId);
      if (errors.length === 0) break;
      await page.waitForTimeout(250);
    }
    await page.close();
    return errors;
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/** Puts the session token into the origin's localStorage from a page that does not start the app. */
async function seedToken(port: number, origin: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    // Start from a cold cache, as a first visit would: no service worker, no cached files.
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/manifest.webmanifest`);
    await page.evaluate((value) => window.localStorage.setItem('sparestock_token', value), token);
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

export async function benchLighthouse(): Promise<void> {
  heading(
    'Lighthouse 12: /auth, /search, a listing and / (the front door) signed out, / signed in (mobile emulation, simulated throttling)',
  );
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) throw new Error('dist/client is missing: run `npm run build` first');
  const bench = await startApp();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const { token, userId } = await registerSeller(bench.url);
    await seedListings(bench.db, userId, 12);
    const listingPath = await publishWithPhoto(bench.url, token, 6);

    const auth = await runLighthouse(`${bench.url}/auth`, chrome.port, false);
    const search = await runLighthouse(`${bench.url}/search`, chrome.port, false);
    const listing = await runLighthouse(`${bench.url}${listingPath}`, chrome.port, false);
    const frontDoor = await runLighthouse(`${bench.url}/`, chrome.port, false);
    await seedToken(chrome.port, bench.url, token);
    const home = await runLighthouse(`${bench.url}/`, chrome.port, true);
    const installErrors = await checkInstallable(chrome.port, `${bench.url}/`);

    const runs = [
      ['/auth (signed out)', auth],
      ['/search (signed out)', search],
      ['listing (signed out)', listing],
      ['/ (signed out)', frontDoor],
      ['/ (signed in)', home],
    ] as const;
    for (const [label, run] of runs) {
      const s = run.scores;
      console.log(
        `${label.padEnd(20)} performance ${s['performance']}  accessibility ${s['accessibility']}  best-practices ${s['best-practices']}   ${run.metrics}`,
      );
      if (run.failing.length) console.log(`${' '.repeat(21)}audits under 0.9: ${run.failing.join(', ')}`);
    }
    for (const [label, run] of runs.slice(0, 4)) {
      console.log(`first-load JS for ${label}: ${(run.jsGzip / 1024).toFixed(1)} KiB gzip (budget ${JS_BUDGET_BYTES / 1024} KiB)`);
    }
    console.log(
      `installable: ${installErrors.length === 0 ? 'yes' : `no (${installErrors.join(', ')})`} — Chromium Page.getInstallabilityErrors`,
    );

    const misses = [
      ...runs.flatMap(([label, run]) =>
        ['performance', 'accessibility'].filter((id) => (run.scores[id] ?? 0) < TARGET_SCORE).map((id) => `${label} ${id}`),
      ),
      ...runs.slice(0, 4).flatMap(([label, run]) => (run.jsGzip > JS_BUDGET_BYTES ? [`${label} JS budget`] : [])),
      ...(installErrors.length ? ['installable'] : []),
    ];
    console.log(
      misses.length
        ? `BELOW TARGET: ${misses.join(', ')}`
        : `all targets met (scores ≥ ${TARGET_SCORE}, public pages' JS within budget, installable)`,
    );
  } finally {
    chrome.kill();
    await bench.close();
  }
}
