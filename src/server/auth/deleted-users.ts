import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How a deleted account reads wherever its conversations, reports or moderation records stay. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * The stand-in row for a deleted account where others' records must keep a party: a new id
 * (never the account's), an address that cannot receive mail, a password no hash verifies, no
 * name but DELETED_USER_NAME (which is what sellerDisplayName then shows), no mail.
 */
export async function createStandIn(trx: Transaction<Database>, now: string): Promise<number> {
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

/** Deletes the user's row (the foreign keys' cascades take what is only theirs). */
export async function deleteUserRow(userId: number, trx: Transaction<Database>): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
