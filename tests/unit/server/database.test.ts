import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { createSessionsRepository } from '../../../src/server/auth/sessions.repository.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => handle?.db.destroy());

async function openWithSession(): Promise<DatabaseHandle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-db-'));
  handle = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'test.db') });
  await migrateToLatest(handle.db as unknown as Kysely<unknown>, 'sqlite');
  const now = new Date().toISOString();
  const user = await handle.db
    .insertInto('users')
    .values({ email: 'a@example.co.uk', password_hash: 'x', is_email_verified: 1, is_profile_complete: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createSessionsRepository(handle.db).create(user.id, 'f'.repeat(64), new Date(Date.now() + 60_000).toISOString());
  return handle;
}

describe('the SQLite session lookup fast path', () => {
  it('finds a live session synchronously, and nothing for an unknown or expired token', async () => {
    const { db, readSync } = await openWithSession();
    const sessions = createSessionsRepository(db, readSync);
    expect((await sessions.findUserByTokenHash('f'.repeat(64)))?.email).toBe('a@example.co.uk');
    expect(await sessions.findUserByTokenHash('0'.repeat(64))).toBeUndefined();
    expect(await sessions.findUserByTokenHash('f'.repeat(64), new Date(Date.now() + 120_000).toISOString())).toBeUndefined();
  });

  it('never reads another request’s uncommitted writes: inside an open transaction it waits for the commit', async () => {
    const { db, readSync } = await openWithSession();
    const sessions = createSessionsRepository(db, readSync);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lookup: Promise<unknown> | undefined;
    const trx = db.transaction().execute(async (t) => {
      await t.deleteFrom('sessions').execute();
      lookup = sessions.findUserByTokenHash('f'.repeat(64));
      await held;
      throw new Error('roll back');
    });
    await new Promise((r) => setTimeout(r, 20));
    release();
    await expect(trx).rejects.toThrow('roll back');
    // The delete was rolled back; a read that had seen it would have answered "no session".
    expect(((await lookup) as { email: string } | undefined)?.email).toBe('a@example.co.uk');
  });
});
