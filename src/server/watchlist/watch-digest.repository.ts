import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The notifications the watchlist's trigger writes (migration 029). */
export const WATCH_KINDS = ['watch_price_drop', 'watch_last_one', 'watch_sold', 'watch_withdrawn'] as const;

/**
 * The reads of the daily watchlist email. It keeps no table of its own: the last `watch_digest`
 * row of the mail outbox is when a watcher was last mailed (taken under the user's row lock), and
 * the notifications since then are what the next one sums up.
 */
export function createWatchDigestRepository(db: Kysely<Database>) {
  return {
    /** Watchers with the email on and watch notifications in [since, before), not yet mailed since `before`. */
    async listDueUsers(since: string, before: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select('n.user_id')
        .distinct()
        .where('n.kind', 'in', WATCH_KINDS)
        .where('n.created_at', '>=', since)
        .where('n.created_at', '<', before)
        .where('u.watch_mail', '=', 1)
        .where('u.deleted_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('email_outbox as o')
                .select('o.id')
                .whereRef('o.user_id', '=', 'n.user_id')
                .where('o.kind', '=', 'watch_digest')
                .where('o.created_at', '>=', before),
            ),
          ),
        )
        .orderBy('n.user_id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** When the user was last sent the watchlist email (inside the caller's lock). */
    async lastMailedAt(userId: number, trx: Db): Promise<string | null> {
      const row = await trx
        .selectFrom('email_outbox')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'watch_digest')
        .executeTakeFirst();
      return row?.at ?? null;
    },

    /** The user's watch notifications made after `after` and before `before`, oldest first. */
    listNotifications(userId: number, after: string, before: string, trx: Db) {
      return trx
        .selectFrom('notifications')
        .select(['id', 'title', 'body', 'url', 'created_at'])
        .where('user_id', '=', userId)
        .where('kind', 'in', WATCH_KINDS)
        .where('created_at', '>', after)
        .where('created_at', '<', before)
        .orderBy('id')
        .execute();
    },

    findRecipient(userId: number, trx: Db) {
      return trx
        .selectFrom('users')
        .select(['email', 'first_name', 'watch_mail'])
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
  };
}

export type WatchDigestRepository = ReturnType<typeof createWatchDigestRepository>;
export type WatchNotificationRow = Awaited<ReturnType<WatchDigestRepository['listNotifications']>>[number];
