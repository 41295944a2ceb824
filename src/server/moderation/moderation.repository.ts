import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ModerationActionsTable, ReportsTable } from '../db/schema.ts';
import { setAdminByEmail, suspendUser, unsuspendUser } from '../auth/users.repository.ts';
import { createListingAdminRepository } from '../listings/listing-admin.repository.ts';
import { listFeedbackForModeration, setFeedbackRemoved } from '../orders/feedback/feedback-moderation.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ReportRow = Selectable<ReportsTable>;
export type ActionRow = Selectable<ModerationActionsTable>;

/** What moderation reads of a person: enough to name them (as the marketplace does) and see their state. */
export interface PersonRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  account_type: 'individual' | 'business' | null;
  suspended_at: string | null;
  /** Set on a deleted account's stand-in: named "Deleted user", never mailed. */
  deleted_at: string | null;
}

export type { ListingRef } from '../listings/listing-admin.repository.ts';

export interface ConversationRef {
  id: number;
  listing_title: string;
  buyer_id: number;
  seller_id: number;
}

export interface MessageRef {
  conversation_id: number;
  sender_id: number | null;
  kind: 'message' | 'event';
  body: string;
  created_at: string;
}

const PERSON_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'business_name', 'account_type', 'suspended_at', 'deleted_at'] as const;
/** Messages of each reported conversation shown to the admin. */
const MESSAGES_PER_CONVERSATION = 20;

/** Reports, the things they concern, and the record of admin actions (migrations 011 and 013). */
export function createModerationRepository(db: Kysely<Database>) {
  const listingAdmin = createListingAdminRepository(db);
  return {
    listReports(statuses: ReportRow['status'][], limit: number, beforeId?: number): Promise<ReportRow[]> {
      let query = db.selectFrom('reports').selectAll().where('status', 'in', statuses);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    findReport(id: number, trx: Db = db): Promise<ReportRow | undefined> {
      return trx.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setReportStatus(id: number, status: ReportRow['status'], trx: Db): Promise<void> {
      await trx.updateTable('reports').set({ status }).where('id', '=', id).execute();
    },

    listPeople(ids: number[], trx: Db = db): Promise<PersonRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return trx.selectFrom('users').select(PERSON_COLUMNS).where('id', 'in', ids).execute();
    },

    listListings: listingAdmin.listRefs,

    listConversations(ids: number[], trx: Db = db): Promise<ConversationRef[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return trx.selectFrom('conversations').select(['id', 'listing_title', 'buyer_id', 'seller_id']).where('id', 'in', ids).execute();
    },

    /** The newest messages of each conversation (window function: SQLite ≥ 3.25 and PostgreSQL), oldest first. */
    async listRecentMessages(conversationIds: number[]): Promise<MessageRef[]> {
      if (conversationIds.length === 0) return [];
      const ranked = db
        .selectFrom('conversation_messages')
        .select(['id', 'conversation_id', 'sender_id', 'kind', 'body', 'created_at'])
        .select(sql<number>`ROW_NUMBER() OVER (PARTITION BY conversation_id ORDER BY id DESC)`.as('rank'))
        .where('conversation_id', 'in', conversationIds)
        .as('ranked');
      return db
        .selectFrom(ranked)
        .select(['conversation_id', 'sender_id', 'kind', 'body', 'created_at'])
        .where('rank', '<=', MESSAGES_PER_CONVERSATION)
        .orderBy('conversation_id')
        .orderBy('id')
        .execute();
    },

    // order_feedback is the orders feature's: read and removed through it.
    listFeedback: (ids: number[], trx: Db = db) => listFeedbackForModeration(trx, ids),
    setFeedbackRemoved,

    listActions(reportIds: number[]): Promise<ActionRow[]> {
      if (reportIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('moderation_actions').selectAll().where('report_id', 'in', reportIds).orderBy('id').execute();
    },

    async recordAction(values: Insertable<ModerationActionsTable>, trx: Db): Promise<void> {
      await trx.insertInto('moderation_actions').values(values).execute();
    },

    /** The suspension and unsuspension records of a user, oldest first. */
    listSuspensionActions(userId: number, trx: Db): Promise<ActionRow[]> {
      return trx
        .selectFrom('moderation_actions')
        .selectAll()
        .where('target_user_id', '=', userId)
        .where('action', 'in', ['suspend_user', 'unsuspend_user'])
        .orderBy('id')
        .execute();
    },

    /** Listings an admin withdrew one by one (a report about them): unsuspending the owner leaves these private. */
    async listWithdrawnByAdmin(listingIds: number[], trx: Db): Promise<number[]> {
      if (listingIds.length === 0) return [];
      const rows = await trx
        .selectFrom('moderation_actions')
        .select('target_listing_id')
        .where('action', '=', 'withdraw_listing')
        .where('target_listing_id', 'in', listingIds)
        .execute();
      return rows.flatMap((r) => (r.target_listing_id === null ? [] : [r.target_listing_id]));
    },

    // The users table is auth's: the states moderation decides are written there.
    suspendUser,
    unsuspendUser,
    setAdminByEmail: (email: string, isAdmin: boolean) => setAdminByEmail(db, email, isAdmin),

    listAdmins(): Promise<Pick<PersonRow, 'id' | 'email'>[]> {
      return db.selectFrom('users').select(['id', 'email']).where('is_admin', '=', 1).orderBy('id').execute();
    },

    listLiveListingIds: listingAdmin.listPublishedIds,
    republish: listingAdmin.republish,
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
