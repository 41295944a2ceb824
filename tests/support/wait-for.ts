import { TIMEOUTS } from './timeouts.ts';

/**
 * Polls `check` until it gives a truthy value, and returns that value: every wait in the suites is
 * for a condition, with a deadline, never a fixed sleep. Throws naming `what` after `timeoutMs`;
 * an error thrown by `check` (a process that exited, say) ends the wait at once.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs: number = TIMEOUTS.condition,
  intervalMs = 25,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
