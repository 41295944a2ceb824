import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** "Download my data" links: the SHA-256 of each token, valid until its expiry. */
export function createDataExportsRepository(db: Kysely<Database>) {
  return {
    async create(userId: number, tokenHash: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('data_exports')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: new Date().toISOString() })
        .execute();
    },

    /** The user whose link this is, while it has not expired at `now` (ISO). */
    async findUserId(tokenHash: string, now: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('data_exports')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Housekeeping: expired links go. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('data_exports').where('expires_at', '<=', now).execute();
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
