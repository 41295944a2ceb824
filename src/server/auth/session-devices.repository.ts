import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, SessionsTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A session ends after this long unused… */
export const SESSION_IDLE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** …and this long after it started, however active. */
export const SESSION_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Bound parameters per touch statement (SQLite allows 32,766). */
const TOUCH_CHUNK = 500;

export type SessionDeviceRow = Pick<Selectable<SessionsTable>, 'id' | 'token_hash' | 'user_agent' | 'ip' | 'created_at' | 'last_seen_at'>;

/** The sessions as devices the user can see and end (profile → Security). */
export function createSessionDevicesRepository(db: Kysely<Database>) {
  return {
    /** The user's live sessions, most recently seen first. */
    listLive(userId: number, now: string): Promise<SessionDeviceRow[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'token_hash', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Ends one of the user's sessions; false when it is not theirs (or already gone). */
    async deleteOne(userId: number, id: number, trx: Db = db): Promise<boolean> {
      const result = await trx.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Ends every session of the user but the one of `keepTokenHash`; how many ended. */
    async deleteOthers(userId: number, keepTokenHash: string, trx: Db = db): Promise<number> {
      const result = await trx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', keepTokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Marks sessions seen at `seenAt` (ISO): last seen moves, and the idle expiry with it, never
     * past the session's absolute expiry. One statement per 500 sessions.
     */
    async touch(tokenHashes: readonly string[], seenAt: string): Promise<void> {
      const idleExpiry = new Date(Date.parse(seenAt) + SESSION_IDLE_TTL_MS).toISOString();
      for (let start = 0; start < tokenHashes.length; start += TOUCH_CHUNK) {
        const chunk = tokenHashes.slice(start, start + TOUCH_CHUNK);
        await db
          .updateTable('sessions')
          .set({
            last_seen_at: seenAt,
            // ISO strings compare as times on both engines.
            expires_at: sql<string>`CASE WHEN absolute_expires_at IS NOT NULL AND absolute_expires_at < ${idleExpiry} THEN absolute_expires_at ELSE ${idleExpiry} END`,
          })
          .where('token_hash', 'in', chunk)
          // An expired session stays expired (the sweep deletes it).
          .where('expires_at', '>', seenAt)
          .execute();
      }
    },
  };
}

export type SessionDevicesRepository = ReturnType<typeof createSessionDevicesRepository>;
