import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Card payments through Stripe (issue 18): separate charges and transfers, the platform holding
 * the money until the order is received.
 *
 * `payment_accounts`: a seller's Stripe Connect (Express) account, one per user; the flags as
 * Stripe last reported them and `stripe_synced_at` (unix seconds of the event or read they came
 * from), so an older `account.updated` arriving late changes nothing.
 * `payments`: one per order paid by card. `status` pending (a Checkout Session open) | paid |
 * expired; `amount_pence` what the buyer pays, `fee_pence` the platform fee worked out once when the
 * session is made. The transfer to the seller: `transfer_status` null | requested (asked of Stripe,
 * not yet confirmed) | made, `transfer_pence` (amount − fee), `transfer_reversed_pence` (given back
 * for refunds). `refunded_pence` the sum of confirmed refunds. `check_after`: when the
 * reconciliation job should next ask Stripe about this payment (null: nothing pending); the job
 * claims a row by moving it forward with one UPDATE, so one process asks at a time.
 * `refunds`: each refund asked for, full or partial, with the share of the transfer to reverse
 * first; `status` requested | succeeded | failed; the same `check_after` claim.
 * `stripe_events`: every webhook event processed, by Stripe's id, written in the transaction of
 * its effect (a replayed event finds its row and changes nothing).
 * Money in integer pence; times ISO-8601 UTC text. Payments are kept 7 years with their orders:
 * no cascade from orders or users.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('payment_accounts')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('stripe_account_id', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('charges_enabled', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`charges_enabled IN (0, 1)`),
    )
    .addColumn('payouts_enabled', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`payouts_enabled IN (0, 1)`),
    )
    .addColumn('details_submitted', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`details_submitted IN (0, 1)`),
    )
    .addColumn('stripe_synced_at', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('checkout_session_id', 'varchar(100)', (c) => c.unique())
    .addColumn('payment_intent_id', 'varchar(100)', (c) => c.unique())
    .addColumn('charge_id', 'varchar(100)')
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
    .addColumn('fee_pence', 'integer', (c) => c.notNull().check(sql`fee_pence >= 0`))
    .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status IN ('pending', 'paid', 'expired')`))
    .addColumn('destination_account_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('transfer_status', 'varchar(12)', (c) => c.check(sql`transfer_status IN ('requested', 'made')`))
    .addColumn('transfer_id', 'varchar(100)', (c) => c.unique())
    .addColumn('transfer_pence', 'integer')
    .addColumn('transfer_reversed_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('session_created_at', 'varchar(32)')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('release_requested_at', 'varchar(32)')
    .addColumn('released_at', 'varchar(32)')
    .addColumn('check_after', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The reconciliation job: what is due to be asked about, soonest first.
  await db.schema.createIndex('payments_check_idx').on('payments').column('check_after').execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
    .addColumn('reversal_pence', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reversal_pence >= 0`),
    )
    .addColumn('reversal_id', 'varchar(100)')
    .addColumn('stripe_refund_id', 'varchar(100)', (c) => c.unique())
    .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status IN ('requested', 'succeeded', 'failed')`))
    .addColumn('reason', 'varchar(500)')
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('failure', 'varchar(500)')
    .addColumn('check_after', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_payment_idx').on('refunds').columns(['payment_id', 'id']).execute();
  await db.schema.createIndex('refunds_check_idx').on('refunds').column('check_after').execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(100)')
    .addColumn('processed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('payment_accounts').execute();
}
