import type { Kysely } from 'kysely';
import { CATEGORIES } from '../../../shared/constants/categories.ts';
import type { MigrationContext } from '../migrate.ts';

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
    .values(CATEGORIES.map((c) => ({ id: c.id, name: c.name })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['categories', 'email_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
