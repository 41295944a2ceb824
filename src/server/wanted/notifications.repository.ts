import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../db/schema.ts';

export type NotificationRow = Selectable<NotificationsTable>;

export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    /** A user's notifications, newest first, older than `before` (an id) when given. */
    listByUser(userId: number, before: number | undefined, limit: number): Promise<NotificationRow[]> {
      let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    async countUnread(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Marks the user's unread notifications among `ids` (all of them when undefined) read. */
    async markRead(userId: number, ids: number[] | undefined, now: string): Promise<void> {
      if (ids?.length === 0) return;
      let query = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
      if (ids) query = query.where('id', 'in', ids);
      await query.execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
