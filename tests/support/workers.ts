import os from 'node:os';

/**
 * How many test workers a runner may use: the integer in `envName` when it is set, otherwise:
 * - Vitest (`TEST_WORKERS`): every CPU. An API file's time is much of it waiting (on a server
 *   process, a child, a timer), so a second worker on a 2-core machine fills the first one's gaps
 *   (unit + API at load 4: 1 worker 328 s wall for 269 s of CPU).
 * - Playwright (`E2E_WORKERS`): half the CPUs, at least 1. Each worker drives Chromium beside the
 *   app servers, more than a core between them; two on a busy 2-core machine ran tests past
 *   their timeouts (docs/testing.md).
 */
export function workerCount(envName: 'E2E_WORKERS' | 'TEST_WORKERS'): number {
  const raw = process.env[envName];
  if (raw !== undefined && raw !== '') {
    const count = Number(raw);
    if (!Number.isInteger(count) || count < 1) throw new Error(`${envName} must be a whole number ≥ 1, got "${raw}"`);
    return count;
  }
  const cpus = os.availableParallelism();
  return envName === 'TEST_WORKERS' ? cpus : Math.max(1, Math.floor(cpus / 2));
}
