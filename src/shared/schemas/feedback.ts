import { z } from 'zod';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_RATINGS,
  FEEDBACK_REPLY_MAX_LENGTH,
} from '../messages/feedback-messages.ts';
import { asComponent } from './api-components.ts';
import { pageNumber } from './page-number.ts';
import { FeedbackEntrySchema } from './feedback-answers.ts';

export { FEEDBACK_MESSAGES } from '../messages/feedback-messages.ts';

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** POST /api/orders/{id}/feedback: one each way per order. */
export const LeaveFeedbackSchema = z.strictObject({
  rating: z.enum(FEEDBACK_RATINGS, { error: FEEDBACK_MESSAGES.ratingInvalid }),
  comment: text(FEEDBACK_MESSAGES.commentRequired, FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES.commentTooLong),
});
export type LeaveFeedbackInput = z.infer<typeof LeaveFeedbackSchema>;

/** POST /api/feedback/{id}/reply: the person it is about, once. */
export const ReplyFeedbackSchema = z.strictObject({
  reply: text(FEEDBACK_MESSAGES.replyRequired, FEEDBACK_REPLY_MAX_LENGTH, FEEDBACK_MESSAGES.replyTooLong),
});
export type ReplyFeedbackInput = z.infer<typeof ReplyFeedbackSchema>;

/** GET /api/public/sellers/{id}/feedback: about them as a seller (default) or as a buyer, newest first. */
export const FeedbackListQuerySchema = z.strictObject({
  as: z.enum(['seller', 'buyer'], { error: FEEDBACK_MESSAGES.asInvalid }).default('seller'),
  page: pageNumber('page', 10_000).default(1),
  pageSize: pageNumber('pageSize', 50).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuerySchema>;

export {
  FeedbackEntrySchema,
  FeedbackPageSchema,
  FeedbackSummarySchema,
  type FeedbackEntry,
  type FeedbackPage,
  type FeedbackSummary,
} from './feedback-answers.ts';

/** An order's feedback as one of its sides sees it (GET/POST /api/orders/{id}/feedback). */
export const OrderFeedbackSchema = asComponent(
  z.strictObject({
    /** The caller may leave feedback now. */
    canLeave: z.boolean(),
    /** Why not, when not (already left, not received yet, 60 days passed). */
    reason: z.string().nullable(),
    /** The last moment to leave it (60 days after receipt); null before receipt. */
    leaveUntil: z.string().nullable(),
    mine: z.nullable(FeedbackEntrySchema),
    theirs: z.nullable(FeedbackEntrySchema),
  }),
  'OrderFeedback',
);
export type OrderFeedback = z.infer<typeof OrderFeedbackSchema>;
