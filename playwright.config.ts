import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run the built app (npm run build) on its own port and data folder, in Debian's Chromium.
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { E2E_PORTS } from './tests/e2e/support/ports.ts';
import { TIMEOUTS } from './tests/support/timeouts.ts';
import { workerCount } from './tests/support/workers.ts';

const PORT = E2E_PORTS.app;

/**
 * A temp folder for the whole run. Every Playwright process (the runner and each worker) loads
 * this file; the runner makes the folder and hands it to the workers through `envName`.
 */
function runTempDir(envName: string, prefix: string): void {
  process.env[envName] ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

// The servers' data folders (tests/e2e/support/servers.ts starts the servers on them; specs that
// look into an app's database find it through the same variables).
runTempDir('E2E_DATA_DIR', 'sparestock-e2e-');
runTempDir('E2E_PAYMENTS_DATA_DIR', 'sparestock-e2e-payments-');
runTempDir('E2E_SMTP_DATA_DIR', 'sparestock-e2e-smtp-');
runTempDir('E2E_VISION_DATA_DIR', 'sparestock-e2e-vision-');

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: TIMEOUTS.e2eTest,
  expect: { timeout: TIMEOUTS.e2eExpect },
  fullyParallel: false,
  // A worker per CPU (tests/support/workers.ts); E2E_WORKERS overrides (docs/testing.md).
  workers: workerCount('E2E_WORKERS'),
  // No retries on a developer's machine. In CI one retry tells a flaky test from a broken one
  // and keeps its trace; the run still fails, so the flaky test gets fixed rather than left.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace only on the retry (CI's one retry): recording one for every test (screencast frames,
    // DOM snapshots) was 40 % of the run's CPU, 204 s against 120 s for the 123 tests. Locally,
    // `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    // Each test's new context would otherwise install the service worker and precache the whole
    // build, and requests it makes are not seen by page.route(). pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // The app honours prefers-reduced-motion (index.css): spinners, pulses and transitions stop, so the
    // renderer and compositor are not drawing frames while a test waits. The whole suite took 448 CPU-s
    // against 487 with motion on (2026-12-07, two workers); no test is about an animation.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts$/ },
  ],
  // Every server the specs talk to (the app four ways and the stand-ins), started side by side.
  globalSetup: './tests/e2e/support/servers.ts',
});
