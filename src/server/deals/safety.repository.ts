import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ReportsTable, UserBlocksTable, UsersTable } from '../db/schema.ts';
import { lockUserRow } from '../auth/users.repository.ts';
import { fileReport } from '../moderation/moderation-intake.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type BlockRow = Selectable<UserBlocksTable>;

/** What deals read of a person: names for the display name, the address and choice for emails. Never a phone or postcode. */
export type PartyRow = Pick<
  Selectable<UsersTable>,
  'id' | 'email' | 'first_name' | 'last_name' | 'business_name' | 'account_type' | 'message_emails' | 'created_at'
>;

/** How many of something a user did since a time, and when the oldest of them was (for Retry-After). */
export interface WindowCount {
  count: number;
  oldest: string | null;
}

function toWindowCount(row: { n: number | string; oldest: string | null } | undefined): WindowCount {
  // PostgreSQL counts as bigint, which pg hands over as a string.
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

/** People, blocks, reports and the counts the safety limits read (migration 011). */
export function createSafetyRepository(db: Kysely<Database>) {
  return {
    async findParties(ids: readonly number[], trx: Db = db): Promise<Map<number, PartyRow>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'business_name', 'account_type', 'message_emails', 'created_at'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Holds the user's row until `trx` ends (a no-op write): on PostgreSQL a second request of the
     * same user waits here, so a limit is counted after the first one's writes. SQLite
     * transactions already run one at a time.
     */
    lockUser: lockUserRow,

    /** Either has blocked the other. */
    async isBlockedBetween(a: number, b: number, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('user_blocks')
        .select('blocker_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The block, new or already there; `created` tells which. */
    async createBlock(blockerId: number, blockedId: number, now: string): Promise<{ row: BlockRow; created: boolean }> {
      const inserted = await db
        .insertInto('user_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      const row = await db
        .selectFrom('user_blocks')
        .selectAll()
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirstOrThrow();
      return { row, created: false };
    },

    async deleteBlock(blockerId: number, blockedId: number): Promise<void> {
      await db.deleteFrom('user_blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
    },

    /** The users `blockerId` has blocked, newest first. */
    listBlocks(blockerId: number): Promise<BlockRow[]> {
      return db
        .selectFrom('user_blocks')
        .selectAll()
        .where('blocker_id', '=', blockerId)
        .orderBy('created_at', 'desc')
        .orderBy('blocked_id', 'desc')
        .execute();
    },

    // Reports are moderation's table: a report is filed into its queue.
    createReport: (values: Insertable<ReportsTable>) => fileReport(db, values),

    /** Conversations the user started (as the buyer) since `since`. */
    async countConversationsSince(buyerId: number, since: string, trx: Db): Promise<WindowCount> {
      const row = await trx
        .selectFrom('conversations')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')])
        .where('buyer_id', '=', buyerId)
        .where('created_at', '>', since)
        .executeTakeFirst();
      return toWindowCount(row);
    },

    /** Messages the user wrote (events not counted) since `since`. */
    async countMessagesSince(senderId: number, since: string, trx: Db): Promise<WindowCount> {
      const row = await trx
        .selectFrom('conversation_messages')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')])
        .where('sender_id', '=', senderId)
        .where('kind', '=', 'message')
        .where('created_at', '>', since)
        .executeTakeFirst();
      return toWindowCount(row);
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
