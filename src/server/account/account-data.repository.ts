import type { Kysely, Selectable } from 'kysely';
import type {
  AccountEventsTable,
  ConversationMessagesTable,
  Database,
  NotificationsTable,
  OffersTable,
  ReportsTable,
  WantedItemsTable,
} from '../db/schema.ts';

/** What the export says of the other side of a conversation or a block: their public name parts. */
export interface PartyNames {
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  account_type: 'individual' | 'business' | null;
}

export interface ExportConversationRow {
  id: number;
  listing_id: number;
  buyer_id: number;
  seller_id: number;
  listing_title: string;
  listing_unit_price_pence: number;
  quantity_wanted: number;
  buyer_handover: string | null;
  seller_handover: string | null;
  created_at: string;
  updated_at: string;
  other: PartyNames;
}

/** The columns a query joins from both sides (users as b, users as s) to name the other one. */
interface BothParties {
  buyer_id: number;
  b_first: string | null;
  b_last: string | null;
  b_business: string | null;
  b_type: PartyNames['account_type'];
  s_first: string | null;
  s_last: string | null;
  s_business: string | null;
  s_type: PartyNames['account_type'];
}

/** A conversation's or an order's row with the other side's names (from `userId`'s side) in `other`. */
export function withOtherParty<T extends BothParties>(
  { b_first, b_last, b_business, b_type, s_first, s_last, s_business, s_type, ...row }: T,
  userId: number,
): Omit<T, Exclude<keyof BothParties, 'buyer_id'>> & { other: PartyNames } {
  const other: PartyNames =
    row.buyer_id === userId
      ? { first_name: s_first, last_name: s_last, business_name: s_business, account_type: s_type }
      : { first_name: b_first, last_name: b_last, business_name: b_business, account_type: b_type };
  return { ...row, other };
}

export type ExportPhotoRow = { id: number; listing_id: number; image_key: string };

/** Everything of one user that "Download my data" reads, a batch at a time where it can grow. */
export function createAccountDataRepository(db: Kysely<Database>) {
  return {
    findProfile(userId: number) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'business_name',
          'account_type',
          'phone_number',
          'postcode',
          'bio',
          'is_email_verified',
          'message_emails',
          'created_at',
          'updated_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The photos of these listings (the user's), in each listing's order. */
    listListingPhotos(userId: number, listingIds: readonly number[]): Promise<ExportPhotoRow[]> {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('photos')
        .select(['id', 'listing_id', 'image_key'])
        .where('owner_id', '=', userId)
        .where('listing_id', 'in', [...listingIds])
        .orderBy('listing_id')
        .orderBy('position')
        .orderBy('id')
        .execute() as Promise<ExportPhotoRow[]>;
    },

    async listConversationBatch(userId: number, afterId: number, limit: number): Promise<ExportConversationRow[]> {
      const rows = await db
        .selectFrom('conversations as c')
        .innerJoin('users as b', 'b.id', 'c.buyer_id')
        .innerJoin('users as s', 's.id', 'c.seller_id')
        .select([
          'c.id',
          'c.listing_id',
          'c.buyer_id',
          'c.seller_id',
          'c.listing_title',
          'c.listing_unit_price_pence',
          'c.quantity_wanted',
          'c.buyer_handover',
          'c.seller_handover',
          'c.created_at',
          'c.updated_at',
          'b.first_name as b_first',
          'b.last_name as b_last',
          'b.business_name as b_business',
          'b.account_type as b_type',
          's.first_name as s_first',
          's.last_name as s_last',
          's.business_name as s_business',
          's.account_type as s_type',
        ])
        .where((eb) => eb.or([eb('c.buyer_id', '=', userId), eb('c.seller_id', '=', userId)]))
        .where('c.id', '>', afterId)
        .orderBy('c.id')
        .limit(limit)
        .execute();
      return rows.map((row) => withOtherParty(row, userId));
    },

    listMessages(conversationIds: readonly number[]): Promise<Selectable<ConversationMessagesTable>[]> {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('conversation_messages')
        .selectAll()
        .where('conversation_id', 'in', [...conversationIds])
        .orderBy('conversation_id')
        .orderBy('id')
        .execute();
    },

    listOffers(conversationIds: readonly number[]): Promise<Selectable<OffersTable>[]> {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('offers')
        .selectAll()
        .where('conversation_id', 'in', [...conversationIds])
        .orderBy('conversation_id')
        .orderBy('id')
        .execute();
    },

    listWanted(userId: number): Promise<Selectable<WantedItemsTable>[]> {
      return db.selectFrom('wanted_items').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    listNotificationBatch(userId: number, afterId: number, limit: number): Promise<Selectable<NotificationsTable>[]> {
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    listEventBatch(userId: number, afterId: number, limit: number): Promise<Selectable<AccountEventsTable>[]> {
      return db
        .selectFrom('account_events')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    listBlocks(userId: number) {
      return db
        .selectFrom('user_blocks')
        .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
        .select(['user_blocks.created_at', 'users.first_name', 'users.last_name', 'users.business_name', 'users.account_type'])
        .where('user_blocks.blocker_id', '=', userId)
        .orderBy('user_blocks.created_at')
        .execute();
    },

    listReportsMade(userId: number): Promise<Selectable<ReportsTable>[]> {
      return db.selectFrom('reports').selectAll().where('reporter_id', '=', userId).orderBy('id').execute();
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
