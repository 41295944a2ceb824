import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TIMEOUTS } from '../support/timeouts.ts';

/**
 * The fault suite (`npm run test:faults`, scripts/test-faults.sh): not part of `npm test`. One file
 * at a time, because its tests measure time and memory and kill processes; FAULTS_QUICK=1 (the
 * runner's --quick, what CI runs) leaves out the on-demand `*.slow.test.ts` files.
 */
const quick = process.env.FAULTS_QUICK === '1';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    name: 'faults',
    include: ['tests/faults/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(quick ? ['tests/faults/**/*.slow.test.ts'] : [])],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    // The files share one module graph, as the API suite's do (docs/testing.md): each starts its own
    // servers, and none mocks a module or stubs a global. Importing the app afresh for each file was a
    // third of the quick run (SQLite, 2026-12-07: 90 s, of which 29 s imports, against 55 s).
    isolate: false,
    testTimeout: TIMEOUTS.faultTest,
    hookTimeout: TIMEOUTS.apiHook,
  },
});
