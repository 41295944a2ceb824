import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Photos get a life of their own: a row per photo, owned by a user, uploaded before its item
 * exists (`listing_id` null = a draft, swept when not attached in time) and attached to an item
 * in order (`position`). Every listing_images row moves in, keeping its keys; its owner is its
 * listing's and it counts as attached when it was made. Width and height are unknown for those.
 *
 * `storage_deletions` holds photo files whose delete failed, so the sweep retries them.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // An item deleted some other way (its owner's account) leaves drafts behind, which the sweep removes with their files.
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('thumb_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attached_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('photos_owner_idx').on('photos').columns(['owner_id', 'id']).execute();
  await db.schema.createIndex('photos_listing_idx').on('photos').columns(['listing_id', 'position']).execute();
  await db.schema.createIndex('photos_drafts_idx').on('photos').column('created_at').where(sql.ref('listing_id'), 'is', null).execute();

  await sql`
    INSERT INTO photos (owner_id, listing_id, position, image_key, thumb_key, created_at, attached_at)
    SELECT l.owner_id, li.listing_id, li.position, li.image_key, li.thumb_key, li.created_at, li.created_at
    FROM listing_images li JOIN listings l ON l.id = li.listing_id
    ORDER BY li.listing_id, li.position, li.id
  `.execute(db);
  await db.schema.dropTable('listing_images').execute();

  await db.schema
    .createTable('storage_deletions')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_error', 'varchar(500)')
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('storage_deletions_due_idx').on('storage_deletions').columns(['next_attempt_at', 'attempts']).execute();
}

/** Back to listing_images: attached photos keep their rows, drafts and pending deletions are dropped. */
export async function down(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('listing_images')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('thumb_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listing_images_listing_idx').on('listing_images').columns(['listing_id', 'position']).execute();
  await sql`
    INSERT INTO listing_images (listing_id, position, image_key, thumb_key, created_at)
    SELECT listing_id, position, image_key, thumb_key, created_at FROM photos
    WHERE listing_id IS NOT NULL ORDER BY listing_id, position
  `.execute(db);
  await db.schema.dropTable('storage_deletions').execute();
  await db.schema.dropTable('photos').execute();
}
