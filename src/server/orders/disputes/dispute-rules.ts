import {
  isActiveDisputeStatus,
  REVIEW_DISPUTE_STATUSES,
  type DisputeAction,
  type DisputeViewerRole,
} from '../../../shared/constants/disputes.ts';
import type { DisputeRow } from './disputes.repository.ts';

const underReview = (dispute: Pick<DisputeRow, 'status'>) => (REVIEW_DISPUTE_STATUSES as readonly string[]).includes(dispute.status);

/** 'Raise Dispute' works now: the buyer, in the contact-the-seller stage, once escalate_from has come. */
export function canEscalateNow(dispute: Pick<DisputeRow, 'status' | 'escalate_from'>, now: Date): boolean {
  return dispute.status === 'open' && now.getTime() >= Date.parse(dispute.escalate_from);
}

/** What a viewer may do about a dispute now (the dispute's `allowedActions`; the services check the same). */
export function disputeActions(dispute: Pick<DisputeRow, 'status' | 'escalate_from'>, role: DisputeViewerRole, now: Date): DisputeAction[] {
  const actions: DisputeAction[] = [];
  if (role === 'admin') return underReview(dispute) ? ['decide'] : [];
  if (role === 'buyer' && canEscalateNow(dispute, now)) actions.push('escalate');
  if (underReview(dispute)) actions.push('add_evidence');
  if (isActiveDisputeStatus(dispute.status)) {
    actions.push('resolve');
    if (role === 'buyer') actions.push('withdraw');
  }
  return actions;
}

export { underReview as isUnderReview };
