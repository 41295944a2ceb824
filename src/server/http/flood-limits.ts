import { tooManyAttempts } from './http-errors.ts';
import type { RateLimitStoreCtor } from './rate-limit-store.ts';

/** Counts hits per key in fixed windows: the rate-limit store (Redis shared by every instance, or memory). */
export type HitCounter = Pick<RateLimitStoreCtor, 'hit'>;

/**
 * One hit of `key` counted; 429 with the other limits' message and `Retry-After` (the window's
 * time left) once more than `max` came in `windowMs`. Refused attempts count too: a flood that
 * keeps knocking keeps its window full.
 */
export async function assertUnderLimit(counter: HitCounter, key: string, max: number, windowMs: number): Promise<void> {
  const { current, ttl } = await counter.hit(key, windowMs);
  if (current > max) throw tooManyAttempts(Math.max(1, Math.ceil(ttl / 1000)));
}
