import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Views of public listing pages, counted once per visitor per UTC day. `listing_views` holds one
 * row per (listing, day, visitor key); the key is a SHA-256 of the visitor (signed-in user id, or
 * IP + user agent) salted with that day's random salt from `view_salts`, so no raw IP or user id is
 * stored, and once a day's salt is deleted its keys can no longer be linked to anyone. A view
 * increments `listings.views` only when its row is new (INSERT … ON CONFLICT DO NOTHING first).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('listing_views')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor_key', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_views_pk', ['listing_id', 'day', 'visitor_key'])
    .execute();
  // The daily clean-up deletes by day.
  await db.schema.createIndex('listing_views_day_idx').on('listing_views').column('day').execute();
  await db.schema
    .createTable('view_salts')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull().check(sql`length(salt) = 64`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('view_salts').execute();
  await db.schema.dropTable('listing_views').execute();
}
