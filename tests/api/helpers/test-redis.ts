import { randomBytes } from 'node:crypto';

/**
 * With TEST_REDIS_URL set (the API suite "with Redis"), the settings that put a test server on
 * that Redis: REDIS_URL and a key prefix of its own, so that the files running at once never
 * share rate-limit counters, job queues or wake-up channels. Without it: nothing (memory, in process).
 */
export function testRedisEnv(): Record<string, string> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return {};
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `sparestock-test-${randomBytes(6).toString('hex')}` };
}
