import { formatLongDate } from '../business-days.ts';
import {
  DISPUTE_DETAILS_MAX_LENGTH,
  DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS,
  DISPUTE_MAX_PHOTOS,
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_OPEN_DAYS,
  DISPUTE_REVIEW_BUSINESS_DAYS,
  DISPUTE_STATEMENT_MAX_LENGTH,
} from '../constants/disputes.ts';
import { formatCount } from '../money.ts';

/**
 * What disputes say, written once (apart from the zod schemas, so a screen can word an answer
 * without loading zod). Spec §9: "Disputes must be opened within 7 days of delivery; escalation
 * after 5 business days without resolution; review within 7 business days."
 */
export const DISPUTES_MESSAGES = {
  // Input
  reasonInvalid: 'Please choose what went wrong',
  detailsRequired: 'Please tell the seller what is wrong',
  detailsTooLong: `Please keep the details to ${formatCount(DISPUTE_DETAILS_MAX_LENGTH)} characters or fewer`,
  statementRequired: 'Please describe what happened and what you are asking for',
  statementTooLong: `Please keep your statement to ${formatCount(DISPUTE_STATEMENT_MAX_LENGTH)} characters or fewer`,
  tooManyPhotos: `You can add at most ${DISPUTE_MAX_PHOTOS} photos`,
  noteTooLong: `The note must be at most ${formatCount(DISPUTE_NOTE_MAX_LENGTH)} characters`,
  noteRequired: 'Please write a note explaining the decision',
  outcomeInvalid: 'outcome must be one of: full_refund, partial_refund, reject, return_first, mediate',
  amountRequired: 'Please enter the amount to refund',
  amountInvalid: 'Please enter an amount above £0, in pounds with at most 2 decimal places',
  amountOnlyPartial: 'An amount goes only with a partial refund',
  statusInvalid: 'status must be one of: review, closed',

  // Who may do what
  orderNotFound: 'Order not found',
  disputeNotFound: 'Dispute not found',
  onlyBuyerOpens: 'Only the buyer can open a dispute about an order.',
  notHandedOver: 'A dispute can be opened once the item has been dispatched or is ready to collect. Before that, you can cancel the order.',
  orderCancelled: 'This order was cancelled, so a dispute can’t be opened on it.',
  windowClosed: `Disputes must be opened within ${DISPUTE_OPEN_DAYS} days of delivery, and that time has passed for this order.`,
  alreadyOpen: 'There is already an open dispute on this order.',
  onlyBuyerEscalates: 'Only the buyer can raise a dispute.',
  notOpen: 'This dispute is not in the contact-the-seller stage, so it can’t be raised now.',
  closed: 'This dispute is closed.',
  onlyBuyerWithdraws: 'Only the buyer can withdraw a dispute.',
  notUnderReview: 'Evidence can be added while SpareStock is reviewing the dispute.',
  notForDecision: 'Only a dispute under review can be decided.',
  amountTooHigh: 'The refund can’t be more than what is left to refund on this order',
  photoNotYours: (id: number) =>
    `Photo ${id} can’t be used as evidence: it is not one of your unsaved photos (it may be on an item, used already, deleted or expired)`,
} as const;

/** The 409 of 'Raise Dispute' pressed too early: when it becomes possible. */
export function escalateNotYetMessage(from: Date): string {
  return `The seller has ${DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS} business days to put things right. You can raise the dispute from ${formatLongDate(from)}.`;
}

/** Texts shown with a dispute, by stage. */
export const DISPUTE_TEXTS = {
  contactSeller: `Please contact the seller first: they have ${DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS} business days to put things right. If it is not resolved by then, you can press 'Raise Dispute' and send us your evidence.`,
  sellerContacted: `The buyer has reported a problem with this order. Please reply in the conversation and try to put it right within ${DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS} business days; after that the buyer can ask SpareStock to review it.`,
  underReview: `SpareStock is reviewing this dispute and will decide within ${DISPUTE_REVIEW_BUSINESS_DAYS} business days of it being raised.`,
  fundsHeld: 'The payment is held while the dispute is open: it is not released to the seller.',
  refundsAppear: 'Refunds appear in 5-10 business days.',
  refundBetweenParties: 'This order was not paid through SpareStock, so the seller makes the refund directly to the buyer.',
} as const;

/** 'Escalate after Tuesday 13 May' as the dispute page writes it. */
export function escalateFromText(from: Date): string {
  return `You can raise the dispute from ${formatLongDate(from)}.`;
}

/** 'Review due by Wednesday 21 May 2025'. */
export function reviewDueText(due: Date): string {
  return `Review due by the end of ${formatLongDate(due)}`;
}
