import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * What SpareBot said about a photo, kept with the photo: a recalculation with unchanged inputs
 * is answered from here, a reloaded upload page resumes from here, and later learning from the
 * seller's corrections has the original answer. `input_key` hashes everything that decides the
 * answer (normalised seller specs, provider and model, SpareBot's version); `user_specs` is the
 * normalised specs as JSON, null for the first look at the photo. `result` is the answer as JSON.
 * Not unique on (photo_id, input_key): two identical requests at once may both store a row.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('photo_analyses')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('photo_id', 'integer', (c) => c.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('model', 'varchar(200)')
    .addColumn('sparebot_version', 'integer', (c) => c.notNull())
    .addColumn('input_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_specs', 'text')
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('ocr_ms', 'integer')
    .addColumn('vision_ms', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photo_analyses_input_idx').on('photo_analyses').columns(['photo_id', 'input_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_analyses').execute();
}
