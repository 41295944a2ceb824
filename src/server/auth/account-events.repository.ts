import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AccountEventKind, AccountEventsTable, Database } from '../db/schema.ts';
import type { RequestDevice } from './request-device.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type AccountEventRow = Selectable<AccountEventsTable>;

/** How long security events are kept. */
export const ACCOUNT_EVENT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
/** How many the profile shows. */
export const RECENT_ACCOUNT_EVENTS = 50;

/** The account's security activity: sign-ins, failed sign-ins, password and email changes, sessions ended. */
export function createAccountEventsRepository(db: Kysely<Database>) {
  return {
    async record(userId: number, kind: AccountEventKind, device: RequestDevice, trx: Db = db): Promise<void> {
      await trx
        .insertInto('account_events')
        .values({ user_id: userId, kind, user_agent: device.userAgent, ip: device.ip, created_at: new Date().toISOString() })
        .execute();
    },

    /** Newest first. */
    listRecent(userId: number, limit = RECENT_ACCOUNT_EVENTS): Promise<AccountEventRow[]> {
      return db.selectFrom('account_events').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
    },

    /** Every event of the user, oldest first (the data export), a batch at a time. */
    listBatch(userId: number, afterId: number, limit: number): Promise<AccountEventRow[]> {
      return db
        .selectFrom('account_events')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Housekeeping: events older than `before` (ISO) go. */
    async deleteOlderThan(before: string): Promise<void> {
      await db.deleteFrom('account_events').where('created_at', '<', before).execute();
    },
  };
}

export type AccountEventsRepository = ReturnType<typeof createAccountEventsRepository>;
