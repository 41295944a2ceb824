import fs from 'node:fs';
import path from 'node:path';

/** The project's root folder: the working directory for every entry point a test starts. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The `node` arguments that run one of the app's entry points (`src/server/…/x.ts`: the server, the
 * worker, a command-line script) in a process of its own.
 *
 * By default from source through tsx, as `npm run admin` and the other scripts run them. With
 * TEST_ENTRY_FROM_BUILD=1 the compiled file in dist/node, as `npm start` runs the server:
 * scripts/test.sh and .ci/run set it once they have built, so a test never runs an old build. The
 * code is the same; tsx's loader is not, and it cost each start 1–2 s of CPU more (the admin
 * script: 1.7 s against 0.5 s; the server: 5.5 s against 3.3 s to listen, 2026-11-30).
 *
 * `fromBuild` overrides the variable: the end-to-end servers run the build unless
 * E2E_SERVER_FROM_SOURCE=1 (tests/e2e/support/servers.ts), since `npm run test:e2e` builds first.
 */
export function entryArgs(sourceFile: string, fromBuild = process.env.TEST_ENTRY_FROM_BUILD === '1'): string[] {
  const built = builtEntry(sourceFile, fromBuild);
  return built ? [built] : ['--import', 'tsx', sourceFile];
}

/** The compiled file (from the project root) for a `src/….ts` entry when tests run the build (as above), else undefined. */
export function builtEntry(sourceFile: string, fromBuild = process.env.TEST_ENTRY_FROM_BUILD === '1'): string | undefined {
  if (!/^src\/.+\.ts$/.test(sourceFile)) throw new Error(`an entry point is a src/….ts file, got "${sourceFile}"`);
  if (!fromBuild) return undefined;
  const built = sourceFile.replace(/^src\//, 'dist/node/').replace(/\.ts$/, '.js');
  if (!fs.existsSync(path.join(PROJECT_ROOT, built))) {
    throw new Error(`${built} is missing: run npm run build:server first (or run the tests from source)`);
  }
  return built;
}
