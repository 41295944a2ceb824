import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { migrateTo } from '../../src/server/db/migrate.ts';
import { openUnmigratedDatabase, type UnmigratedDatabase } from './helpers/unmigrated-database.ts';

/** Migration 030 (reports of feedback) on a database with reports and their records in it (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let handle: DatabaseHandle;
let db: Kysely<unknown>;
let unmigrated: UnmigratedDatabase;

beforeAll(async () => {
  unmigrated = await openUnmigratedDatabase();
  ({ handle, db } = unmigrated);
});
afterAll(async () => unmigrated.remove());

const now = '2026-11-28T10:00:00.000Z';
const idOf = (rows: { id: number | string }[]) => Number(rows[0]!.id);

async function insertReport(reporter: number, kind: string): Promise<number> {
  return idOf(
    (
      await sql<{ id: number }>`INSERT INTO reports (reporter_id, kind, target_id, reason, note, status, created_at)
        VALUES (${reporter}, ${kind}, 7, 'abusive', 'See the comment', 'open', ${now}) RETURNING id`.execute(db)
    ).rows,
  );
}

const insertAction = (reportId: number, action: string, admin: number) =>
  sql`INSERT INTO moderation_actions (report_id, action, admin_id, target_user_id, note, created_at)
      VALUES (${reportId}, ${action}, ${admin}, 7, 'noted', ${now})`.execute(db);

async function indexNames(): Promise<string[]> {
  const rows =
    handle.dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('reports', 'moderation_actions')
          AND sql IS NOT NULL`.execute(db)
      : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('reports', 'moderation_actions')
          AND indexname NOT LIKE '%_pkey'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

const snapshot = async () => ({
  reports: (await sql`SELECT * FROM reports ORDER BY id`.execute(db)).rows,
  actions: (await sql`SELECT * FROM moderation_actions ORDER BY id`.execute(db)).rows,
});

describe('migration 030-feedback-reports', () => {
  it('widens reports.kind and moderation_actions.action, keeping every row, id, link and index', async () => {
    await migrateTo(db, handle.dialect, '029-watchlist');
    const user = idOf(
      (
        await sql<{ id: number }>`INSERT INTO users (email, password_hash, is_email_verified, is_profile_complete, created_at, updated_at)
          VALUES ('mod@example.co.uk', 'x', 1, 1, ${now}, ${now}) RETURNING id`.execute(db)
      ).rows,
    );
    const listingReport = await insertReport(user, 'listing');
    const userReport = await insertReport(user, 'user');
    await insertAction(listingReport, 'dismiss', user);
    await insertAction(userReport, 'suspend_user', user);
    await expect(insertReport(user, 'feedback')).rejects.toThrow();
    const before = await snapshot();
    const indexes = await indexNames();

    await migrateTo(db, handle.dialect, '030-feedback-reports');
    // Dropping the old reports table must not have set the actions' report_id to null (foreign keys off during the rebuild).
    expect(await snapshot()).toEqual(before);
    expect(await indexNames()).toEqual(indexes);

    const feedbackReport = await insertReport(user, 'feedback');
    await insertAction(feedbackReport, 'remove_feedback', user);
    await insertAction(feedbackReport, 'restore_feedback', user);
    await expect(insertReport(user, 'photo')).rejects.toThrow();
    await expect(insertAction(feedbackReport, 'delete_everything', user)).rejects.toThrow();
    // The new table's ids go on from the old ones.
    expect(feedbackReport).toBeGreaterThan(userReport);

    // Foreign keys hold again: a report's record keeps the row with a null link when the report goes; an unknown reporter is refused.
    await sql`DELETE FROM reports WHERE id = ${listingReport}`.execute(db);
    const links = await sql<{ report_id: number | null }>`SELECT report_id FROM moderation_actions ORDER BY id`.execute(db);
    expect(links.rows.map((r) => (r.report_id === null ? null : Number(r.report_id)))).toEqual([
      null,
      userReport,
      feedbackReport,
      feedbackReport,
    ]);
    await expect(insertReport(user + 1000, 'user')).rejects.toThrow();
  });

  it('down narrows them back only when nothing needs the new values, and up again', async () => {
    await expect(migrateTo(db, handle.dialect, '029-watchlist')).rejects.toThrow();
    // Refused as a whole: the feedback rows and the tables are still there.
    const kinds = await sql<{ kind: string }>`SELECT kind FROM reports ORDER BY id`.execute(db);
    expect(kinds.rows.map((r) => r.kind)).toEqual(['user', 'feedback']);
    await sql`DELETE FROM moderation_actions WHERE action IN ('remove_feedback', 'restore_feedback')`.execute(db);
    await sql`DELETE FROM reports WHERE kind = 'feedback'`.execute(db);
    const before = await snapshot();
    await migrateTo(db, handle.dialect, '029-watchlist');
    expect(await snapshot()).toEqual(before);
    const user = idOf((await sql<{ id: number }>`SELECT id FROM users`.execute(db)).rows);
    await expect(insertReport(user, 'feedback')).rejects.toThrow();
    await migrateTo(db, handle.dialect, '030-feedback-reports');
    expect(await snapshot()).toEqual(before);
    expect(before.actions).toHaveLength(2);
  });
});
