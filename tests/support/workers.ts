import os from 'node:os';

/**
 * How many test workers a runner may use: the integer in `envName` when it is set, otherwise half
 * the CPUs (at least 1). Half, because each worker's tests load more than one core: Chromium
 * and the app servers beside Playwright, the in-process server, argon2 and SpareBot's OCR
 * thread beside Vitest.
 */
export function workerCount(envName: 'E2E_WORKERS' | 'TEST_WORKERS'): number {
  const raw = process.env[envName];
  if (raw !== undefined && raw !== '') {
    const count = Number(raw);
    if (!Number.isInteger(count) || count < 1) throw new Error(`${envName} must be a whole number ≥ 1, got "${raw}"`);
    return count;
  }
  return Math.max(1, Math.floor(os.availableParallelism() / 2));
}
