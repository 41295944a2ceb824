/** Feedback after an order (issue 27): the limits and every text, written once. */

export const FEEDBACK_RATINGS = ['positive', 'neutral', 'negative'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const FEEDBACK_COMMENT_MAX_LENGTH = 500;
export const FEEDBACK_REPLY_MAX_LENGTH = 500;
/** Days after receipt in which either side may leave feedback. */
export const FEEDBACK_WINDOW_DAYS = 60;
/** Days after it is left until feedback is final (the author may change it until then; a reply may come any time). */
export const FEEDBACK_FINAL_DAYS = 7;
/** The seller summary counts what buyers left in this many months. */
export const FEEDBACK_SUMMARY_MONTHS = 12;
export const FEEDBACK_PAGE_SIZE = 20;

export const FEEDBACK_RATING_LABELS = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const satisfies Record<
  FeedbackRating,
  string
>;

export const FEEDBACK_MESSAGES = {
  ratingInvalid: 'Rating must be one of: positive, neutral, negative',
  commentRequired: 'Please write a comment about how it went',
  commentTooLong: `The comment must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
  replyRequired: 'Please write your reply',
  replyTooLong: `The reply must be at most ${FEEDBACK_REPLY_MAX_LENGTH} characters`,
  orderNotFound: 'Order not found',
  feedbackNotFound: 'Feedback not found',
  sellerNotFound: 'Seller not found',
  notCompleted: 'You can leave feedback once the item has been received.',
  windowOver: `Feedback can be left within ${FEEDBACK_WINDOW_DAYS} days of receipt, and that time has passed for this order.`,
  alreadyLeft: 'You have already left feedback for this order. Feedback can be left once per order.',
  onlySubjectReplies: 'Only the person the feedback is about can reply to it.',
  alreadyReplied: 'You have already replied to this feedback. One reply is allowed.',
  asInvalid: 'as must be one of: seller, buyer',
  finalNow: `Feedback is final ${FEEDBACK_FINAL_DAYS} days after it is left, and this feedback can no longer be changed.`,
} as const;

/** "98% positive (123)": the share of positive among positive and negative, and how many in all. */
export function formatFeedbackSummary(summary: {
  positive: number;
  neutral: number;
  negative: number;
  percentPositive: number | null;
}): string | null {
  const total = summary.positive + summary.neutral + summary.negative;
  if (total === 0) return null;
  return summary.percentPositive === null ? `${total} feedback` : `${summary.percentPositive}% positive (${total})`;
}
