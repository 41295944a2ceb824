import { FEEDBACK_FINAL_DAYS, FEEDBACK_MESSAGES } from '../../../shared/messages/feedback-messages.ts';
import type { LeaveFeedbackInput, OrderFeedback } from '../../../shared/schemas/feedback.ts';
import { conflict, notFound } from '../../http/http-errors.ts';
import { readOrderFeedback, type FeedbackContext } from './feedback.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * PATCH /api/orders/:id/feedback: the author changes the rating and comment of what they left,
 * until it is final 7 days after it was left (409 then). 404 when the order is not theirs or
 * they have left none. A conditional UPDATE, so an edit at the last moment cannot land late.
 */
export async function editFeedback(
  ctx: FeedbackContext,
  actor: { id: number },
  orderId: number,
  input: LeaveFeedbackInput,
): Promise<OrderFeedback> {
  const current = await readOrderFeedback(ctx, actor, orderId); // 404 for an order not the caller's
  if (!current.mine) throw notFound(FEEDBACK_MESSAGES.feedbackNotFound);
  const leftAfter = new Date(ctx.now().getTime() - FEEDBACK_FINAL_DAYS * DAY_MS).toISOString();
  if (!(await ctx.feedback.edit(current.mine.id, actor.id, { rating: input.rating, comment: input.comment }, leftAfter))) {
    throw conflict(FEEDBACK_MESSAGES.finalNow);
  }
  return readOrderFeedback(ctx, actor, orderId);
}
