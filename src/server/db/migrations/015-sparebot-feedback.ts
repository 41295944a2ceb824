import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * What SpareBot suggested for an item and what its owner kept when saving it (issue 17): the
 * evidence SpareBot's learned priors are trained on, and the honest accuracy of an installation
 * (`npm run eval:feedback`). Per installation, never sent anywhere.
 *
 * One row per item (`listing_id` unique; set null when the item is deleted, so what was learned
 * stays), written when an item is created from photos SpareBot analysed and updated when it is
 * edited. `suggested` and `kept` are JSON of the same shape (title, category, brand, condition,
 * price, retailPrice, specs); `kept_category` and `kept_brand` repeat what training reads, and
 * `ocr_tokens` the words and codes of the photo's text (space-separated). Deleting the user
 * deletes their rows; deleting the photo or its analysis leaves the row.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('sparebot_feedback')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('photo_id', 'integer', (c) => c.references('photos.id').onDelete('set null'))
    .addColumn('analysis_id', 'integer', (c) => c.references('photo_analyses.id').onDelete('set null'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('sparebot_version', 'integer', (c) => c.notNull())
    .addColumn('suggested', 'text', (c) => c.notNull())
    .addColumn('kept', 'text', (c) => c.notNull())
    .addColumn('ocr_tokens', 'text', (c) => c.notNull())
    .addColumn('kept_category', 'varchar(60)')
    .addColumn('kept_brand', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sparebot_feedback_listing_idx').on('sparebot_feedback').column('listing_id').unique().execute();
  await db.schema.createIndex('sparebot_feedback_owner_idx').on('sparebot_feedback').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sparebot_feedback').execute();
}
