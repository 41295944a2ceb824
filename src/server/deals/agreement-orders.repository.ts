import type { Kysely, Selectable, Transaction } from 'kysely';
import type { OrderRole } from '../../shared/constants/orders.ts';
import type { Database, OffersTable } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type OrderOfferRow = Selectable<OffersTable> & { listing_id: number; buyer_id: number; seller_id: number };

/** What orders do to an agreement and its conversation (deals owns offers, conversations and their messages). */
export function createAgreementOrdersRepository() {
  return {
    /**
     * The accepted offer with its conversation's sides, held for this transaction: a no-op UPDATE
     * that only matches while it is accepted (on PostgreSQL a cancel of the agreement waits for
     * this transaction, then finds the order and refuses).
     */
    async lockAcceptedOffer(offerId: number, trx: Db): Promise<OrderOfferRow | undefined> {
      const held = await trx
        .updateTable('offers')
        .set((eb) => ({ decided_at: eb.ref('decided_at') }))
        .where('id', '=', offerId)
        .where('status', '=', 'accepted')
        .returning('id')
        .executeTakeFirst();
      if (!held) return undefined;
      return trx
        .selectFrom('offers as o')
        .innerJoin('conversations as c', 'c.id', 'o.conversation_id')
        .selectAll('o')
        .select(['c.listing_id', 'c.buyer_id', 'c.seller_id'])
        .where('o.id', '=', offerId)
        .executeTakeFirst();
    },

    /** The offer with its conversation's sides, whatever its status (to answer why it can't be ordered). */
    findOffer(offerId: number, trx: Db): Promise<OrderOfferRow | undefined> {
      return trx
        .selectFrom('offers as o')
        .innerJoin('conversations as c', 'c.id', 'o.conversation_id')
        .selectAll('o')
        .select(['c.listing_id', 'c.buyer_id', 'c.seller_id'])
        .where('o.id', '=', offerId)
        .executeTakeFirst();
    },

    /** An agreement called off together with the order made from it (the order gives the quantity back). */
    async cancelAgreement(offerId: number, actorId: number | null, reason: string, now: string, trx: Db): Promise<void> {
      await trx
        .updateTable('offers')
        .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason, cancelled_by: actorId })
        .where('id', '=', offerId)
        .where('status', '=', 'accepted')
        .execute();
    },

    /** The buyer's conversation about the listing, if they have one. */
    async findConversationId(listingId: number, buyerId: number, trx: Db): Promise<number | null> {
      const row = await trx
        .selectFrom('conversations')
        .select('id')
        .where('listing_id', '=', listingId)
        .where('buyer_id', '=', buyerId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * An order's step as an event line in the listing's conversation (sender null: the system).
     * The thread's activity time moves; the actor has read up to it.
     */
    async addConversationEvent(
      conversationId: number,
      actor: { id: number; role: OrderRole } | null,
      body: string,
      contactWarning: boolean,
      now: string,
      trx: Db,
    ): Promise<void> {
      const row = await trx
        .insertInto('conversation_messages')
        .values({
          conversation_id: conversationId,
          sender_id: actor?.id ?? null,
          kind: 'event',
          body,
          contact_warning: contactWarning ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const read = actor ? { [actor.role === 'buyer' ? 'buyer_last_read_id' : 'seller_last_read_id']: row.id } : {};
      await trx
        .updateTable('conversations')
        .set({ updated_at: now, ...read })
        .where('id', '=', conversationId)
        .execute();
    },
  };
}
