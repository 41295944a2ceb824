/**
 * SpareBot in use: `npm run eval:feedback [-- --json]` reads this installation's saved items that
 * SpareBot suggested (table sparebot_feedback, migration 015; the database of DATABASE_URL or
 * DATA_DIR, as the server) and reports how often owners kept each field unchanged, per ISO week
 * of the save and in all: the honest accuracy of a live installation. Nothing leaves the machine.
 */
import type { Kysely } from 'kysely';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import {
  FEEDBACK_FIELDS,
  keptUnchanged,
  type FeedbackField,
  type FeedbackFields,
} from '../src/server/sparebot/feedback/feedback-fields.ts';
import { createFeedbackRepository } from '../src/server/sparebot/feedback/feedback.repository.ts';

/** "2026-W07": the ISO-8601 week of a UTC date. */
export function isoWeek(iso: string): string {
  const date = new Date(iso);
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

interface Tally {
  items: number;
  kept: Record<FeedbackField, number>;
}
const emptyTally = (): Tally => ({
  items: 0,
  kept: Object.fromEntries(FEEDBACK_FIELDS.map((f) => [f, 0])) as Record<FeedbackField, number>,
});

const json = process.argv.includes('--json');
const { db, dialect } = openDatabase(loadConfig(process.env).database);
try {
  await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
  const repo = createFeedbackRepository(db);
  const weeks = new Map<string, Tally>();
  const total = emptyTally();
  for (let after = 0; ;) {
    const page = await repo.listReportPage(after, 5000);
    for (const row of page) {
      const suggested = JSON.parse(row.suggested) as FeedbackFields;
      const kept = JSON.parse(row.kept) as FeedbackFields;
      const week = isoWeek(row.created_at);
      const tally = weeks.get(week) ?? emptyTally();
      weeks.set(week, tally);
      for (const t of [tally, total]) {
        t.items++;
        for (const field of FEEDBACK_FIELDS) if (keptUnchanged(field, suggested, kept)) t.kept[field]++;
      }
    }
    const last = page[page.length - 1];
    if (!last || page.length < 5000) break;
    after = last.id;
  }

  const rows = [...[...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)), ['all', total] as const];
  if (json) {
    console.log(JSON.stringify(Object.fromEntries(rows.map(([week, t]) => [week, { items: t.items, keptUnchanged: t.kept }])), null, 2));
  } else {
    const pct = (t: Tally, f: FeedbackField) => (t.items ? `${Math.round((100 * t.kept[f]) / t.items)} %` : '-');
    console.log('SpareBot suggestions kept unchanged when the owner saved the item (share of items)\n');
    console.log(['week'.padEnd(9), 'items'.padStart(6), ...FEEDBACK_FIELDS.map((f) => f.padStart(12))].join(' '));
    for (const [week, t] of rows)
      console.log([week.padEnd(9), String(t.items).padStart(6), ...FEEDBACK_FIELDS.map((f) => pct(t, f).padStart(12))].join(' '));
    if (!total.items) console.log('\nNo saved items with a SpareBot suggestion yet.');
  }
} finally {
  await db.destroy();
}
