/** Disputes (issue 18; spec §4 "Dispute flow", §9 "Policy statements"): the numbers and words both sides use. */

/** A dispute can be opened until this many days after the order was received (confirmed by the buyer or marked automatically). */
export const DISPUTE_OPEN_DAYS = 7;
export const DISPUTE_OPEN_MS = DISPUTE_OPEN_DAYS * 24 * 60 * 60 * 1000;
/** Business days the seller has to put things right before the buyer can escalate ('Raise Dispute'). */
export const DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS = 5;
/** Business days SpareStock has to review an escalated dispute. */
export const DISPUTE_REVIEW_BUSINESS_DAYS = 7;

export const DISPUTE_DETAILS_MAX_LENGTH = 2000;
export const DISPUTE_STATEMENT_MAX_LENGTH = 4000;
export const DISPUTE_NOTE_MAX_LENGTH = 1000;
/** Photos with one piece of evidence. */
export const DISPUTE_MAX_PHOTOS = 10;

/** What went wrong, as the buyer picks it: the stored key and its words. */
export const DISPUTE_REASONS = {
  not_received: 'Item not received',
  not_as_described: 'Not as described',
  damaged: 'Arrived damaged',
  faulty: 'Faulty or not working',
  wrong_item: 'Wrong item or quantity',
  other: 'Something else',
} as const;
export type DisputeReason = keyof typeof DISPUTE_REASONS;
export const DISPUTE_REASON_KEYS = Object.keys(DISPUTE_REASONS) as [DisputeReason, ...DisputeReason[]];

/**
 * The problems a buyer may report at an order status. Once the item was received (confirmed by the
 * buyer or marked automatically) "Item not received" no longer fits; the server refuses it too.
 */
export function disputeReasonsFor(status: string): DisputeReason[] {
  const received = status === 'received' || status === 'completed';
  return DISPUTE_REASON_KEYS.filter((reason) => !(received && reason === 'not_received'));
}

/**
 * open: the "contact the seller first" stage; escalated: 'Raise Dispute' pressed, with SpareStock
 * for review; awaiting_return and in_mediation: an admin decided the item goes back first, or is
 * mediating (still under review, funds still held); then resolved (either side said it is
 * sorted), withdrawn (by the buyer) or decided (an admin's final decision).
 */
export const DISPUTE_STATUSES = ['open', 'escalated', 'awaiting_return', 'in_mediation', 'resolved', 'withdrawn', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
/** While a dispute is in one of these, the order's money is never released to the seller. */
export const ACTIVE_DISPUTE_STATUSES = ['open', 'escalated', 'awaiting_return', 'in_mediation'] as const satisfies readonly DisputeStatus[];
export type ActiveDisputeStatus = (typeof ACTIVE_DISPUTE_STATUSES)[number];
/** Under SpareStock's review: the admin queue. */
export const REVIEW_DISPUTE_STATUSES = ['escalated', 'awaiting_return', 'in_mediation'] as const satisfies readonly DisputeStatus[];

export function isActiveDisputeStatus(status: string): status is ActiveDisputeStatus {
  return (ACTIVE_DISPUTE_STATUSES as readonly string[]).includes(status);
}

export const DISPUTE_STATUS_LABELS = {
  open: 'Contact the seller',
  escalated: 'Under review',
  awaiting_return: 'Return first',
  in_mediation: 'In mediation',
  resolved: 'Resolved',
  withdrawn: 'Withdrawn',
  decided: 'Decided',
} as const satisfies Record<DisputeStatus, string>;

/** An admin's decision (spec §4: full or partial refund, reject, return first, or mediate). */
export const DISPUTE_OUTCOMES = ['full_refund', 'partial_refund', 'reject', 'return_first', 'mediate'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_OUTCOME_LABELS = {
  full_refund: 'Full refund',
  partial_refund: 'Partial refund',
  reject: 'Reject',
  return_first: 'Return first',
  mediate: 'Mediate',
} as const satisfies Record<DisputeOutcome, string>;
/** Outcomes that close the dispute; return_first and mediate keep it under review. */
export const FINAL_DISPUTE_OUTCOMES = ['full_refund', 'partial_refund', 'reject'] as const satisfies readonly DisputeOutcome[];

/** What a refund decided on a dispute became: through Stripe, to be made between the parties (no card payment), or none. */
export const DISPUTE_REFUND_STATES = ['none', 'refunded', 'between_parties', 'failed'] as const;
export type DisputeRefundState = (typeof DISPUTE_REFUND_STATES)[number];

/** Buttons on the order page and the dispute: exact labels (the spec names 'Raise Dispute'). */
export const DISPUTE_LABELS = {
  open: 'Report a problem',
  escalate: 'Raise Dispute',
  resolve: 'Mark as resolved',
  withdraw: 'Withdraw dispute',
  addEvidence: 'Add evidence',
  decide: 'Record decision',
  adminSection: 'Disputes',
} as const;

export const DISPUTE_ROLES = ['buyer', 'seller', 'admin'] as const;
export type DisputeViewerRole = (typeof DISPUTE_ROLES)[number];

/** Actions a viewer may take on a dispute now. */
export const DISPUTE_ACTIONS = ['escalate', 'add_evidence', 'resolve', 'withdraw', 'decide'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];
