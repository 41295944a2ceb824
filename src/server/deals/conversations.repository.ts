import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ConversationMessagesTable, ConversationsTable, Database } from '../db/schema.ts';
import type { DealRole } from '../../shared/constants/deals.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<ConversationMessagesTable>;

export interface NewMessage {
  conversationId: number;
  senderId: number;
  senderRole: DealRole;
  kind: MessageRow['kind'];
  body: string;
  contactWarning: boolean;
  now: string;
}

const lastReadColumn = (role: DealRole) => (role === 'buyer' ? 'buyer_last_read_id' : 'seller_last_read_id');

/** Conversations and their messages (migration 011). */
export function createConversationsRepository(db: Kysely<Database>) {
  return {
    findById(id: number, trx: Db = db): Promise<ConversationRow | undefined> {
      return trx.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByListingAndBuyer(listingId: number, buyerId: number, trx: Db = db): Promise<ConversationRow | undefined> {
      return trx
        .selectFrom('conversations')
        .selectAll()
        .where('listing_id', '=', listingId)
        .where('buyer_id', '=', buyerId)
        .executeTakeFirst();
    },

    /** Whether the user is either side of a conversation about the listing. */
    async isPartyToListing(listingId: number, userId: number, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('conversations')
        .select('id')
        .where('listing_id', '=', listingId)
        .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The buyer's conversation about the listing, made now unless it exists: of two requests
     * racing to start it, the unique key lets one insert and the other finds it (PostgreSQL's
     * ON CONFLICT waits for the first to commit).
     */
    async findOrCreate(values: Insertable<ConversationsTable>, trx: Db): Promise<{ row: ConversationRow; created: boolean }> {
      const inserted = await trx
        .insertInto('conversations')
        .values(values)
        .onConflict((oc) => oc.columns(['listing_id', 'buyer_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      const row = await trx
        .selectFrom('conversations')
        .selectAll()
        .where('listing_id', '=', values.listing_id)
        .where('buyer_id', '=', values.buyer_id)
        .executeTakeFirstOrThrow();
      return { row, created: false };
    },

    /** Every conversation of a user, either side, newest activity first. */
    listForUser(userId: number): Promise<ConversationRow[]> {
      return db
        .selectFrom('conversations')
        .selectAll()
        .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async setQuantityWanted(id: number, quantity: number, trx: Db): Promise<void> {
      await trx.updateTable('conversations').set({ quantity_wanted: quantity }).where('id', '=', id).execute();
    },

    async setHandover(id: number, role: DealRole, text: string | null, trx: Db = db): Promise<void> {
      await trx
        .updateTable('conversations')
        .set(role === 'buyer' ? { buyer_handover: text } : { seller_handover: text })
        .where('id', '=', id)
        .execute();
    },

    /** Adds a message or event; the thread's activity time moves and its sender has read up to it. */
    async addMessage(message: NewMessage, trx: Db): Promise<MessageRow> {
      const row = await trx
        .insertInto('conversation_messages')
        .values({
          conversation_id: message.conversationId,
          sender_id: message.senderId,
          kind: message.kind,
          body: message.body,
          contact_warning: message.contactWarning ? 1 : 0,
          created_at: message.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('conversations')
        .set({ updated_at: message.now, [lastReadColumn(message.senderRole)]: row.id })
        .where('id', '=', message.conversationId)
        .execute();
      return row;
    },

    listMessages(conversationId: number): Promise<MessageRow[]> {
      return db.selectFrom('conversation_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
    },

    /** The newest message of each of the conversations. */
    listLastMessages(conversationIds: readonly number[]): Promise<MessageRow[]> {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('conversation_messages')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('conversation_messages')
            .select((inner) => inner.fn.max('id').as('id'))
            .where('conversation_id', 'in', conversationIds)
            .groupBy('conversation_id'),
        )
        .execute();
    },

    /** Per conversation of the user: messages and events from the other side after what the user has read. */
    async countUnread(userId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('conversation_messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select(['m.conversation_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where((eb) => eb.or([eb('m.sender_id', 'is', null), eb('m.sender_id', '!=', userId)]))
        .where((eb) =>
          eb.or([
            eb.and([eb('c.buyer_id', '=', userId), eb('m.id', '>', eb.ref('c.buyer_last_read_id'))]),
            eb.and([eb('c.seller_id', '=', userId), eb('m.id', '>', eb.ref('c.seller_last_read_id'))]),
          ]),
        )
        .groupBy('m.conversation_id')
        .execute();
      // PostgreSQL counts as bigint, which pg hands over as a string.
      return new Map(rows.map((row) => [row.conversation_id, Number(row.n)]));
    },

    /** The reader has read up to `messageId` (never moves back). Writes only when it moves. */
    async markRead(id: number, role: DealRole, messageId: number, trx: Db = db): Promise<void> {
      const column = lastReadColumn(role);
      await trx
        .updateTable('conversations')
        .set({ [column]: messageId })
        .where('id', '=', id)
        .where(column, '<', messageId)
        .execute();
    },

    /**
     * Takes the right to email `role` about `messageId`, in one conditional UPDATE (so instances
     * sharing the database agree): granted when that side was never emailed about this thread,
     * or the last email is older than `cutoff`, or they have read what it was about since.
     */
    async claimEmailSlot(id: number, role: DealRole, messageId: number, now: string, cutoff: string, trx: Db): Promise<boolean> {
      const [emailedAt, emailedMessage, lastRead] =
        role === 'buyer'
          ? (['buyer_emailed_at', 'buyer_emailed_message_id', 'buyer_last_read_id'] as const)
          : (['seller_emailed_at', 'seller_emailed_message_id', 'seller_last_read_id'] as const);
      const result = await trx
        .updateTable('conversations')
        .set({ [emailedAt]: now, [emailedMessage]: messageId })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb(emailedAt, 'is', null),
            eb(emailedAt, '<=', cutoff),
            eb(emailedMessage, 'is', null),
            eb(lastRead, '>=', eb.ref(emailedMessage)),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
