import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Feedback after an order (issue 27, item 1; docs/feedback.md): one row per order and author, each
 * side about the other. `author_id` and `subject_id` carry no foreign key, as orders' sides do not:
 * feedback outlives a deleted account and reads "Deleted user" then. Whether it is shown is worked
 * out when read (no dispute active on the order, no cooling-off return due), so it needs no job.
 * `removed_at` is set by moderation only (abuse, personal data, proven fake), with the reason.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('order_feedback')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('author_role', 'varchar(8)', (c) => c.notNull().check(sql`author_role IN ('buyer', 'seller')`))
    .addColumn('rating', 'varchar(8)', (c) => c.notNull().check(sql`rating IN ('positive', 'neutral', 'negative')`))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reply', 'varchar(500)')
    .addColumn('replied_at', 'varchar(32)')
    .addColumn('removed_at', 'varchar(32)')
    .addColumn('removed_reason', 'varchar(200)')
    .execute();
  // Once per order and author: of two requests at once, the second fails here and answers 409.
  await db.schema.createIndex('order_feedback_once_key').on('order_feedback').columns(['order_id', 'author_id']).unique().execute();
  // A person's page and summary: about them as a seller (author_role buyer) or as a buyer, newest first.
  await db.schema
    .createIndex('order_feedback_subject_idx')
    .on('order_feedback')
    .columns(['subject_id', 'author_role', 'created_at'])
    .execute();
  await db.schema.createIndex('order_feedback_author_idx').on('order_feedback').column('author_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_feedback').execute();
}
