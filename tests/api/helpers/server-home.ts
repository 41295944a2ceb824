import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { createFreshDatabase } from './test-server.ts';
import { testRedisEnv } from './test-redis.ts';

/**
 * A data folder and a fresh database (SQLite in the folder, or PostgreSQL when TEST_DATABASE_URL is
 * set) that real server processes can be started on one after another, e.g. to restart after a
 * kill -9. `db` is what helpers/db.ts's queryDb needs to look at the database directly.
 */
export interface ServerHome {
  dataDir: string;
  db: { dialect: 'sqlite' | 'postgres'; databaseLocation: string };
  start(env?: Record<string, string>): Promise<ServerProcess>;
  remove(): Promise<void>;
}

export async function createServerHome(): Promise<ServerHome> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-home-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = await createFreshDatabase({ dataDir, adminUrl, namePrefix: 'sparestock_test', sqliteFile: 'test.db' });
  // One Redis prefix for the home: a restarted process finds its queues and counters (TEST_REDIS_URL runs).
  const redisEnv = testRedisEnv();
  return {
    dataDir,
    db: { dialect: adminUrl ? 'postgres' : 'sqlite', databaseLocation: database.location },
    start: (env = {}) => startServerProcess({ DATABASE_URL: database.url, ...redisEnv, ...env }, { dataDir }),
    async remove() {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
