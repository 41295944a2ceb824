import { defineConfig } from 'vitest/config';
import { TIMEOUTS } from './tests/support/timeouts.ts';

/**
 * `npm run test:scale`: the scale-out proof (tests/scale), kept out of `npm test` (vitest.config.ts
 * lists only the unit and API projects). It starts its own PostgreSQL, Redis, S3 server and
 * app processes, so one file at a time.
 */
export default defineConfig({
  test: {
    name: 'scale',
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: TIMEOUTS.scaleTest,
    hookTimeout: TIMEOUTS.scaleHook,
  },
});
