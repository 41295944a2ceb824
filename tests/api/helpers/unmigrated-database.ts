import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { createFreshDatabase, type FreshDatabase } from './test-server.ts';

/** An empty database (SQLite, or PostgreSQL with TEST_DATABASE_URL) for a migration test to migrate by hand. */
export interface UnmigratedDatabase {
  handle: DatabaseHandle;
  /** Untyped: a migration test writes tables as they were before the migration under test. */
  db: Kysely<unknown>;
  remove(): Promise<void>;
}

export async function openUnmigratedDatabase(): Promise<UnmigratedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-migrate-'));
  const fresh: FreshDatabase = await createFreshDatabase({
    dataDir,
    adminUrl: process.env.TEST_DATABASE_URL,
    namePrefix: 'sparestock_test',
    sqliteFile: 'test.db',
  });
  const handle = openDatabase(
    fresh.url.startsWith('postgres') ? { dialect: 'postgres', url: fresh.url } : { dialect: 'sqlite', file: fresh.location },
  );
  return {
    handle,
    db: handle.db as unknown as Kysely<unknown>,
    async remove() {
      await handle.db.destroy();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
