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
function runTempDir(envName: string, prefix: string): string {
  const dir = process.env[envName] ?? fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env[envName] = dir;
  return dir;
}

const dataDir = runTempDir('E2E_DATA_DIR', 'sparestock-e2e-');
const paymentsDataDir = runTempDir('E2E_PAYMENTS_DATA_DIR', 'sparestock-e2e-payments-');
const smtpDataDir = runTempDir('E2E_SMTP_DATA_DIR', 'sparestock-e2e-smtp-');
const visionDataDir = runTempDir('E2E_VISION_DATA_DIR', 'sparestock-e2e-vision-');

/**
 * The app as `npm start` runs it (the build). E2E_SERVER_FROM_SOURCE=1 runs the server from source
 * as the API suite does (no server build needed; the client must still be built into dist/client).
 */
const APP_COMMAND = process.env.E2E_SERVER_FROM_SOURCE === '1' ? 'node --import tsx src/server/main.ts' : 'node dist/node/server/main.js';

/** The Stripe stand-in signs its webhooks with this; the payments app checks them with it. */
const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in';

function serverEnv(port: number, dir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    // Every spec's browser reads from 127.0.0.1, many at once.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
  };
}

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
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts$/ },
  ],
  webServer: [
    {
      // The app as `npm start` runs it: dev-mode email.
      command: APP_COMMAND,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: TIMEOUTS.serverStart,
      env: { ...serverEnv(PORT, dataDir) },
    },
    {
      command: 'node --import tsx tests/e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${E2E_PORTS.mailHttp}/health`,
      env: { MAIL_CATCHER_HTTP_PORT: String(E2E_PORTS.mailHttp), MAIL_CATCHER_SMTP_PORT: String(E2E_PORTS.mailSmtp) },
      reuseExistingServer: false,
      timeout: TIMEOUTS.serverStart,
    },
    {
      // The same build with real email through the local mail catcher (verification flows).
      command: APP_COMMAND,
      url: `http://127.0.0.1:${E2E_PORTS.smtpApp}/api/health`,
      reuseExistingServer: false,
      timeout: TIMEOUTS.serverStart,
      env: { ...serverEnv(E2E_PORTS.smtpApp, smtpDataDir), SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.mailSmtp}` },
    },
    {
      // A local OpenAI-compatible vision API that fails on demand (SpareBot fallback flows).
      command: 'node --import tsx tests/e2e/support/vision-stand-in.ts',
      url: `http://127.0.0.1:${E2E_PORTS.visionStandIn}/health`,
      env: { VISION_STAND_IN_PORT: String(E2E_PORTS.visionStandIn) },
      reuseExistingServer: false,
      timeout: TIMEOUTS.serverStart,
    },
    {
      // The same build with SpareBot asking only that stand-in (no local OCR to fall back on).
      command: APP_COMMAND,
      url: `http://127.0.0.1:${E2E_PORTS.visionApp}/api/health`,
      reuseExistingServer: false,
      timeout: TIMEOUTS.serverStart,
      env: {
        ...serverEnv(E2E_PORTS.visionApp, visionDataDir),
        SPAREBOT_PROVIDER: 'openai',
        SPAREBOT_BASE_URL: `http://127.0.0.1:${E2E_PORTS.visionStandIn}/v1`,
        SPAREBOT_COMBINE_LOCAL: 'false',
        SPAREBOT_MAX_RETRIES: '0',
      },
    },
    {
      // A local server speaking the parts of Stripe's API and webhooks SpareStock uses, with its hosted onboarding and checkout pages.
      command: `node --import tsx tests/support/stripe-stand-in/main.ts --port ${E2E_PORTS.stripeStandIn} --webhook-url http://127.0.0.1:${E2E_PORTS.paymentsApp}/api/webhooks/stripe --webhook-secret ${E2E_STRIPE_WEBHOOK_SECRET}`,
      url: `http://127.0.0.1:${E2E_PORTS.stripeStandIn}/_stand-in/health`,
      reuseExistingServer: false,
      timeout: TIMEOUTS.serverStart,
    },
    {
      // The same build with card payments on, through that stand-in (orders, payments and disputes).
      command: APP_COMMAND,
      url: `http://127.0.0.1:${E2E_PORTS.paymentsApp}/api/health`,
      reuseExistingServer: false,
      timeout: TIMEOUTS.serverStart,
      env: {
        ...serverEnv(E2E_PORTS.paymentsApp, paymentsDataDir),
        STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(E2E_PORTS.stripeStandIn),
        STRIPE_API_PROTOCOL: 'http',
      },
    },
  ],
});
