import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createSessionCache } from './session-cache.ts';
import type { SessionUser } from './user-mapper.ts';

type Db = Kysely<Database> | Transaction<Database>;
type SessionRow = SessionUser & { session_expires_at: string };

/** What a signed-in request knows of its user: every column but the password hash. */
const SESSION_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.business_name',
  'users.account_type',
  'users.phone_number',
  'users.postcode',
  'users.bio',
  'users.profile_image_url',
  'users.is_email_verified',
  'users.is_profile_complete',
  'users.message_emails',
  'users.is_admin',
  'users.suspended_at',
  'users.listings_version',
  'users.created_at',
  'users.updated_at',
] as const;

/**
 * `fast` (SQLite only) adds a synchronous read for the lookup and an in-memory cache of it that
 * is dropped by any write to the database (see session-cache.ts). PostgreSQL may be shared by
 * several instances, which cannot see each other's writes, so there every request asks the database.
 */
export function createSessionsRepository(db: Kysely<Database>, fast?: Pick<DatabaseHandle, 'readSync' | 'writeGeneration'>) {
  // Every authenticated request runs this lookup: build and compile it once, then bind values.
  const lookup = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(SESSION_USER_COLUMNS)
    .select('sessions.expires_at as session_expires_at')
    .where('sessions.token_hash', '=', '')
    .where('sessions.expires_at', '>', '')
    .compile();
  const cache = fast?.writeGeneration ? createSessionCache(fast.writeGeneration) : undefined;

  async function read(tokenHash: string, now: string): Promise<SessionRow | undefined> {
    const query = CompiledQuery.raw(lookup.sql, [tokenHash, now]) as CompiledQuery<SessionRow>;
    const sync = fast?.readSync?.(query);
    if (sync) return sync.row;
    return (await db.executeQuery(query)).rows[0];
  }

  return {
    /**
     * A new session: `expiresAt` is its idle expiry, `absoluteExpiresAt` the latest it may ever
     * last (see session-devices.repository.ts); `device` the user agent and address that signed in.
     */
    async create(
      userId: number,
      tokenHash: string,
      expiresAt: string,
      trx: Db = db,
      device: { userAgent: string | null; ip: string | null; absoluteExpiresAt: string | null } = {
        userAgent: null,
        ip: null,
        absoluteExpiresAt: null,
      },
    ): Promise<void> {
      const now = new Date().toISOString();
      await trx
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          expires_at: expiresAt,
          created_at: now,
          last_seen_at: now,
          user_agent: device.userAgent,
          ip: device.ip,
          absolute_expires_at: device.absoluteExpiresAt,
        })
        .execute();
    },

    /** The user behind a live session, or undefined for an unknown or expired token. */
    async findUserByTokenHash(tokenHash: string, nowMs = Date.now()): Promise<SessionUser | undefined> {
      const cached = cache?.get(tokenHash, nowMs);
      if (cached) return cached;
      const generation = cache?.generation() ?? 0;
      const row = await read(tokenHash, new Date(nowMs).toISOString());
      if (!row) return undefined;
      const { session_expires_at: expiresAt, ...user } = row;
      cache?.set(tokenHash, user, expiresAt, generation);
      return user;
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
