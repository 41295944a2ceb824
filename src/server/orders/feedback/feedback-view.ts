import { FEEDBACK_FINAL_DAYS, FEEDBACK_SUMMARY_MONTHS } from '../../../shared/messages/feedback-messages.ts';
import type { FeedbackEntry, FeedbackSummary } from '../../../shared/schemas/feedback.ts';
import { sellerDisplayName } from '../../search/public-reads.service.ts';
import type { OrderPartyRow } from '../orders.repository.ts';
import type { FeedbackListRow } from './feedback.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELETED_USER = 'Deleted user';

/** Who left it, as others see them: a deleted (or unknown) account reads "Deleted user". */
export function authorName(row: Pick<FeedbackListRow, 'author_id'>, parties: Map<number, OrderPartyRow>): string {
  const party = parties.get(row.author_id);
  return party && !party.deleted_at ? sellerDisplayName(party) : DELETED_USER;
}

const truthy = (value: number | string | boolean) => value === true || value === 1 || value === '1' || value === 't';

export function toFeedbackEntry(row: FeedbackListRow, parties: Map<number, OrderPartyRow>): FeedbackEntry {
  return {
    id: row.id,
    orderId: row.order_id,
    rating: row.rating,
    comment: row.comment,
    authorName: authorName(row, parties),
    authorRole: row.author_role,
    itemTitle: row.item_title,
    createdAt: row.created_at,
    finalAt: new Date(Date.parse(row.created_at) + FEEDBACK_FINAL_DAYS * DAY_MS).toISOString(),
    reply: row.reply,
    repliedAt: row.replied_at,
    held: truthy(row.held),
  };
}

/** The start of the summary's window: 12 calendar months before now. */
export function summarySince(now: Date): string {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - FEEDBACK_SUMMARY_MONTHS);
  return since.toISOString();
}

/** Counts by rating into a summary; percentPositive counts positive against negative (neutral is neither), rounded down. */
export function toSummary(counts: { rating: string; n: number | string }[]): FeedbackSummary {
  const of = (rating: string) => counts.filter((c) => c.rating === rating).reduce((sum, c) => sum + Number(c.n), 0);
  const positive = of('positive');
  const neutral = of('neutral');
  const negative = of('negative');
  const judged = positive + negative;
  return { positive, neutral, negative, percentPositive: judged === 0 ? null : Math.floor((positive * 100) / judged) };
}
