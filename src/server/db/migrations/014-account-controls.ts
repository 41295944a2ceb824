import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const BACKFILL_BATCH = 500;

/**
 * Account controls (issue 16): what users see and end of their sessions, their security activity,
 * email changes, data export links, and deleted accounts.
 *
 * `sessions`: `user_agent` and `ip` of the request that signed in; `last_seen_at` (moved at most
 * about once a minute, in batches); `absolute_expires_at` = created + 1 year. `expires_at` stays
 * the one column the lookup checks: min(last seen + 30 days, absolute_expires_at).
 * `account_events`: one row per security event (kind, device, address, time), kept a year.
 * `email_changes`: a requested change with its two link tokens (SHA-256): confirm (to the new
 * address, 24 h) and revert ("this wasn't me", to the old address, 7 days), and what became of it.
 * `data_exports`: a download link (SHA-256 of its token) valid for a day.
 * `users.deleted_at`: set on the stand-in row ("Deleted user") that keeps the other side's
 * conversations of a deleted account; the account itself is gone.
 */
export async function up(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(512)').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('absolute_expires_at', 'varchar(32)').execute();
  await backfillSessions(db as Kysely<SessionsAt014>);

  await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();

  await db.schema
    .createTable('account_events')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_events_user_idx').on('account_events').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('account_events_created_idx').on('account_events').column('created_at').execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('new_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('confirm_expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revert_token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('revert_expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('reverted_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user_idx').on('email_changes').column('user_id').execute();

  await db.schema
    .createTable('data_exports')
    .addColumn('id', idColumn.type, idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_exports_user_idx').on('data_exports').column('user_id').execute();
}

interface SessionsAt014 {
  sessions: { id: number; created_at: string; last_seen_at: string | null; absolute_expires_at: string | null };
}

/** Sessions of before: last seen when created (nothing better is known), at most a year from then. */
async function backfillSessions(db: Kysely<SessionsAt014>): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'created_at'])
      .where('absolute_expires_at', 'is', null)
      .limit(BACKFILL_BATCH)
      .execute();
    for (const row of rows) {
      const absolute = new Date(Date.parse(row.created_at) + YEAR_MS).toISOString();
      await db
        .updateTable('sessions')
        .set({ last_seen_at: row.created_at, absolute_expires_at: absolute })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < BACKFILL_BATCH) return;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('account_events').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  for (const column of ['absolute_expires_at', 'last_seen_at', 'ip', 'user_agent']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
