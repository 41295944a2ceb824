import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
import type { UserRow } from './user-mapper.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the user's row lock until `trx` ends (a no-op write, valid on both dialects): on
 * PostgreSQL another transaction doing the same waits here, then sees what this one committed.
 * SQLite transactions already run one at a time. Deals and wanted lists serialise a user's
 * creates with it.
 */
export async function lockUserRow(id: number, trx: Db): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
}

/** Marks the user suspended unless already; true when this call suspended them (moderation decides). */
export async function suspendUser(userId: number, now: string, trx: Db): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ suspended_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lifts a suspension; true when the user was suspended. */
export async function unsuspendUser(userId: number, now: string, trx: Db): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ suspended_at: null, updated_at: now })
    .where('id', '=', userId)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Grants or revokes the admin role by email; the user's id, or undefined for an unknown address. */
export async function setAdminByEmail(db: Db, email: string, isAdmin: boolean): Promise<number | undefined> {
  const row = await db
    .updateTable('users')
    .set({ is_admin: isAdmin ? 1 : 0 })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Turns the watchlist's daily email on or off (`users.watch_mail`, migration 029). */
export async function setWatchMail(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ watch_mail: on ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById(id: number, trx: Db = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string, trx: Db = db): Promise<UserRow | undefined> {
      return trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async create(values: Insertable<UsersTable>, trx: Db = db): Promise<UserRow> {
      return trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, values: Updateable<UsersTable>, trx: Db = db): Promise<UserRow | undefined> {
      return trx
        .updateTable('users')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Takes the user's row lock until `trx` ends (a no-op write, valid on both dialects): on
     * PostgreSQL another transaction doing the same waits here, then sees what this one committed.
     * SQLite transactions already run one at a time.
     */
    lockForUpdate: lockUserRow,
  };
}
