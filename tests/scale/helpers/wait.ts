import { TIMEOUTS } from '../../support/timeouts.ts';

/**
 * Polls `check` until it holds (no fixed sleeps: every wait is for a condition, with a deadline);
 * throws naming `what` after `timeoutMs`. Returns the first truthy value `check` gave.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs: number = TIMEOUTS.scaleCondition,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
