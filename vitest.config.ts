import { defineConfig } from 'vitest/config';
import { TIMEOUTS } from './tests/support/timeouts.ts';
import { UnitFirstSequencer } from './tests/support/unit-first-sequencer.ts';
import { workerCount } from './tests/support/workers.ts';

export default defineConfig({
  test: {
    // Sized to the machine (TEST_WORKERS overrides): a worker per CPU (tests/support/workers.ts).
    maxWorkers: workerCount('TEST_WORKERS'),
    sequence: { sequencer: UnitFirstSequencer },
    projects: [
      // No file mocks a module, and the two that stub globals unstub them after each test.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: TIMEOUTS.unitTest } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Every file starts its own app (buildApp) with its own database and data folder, so the
          // files need no fresh module graph each: importing the app from source cost ~4 s of CPU
          // per file, half the suite's time. Module-level state is only caches of pure lookups.
          isolate: false,
          testTimeout: TIMEOUTS.apiTest,
          hookTimeout: TIMEOUTS.apiHook,
        },
      },
    ],
  },
});
