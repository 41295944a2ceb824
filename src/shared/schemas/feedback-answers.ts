// zod/mini: the seller page's answers, parsed in its first load (docs/client.md, 'What parsing costs').
// feedback.ts re-exports them.
import * as z from 'zod/mini';
import { FEEDBACK_RATINGS } from '../messages/feedback-messages.ts';
import { asComponent } from './api-components.ts';

/** Counts of published feedback; percentPositive = positive ÷ (positive + negative), rounded down; null with neither. */
export const FeedbackSummarySchema = asComponent(
  z.strictObject({
    positive: z.int().check(z.nonnegative()),
    neutral: z.int().check(z.nonnegative()),
    negative: z.int().check(z.nonnegative()),
    percentPositive: z.nullable(z.int().check(z.minimum(0), z.maximum(100))),
  }),
  'FeedbackSummary',
);
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

export const FeedbackEntrySchema = asComponent(
  z.strictObject({
    id: z.int().check(z.positive()),
    orderId: z.int().check(z.positive()),
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
    reply: z.nullable(z.string()),
    repliedAt: z.nullable(z.string()),
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
    page: z.int().check(z.positive()),
    pageSize: z.int().check(z.positive()),
    total: z.int().check(z.nonnegative()),
  }),
  'FeedbackPage',
);
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;
