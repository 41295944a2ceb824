import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Whether the user is a side of any conversation (then a deleted account keeps a stand-in). */
export async function isInConversations(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const conversation = await trx
    .selectFrom('conversations')
    .select('id')
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  return conversation !== undefined;
}

/** Open offers in the account's conversations end: its own are withdrawn, the other side's declined. */
async function closeOpenOffers(trx: Transaction<Database>, userId: number, now: string): Promise<void> {
  const asBuyer = trx.selectFrom('conversations').select('id').where('buyer_id', '=', userId);
  const asSeller = trx.selectFrom('conversations').select('id').where('seller_id', '=', userId);
  const close = (status: 'withdrawn' | 'declined', buyerSide: 'buyer' | 'seller') =>
    trx
      .updateTable('offers')
      .set({ status, decided_at: now })
      .where('status', '=', 'open')
      .where((eb) =>
        eb.or([
          eb.and([eb('made_by', '=', buyerSide), eb('conversation_id', 'in', asBuyer)]),
          eb.and([eb('made_by', '=', buyerSide === 'buyer' ? 'seller' : 'buyer'), eb('conversation_id', 'in', asSeller)]),
        ]),
      )
      .execute();
  await close('withdrawn', 'buyer');
  await close('declined', 'seller');
}

/**
 * A deleted account's side of its deals goes to the stand-in: open offers close, its handover
 * details and own messages are deleted, events (offers, agreements) stay under the stand-in.
 */
export async function handOverDeals(trx: Transaction<Database>, userId: number, standIn: number, now: string): Promise<void> {
  await closeOpenOffers(trx, userId, now);
  await trx.updateTable('conversations').set({ buyer_handover: null }).where('buyer_id', '=', userId).execute();
  await trx.updateTable('conversations').set({ seller_handover: null }).where('seller_id', '=', userId).execute();
  await trx.deleteFrom('conversation_messages').where('sender_id', '=', userId).where('kind', '=', 'message').execute();
  await trx.updateTable('conversation_messages').set({ sender_id: standIn }).where('sender_id', '=', userId).execute();
  await trx.updateTable('conversations').set({ buyer_id: standIn }).where('buyer_id', '=', userId).execute();
  await trx.updateTable('conversations').set({ seller_id: standIn }).where('seller_id', '=', userId).execute();
  await trx.updateTable('offers').set({ cancelled_by: standIn }).where('cancelled_by', '=', userId).execute();
}
