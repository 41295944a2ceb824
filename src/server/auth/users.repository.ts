import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
import type { UserRow } from './user-mapper.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
    async lockForUpdate(id: number, trx: Transaction<Database>): Promise<void> {
      await trx
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id)
        .execute();
    },
  };
}
