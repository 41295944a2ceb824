import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { entryArgs, PROJECT_ROOT } from '../../support/entry-point.ts';
import { createFreshDatabase, startTestServer, type FreshDatabase, type TestServer } from './test-server.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the project's command-line scripts (`npm run backup` …) (tests/support/entry-point.ts), with `env` over the test's own. */
export function runCli(script: 'backup' | 'restore' | 'admin', args: string[], env: Record<string, string>): Promise<CliResult> {
  const file = {
    backup: 'src/server/backup/backup-cli.ts',
    restore: 'src/server/backup/restore-cli.ts',
    admin: 'src/server/moderation/admin-cli.ts',
  }[script];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...entryArgs(file), ...args],
      { cwd: PROJECT_ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** An empty place to restore into: a new data folder and, on PostgreSQL (TEST_DATABASE_URL), a new empty database. */
export interface EmptyPlace {
  dataDir: string;
  database: FreshDatabase;
  dialect: 'sqlite' | 'postgres';
  /** DATA_DIR and DATABASE_URL for the app and the scripts. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

export async function createEmptyPlace(): Promise<EmptyPlace> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-restore-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = await createFreshDatabase({ dataDir, adminUrl, namePrefix: 'sparestock_restore', sqliteFile: 'restored.db' });
  return {
    dataDir,
    database,
    dialect: adminUrl ? 'postgres' : 'sqlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async remove() {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The backup folder a `npm run backup` output names. */
export function backupFolderFrom(stdout: string): string {
  const match = /Backup written to (\S+)/.exec(stdout);
  if (!match) throw new Error(`no backup folder in: ${stdout}`);
  return match[1]!;
}

/** The app on a restored place (its own data folder and database, kept when it stops). */
export function startServerOn(place: EmptyPlace, env: Record<string, string> = {}): Promise<TestServer> {
  const home = { dataDir: place.dataDir, databaseUrl: place.database.url, databaseLocation: place.database.location } as TestServer;
  return startTestServer(env, { shareDatabaseWith: home });
}
