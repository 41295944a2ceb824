import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, OffersTable, StoredOfferStatus } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type OfferRow = Selectable<OffersTable>;

/** Offers and counter-offers (migration 011). An open offer past `expires_at` has lapsed: nothing acts on it. */
export function createOffersRepository(db: Kysely<Database>) {
  return {
    findById(id: number, trx: Db = db): Promise<OfferRow | undefined> {
      return trx.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    listForConversation(conversationId: number): Promise<OfferRow[]> {
      return db.selectFrom('offers').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
    },

    /** The agreements that stand (accepted, not cancelled) in the conversations. */
    listAccepted(conversationIds: readonly number[], trx: Db = db): Promise<OfferRow[]> {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return trx
        .selectFrom('offers')
        .selectAll()
        .where('conversation_id', 'in', conversationIds)
        .where('status', '=', 'accepted')
        .execute();
    },

    create(values: Insertable<OffersTable>, trx: Db): Promise<OfferRow> {
      return trx.insertInto('offers').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * Moves an offer on from `from` in one conditional UPDATE (an open one only while it stands
     * at `now`), so of two requests acting on it at once exactly one succeeds. True when it moved.
     */
    async transition(id: number, from: StoredOfferStatus, changes: Updateable<OffersTable>, now: string, trx: Db): Promise<boolean> {
      let query = trx.updateTable('offers').set(changes).where('id', '=', id).where('status', '=', from);
      if (from === 'open') query = query.where('expires_at', '>', now);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether an order was made from this agreement (then the order's cancel calls the agreement off, not this). */
    async hasOrder(offerId: number, trx: Db = db): Promise<boolean> {
      const row = await trx.selectFrom('orders').select('id').where('offer_id', '=', offerId).executeTakeFirst();
      return row !== undefined;
    },

    /** How many counter-offers the conversation has had, either side's (the round limit). */
    async countCounters(conversationId: number, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('offers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('conversation_id', '=', conversationId)
        .where('counter_to', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Closes the open, standing offers one side made in a conversation (a new offer replaces them). */
    async closeOpen(
      conversationId: number,
      madeBy: OfferRow['made_by'],
      status: 'withdrawn' | 'declined',
      now: string,
      trx: Db,
    ): Promise<void> {
      await trx
        .updateTable('offers')
        .set({ status, decided_at: now })
        .where('conversation_id', '=', conversationId)
        .where('made_by', '=', madeBy)
        .where('status', '=', 'open')
        .where('expires_at', '>', now)
        .execute();
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
