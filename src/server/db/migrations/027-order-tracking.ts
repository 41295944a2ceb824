import type { Kysely } from 'kysely';

/**
 * Tracked dispatch (issue 27, item 4): how a delivery order was sent. `carrier` is one of
 * src/shared/carriers.ts (checked by the dispatch schema, not here, so the list can grow without a
 * migration); `tracking_number` is stored as the carrier prints it, without spaces, in capitals.
 * Both stay null for orders dispatched without a carrier (before this, or by an old client).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tracking_number').execute();
  await db.schema.alterTable('orders').dropColumn('carrier').execute();
}
