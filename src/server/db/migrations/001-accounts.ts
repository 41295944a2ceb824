import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * The categories as they were when this migration landed, frozen here: a migration is history, so
 * it never reads the live table in src/shared/constants/categories.ts (a later change there would
 * rewrite what this migration did). A change to the categories needs a new migration; a unit test
 * (tests/unit/server/migration-001-categories.test.ts) fails until it has one.
 */
export const CATEGORIES_AT_001: readonly { readonly id: number; readonly name: string }[] = Object.freeze([
  { id: 1, name: 'Electrical Components' },
  { id: 2, name: 'Plumbing Supplies' },
  { id: 3, name: 'HVAC Equipment' },
  { id: 4, name: 'Tools & Hardware' },
  { id: 5, name: 'Safety Equipment' },
  { id: 6, name: 'Control Systems' },
  { id: 7, name: 'Lighting' },
  { id: 8, name: 'Motors & Drives' },
  { id: 9, name: 'Cables & Wiring' },
  { id: 10, name: 'Fasteners & Fixings' },
  { id: 11, name: 'Other' },
  { id: 12, name: 'Instrumentation' },
]);

export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('business_name', 'varchar(120)')
    .addColumn('account_type', 'varchar(20)')
    .addColumn('phone_number', 'varchar(20)')
    .addColumn('postcode', 'varchar(10)')
    .addColumn('bio', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_profile_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_tokens_user_id_idx').on('email_tokens').column('user_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull().unique())
    .execute();
  await (db as Kysely<{ categories: { id: number; name: string } }>)
    .insertInto('categories')
    .values(CATEGORIES_AT_001.map((c) => ({ id: c.id, name: c.name })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['categories', 'email_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
