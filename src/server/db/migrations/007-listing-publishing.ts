import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Listings become publishable on the marketplace. Every existing row starts `private`.
 * `postcode` is the item's own full postcode (null = the seller's profile postcode) and is never
 * shown to anyone else; `outcode` is the outward code of the postcode used when it was last
 * published, the only location the public sees. `handover` and `vat_mode` stay null until the
 * item is published; a null `delivery_price_pence` means "ask the seller".
 * The indexes lead with `status` so that search reads only live rows (newest first, or by area).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('private')
        .check(sql`status IN ('private', 'live')`),
    )
    .execute();
  await db.schema.alterTable('listings').addColumn('published_at', 'varchar(32)').execute();
  await db.schema.alterTable('listings').addColumn('postcode', 'varchar(10)').execute();
  await db.schema.alterTable('listings').addColumn('outcode', 'varchar(4)').execute();
  await db.schema
    .alterTable('listings')
    .addColumn('handover', 'varchar(10)', (c) => c.check(sql`handover IN ('collection', 'delivery', 'both')`))
    .execute();
  await db.schema
    .alterTable('listings')
    .addColumn('delivery_price_pence', 'integer', (c) => c.check(sql`delivery_price_pence >= 0`))
    .execute();
  await db.schema
    .alterTable('listings')
    .addColumn('vat_mode', 'varchar(20)', (c) => c.check(sql`vat_mode IN ('plus_vat', 'not_registered', 'margin')`))
    .execute();
  await db.schema.createIndex('listings_status_published_idx').on('listings').columns(['status', 'published_at']).execute();
  await db.schema.createIndex('listings_status_outcode_idx').on('listings').columns(['status', 'outcode']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_status_outcode_idx').execute();
  await db.schema.dropIndex('listings_status_published_idx').execute();
  for (const column of ['vat_mode', 'delivery_price_pence', 'handover', 'outcode', 'postcode', 'published_at', 'status']) {
    await db.schema.alterTable('listings').dropColumn(column).execute();
  }
}
