import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SyncReader } from '../db/database.ts';
import type { UserRow } from './user-mapper.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function createSessionsRepository(db: Kysely<Database>, readSync?: SyncReader) {
  // Every authenticated request runs this lookup: build and compile it once, then bind values.
  const lookup = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', '')
    .where('sessions.expires_at', '>', '')
    .compile();

  return {
    async create(userId: number, tokenHash: string, expiresAt: string, trx: Db = db): Promise<void> {
      await trx
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: new Date().toISOString() })
        .execute();
    },

    /** The user behind a live session, or undefined for an unknown or expired token. */
    async findUserByTokenHash(tokenHash: string, now = new Date().toISOString()): Promise<UserRow | undefined> {
      const query = CompiledQuery.raw(lookup.sql, [tokenHash, now]) as CompiledQuery<UserRow>;
      const fast = readSync?.(query);
      if (fast) return fast.row;
      return (await db.executeQuery(query)).rows[0];
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
