import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EmailChangesTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type EmailChangeRow = Selectable<EmailChangesTable>;

/** Requested email changes and their two links (see migrations/014-account-controls.ts). */
export function createEmailChangesRepository(db: Kysely<Database>) {
  return {
    async create(values: Insertable<EmailChangesTable>, trx: Db = db): Promise<void> {
      await trx.insertInto('email_changes').values(values).execute();
    },

    /** The change whose confirm link this is, if it can still be used at `now`. */
    findConfirmable(tokenHash: string, now: string): Promise<EmailChangeRow | undefined> {
      return db
        .selectFrom('email_changes')
        .selectAll()
        .where('confirm_token_hash', '=', tokenHash)
        .where('confirmed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('reverted_at', 'is', null)
        .where('confirm_expires_at', '>', now)
        .executeTakeFirst();
    },

    /** The change whose "this wasn't me" link this is, if it can still be used at `now`. */
    findRevertible(tokenHash: string, now: string): Promise<EmailChangeRow | undefined> {
      return db
        .selectFrom('email_changes')
        .selectAll()
        .where('revert_token_hash', '=', tokenHash)
        .where('reverted_at', 'is', null)
        .where('revert_expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Uses the confirm link; false when another request used it (or a revert retired it) first. */
    async markConfirmed(id: number, now: string, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('email_changes')
        .set({ confirmed_at: now })
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('reverted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses the revert link; false when it was used first. */
    async markReverted(id: number, now: string, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('email_changes')
        .set({ reverted_at: now })
        .where('id', '=', id)
        .where('reverted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Retires the user's changes not confirmed yet: their confirm links stop working. */
    async cancelPending(userId: number, now: string, trx: Db): Promise<void> {
      await trx
        .updateTable('email_changes')
        .set({ cancelled_at: now })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('reverted_at', 'is', null)
        .execute();
    },

    /** Housekeeping: changes whose last link expired before `before` (ISO) go. */
    async deleteExpired(before: string): Promise<void> {
      await db.deleteFrom('email_changes').where('revert_expires_at', '<', before).execute();
    },
  };
}
