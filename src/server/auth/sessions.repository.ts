import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { UserRow } from './user-mapper.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(userId: number, tokenHash: string, expiresAt: string, trx: Db = db): Promise<void> {
      await trx
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: new Date().toISOString() })
        .execute();
    },

    /** The user behind a live session, or undefined for an unknown or expired token. */
    findUserByTokenHash(tokenHash: string, now = new Date().toISOString()): Promise<UserRow | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteAllForUser(userId: number, trx: Db = db): Promise<void> {
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    async deleteExpired(now = new Date().toISOString()): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
