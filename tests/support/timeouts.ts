/**
 * Every test timeout, in one place: playwright.config.ts, vitest.config.ts and the specs read
 * them from here, and no spec writes a number of its own.
 *
 * TEST_TIMEOUT_SCALE (default 1) multiplies them all, for a machine that is slow by nature (an
 * emulated CPU, a debugger attached). It is not a fix for a flaky test: a test that needs it on
 * this project's 2-core machine kind is waiting on the wrong thing (see docs/testing.md).
 */
function readScale(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale < 1) throw new Error(`TEST_TIMEOUT_SCALE must be a number ≥ 1, got "${raw}"`);
  return scale;
}

const SCALE = readScale(process.env.TEST_TIMEOUT_SCALE);
const scaled = (ms: number) => Math.round(ms * SCALE);

export const TIMEOUTS = {
  /** One end-to-end test, first step to last. */
  e2eTest: scaled(30_000),
  /** One web-first assertion (toBeVisible, toHaveURL, expect.poll…) in an end-to-end test. */
  e2eExpect: scaled(7_000),
  /**
   * An end-to-end test that walks an order through both sides and Stripe's hosted pages (the
   * stand-in): three browser contexts, a dozen page loads, webhooks and, for a dispute, an admin.
   */
  e2eOrdersTest: scaled(120_000),
  /**
   * An end-to-end test that is a whole journey of two people: a seller lists through the review
   * step, then a visitor searches, narrows, pages back and forward and opens the listing.
   */
  e2eJourneyTest: scaled(60_000),
  /** An end-to-end test that waits for SpareBot to analyse a batch of photos. */
  e2eSpareBotTest: scaled(150_000),
  /** SpareBot analysing a batch of photos with local OCR (the progress bar going away). */
  spareBotBatch: scaled(90_000),
  /** Saving a batch of items with their photos (the server resizes each photo). */
  saveBatch: scaled(30_000),
  /**
   * The offline notice going away after the network returns. The first request after
   * reconnecting can fail while the connection settles; the app then retries every 5 s
   * (ACCOUNT_RETRY_MS in src/client/app/layout.tsx), so this is one retry more than an expect.
   */
  backOnline: scaled(12_000),
  /** An app server or a stand-in (mail, vision API, Stripe) answering its health URL. */
  serverStart: scaled(60_000),
  /** An end-to-end server exiting after SIGTERM before it is killed (the app's grace period is 10 s). */
  serverStop: scaled(15_000),
  /** One Vitest unit test. */
  unitTest: scaled(5_000),
  /** One API test (real server, real database, real password hashing). */
  apiTest: scaled(30_000),
  /** A condition an API test waits for: the outbox idle, a file closed, a job done. */
  condition: scaled(10_000),
  /** An API test file's beforeAll/afterAll: starting and stopping a server and its database. */
  apiHook: scaled(60_000),
  /** An API test that starts real server or CLI processes (each imports the app from source: seconds on a busy machine). */
  apiProcessTest: scaled(120_000),
  /** One quick fault test (tests/faults): server processes started and killed, hundreds of requests, a backup and a restore. */
  faultTest: scaled(180_000),
  /** An on-demand fault test: five kill -9 rounds of 100 uploads, or two minutes of load. */
  faultSlowTest: scaled(900_000),
  /** A condition a fault test waits for: a process exiting, a sweep's log line, mail arriving once the relay is back. */
  faultCondition: scaled(30_000),
  /** One test of the scale suite (tests/scale: processes killed and started, jobs retried by another worker). */
  scaleTest: scaled(60_000),
  /** The Redis outage test: a stop and a start of Redis, and analyses retried (each waiting up to 15 s) until one is answered. */
  scaleOutageTest: scaled(120_000),
  /** The scale suite's beforeAll/afterAll: PostgreSQL, Redis, S3 and four app processes started or stopped. */
  scaleHook: scaled(120_000),
  /** A condition the scale suite waits for: a process logging that it is ready, a job handed to a new worker. */
  scaleCondition: scaled(30_000),
} as const;
