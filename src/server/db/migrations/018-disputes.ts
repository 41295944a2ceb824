import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Disputes (issue 18; spec §4 "Dispute flow", §9): a buyer's problem with an order, its evidence
 * and the admins' decisions.
 *
 * `disputes`: one per problem raised on an order; the two sides are the order's (not stored again,
 * so account deletion has nothing more to rewrite). `status` open (contact the seller first) →
 * escalated ('Raise Dispute', under review) → awaiting_return | in_mediation (an admin's interim
 * decision, still under review) → resolved (either side) | withdrawn (the buyer) | decided (an
 * admin's final decision). At most one active dispute per order: a partial unique index.
 * `escalate_from` (00:00 London after 5 business days) and `review_due_at` (the end of the 7th
 * business day after escalation) are worked out once, when the step happens, with the bank
 * holidays known then. `closed_by` buyer | seller | admin.
 *
 * `dispute_evidence`: a statement by one side (`author_role`); its photos are rows of `photos`
 * claimed through `photos.dispute_evidence_id` (a claimed photo is no longer a draft: the sweep
 * keeps it, it cannot go on an item).
 *
 * `dispute_decisions`: one row per admin decision, never updated but for `refund_state` (none |
 * refunded | between_parties | failed); `admin_id` null once that account is deleted;
 * `amount_pence` the refund decided.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('disputes')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('details', 'varchar(2000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) =>
      c.notNull().check(sql`status IN ('open', 'escalated', 'awaiting_return', 'in_mediation', 'resolved', 'withdrawn', 'decided')`),
    )
    .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('escalate_from', 'varchar(32)', (c) => c.notNull())
    .addColumn('escalated_at', 'varchar(32)')
    .addColumn('review_due_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('closed_by', 'varchar(8)', (c) => c.check(sql`closed_by IN ('buyer', 'seller', 'admin')`))
    .addColumn('close_note', 'varchar(1000)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('disputes_one_active_key')
    .on('disputes')
    .column('order_id')
    .unique()
    .where(sql<boolean>`status IN ('open', 'escalated', 'awaiting_return', 'in_mediation')`)
    .execute();
  await db.schema.createIndex('disputes_order_idx').on('disputes').columns(['order_id', 'id']).execute();
  // The admin queue: under review by deadline; closed newest first.
  await db.schema.createIndex('disputes_status_due_idx').on('disputes').columns(['status', 'review_due_at']).execute();

  await db.schema
    .createTable('dispute_evidence')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('author_role', 'varchar(8)', (c) => c.notNull().check(sql`author_role IN ('buyer', 'seller')`))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('statement', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dispute_evidence_dispute_idx').on('dispute_evidence').columns(['dispute_id', 'id']).execute();

  await db.schema
    .alterTable('photos')
    .addColumn('dispute_evidence_id', 'integer', (c) => c.references('dispute_evidence.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('photos_dispute_evidence_idx').on('photos').column('dispute_evidence_id').execute();

  await db.schema
    .createTable('dispute_decisions')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('dispute_id', 'integer', (c) => c.notNull().references('disputes.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('outcome', 'varchar(16)', (c) =>
      c.notNull().check(sql`outcome IN ('full_refund', 'partial_refund', 'reject', 'return_first', 'mediate')`),
    )
    .addColumn('amount_pence', 'integer', (c) => c.check(sql`amount_pence > 0`))
    .addColumn('note', 'varchar(1000)', (c) => c.notNull())
    .addColumn('refund_state', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`refund_state IN ('none', 'refunded', 'between_parties', 'failed')`),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dispute_decisions_dispute_idx').on('dispute_decisions').columns(['dispute_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dispute_decisions').execute();
  await db.schema.dropIndex('photos_dispute_evidence_idx').execute();
  await db.schema.alterTable('photos').dropColumn('dispute_evidence_id').execute();
  await db.schema.dropTable('dispute_evidence').execute();
  await db.schema.dropTable('disputes').execute();
}
