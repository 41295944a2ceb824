import type { FastifyBaseLogger } from 'fastify';
import { FINAL_DISPUTE_OUTCOMES, REVIEW_DISPUTE_STATUSES, type DisputeOutcome } from '../../../shared/constants/disputes.ts';
import { decisionText, DISPUTES_MESSAGES } from '../../../shared/messages/disputes-messages.ts';
import { toPence } from '../../../shared/money.ts';
import type { AdminDisputeList, AdminDisputesQuery, Dispute, DisputeDecisionInput } from '../../../shared/schemas/disputes.ts';
import type { DisputeStatus } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/http-errors.ts';
import type { OrderRow } from '../orders.repository.ts';
import { recordDisputeStep } from './dispute-notices.ts';
import { isUnderReview } from './dispute-rules.ts';
import { toDisputes } from './dispute-view.ts';
import type { DisputesContext } from './disputes-context.ts';

/** The review queue at most holds this many (nearest deadline first); closed ones page by 100. */
const REVIEW_QUEUE_LIMIT = 200;
const CLOSED_PAGE_SIZE = 100;

const isFinal = (outcome: DisputeOutcome) => (FINAL_DISPUTE_OUTCOMES as readonly string[]).includes(outcome);

/** Where a decision leaves the dispute: final ones close it; return first and mediate keep it under review (funds still held). */
const STATUS_AFTER: Record<DisputeOutcome, DisputeStatus> = {
  full_refund: 'decided',
  partial_refund: 'decided',
  reject: 'decided',
  return_first: 'awaiting_return',
  mediate: 'in_mediation',
};

export interface AdminActor {
  id: number;
  log: FastifyBaseLogger;
}

/** GET /api/admin/disputes: under review (escalated, awaiting return, in mediation) by deadline, or closed ones newest first. */
export async function listDisputesForAdmin(ctx: DisputesContext, adminId: number, query: AdminDisputesQuery): Promise<AdminDisputeList> {
  const rows =
    query.status === 'review'
      ? await ctx.disputes.listUnderReview(REVIEW_QUEUE_LIMIT)
      : await ctx.disputes.listClosedAfterReview(CLOSED_PAGE_SIZE, query.before);
  const disputes = await toDisputes(ctx, rows, { id: adminId, isAdmin: true }, 'admin');
  const last = rows.at(-1);
  return { disputes, nextBefore: query.status === 'closed' && rows.length === CLOSED_PAGE_SIZE && last ? last.id : null };
}

type Trx = Parameters<DisputesContext['refunds']['requestRefund']>[2];

/**
 * The refund a decision makes (pence) and how: through the payments feature when the order was paid
 * by card (written in this transaction), else between the parties (capped at the order's total less
 * the refunds decided before). Full refund: what is left.
 */
async function refundFor(ctx: DisputesContext, order: OrderRow, input: DisputeDecisionInput, adminId: number, trx: Trx) {
  if (input.outcome !== 'full_refund' && input.outcome !== 'partial_refund') return { amount: null, throughSpareStock: null };
  const wanted = input.outcome === 'full_refund' ? ('full' as const) : toPence(input.amount!);
  // The payments feature answers 409 for more than is left on the payment: said in the dispute's words.
  const outcome = await ctx.refunds
    .requestRefund(order.id, { amountPence: wanted, reason: input.note, requestedBy: adminId }, trx)
    .catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 409 ? conflict(DISPUTES_MESSAGES.amountTooHigh) : error;
    });
  switch (outcome.kind) {
    case 'nothing_left':
      throw conflict(DISPUTES_MESSAGES.nothingToRefund);
    case 'card':
      if (wanted !== 'full' && outcome.amountPence !== wanted) throw conflict(DISPUTES_MESSAGES.amountTooHigh);
      return { amount: outcome.amountPence, throughSpareStock: true };
    case 'between_parties': {
      const left = Math.max(0, order.total_pence - (await ctx.disputes.sumDecidedRefunds(order.id, trx)));
      if (left <= 0) throw conflict(DISPUTES_MESSAGES.nothingToRefund);
      if (wanted !== 'full' && wanted > left) throw conflict(DISPUTES_MESSAGES.amountTooHigh);
      return { amount: wanted === 'full' ? left : wanted, throughSpareStock: false };
    }
  }
}

/**
 * A full refund ends the order: cancelled by the system with the decision as its reason, so nothing
 * is left to confirm, release or complete. The stock stays off the listing (the goods are with the
 * buyer; 'return first' is the decision that brings them back).
 */
async function closeRefundedOrder(ctx: DisputesContext, order: OrderRow, trx: Trx, at: string): Promise<void> {
  const reason = DISPUTES_MESSAGES.refundedInFull;
  const open = ['placed', 'paid', 'dispatched', 'ready_for_collection', 'received'] as const;
  const closed = await ctx.orders.transition(
    order.id,
    open,
    { status: 'cancelled', cancelled_at: at, cancelled_by: null, cancel_reason: reason, updated_at: at },
    trx,
  );
  if (closed) await ctx.orders.addEvent({ order_id: order.id, kind: 'cancelled', actor_id: null, note: reason, created_at: at }, trx);
}

/**
 * POST /api/admin/disputes/{id}/decision: recorded with who and when, emailed to both sides and
 * posted in their conversation. A refund on an order paid by card goes through the payments
 * feature (recorded with the decision, sent to Stripe after the commit); otherwise the seller makes
 * it directly. Full refund: whatever is left to refund.
 */
export async function decideDispute(ctx: DisputesContext, admin: AdminActor, id: number, input: DisputeDecisionInput): Promise<Dispute> {
  const at = ctx.now().toISOString();
  const { order, refund } = await ctx.db.transaction().execute(async (trx) => {
    const dispute = await ctx.disputes.findById(id, trx);
    if (!dispute) throw notFound(DISPUTES_MESSAGES.disputeNotFound);
    if (!isUnderReview(dispute)) throw conflict(DISPUTES_MESSAGES.notForDecision);
    const order = await ctx.orders.findById(dispute.order_id, trx);
    if (!order) throw notFound(DISPUTES_MESSAGES.disputeNotFound);
    const refund = await refundFor(ctx, order, input, admin.id, trx);
    const final = isFinal(input.outcome);
    const decided = await ctx.disputes.transition(
      id,
      REVIEW_DISPUTE_STATUSES,
      {
        status: STATUS_AFTER[input.outcome],
        updated_at: at,
        ...(final ? { closed_at: at, closed_by: 'admin' as const, close_note: input.note } : {}),
      },
      trx,
    );
    if (!decided) throw conflict(DISPUTES_MESSAGES.notForDecision);
    await ctx.disputes.addDecision(
      {
        dispute_id: id,
        admin_id: admin.id,
        outcome: input.outcome,
        amount_pence: refund.amount,
        note: input.note,
        refund_state: refund.throughSpareStock === null ? 'none' : refund.throughSpareStock ? 'refunded' : 'between_parties',
        created_at: at,
      },
      trx,
    );
    await recordDisputeStep(
      ctx,
      trx,
      order,
      decided,
      {
        kind: 'dispute_decided',
        actor: { id: admin.id, role: 'admin' },
        note: input.note,
        decision: { text: decisionText(input.outcome, refund.amount), refundThroughSpareStock: refund.throughSpareStock },
      },
      at,
    );
    if (input.outcome === 'full_refund') await closeRefundedOrder(ctx, order, trx, at);
    return { order, refund };
  });
  ctx.mail.wake();
  admin.log.info(
    { event: 'disputes.decision', disputeId: id, adminId: admin.id, outcome: input.outcome, amountPence: refund.amount },
    'dispute decided',
  );
  if (refund.throughSpareStock) {
    await ctx.refunds
      .settle(order.id)
      .catch((error: unknown) =>
        admin.log.warn({ event: 'disputes.refund_failed', disputeId: id, err: error }, 'refund left for reconciliation'),
      );
  }
  const [answer] = await toDisputes(ctx, [(await ctx.disputes.findById(id))!], { id: admin.id, isAdmin: true }, 'admin');
  return answer!;
}
