import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentAccountsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentAccountRow = Selectable<PaymentAccountsTable>;

/** The Connect flags as one Stripe account object (or event) reported them. */
export interface AccountFlags {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** Unix seconds of the event, or of the read. */
  syncedAt: number;
}

/** Sellers' Stripe Connect accounts (migration 017). */
export function createPaymentAccountsRepository(db: Kysely<Database>) {
  return {
    findAccountByUser(userId: number, trx: Db = db): Promise<PaymentAccountRow | undefined> {
      return trx.selectFrom('payment_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** The first account made for the user wins (two clicks at once): answers the row that stands. */
    async insertAccount(userId: number, stripeAccountId: string, now: string): Promise<PaymentAccountRow> {
      await db
        .insertInto('payment_accounts')
        .values({
          user_id: userId,
          stripe_account_id: stripeAccountId,
          charges_enabled: 0,
          payouts_enabled: 0,
          details_submitted: 0,
          stripe_synced_at: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return db.selectFrom('payment_accounts').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    /** Writes the flags unless the row already holds a newer report (an older event arriving late changes nothing). */
    async updateAccountFlags(stripeAccountId: string, flags: AccountFlags, now: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('payment_accounts')
        .set({
          charges_enabled: flags.chargesEnabled ? 1 : 0,
          payouts_enabled: flags.payoutsEnabled ? 1 : 0,
          details_submitted: flags.detailsSubmitted ? 1 : 0,
          stripe_synced_at: flags.syncedAt,
          updated_at: now,
        })
        .where('stripe_account_id', '=', stripeAccountId)
        .where('stripe_synced_at', '<=', flags.syncedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Of these users, those whose Stripe account takes charges and pays out. */
    async listActiveSellers(userIds: readonly number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('payment_accounts')
        .select('user_id')
        .where('user_id', 'in', [...new Set(userIds)])
        .where('charges_enabled', '=', 1)
        .where('payouts_enabled', '=', 1)
        .execute();
      return rows.map((r) => r.user_id);
    },
  };
}
