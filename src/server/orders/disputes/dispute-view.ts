import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASONS,
  DISPUTE_STATUS_LABELS,
  type DisputeReason,
  type DisputeViewerRole,
} from '../../../shared/constants/disputes.ts';
import { formatOrderNumber } from '../../../shared/constants/orders.ts';
import { disputeStageText } from '../../../shared/messages/disputes-messages.ts';
import { formatPence } from '../../../shared/money.ts';
import type { Dispute } from '../../../shared/schemas/disputes.ts';
import type { PhotoRef } from '../../../shared/schemas/photos.ts';
import { sellerDisplayName } from '../../search/public-reads.service.ts';
import type { OrderPartyRow, OrderRow } from '../orders.repository.ts';
import { isReviewOverdue } from './dispute-clock.ts';
import { canEscalateNow, disputeActions } from './dispute-rules.ts';
import type { DisputesContext } from './disputes-context.ts';
import type { DecisionRow, DisputeRow, EvidenceRow } from './disputes.repository.ts';

/** Who is looking: a side of the order sees it as that side; anyone else only as an admin. */
export interface DisputeViewer {
  id: number;
  isAdmin: boolean;
}

/** The viewer's role on the dispute's order, or null: not theirs to see. */
export function viewerRole(order: Pick<OrderRow, 'buyer_id' | 'seller_id'>, viewer: DisputeViewer): DisputeViewerRole | null {
  if (order.buyer_id === viewer.id) return 'buyer';
  if (order.seller_id === viewer.id) return 'seller';
  return viewer.isAdmin ? 'admin' : null;
}

interface Related {
  orders: Map<number, OrderRow>;
  parties: Map<number, OrderPartyRow>;
  evidence: Map<number, EvidenceRow[]>;
  photos: Map<number, PhotoRef[]>;
  decisions: Map<number, DecisionRow[]>;
}

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

async function readRelated(ctx: DisputesContext, disputes: DisputeRow[]): Promise<Related> {
  const ids = disputes.map((d) => d.id);
  const [orderRows, evidenceRows, decisionRows] = await Promise.all([
    ctx.disputes.listOrders(disputes.map((d) => d.order_id)),
    ctx.disputes.listEvidence(ids),
    ctx.disputes.listDecisions(ids),
  ]);
  const people = [
    ...orderRows.flatMap((o) => [o.buyer_id, o.seller_id]),
    ...decisionRows.flatMap((d) => (d.admin_id === null ? [] : [d.admin_id])),
  ];
  const [parties, photos] = await Promise.all([ctx.orders.findParties(people), ctx.photos.listForEvidence(evidenceRows.map((e) => e.id))]);
  return {
    orders: new Map(orderRows.map((o) => [o.id, o])),
    parties,
    evidence: group(evidenceRows, (e) => e.dispute_id),
    photos,
    decisions: group(decisionRows, (d) => d.dispute_id),
  };
}

function toDispute(dispute: DisputeRow, order: OrderRow, role: DisputeViewerRole, related: Related, now: Date): Dispute {
  const party = (id: number) => {
    const person = related.parties.get(id);
    const gone = !person || person.deleted_at !== null;
    return { id, displayName: gone ? 'Deleted user' : sellerDisplayName(person), email: role === 'admin' && !gone ? person.email : null };
  };
  const decisions = related.decisions.get(dispute.id) ?? [];
  const finalDecision = dispute.status === 'decided' ? decisions.at(-1) : undefined;
  const escalateFrom = new Date(dispute.escalate_from);
  const reviewDueAt = dispute.review_due_at ? new Date(dispute.review_due_at) : null;
  return {
    id: dispute.id,
    orderId: order.id,
    orderNumber: formatOrderNumber(order.id),
    orderTitle: order.title,
    orderTotal: formatPence(order.total_pence),
    conversationId: order.conversation_id,
    role,
    status: dispute.status,
    statusLabel: DISPUTE_STATUS_LABELS[dispute.status],
    stageText: disputeStageText(dispute.status, role, {
      escalateFrom,
      canEscalateNow: canEscalateNow(dispute, now),
      reviewDueAt,
      closedBy: dispute.closed_by,
      outcomeLabel: finalDecision ? DISPUTE_OUTCOME_LABELS[finalDecision.outcome] : null,
    }),
    reason: dispute.reason as DisputeReason,
    reasonLabel: DISPUTE_REASONS[dispute.reason as DisputeReason] ?? dispute.reason,
    details: dispute.details,
    buyer: party(order.buyer_id),
    seller: party(order.seller_id),
    openedAt: dispute.opened_at,
    escalateFrom: dispute.escalate_from,
    escalatedAt: dispute.escalated_at,
    reviewDueAt: dispute.review_due_at,
    overdue: isReviewOverdue(dispute, now),
    closedAt: dispute.closed_at,
    closedBy: dispute.closed_by,
    closeNote: dispute.close_note,
    evidence: (related.evidence.get(dispute.id) ?? []).map((e) => ({
      id: e.id,
      by: e.author_role,
      statement: e.statement,
      photos: related.photos.get(e.id) ?? [],
      at: e.created_at,
    })),
    decisions: decisions.map((d) => {
      const admin = d.admin_id === null ? undefined : related.parties.get(d.admin_id);
      return {
        id: d.id,
        outcome: d.outcome,
        outcomeLabel: DISPUTE_OUTCOME_LABELS[d.outcome],
        amount: d.amount_pence === null ? null : formatPence(d.amount_pence),
        note: d.note,
        by: role === 'admin' && admin && !admin.deleted_at ? { id: admin.id, displayName: sellerDisplayName(admin) } : null,
        at: d.created_at,
        refund: d.refund_state,
      };
    }),
    allowedActions: disputeActions(dispute, role, now),
  };
}

/** Disputes as `viewer` sees them, in the order given; those not theirs to see are left out. */
export async function toDisputes(
  ctx: DisputesContext,
  disputes: DisputeRow[],
  viewer: DisputeViewer,
  forceRole?: 'admin',
): Promise<Dispute[]> {
  if (disputes.length === 0) return [];
  const related = await readRelated(ctx, disputes);
  const now = ctx.now();
  return disputes.flatMap((dispute) => {
    const order = related.orders.get(dispute.order_id);
    const role = order && (forceRole ?? viewerRole(order, viewer));
    return order && role ? [toDispute(dispute, order, role, related, now)] : [];
  });
}
