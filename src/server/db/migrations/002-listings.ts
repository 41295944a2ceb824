import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('condition', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull())
    .addColumn('retail_price_pence', 'integer')
    .addColumn('notes', 'text')
    .addColumn('material', 'varchar(200)')
    .addColumn('size', 'varchar(200)')
    .addColumn('brand_info', 'varchar(200)')
    .addColumn('technical_specs', 'text')
    .addColumn('location', 'varchar(200)')
    .addColumn('shipping', 'varchar(500)')
    .addColumn('pricing_source_metadata', 'text')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listings_owner_created_idx').on('listings').columns(['owner_id', 'created_at']).execute();

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_images').execute();
  await db.schema.dropTable('listings').execute();
}
