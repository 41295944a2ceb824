// First-load JavaScript of the public pages, measured as the Lighthouse bench measures it (gzip
// bytes of every script the page loaded, from the build's pre-compressed .gz files), but without
// Lighthouse: Debian's Chromium opens each page signed out and waits for the network to settle, so
// a chunk loaded lazily during the first load (zod behind a schema loader) counts, as it does for
// Lighthouse. Takes seconds, so it can be run after every `npm run build:client`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { heading, registerSeller, startApp } from './lib.ts';
import { publishWithPhoto } from './publish-with-photo.ts';

const JS_BUDGET_BYTES = 150 * 1024;
const CLIENT_DIR = path.resolve(import.meta.dirname, '../dist/client');

function gzipSize(pathname: string): number {
  const file = path.join(CLIENT_DIR, pathname);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

export async function benchFirstLoadJs(): Promise<void> {
  heading('First-load JavaScript of the public pages (gzip, every script loaded until the network settles)');
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) throw new Error('dist/client is missing: run `npm run build:client` first');
  const bench = await startApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const { token, userId } = await registerSeller(bench.url);
    const listingPath = await publishWithPhoto(bench.url, token, 2);
    const pages = [
      ['/ (signed out)', '/'],
      ['/auth', '/auth'],
      ['/search', '/search'],
      ['listing page', listingPath],
      ['seller page', `/seller/${userId}`],
    ] as const;
    const misses: string[] = [];
    for (const [label, pagePath] of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === bench.url && response.request().resourceType() === 'script') scripts.set(url.pathname, gzipSize(url.pathname));
      });
      await page.goto(`${bench.url}${pagePath}`, { waitUntil: 'networkidle' });
      await context.close();
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      const largest = [...scripts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([file, size]) => `${path.basename(file)} ${(size / 1024).toFixed(1)}`)
        .join(', ');
      console.log(`${label.padEnd(16)} ${(total / 1024).toFixed(1).padStart(6)} KiB in ${scripts.size} scripts (largest: ${largest})`);
      if (process.env.FIRST_LOAD_VERBOSE) {
        for (const [file, size] of [...scripts.entries()].sort((a, b) => b[1] - a[1]))
          console.log(`    ${(size / 1024).toFixed(1).padStart(5)} ${file}`);
      }
      if (total > JS_BUDGET_BYTES) misses.push(label);
    }
    console.log(
      misses.length ? `OVER BUDGET (${JS_BUDGET_BYTES / 1024} KiB): ${misses.join(', ')}` : `all within ${JS_BUDGET_BYTES / 1024} KiB`,
    );
  } finally {
    await browser.close();
    await bench.close();
  }
}
