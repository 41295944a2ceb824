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
} as const;
