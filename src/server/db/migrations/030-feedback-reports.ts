import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context.ts';

/**
 * Reported feedback reaches the moderation queue (issue 27, item 1; docs/feedback.md): `reports.kind`
 * gains 'feedback' (target_id an order_feedback id) and `moderation_actions.action` gains
 * 'remove_feedback' and 'restore_feedback' (an appeal upheld). Only CHECK constraints change.
 *
 * PostgreSQL drops and re-adds each CHECK under its own name. SQLite cannot alter a CHECK: each
 * table is rebuilt from its stored definition with only the CHECK text changed (create a copy,
 * copy the rows with their ids, drop, rename, recreate its indexes), in one transaction with
 * foreign keys off, so dropping `reports` does not set moderation_actions.report_id to null.
 */
interface CheckChange {
  table: 'reports' | 'moderation_actions';
  column: string;
  name: string;
  before: string;
  after: string;
}

// Frozen with this migration: the lists as they were before it and as it leaves them.
const CHANGES: CheckChange[] = [
  {
    table: 'reports',
    column: 'kind',
    name: 'reports_kind_check',
    before: `kind IN ('listing', 'user', 'conversation')`,
    after: `kind IN ('listing', 'user', 'conversation', 'feedback')`,
  },
  {
    table: 'moderation_actions',
    column: 'action',
    name: 'moderation_actions_action_check',
    before: `action IN ('dismiss', 'withdraw_listing', 'suspend_user', 'unsuspend_user')`,
    after: `action IN ('dismiss', 'withdraw_listing', 'suspend_user', 'unsuspend_user', 'remove_feedback', 'restore_feedback')`,
  },
];

async function postgresCheck(db: Kysely<unknown>, change: CheckChange, check: string): Promise<void> {
  // The CHECKs were created unnamed (PostgreSQL called them <table>_<column>_check): found by what they test.
  const found = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint
    WHERE conrelid = ${change.table}::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE ${`%${change.column}%`}`.execute(db);
  for (const { conname } of found.rows) await sql`ALTER TABLE ${sql.table(change.table)} DROP CONSTRAINT ${sql.ref(conname)}`.execute(db);
  await sql`ALTER TABLE ${sql.table(change.table)} ADD CONSTRAINT ${sql.ref(change.name)} CHECK (${sql.raw(check)})`.execute(db);
}

async function sqliteRebuild(db: Kysely<unknown>, change: CheckChange, from: string, to: string): Promise<void> {
  const [table] = (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${change.table}`.execute(db))
    .rows;
  if (!table?.sql.includes(from)) throw new Error(`030: ${change.table} has no CHECK (${from})`);
  const extras = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = ${change.table} AND sql IS NOT NULL`.execute(db);
  const copy = `${change.table}_030`;
  const create = table.sql.replace(from, to).replace(/^CREATE TABLE\s+("?)(\w+)\1/i, `CREATE TABLE "${copy}"`);
  await sql.raw(create).execute(db);
  await sql.raw(`INSERT INTO "${copy}" SELECT * FROM "${change.table}"`).execute(db);
  await sql.raw(`DROP TABLE "${change.table}"`).execute(db);
  await sql.raw(`ALTER TABLE "${copy}" RENAME TO "${change.table}"`).execute(db);
  for (const extra of extras.rows) await sql.raw(extra.sql).execute(db);
}

async function swapChecks(db: Kysely<unknown>, { idColumn }: MigrationContext, direction: 'up' | 'down'): Promise<void> {
  const pick = (change: CheckChange): [from: string, to: string] =>
    direction === 'up' ? [change.before, change.after] : [change.after, change.before];
  // Only PostgreSQL's ids are serial (migrate.ts's context).
  if (idColumn.type === 'serial') {
    for (const change of CHANGES) await postgresCheck(db, change, pick(change)[1]);
    return;
  }
  // PRAGMA foreign_keys is a no-op inside a transaction: set around it, and put back as it was.
  const wasOn = Number((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0]?.foreign_keys ?? 0) === 1;
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const change of CHANGES) await sqliteRebuild(trx, change, ...pick(change));
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`030: foreign keys broken by the rebuild: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    if (wasOn) await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await swapChecks(db, ctx, 'up');
}

/** Narrows the CHECKs back; refused by the CHECK itself (nothing changed) while any feedback report or action is stored. */
export async function down(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await swapChecks(db, ctx, 'down');
}
