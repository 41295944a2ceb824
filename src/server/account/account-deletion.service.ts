import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { ORDERS_MESSAGES } from '../../shared/messages/orders-messages.ts';
import type { DeleteAccountInput } from '../../shared/schemas/account.ts';
import type { Database } from '../db/schema.ts';
import { conflict } from '../http/http-errors.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { buildAccountDeletedEmail } from '../auth/account-emails.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { logAuthEvent } from '../auth/auth-events.ts';
import { confirmCurrentPassword } from '../auth/current-password.ts';
import type { createAccountDeletionRepository } from './account-deletion.repository.ts';

/** Files removed at once (a bucket answers each delete as a request). */
const DELETE_CHUNK = 100;

export interface AccountDeletionDeps {
  db: Kysely<Database>;
  auth: AuthContext;
  mail: MailOutbox;
  deletion: ReturnType<typeof createAccountDeletionRepository>;
  storage: ImageStorage;
  /** The photos feature's deleter: a failed delete is logged and retried by the sweep, never lost. */
  removeFiles: (keys: string[]) => Promise<void>;
  appUrl: string;
}

/**
 * POST /api/account/delete: with the password and DELETE typed, and no order in progress (409:
 * finish or cancel them first), the account goes at once (one transaction: see
 * account-deletion.repository.ts) and the goodbye mail is queued in it, to the
 * address, with no user (the account's own mail rows go with it; this one's address is blanked
 * once sent). Then the photo files go through the deleter; a crash before that leaves files no
 * row holds, which the orphan sweep removes.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  userId: number,
  input: DeleteAccountInput,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  const user = await confirmCurrentPassword(deps.auth, userId, input.password, 'delete_account', log);
  const now = new Date().toISOString();
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (await deps.deletion.hasOrdersInProgress(user.id, trx)) throw conflict(ORDERS_MESSAGES.openOrders);
    const result = await deps.deletion.deleteAccount(user.id, trx, now);
    const goodbye = buildAccountDeletedEmail(user.email, user.first_name, `${deps.appUrl}/legal/privacy-policy`);
    await deps.mail.enqueue({ kind: 'account_deleted', userId: null, message: goodbye, expiresAt: null }, trx);
    return result;
  });
  deps.mail.wake();
  for (let start = 0; start < deleted.photoKeys.length; start += DELETE_CHUNK) {
    await deps.removeFiles(deleted.photoKeys.slice(start, start + DELETE_CHUNK));
  }
  await deps.storage
    .removeOwnerFolder?.(user.id)
    .catch((error: unknown) =>
      log.warn({ event: 'storage.folder_remove_failed', err: error }, 'an empty photo folder could not be removed'),
    );
  logAuthEvent(log, 'account.deleted', { userId: user.id, count: deleted.listings, photos: deleted.photoKeys.length / 2 });
  return { message: ACCOUNT_MESSAGES.accountDeleted };
}
