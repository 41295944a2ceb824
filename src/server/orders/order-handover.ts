import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Whether the user has an order still in progress on either side: placed, paid, on its way or
 * ready, received and not yet completed (it may still be disputed), or a return due. Such an
 * account is not deleted until they are done (the other side, and any money held, need it).
 */
export async function hasOrdersInProgress(userId: number, trx: Transaction<Database>): Promise<boolean> {
  const row = await trx
    .selectFrom('orders')
    .select('id')
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['placed', 'paid', 'dispatched', 'ready_for_collection', 'received']),
        eb.and([eb('return_requested_at', 'is not', null), eb('return_received_at', 'is', null)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user is a side of any order (then a deleted account keeps a stand-in). */
export async function isInOrders(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  return order !== undefined;
}

/**
 * Orders are kept 7 years (spec §9) with the stand-in as the deleted side: the transaction record
 * (snapshot, amounts, times, reasons, who did what) stays; the delivery address the person gave
 * goes, and so does the thumbnail of their own items (its photo is deleted with them).
 */
export async function handOverOrders(trx: Transaction<Database>, userId: number, standIn: number): Promise<void> {
  await trx.updateTable('orders').set({ buyer_id: standIn, delivery_address: null }).where('buyer_id', '=', userId).execute();
  await trx.updateTable('orders').set({ seller_id: standIn, thumbnail_url: null }).where('seller_id', '=', userId).execute();
  await trx.updateTable('orders').set({ cancelled_by: standIn }).where('cancelled_by', '=', userId).execute();
  await trx.updateTable('order_events').set({ actor_id: standIn }).where('actor_id', '=', userId).execute();
}
