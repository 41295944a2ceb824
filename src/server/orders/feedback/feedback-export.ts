import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createOrdersRepository } from '../orders.repository.ts';
import { createFeedbackRepository } from './feedback.repository.ts';
import { authorName, toFeedbackEntry } from './feedback-view.ts';

/**
 * feedback.json of "Download my data": what the user left and what was left about them, removed
 * or held too (it is their data), each with the other side's name as the feedback shows it.
 */
export function createFeedbackExportReads(db: Kysely<Database>) {
  const feedback = createFeedbackRepository(db);
  const orders = createOrdersRepository(db);
  return {
    async listForUser(userId: number) {
      const rows = await feedback.listForUser(userId);
      const parties = await orders.findParties(rows.flatMap((row) => [row.author_id, row.subject_id]));
      return rows.map((row) => {
        const { authorName: _name, ...entry } = toFeedbackEntry(row, parties);
        const mine = row.author_id === userId;
        return {
          ...entry,
          direction: mine ? ('left by me' as const) : ('about me' as const),
          otherParty: mine ? authorName({ author_id: row.subject_id }, parties) : authorName(row, parties),
          removedAt: row.removed_at,
          removedReason: row.removed_reason,
        };
      });
    },
  };
}
