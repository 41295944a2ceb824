import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Orders (issue 18): an accepted offer or a "Buy now" turned into an order, and its history.
 *
 * `orders` keeps a snapshot of the listing at placing (title, thumbnail, condition, unit price,
 * VAT mode, whether each side was a business) and the totals in integer pence worked out once:
 * goods, delivery (null = "ask the seller", to agree), VAT, total. `listing_id` has no foreign key
 * (an order outlives its listing, as a conversation does); `offer_id` is unique, so an agreement
 * becomes at most one order. The two sides are users with no cascade: account deletion hands them
 * to a stand-in ("Deleted user") because orders are kept 7 years. The order number shown to people
 * is made from the id (SS-000123), never stored.
 * Status: placed → paid (online payment only) → dispatched | ready_for_collection → received →
 * completed; or cancelled (by whom: `cancelled_by`, null for the system). A cooling-off cancel
 * after receipt sets `return_requested_at`; the seller confirming the goods came back sets
 * `return_received_at`. `handed_over_at` is when it was dispatched or made ready (the auto-receive
 * clock); every time is ISO-8601 UTC text.
 * `order_events`: one row per change (kind: a status or another step such as 'return_received',
 * free text so later features add kinds without a migration), its actor (null = the system).
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('conversation_id', 'integer', (c) => c.references('conversations.id').onDelete('set null'))
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('buyer_type', 'varchar(12)', (c) => c.check(sql`buyer_type IN ('individual', 'business')`))
    .addColumn('seller_type', 'varchar(12)', (c) => c.check(sql`seller_type IN ('individual', 'business')`))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('thumbnail_url', 'varchar(300)')
    .addColumn('condition', 'varchar(40)', (c) => c.notNull())
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull().check(sql`unit_price_pence >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('vat_mode', 'varchar(20)', (c) => c.check(sql`vat_mode IN ('plus_vat', 'not_registered', 'margin')`))
    .addColumn('handover', 'varchar(12)', (c) => c.notNull().check(sql`handover IN ('delivery', 'collection')`))
    .addColumn('delivery_address', 'varchar(500)')
    .addColumn('delivery_pence', 'integer')
    .addColumn('goods_pence', 'integer', (c) => c.notNull())
    .addColumn('vat_pence', 'integer', (c) => c.notNull())
    .addColumn('total_pence', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) =>
      c.notNull().check(sql`status IN ('placed', 'paid', 'dispatched', 'ready_for_collection', 'received', 'completed', 'cancelled')`),
    )
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('handed_over_at', 'varchar(32)')
    .addColumn('received_at', 'varchar(32)')
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancel_reason', 'varchar(500)')
    .addColumn('return_requested_at', 'varchar(32)')
    .addColumn('return_received_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_offer_key').on('orders').column('offer_id').unique().execute();
  // "Bought" and "Sold", newest first.
  await db.schema.createIndex('orders_buyer_idx').on('orders').columns(['buyer_id', 'id']).execute();
  await db.schema.createIndex('orders_seller_idx').on('orders').columns(['seller_id', 'id']).execute();
  // The auto-receive and completion job: by status, oldest clock first.
  await db.schema.createIndex('orders_handed_over_idx').on('orders').columns(['status', 'handed_over_at']).execute();
  await db.schema.createIndex('orders_received_idx').on('orders').columns(['status', 'received_at']).execute();
  await db.schema.createIndex('orders_listing_idx').on('orders').column('listing_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('orders').execute();
}
