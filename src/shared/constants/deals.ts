/** Conversations and offers (issue "9 ·"): the numbers both the client and the server use. */

/** A message is trimmed, then must hold 1 to this many characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/** The details a user chooses to share for the handover (an address, a phone number). */
export const HANDOVER_DETAILS_MAX_LENGTH = 500;
/** A reason given when an agreement is cancelled. */
export const CANCEL_REASON_MAX_LENGTH = 500;
/** The note that goes with a report. */
export const REPORT_NOTE_MAX_LENGTH = 1000;
/** An offer or counter-offer stands this long, then lapses (as eBay's Best Offer does). */
export const OFFER_LIFETIME_HOURS = 48;
export const OFFER_LIFETIME_MS = OFFER_LIFETIME_HOURS * 60 * 60 * 1000;
/** Counter-offers per conversation (one buyer, one item), both sides together: then one side accepts, declines or talks. */
export const MAX_COUNTER_ROUNDS = 5;
/** At most one email per conversation per recipient in this window while messages stay unread. */
export const MESSAGE_EMAIL_INTERVAL_MINUTES = 10;

/** Why something is reported: the stored key and the words a user picks from. */
export const REPORT_REASONS = {
  prohibited: 'Prohibited item',
  counterfeit: 'Counterfeit or fake',
  unsafe: 'Unsafe or recalled',
  misleading: 'Misleading description or photos',
  scam: 'Scam or fraud',
  abusive: 'Abusive or threatening',
  spam: 'Spam',
  other: 'Something else',
  // Feedback only (the grounds of /legal/feedback-policy besides abuse).
  personal_data: 'Shares personal details',
  fake: 'Fake or not about a real order',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_KINDS = ['listing', 'user', 'conversation', 'feedback'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The reasons each kind of report offers, in the order a user picks from. */
const GENERAL_REASONS = ['prohibited', 'counterfeit', 'unsafe', 'misleading', 'scam', 'abusive', 'spam', 'other'] as const;
const FEEDBACK_REASONS = ['abusive', 'personal_data', 'fake', 'spam', 'other'] as const;
export function reportReasonsFor(kind: ReportKind): readonly ReportReason[] {
  return kind === 'feedback' ? FEEDBACK_REASONS : GENERAL_REASONS;
}

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'lapsed', 'withdrawn', 'cancelled'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const DEAL_ROLES = ['buyer', 'seller'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];
