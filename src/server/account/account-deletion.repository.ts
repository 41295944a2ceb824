import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deleteAllListingsOf } from '../listings/listing-admin.repository.ts';

/** How a deleted account reads wherever its conversations, reports or moderation records stay. */
export const DELETED_USER_NAME = 'Deleted user';

export interface DeletedAccount {
  /** The photo files (copies and thumbnails) to remove from storage once the rows are gone. */
  photoKeys: string[];
  listings: number;
}

/**
 * The stand-in row for a deleted account where others' records must keep a party: a new id
 * (never the account's), an address that cannot receive mail, a password no hash verifies, no
 * name but DELETED_USER_NAME (which is what sellerDisplayName then shows), no mail.
 */
async function createStandIn(trx: Transaction<Database>, now: string): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      email: `deleted-${randomUUID()}@deleted.invalid`,
      password_hash: '!deleted',
      first_name: DELETED_USER_NAME,
      last_name: null,
      business_name: null,
      account_type: null,
      phone_number: null,
      postcode: null,
      bio: null,
      profile_image_url: null,
      is_email_verified: 0,
      is_profile_complete: 0,
      message_emails: 0,
      created_at: now,
      updated_at: now,
      deleted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether anything another user keeps names this account (then a stand-in takes its place). */
async function isReferencedByOthers(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const conversation = await trx
    .selectFrom('conversations')
    .select('id')
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  if (conversation) return true;
  const report = await trx
    .selectFrom('reports')
    .select('id')
    .where((eb) => eb.or([eb('reporter_id', '=', userId), eb.and([eb('kind', '=', 'user'), eb('target_id', '=', userId)])]))
    .limit(1)
    .executeTakeFirst();
  if (report) return true;
  const action = await trx.selectFrom('moderation_actions').select('id').where('target_user_id', '=', userId).limit(1).executeTakeFirst();
  if (action) return true;
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
async function handOverOrders(trx: Transaction<Database>, userId: number, standIn: number): Promise<void> {
  await trx.updateTable('orders').set({ buyer_id: standIn, delivery_address: null }).where('buyer_id', '=', userId).execute();
  await trx.updateTable('orders').set({ seller_id: standIn, thumbnail_url: null }).where('seller_id', '=', userId).execute();
  await trx.updateTable('orders').set({ cancelled_by: standIn }).where('cancelled_by', '=', userId).execute();
  await trx.updateTable('order_events').set({ actor_id: standIn }).where('actor_id', '=', userId).execute();
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
 * Everything of a user goes, in one transaction: listings (so all leave the marketplace at once),
 * photo rows, wanted items, notifications, sessions, link tokens, activity, blocks, email changes,
 * export links and queued mail (by the foreign keys' cascades from the user row). What other users
 * keep is handed to a stand-in: conversations (the account's own messages and handover details
 * are deleted, events such as offers and agreements stay), offers it cancelled, reports it made
 * or that name it, moderation records, orders (kept 7 years, without the delivery address).
 * Returns the photo keys for the caller to remove once committed.
 */
export function createAccountDeletionRepository() {
  return {
    /**
     * Whether the user has an order still in progress on either side: placed, paid, on its way or
     * ready, received and not yet completed (it may still be disputed), or a return due. Such an
     * account is not deleted until they are done (the other side, and any money held, need it).
     */
    async hasOrdersInProgress(userId: number, trx: Transaction<Database>): Promise<boolean> {
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
    },

    async deleteAccount(userId: number, trx: Transaction<Database>, now: string): Promise<DeletedAccount> {
      const photos = await trx.selectFrom('photos').select(['image_key', 'thumb_key']).where('owner_id', '=', userId).execute();
      const listings = await deleteAllListingsOf(userId, trx);

      if (await isReferencedByOthers(trx, userId)) {
        const standIn = await createStandIn(trx, now);
        await closeOpenOffers(trx, userId, now);
        await trx.updateTable('conversations').set({ buyer_handover: null }).where('buyer_id', '=', userId).execute();
        await trx.updateTable('conversations').set({ seller_handover: null }).where('seller_id', '=', userId).execute();
        await trx.deleteFrom('conversation_messages').where('sender_id', '=', userId).where('kind', '=', 'message').execute();
        await trx.updateTable('conversation_messages').set({ sender_id: standIn }).where('sender_id', '=', userId).execute();
        await trx.updateTable('conversations').set({ buyer_id: standIn }).where('buyer_id', '=', userId).execute();
        await trx.updateTable('conversations').set({ seller_id: standIn }).where('seller_id', '=', userId).execute();
        await trx.updateTable('offers').set({ cancelled_by: standIn }).where('cancelled_by', '=', userId).execute();
        await trx.updateTable('reports').set({ reporter_id: standIn }).where('reporter_id', '=', userId).execute();
        await trx.updateTable('reports').set({ target_id: standIn }).where('kind', '=', 'user').where('target_id', '=', userId).execute();
        await trx.updateTable('moderation_actions').set({ target_user_id: standIn }).where('target_user_id', '=', userId).execute();
        await handOverOrders(trx, userId, standIn);
      }
      // Cascades: sessions, email_tokens, email_outbox (its own mail), photos (→ photo_analyses),
      // wanted_items (→ matches), notifications, wanted_digests, user_blocks both ways,
      // account_events, email_changes, data_exports; moderation_actions.admin_id is set null.
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return { photoKeys: photos.flatMap((p) => [p.image_key, p.thumb_key]), listings };
    },
  };
}
