import { formatLongDate } from '../business-days.ts';
import {
  DISPUTE_OUTCOME_LABELS,
  type DisputeOutcome,
  DISPUTE_DETAILS_MAX_LENGTH,
  DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS,
  DISPUTE_MAX_PHOTOS,
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_OPEN_DAYS,
  DISPUTE_REVIEW_BUSINESS_DAYS,
  DISPUTE_STATEMENT_MAX_LENGTH,
} from '../constants/disputes.ts';
import { formatCount, formatGbp } from '../money.ts';

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
  receivedNotReceived: 'This order was marked received, so it can’t be reported as not received. Choose what went wrong with the item.',
  onlyBuyerEscalates: 'Only the buyer can raise a dispute.',
  notOpen: 'This dispute is not in the contact-the-seller stage, so it can’t be raised now.',
  closed: 'This dispute is closed.',
  onlyBuyerWithdraws: 'Only the buyer can withdraw a dispute.',
  notUnderReview: 'Evidence can be added while SpareStock is reviewing the dispute.',
  notForDecision: 'Only a dispute under review can be decided.',
  amountTooHigh: 'The refund can’t be more than what is left to refund on this order',
  nothingToRefund: 'Nothing is left to refund on this order.',
  /** The cancel reason of an order closed by a full refund decision. */
  refundedInFull: 'Refunded in full after a dispute decided by SpareStock.',
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

/** The order timeline's words for each dispute step (order_events kinds). */
export const DISPUTE_EVENT_LABELS = {
  dispute_opened: 'Problem reported: contact the seller',
  dispute_escalated: 'Dispute raised with SpareStock',
  dispute_evidence: 'Evidence added to the dispute',
  dispute_resolved: 'Dispute marked as resolved',
  dispute_withdrawn: 'Dispute withdrawn',
  dispute_decided: 'SpareStock decided the dispute',
} as const;
export type DisputeEventKind = keyof typeof DISPUTE_EVENT_LABELS;

/** What a dispute step says to the other side (the email's sentence) and in the conversation. */
export interface DisputeNoticeFacts {
  orderNumber: string;
  /** Who did it, as the marketplace names them. */
  actorName: string;
  reasonLabel: string;
  escalateFrom: Date;
  reviewDueAt: Date | null;
  /** A decision's words ('Partial refund of £12.50') and whether the refund goes through SpareStock. */
  decision?: { text: string; refundThroughSpareStock: boolean | null };
}

export function disputeNoticeText(kind: DisputeEventKind, to: 'buyer' | 'seller', facts: DisputeNoticeFacts): string {
  const order = `order ${facts.orderNumber}`;
  switch (kind) {
    case 'dispute_opened':
      return (
        `${facts.actorName} reported a problem with ${order}: ${facts.reasonLabel}. Please reply in your conversation and try to put it right ` +
        `within ${DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS} business days; from ${formatLongDate(facts.escalateFrom)} the buyer can ask SpareStock to review it. ` +
        DISPUTE_TEXTS.fundsHeld
      );
    case 'dispute_escalated':
      return (
        `${facts.actorName} raised a dispute about ${order} with SpareStock. You can add your side and photos on the order page. ` +
        (facts.reviewDueAt ? `We will review it by the end of ${formatLongDate(facts.reviewDueAt)}.` : '')
      ).trim();
    case 'dispute_evidence':
      return `${facts.actorName} added evidence to the dispute about ${order}.`;
    case 'dispute_resolved':
      return `${facts.actorName} marked the dispute about ${order} as resolved.`;
    case 'dispute_withdrawn':
      return `${facts.actorName} withdrew the dispute about ${order}.`;
    case 'dispute_decided': {
      const decision = facts.decision;
      const refund =
        decision?.refundThroughSpareStock === true
          ? ` ${DISPUTE_TEXTS.refundsAppear}`
          : decision?.refundThroughSpareStock === false
            ? ` ${to === 'seller' ? 'As the order was not paid through SpareStock, please make this refund to the buyer directly.' : DISPUTE_TEXTS.refundBetweenParties}`
            : '';
      return `SpareStock has decided the dispute about ${order}: ${decision?.text ?? 'see the order'}.${refund}`;
    }
  }
}

/** Where a dispute stands, for the person looking at it (the dispute's `stageText`). */
export function disputeStageText(
  status: 'open' | 'escalated' | 'awaiting_return' | 'in_mediation' | 'resolved' | 'withdrawn' | 'decided',
  role: 'buyer' | 'seller' | 'admin',
  facts: {
    escalateFrom: Date;
    canEscalateNow: boolean;
    reviewDueAt: Date | null;
    closedBy: 'buyer' | 'seller' | 'admin' | null;
    outcomeLabel: string | null;
  },
): string {
  switch (status) {
    case 'open':
      if (role === 'seller') return DISPUTE_TEXTS.sellerContacted;
      if (role === 'admin') return `Contact-the-seller stage: the buyer can raise it from ${formatLongDate(facts.escalateFrom)}.`;
      return `${DISPUTE_TEXTS.contactSeller} ${facts.canEscalateNow ? 'You can raise the dispute now.' : escalateFromText(facts.escalateFrom)}`;
    case 'escalated':
      return facts.reviewDueAt ? `${DISPUTE_TEXTS.underReview} ${reviewDueText(facts.reviewDueAt)}.` : DISPUTE_TEXTS.underReview;
    case 'awaiting_return':
      return 'SpareStock has decided that the item goes back to the seller first. Once it has arrived, SpareStock completes the decision.';
    case 'in_mediation':
      return 'SpareStock is mediating between buyer and seller. You can add evidence, or mark it as resolved once you agree.';
    case 'resolved':
      return facts.closedBy === role
        ? 'You marked this dispute as resolved.'
        : `The ${facts.closedBy ?? 'other side'} marked this dispute as resolved.`;
    case 'withdrawn':
      return role === 'buyer' ? 'You withdrew this dispute.' : 'The buyer withdrew this dispute.';
    case 'decided':
      return `SpareStock decided this dispute: ${facts.outcomeLabel ?? 'see the decision'}.`;
  }
}

/** A decision in words: 'Partial refund of £12.50', 'Return first: the item goes back to the seller'. */
export function decisionText(outcome: DisputeOutcome, amountPence: number | null): string {
  switch (outcome) {
    case 'full_refund':
    case 'partial_refund':
      return amountPence === null
        ? DISPUTE_OUTCOME_LABELS[outcome]
        : `${DISPUTE_OUTCOME_LABELS[outcome]} of ${formatGbp(amountPence / 100)}`;
    case 'reject':
      return 'Rejected: no refund';
    case 'return_first':
      return 'Return first: the buyer sends the item back to the seller, then SpareStock completes the decision';
    case 'mediate':
      return 'Mediate: SpareStock will work with both of you to agree a way forward';
  }
}
