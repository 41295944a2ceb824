import { z } from 'zod';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_RATINGS,
  FEEDBACK_REPLY_MAX_LENGTH,
} from '../messages/feedback-messages.ts';
import { asComponent } from './api-components.ts';

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
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuerySchema>;

/** Counts of published feedback; percentPositive = positive ÷ (positive + negative), rounded down; null with neither. */
export const FeedbackSummarySchema = asComponent(
  z.strictObject({
    positive: z.number().int().nonnegative(),
    neutral: z.number().int().nonnegative(),
    negative: z.number().int().nonnegative(),
    percentPositive: z.number().int().min(0).max(100).nullable(),
  }),
  'FeedbackSummary',
);
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

export const FeedbackEntrySchema = asComponent(
  z.strictObject({
    id: z.number().int().positive(),
    orderId: z.number().int().positive(),
    rating: z.enum(FEEDBACK_RATINGS),
    comment: z.string(),
    /** Who left it: the other side's display name, or 'Deleted user'. */
    authorName: z.string(),
    /** The author's side of the order: 'buyer' means feedback about the seller. */
    authorRole: z.enum(['buyer', 'seller']),
    /** The order's item title. */
    itemTitle: z.string(),
    createdAt: z.string(),
    /** When it can no longer change. */
    finalAt: z.string(),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    /** Left but not shown to others yet: a dispute or a return on the order is still open. */
    held: z.boolean(),
  }),
  'FeedbackEntry',
);
export type FeedbackEntry = z.infer<typeof FeedbackEntrySchema>;

export const FeedbackPageSchema = asComponent(
  z.strictObject({
    as: z.enum(['seller', 'buyer']),
    summary: FeedbackSummarySchema,
    entries: z.array(FeedbackEntrySchema),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  }),
  'FeedbackPage',
);
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;

/** An order's feedback as one of its sides sees it (GET/POST /api/orders/{id}/feedback). */
export const OrderFeedbackSchema = asComponent(
  z.strictObject({
    /** The caller may leave feedback now. */
    canLeave: z.boolean(),
    /** Why not, when not (already left, not received yet, 60 days passed). */
    reason: z.string().nullable(),
    /** The last moment to leave it (60 days after receipt); null before receipt. */
    leaveUntil: z.string().nullable(),
    mine: FeedbackEntrySchema.nullable(),
    theirs: FeedbackEntrySchema.nullable(),
  }),
  'OrderFeedback',
);
export type OrderFeedback = z.infer<typeof OrderFeedbackSchema>;
