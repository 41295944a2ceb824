import { TIMEOUTS } from '../../support/timeouts.ts';
import { waitFor as waitForCondition } from '../../support/wait-for.ts';

/** The shared `waitFor`, with the scale suite's longer deadline (processes start and stop here). */
export function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs: number = TIMEOUTS.scaleCondition,
): Promise<NonNullable<T>> {
  return waitForCondition(check, what, timeoutMs);
}
