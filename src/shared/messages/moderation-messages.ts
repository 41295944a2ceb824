/** What moderation says to users and admins, written once (the client shows these words too). */

/** A suspended account signing in, or using a session it already had (403, with `suspended: true`). */
export function accountSuspendedMessage(supportEmail: string): string {
  return `This account is suspended. Contact ${supportEmail} if you think this is a mistake.`;
}

export const MODERATION_MESSAGES = {
  reportNotFound: 'Report not found',
  userNotFound: 'User not found',
  notAboutListing: 'This report is not about a listing',
  listingGone: 'The listing no longer exists',
  userGone: 'The account no longer exists',
  noUserToSuspend: 'There is no one to suspend for this report',
  selfSuspend: 'You can’t suspend your own account',
  alreadyClosed: 'This report is already closed',
  noteTooLong: 'The note must be at most 1,000 characters',
  statusInvalid: 'status must be open or closed',
  beforeInvalid: 'before must be a report id: a whole number from 1',
  notAboutFeedback: 'This report is not about feedback',
  feedbackGone: 'The feedback no longer exists',
  feedbackAlreadyRemoved: 'This feedback has already been removed',
  feedbackNotRemoved: 'This feedback is shown: there is nothing to restore',
  groundInvalid: 'ground must be one of: abuse, personal_data, fake',
} as const;

/** Why feedback may be removed (/legal/feedback-policy): the stored key (order_feedback.removed_reason) and the words both sides are mailed. */
export const FEEDBACK_REMOVAL_GROUNDS = {
  abuse: 'it is abusive, threatening, discriminatory or obscene',
  personal_data: 'it contains personal data such as a phone number, email or home address',
  fake: 'it was found to be fake: not about a genuine experience of the order, or bought or arranged',
} as const;
export type FeedbackRemovalGround = keyof typeof FEEDBACK_REMOVAL_GROUNDS;
/** The grounds as the admin screen names them. */
export const FEEDBACK_REMOVAL_GROUND_LABELS = {
  abuse: 'Abusive',
  personal_data: 'Personal data',
  fake: 'Proven fake',
} as const satisfies Record<FeedbackRemovalGround, string>;
export const FEEDBACK_REMOVAL_GROUND_KEYS = Object.keys(FEEDBACK_REMOVAL_GROUNDS) as [FeedbackRemovalGround, ...FeedbackRemovalGround[]];
/** Days after a removal (or a decision to keep feedback) in which either side may appeal, as the policy page says. */
export const FEEDBACK_APPEAL_DAYS = 30;
