import { afterBusinessDays, businessDaysDeadline } from '../../../shared/business-days.ts';
import { DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS, DISPUTE_OPEN_MS, DISPUTE_REVIEW_BUSINESS_DAYS } from '../../../shared/constants/disputes.ts';
import type { OrderStatus } from '../../db/schema.ts';
import type { DisputeRow } from './disputes.repository.ts';

/** What the dispute clocks read of an order. */
export interface OrderClockFields {
  status: OrderStatus;
  received_at: string | null;
}

/**
 * 'Raise Dispute' works once the seller has had 5 whole business days (England and Wales) after
 * the day the dispute was opened: from 00:00 London on the day after the 5th.
 */
export function escalateFromFor(openedAt: Date): Date {
  return afterBusinessDays(openedAt, DISPUTE_ESCALATE_AFTER_BUSINESS_DAYS);
}

/** "Reviewed within 7 business days": by the end (London) of the 7th business day after escalation. */
export function reviewDueFor(escalatedAt: Date): Date {
  return businessDaysDeadline(escalatedAt, DISPUTE_REVIEW_BUSINESS_DAYS);
}

/** An escalated dispute past its review deadline with no decision yet (an interim decision counts as reviewed). */
export function isReviewOverdue(dispute: Pick<DisputeRow, 'status' | 'review_due_at'>, now: Date): boolean {
  return dispute.status === 'escalated' && dispute.review_due_at !== null && now.getTime() > Date.parse(dispute.review_due_at);
}

export type DisputeWindow = { open: true } | { open: false; why: 'not_handed_over' | 'cancelled' | 'closed' };

/**
 * Spec §9: "Disputes must be opened within 7 days of delivery." Delivery is the order's receipt
 * (the buyer's confirmation, or the automatic mark 7 days after dispatch or ready-to-collect), and
 * the window runs 7 × 24 hours from it, the moment the order would complete. A problem can be
 * reported before receipt too, once the item is on its way or ready (e.g. it never arrived).
 */
export function disputeWindow(order: OrderClockFields, now: Date): DisputeWindow {
  switch (order.status) {
    case 'placed':
    case 'paid':
      return { open: false, why: 'not_handed_over' };
    case 'cancelled':
      return { open: false, why: 'cancelled' };
    case 'dispatched':
    case 'ready_for_collection':
      return { open: true };
    case 'received':
    case 'completed': {
      const end = order.received_at === null ? 0 : Date.parse(order.received_at) + DISPUTE_OPEN_MS;
      return now.getTime() < end ? { open: true } : { open: false, why: 'closed' };
    }
  }
}
