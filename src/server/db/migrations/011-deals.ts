import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Conversations between a buyer and a seller about a listing, their messages and offers, reports
 * for review, blocks, and each user's choice of message emails.
 *
 * `conversations.listing_id` has no foreign key on purpose: a thread outlives a deleted listing
 * (it keeps its snapshot of title, price and thumbnail); ids are never reused. One conversation
 * per (listing, buyer). Each side's `*_last_read_id` is the newest message id it has read;
 * `*_emailed_at` / `*_emailed_message_id` throttle message emails (one per 10 minutes while unread).
 * Offers: `made_by` buyer | seller, `status` open | accepted | declined | countered | withdrawn |
 * cancelled (an open offer past `expires_at` reads as lapsed), `counter_to` the buyer offer a
 * seller's counter answers. Money in integer pence; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('message_emails', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`message_emails IN (0, 1)`),
    )
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('listing_unit_price_pence', 'integer', (c) => c.notNull())
    .addColumn('listing_thumbnail_url', 'varchar(300)')
    .addColumn('quantity_wanted', 'integer', (c) => c.notNull().check(sql`quantity_wanted >= 1`))
    .addColumn('buyer_handover', 'varchar(500)')
    .addColumn('seller_handover', 'varchar(500)')
    .addColumn('buyer_last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buyer_emailed_at', 'varchar(32)')
    .addColumn('buyer_emailed_message_id', 'integer')
    .addColumn('seller_emailed_at', 'varchar(32)')
    .addColumn('seller_emailed_message_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('conversations_listing_buyer_key', ['listing_id', 'buyer_id'])
    .execute();
  // The inbox of each side, newest activity first; the buyer's per-day count of new conversations.
  await db.schema.createIndex('conversations_buyer_idx').on('conversations').columns(['buyer_id', 'updated_at']).execute();
  await db.schema.createIndex('conversations_seller_idx').on('conversations').columns(['seller_id', 'updated_at']).execute();
  await db.schema.createIndex('conversations_buyer_created_idx').on('conversations').columns(['buyer_id', 'created_at']).execute();

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind IN ('message', 'event')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('contact_warning', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`contact_warning IN (0, 1)`),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversation_messages_thread_idx').on('conversation_messages').columns(['conversation_id', 'id']).execute();
  // Messages per hour per sender.
  await db.schema
    .createIndex('conversation_messages_sender_idx')
    .on('conversation_messages')
    .columns(['sender_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('made_by', 'varchar(10)', (c) => c.notNull().check(sql`made_by IN ('buyer', 'seller')`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull().check(sql`unit_price_pence > 0`))
    .addColumn('status', 'varchar(12)', (c) =>
      c.notNull().check(sql`status IN ('open', 'accepted', 'declined', 'countered', 'withdrawn', 'cancelled')`),
    )
    .addColumn('counter_to', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('cancel_reason', 'varchar(500)')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('offers_conversation_idx').on('offers').columns(['conversation_id', 'status']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind IN ('listing', 'user', 'conversation')`))
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(1000)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The review queue reads open reports, oldest first.
  await db.schema.createIndex('reports_status_idx').on('reports').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').column('blocked_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_blocks').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('conversations').execute();
  await db.schema.alterTable('users').dropColumn('message_emails').execute();
}
