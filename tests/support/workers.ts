import os from 'node:os';

/**
 * How many test workers a runner may use: the integer in `envName` when it is set, otherwise one
 * per CPU. Much of a test's time is waiting on another process: Vitest's API files on a server
 * process, a child or a timer; Playwright's specs on the app servers and Chromium's renderer. A
 * worker per CPU fills those gaps (e2e on 2 cores at load ~10: 8.0 min with two workers, against
 * 7.6 min with one on a quiet machine; docs/testing.md). A test that must wait longer than its
 * default has a named timeout in tests/support/timeouts.ts.
 */
export function workerCount(envName: 'E2E_WORKERS' | 'TEST_WORKERS'): number {
  const raw = process.env[envName];
  if (raw !== undefined && raw !== '') {
    const count = Number(raw);
    if (!Number.isInteger(count) || count < 1) throw new Error(`${envName} must be a whole number ≥ 1, got "${raw}"`);
    return count;
  }
  return Math.max(1, os.availableParallelism());
}
