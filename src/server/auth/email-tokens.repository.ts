import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EmailTokenPurpose, EmailTokensTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type EmailTokenRow = Selectable<EmailTokensTable>;

export function createEmailTokensRepository(db: Kysely<Database>) {
  return {
    async create(
      values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: string },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('email_tokens')
        .values({
          user_id: values.userId,
          purpose: values.purpose,
          token_hash: values.tokenHash,
          expires_at: values.expiresAt,
          used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    },

    /** The token of that hash and purpose if it can still be used: not used yet and not expired at `now` (ISO). */
    findLive(tokenHash: string, purpose: EmailTokenPurpose, now: string): Promise<EmailTokenRow | undefined> {
      return db
        .selectFrom('email_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Marks a token used; false when another request used it first (single use under races). */
    async markUsed(id: number, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('email_tokens')
        .set({ used_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** When the user's newest token of a purpose was issued (ISO), used or not; undefined if never. */
    async latestCreatedAt(userId: number, purpose: EmailTokenPurpose, trx: Db = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('email_tokens')
        .select((eb) => eb.fn.max('created_at').as('latest'))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return row?.latest ?? undefined;
    },

    /** Retires the user's other unused links of a purpose, so only the newest works. */
    async retireUnused(userId: number, purpose: EmailTokenPurpose, trx: Db = db): Promise<void> {
      await trx
        .updateTable('email_tokens')
        .set({ used_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
