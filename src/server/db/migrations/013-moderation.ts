import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Moderation (issue 16): admins, suspended users, and what admins did about reports.
 *
 * `users.is_admin` 0/1 (granted from the command line, `npm run admin`); `users.suspended_at` the
 * time the account was suspended, null while it is not.
 *
 * `moderation_actions`: one row per admin action, never updated or deleted by the app. `action`
 * dismiss | withdraw_listing | suspend_user | unsuspend_user; `report_id` the report it answers
 * (null when none; kept as null if the report goes); `admin_id` who (null once that account is
 * deleted); `target_user_id`, `target_listing_id` what, without foreign keys so the record outlives
 * them; `listing_ids` (suspend_user) a JSON array of the listings the suspension took off the
 * marketplace, which unsuspending puts back.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_admin IN (0, 1)`),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'varchar(32)').execute();

  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('report_id', 'integer', (c) => c.references('reports.id').onDelete('set null'))
    .addColumn('action', 'varchar(20)', (c) =>
      c.notNull().check(sql`action IN ('dismiss', 'withdraw_listing', 'suspend_user', 'unsuspend_user')`),
    )
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_user_id', 'integer')
    .addColumn('target_listing_id', 'integer')
    .addColumn('note', 'varchar(1000)')
    .addColumn('listing_ids', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_actions_report_idx').on('moderation_actions').columns(['report_id', 'id']).execute();
  await db.schema.createIndex('moderation_actions_user_idx').on('moderation_actions').columns(['target_user_id', 'id']).execute();
  // The review queue reads newest first, open or closed.
  await db.schema.createIndex('reports_status_id_idx').on('reports').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_status_id_idx').execute();
  await db.schema.dropTable('moderation_actions').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
}
