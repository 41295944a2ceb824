import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createFeedbackRepository, type FeedbackRow } from './feedback.repository.ts';

/*
 * What other features may read and do of feedback (orders owns order_feedback): deals checks that a
 * report names feedback the reporter can see; moderation shows it to admins and removes it, the
 * one way feedback ever leaves the seller page and the summary (docs/feedback.md, DMCC Act 2024).
 */

type Db = Kysely<Database> | Transaction<Database>;
export type ModeratedFeedbackRow = FeedbackRow & { item_title: string };

const truthy = (value: number | string | boolean) => value === true || value === 1 || value === '1' || value === 't';

/** Feedback anyone can read on a seller page (not removed, not held): its author and subject; undefined otherwise. */
export async function findShownFeedback(db: Kysely<Database>, id: number): Promise<{ authorId: number; subjectId: number } | undefined> {
  const row = await createFeedbackRepository(db).findById(id);
  if (!row || truthy(row.held)) return undefined;
  return { authorId: row.author_id, subjectId: row.subject_id };
}

/** Feedback by id for the admin queue, removed or not, with its item's title. */
export function listFeedbackForModeration(db: Db, ids: number[]): Promise<ModeratedFeedbackRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_feedback as f')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .selectAll('f')
    .select('o.title as item_title')
    .where('f.id', 'in', ids)
    .execute();
}

/**
 * Removes feedback (`removal` set: when and the ground) or puts it back (null). A conditional
 * UPDATE: true only when it changed, so of two admins at once one acts.
 */
export async function setFeedbackRemoved(trx: Db, id: number, removal: { at: string; reason: string } | null): Promise<boolean> {
  const result = await trx
    .updateTable('order_feedback')
    .set({ removed_at: removal?.at ?? null, removed_reason: removal?.reason ?? null })
    .where('id', '=', id)
    .where('removed_at', removal ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
