import type { Transaction } from 'kysely';
import { createStandIn, deleteUserRow } from '../auth/deleted-users.ts';
import type { Database } from '../db/schema.ts';
import { handOverDeals, isInConversations } from '../deals/deal-handover.ts';
import { deleteAllListingsOf } from '../listings/listing-admin.repository.ts';
import { handOverModeration, isInModeration } from '../moderation/moderation-intake.ts';
import { handOverOrders, hasOrdersInProgress, isInOrders } from '../orders/order-handover.ts';

export { DELETED_USER_NAME } from '../auth/deleted-users.ts';

export interface DeletedAccount {
  /** The photo files (copies and thumbnails) to remove from storage once the rows are gone. */
  photoKeys: string[];
  listings: number;
}

/** Whether anything another user keeps names this account (then a stand-in takes its place). */
async function isReferencedByOthers(trx: Transaction<Database>, userId: number): Promise<boolean> {
  return (await isInConversations(trx, userId)) || (await isInModeration(trx, userId)) || (await isInOrders(trx, userId));
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
     * Whether the user has an order still in progress on either side (see orders/order-handover.ts):
     * such an account is not deleted until they are done.
     */
    hasOrdersInProgress,

    async deleteAccount(userId: number, trx: Transaction<Database>, now: string): Promise<DeletedAccount> {
      const photos = await trx.selectFrom('photos').select(['image_key', 'thumb_key']).where('owner_id', '=', userId).execute();
      const listings = await deleteAllListingsOf(userId, trx);

      if (await isReferencedByOthers(trx, userId)) {
        const standIn = await createStandIn(trx, now);
        await handOverDeals(trx, userId, standIn, now);
        await handOverModeration(trx, userId, standIn);
        await handOverOrders(trx, userId, standIn);
      }
      // Cascades: sessions, email_tokens, email_outbox (its own mail), photos (→ photo_analyses),
      // wanted_items (→ matches), notifications, wanted_digests, user_blocks both ways,
      // account_events, email_changes, data_exports; moderation_actions.admin_id is set null.
      await deleteUserRow(userId, trx);
      return { photoKeys: photos.flatMap((p) => [p.image_key, p.thumb_key]), listings };
    },
  };
}
