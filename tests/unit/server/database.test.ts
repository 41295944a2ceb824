import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import SQLite from 'better-sqlite3';
import { openDatabase, type DatabaseHandle, type SyncReader } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { createSessionsRepository } from '../../../src/server/auth/sessions.repository.ts';

let handle: (DatabaseHandle & { file: string }) | undefined;
afterEach(async () => handle?.db.destroy());

async function openWithSession(): Promise<DatabaseHandle & { file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparestock-db-'));
  const file = path.join(dir, 'test.db');
  handle = { ...openDatabase({ dialect: 'sqlite', file }), file };
  await migrateToLatest(handle.db as unknown as Kysely<unknown>, 'sqlite');
  const now = new Date().toISOString();
  const user = await handle.db
    .insertInto('users')
    .values({
      email: 'a@example.co.uk',
      password_hash: 'x',
      is_email_verified: 1,
      is_profile_complete: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createSessionsRepository(handle.db).create(user.id, 'f'.repeat(64), new Date(Date.now() + 60_000).toISOString());
  return handle;
}

describe('the SQLite session lookup fast path', () => {
  it('finds a live session synchronously, and nothing for an unknown or expired token', async () => {
    const handle = await openWithSession();
    const sessions = createSessionsRepository(handle.db, { readSync: handle.readSync });
    const user = await sessions.findUserByTokenHash('f'.repeat(64));
    expect(user?.email).toBe('a@example.co.uk');
    expect(user).not.toHaveProperty('password_hash');
    expect(await sessions.findUserByTokenHash('0'.repeat(64))).toBeUndefined();
    expect(await sessions.findUserByTokenHash('f'.repeat(64), Date.now() + 120_000)).toBeUndefined();
  });

  it('never reads another request’s uncommitted writes: inside an open transaction it waits for the commit', async () => {
    const handle = await openWithSession();
    const { db } = handle;
    const sessions = createSessionsRepository(db, handle);
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

describe('the SQLite write generation', () => {
  it('moves with every statement that can write, and not with reads', async () => {
    const { db, writeGeneration } = await openWithSession();
    const before = writeGeneration!();
    await db.selectFrom('users').selectAll().execute();
    expect(writeGeneration!()).toBe(before);
    await db.updateTable('users').set({ bio: 'x' }).execute();
    const afterUpdate = writeGeneration!();
    expect(afterUpdate).toBeGreaterThan(before);
    await db.insertInto('categories').values({ id: 999, name: 'Test' }).returning('id').execute();
    expect(writeGeneration!()).toBeGreaterThan(afterUpdate);
  });
});

describe('the session cache (SQLite)', () => {
  const TOKEN = 'f'.repeat(64);

  async function counted() {
    const handle = await openWithSession();
    let reads = 0;
    const readSync: SyncReader = (query) => {
      reads++;
      return handle.readSync!(query);
    };
    const sessions = createSessionsRepository(handle.db, { readSync, writeGeneration: handle.writeGeneration });
    return { handle, sessions, reads: () => reads };
  }

  it('answers a repeated lookup from memory', async () => {
    const { sessions, reads } = await counted();
    expect((await sessions.findUserByTokenHash(TOKEN))?.email).toBe('a@example.co.uk');
    expect((await sessions.findUserByTokenHash(TOKEN))?.email).toBe('a@example.co.uk');
    expect(reads()).toBe(1);
  });

  it('hands out a frozen row, so no request can change what the next one sees', async () => {
    const { sessions } = await counted();
    await sessions.findUserByTokenHash(TOKEN);
    const user = (await sessions.findUserByTokenHash(TOKEN))!;
    expect(() => {
      (user as { first_name: string | null }).first_name = 'Mallory';
    }).toThrow(TypeError);
  });

  it('sees a logout at once', async () => {
    const { sessions } = await counted();
    await sessions.findUserByTokenHash(TOKEN);
    await sessions.deleteByTokenHash(TOKEN);
    expect(await sessions.findUserByTokenHash(TOKEN)).toBeUndefined();
  });

  it('sees any change to the user at once (profile, listings version)', async () => {
    const { handle, sessions, reads } = await counted();
    await sessions.findUserByTokenHash(TOKEN);
    await handle.db.updateTable('users').set({ first_name: 'Changed', listings_version: 7 }).execute();
    const user = await sessions.findUserByTokenHash(TOKEN);
    expect(user?.first_name).toBe('Changed');
    expect(user?.listings_version).toBe(7);
    expect(reads()).toBe(2);
  });

  it('sees a commit by another connection (a second process, an operator at the sqlite3 prompt) from the next event-loop turn', async () => {
    const { handle, sessions } = await counted();
    await sessions.findUserByTokenHash(TOKEN);
    const other = new SQLite(handle.file);
    try {
      other.prepare('DELETE FROM sessions').run();
    } finally {
      other.close();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(await sessions.findUserByTokenHash(TOKEN)).toBeUndefined();
  });

  it('drops an entry when its session expires', async () => {
    const { sessions } = await counted();
    await sessions.findUserByTokenHash(TOKEN);
    expect(await sessions.findUserByTokenHash(TOKEN, Date.now() + 120_000)).toBeUndefined();
  });

  it('does not keep a row read while a write was under way', async () => {
    const { handle, sessions, reads } = await counted();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lookup: Promise<unknown> | undefined;
    const trx = handle.db.transaction().execute(async (t) => {
      await t.selectFrom('users').select('id').execute(); // the transaction is open on the connection
      lookup = sessions.findUserByTokenHash(TOKEN); // waits for the connection
      await t.updateTable('users').set({ bio: 'during' }).execute();
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    release();
    await trx;
    expect(((await lookup) as { bio: string | null } | undefined)?.bio).toBe('during');
    // The lookup began before the write, so its row is not kept: the next one reads again.
    const readsBefore = reads();
    expect((await sessions.findUserByTokenHash(TOKEN))?.bio).toBe('during');
    expect(reads()).toBe(readsBefore + 1);
    expect((await sessions.findUserByTokenHash(TOKEN))?.bio).toBe('during');
    expect(reads()).toBe(readsBefore + 1);
  });
});
