import type { Transaction } from 'kysely';
import { DISPUTE_REASONS, disputeReasonsFor, isActiveDisputeStatus } from '../../../shared/constants/disputes.ts';
import { DISPUTES_MESSAGES, escalateNotYetMessage } from '../../../shared/messages/disputes-messages.ts';
import type { Dispute, DisputeEvidenceInput, OpenDisputeInput } from '../../../shared/schemas/disputes.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/http-errors.ts';
import { ORDER_STATUSES } from '../../../shared/constants/orders.ts';
import type { OrderRow } from '../orders.repository.ts';
import { disputeWindow, escalateFromFor, reviewDueFor } from './dispute-clock.ts';
import { recordDisputeStep, type DisputeStep } from './dispute-notices.ts';
import { isUnderReview } from './dispute-rules.ts';
import { toDisputes, type DisputeViewer } from './dispute-view.ts';
import type { DisputesContext } from './disputes-context.ts';
import { isUniqueViolation, type DisputeRow } from './disputes.repository.ts';

type Trx = Transaction<Database>;
type Side = 'buyer' | 'seller';

const forbidden = (message: string) => new HttpError(403, message);

/** The dispute as `viewer` sees it; 404 unless they are a side of its order or an admin. */
export async function getDispute(ctx: DisputesContext, viewer: DisputeViewer, id: number): Promise<Dispute> {
  const dispute = await ctx.disputes.findById(id);
  const [answer] = dispute ? await toDisputes(ctx, [dispute], viewer) : [];
  if (!answer) throw notFound(DISPUTES_MESSAGES.disputeNotFound);
  return answer;
}

/** Reads a dispute and its order in the transaction, for a side of the order (anyone else: 404). */
async function readForSide(
  ctx: DisputesContext,
  userId: number,
  id: number,
  trx: Trx,
): Promise<{ dispute: DisputeRow; order: OrderRow; side: Side }> {
  const dispute = await ctx.disputes.findById(id, trx);
  const order = dispute && (await ctx.orders.findById(dispute.order_id, trx));
  const side: Side | null = !order ? null : order.buyer_id === userId ? 'buyer' : order.seller_id === userId ? 'seller' : null;
  if (!dispute || !order || !side) throw notFound(DISPUTES_MESSAGES.disputeNotFound);
  return { dispute, order, side };
}

/** Runs a change and answers the dispute as the caller sees it, once the outbox is woken. */
async function change(ctx: DisputesContext, viewer: DisputeViewer, run: (trx: Trx) => Promise<number>): Promise<Dispute> {
  const id = await ctx.db.transaction().execute(run);
  ctx.mail.wake();
  return getDispute(ctx, viewer, id);
}

/**
 * POST /api/orders/{id}/disputes: the buyer reports a problem, once the item is on its way or
 * ready, until 7 days after receipt; one active dispute per order. It opens in the "contact the
 * seller first" stage: posted in the conversation, the seller emailed.
 */
export async function openDispute(ctx: DisputesContext, viewer: DisputeViewer, orderId: number, input: OpenDisputeInput): Promise<Dispute> {
  const now = ctx.now();
  const at = now.toISOString();
  return change(ctx, viewer, async (trx) => {
    const found = await ctx.orders.findById(orderId, trx);
    if (!found || (found.buyer_id !== viewer.id && found.seller_id !== viewer.id)) throw notFound(DISPUTES_MESSAGES.orderNotFound);
    if (found.buyer_id !== viewer.id) throw forbidden(DISPUTES_MESSAGES.onlyBuyerOpens);
    // Hold the order row for this transaction: on PostgreSQL the clock's move of the same order
    // (auto-receive, completion, release) waits for it, then finds the dispute.
    const order = await ctx.orders.transition(orderId, ORDER_STATUSES, { updated_at: at }, trx);
    if (!order) throw notFound(DISPUTES_MESSAGES.orderNotFound);
    const window = disputeWindow(order, now);
    if (!window.open) {
      const messages = {
        not_handed_over: DISPUTES_MESSAGES.notHandedOver,
        cancelled: DISPUTES_MESSAGES.orderCancelled,
        closed: DISPUTES_MESSAGES.windowClosed,
      };
      throw conflict(messages[window.why]);
    }
    if (!disputeReasonsFor(order.status).includes(input.reason)) throw conflict(DISPUTES_MESSAGES.receivedNotReceived);
    if (await ctx.disputes.hasActive(orderId, trx)) throw conflict(DISPUTES_MESSAGES.alreadyOpen);
    const dispute = await ctx.disputes
      .create(
        {
          order_id: orderId,
          reason: input.reason,
          details: input.details,
          status: 'open',
          opened_at: at,
          escalate_from: escalateFromFor(now).toISOString(),
          updated_at: at,
        },
        trx,
      )
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(DISPUTES_MESSAGES.alreadyOpen) : error;
      });
    const note = `${DISPUTE_REASONS[input.reason]}: ${input.details}`;
    await recordDisputeStep(ctx, trx, order, dispute, { kind: 'dispute_opened', actor: { id: viewer.id, role: 'buyer' }, note }, at);
    return dispute.id;
  });
}

/** Evidence by one side: the statement, then the caller's unsaved photos claimed for it (400 naming one that is not theirs). */
async function addEvidenceRow(
  ctx: DisputesContext,
  trx: Trx,
  dispute: DisputeRow,
  side: Side,
  userId: number,
  input: DisputeEvidenceInput,
  at: string,
): Promise<void> {
  const evidence = await ctx.disputes.addEvidence(
    { dispute_id: dispute.id, author_role: side, author_id: userId, statement: input.statement, created_at: at },
    trx,
  );
  await ctx.photos.claimForEvidence(evidence.id, userId, input.photoIds, trx, DISPUTES_MESSAGES.photoNotYours);
}

const closedOr = (dispute: DisputeRow, message: string) =>
  conflict(isActiveDisputeStatus(dispute.status) ? message : DISPUTES_MESSAGES.closed);

/**
 * POST /api/disputes/{id}/escalate ('Raise Dispute'): the buyer, once the seller has had 5 business
 * days (409 before, naming the date), with a statement and photos. Under review from then: due by
 * the end of the 7th business day.
 */
export async function escalateDispute(
  ctx: DisputesContext,
  viewer: DisputeViewer,
  id: number,
  input: DisputeEvidenceInput,
): Promise<Dispute> {
  const now = ctx.now();
  const at = now.toISOString();
  return change(ctx, viewer, async (trx) => {
    const { dispute, order, side } = await readForSide(ctx, viewer.id, id, trx);
    if (side !== 'buyer') throw forbidden(DISPUTES_MESSAGES.onlyBuyerEscalates);
    if (dispute.status !== 'open') throw closedOr(dispute, DISPUTES_MESSAGES.notOpen);
    if (now.getTime() < Date.parse(dispute.escalate_from)) throw conflict(escalateNotYetMessage(new Date(dispute.escalate_from)));
    const escalated = await ctx.disputes.transition(
      id,
      ['open'],
      { status: 'escalated', escalated_at: at, review_due_at: reviewDueFor(now).toISOString(), updated_at: at },
      trx,
    );
    if (!escalated) throw conflict(DISPUTES_MESSAGES.notOpen);
    await addEvidenceRow(ctx, trx, escalated, 'buyer', viewer.id, input, at);
    await recordDisputeStep(
      ctx,
      trx,
      order,
      escalated,
      { kind: 'dispute_escalated', actor: { id: viewer.id, role: 'buyer' }, note: null },
      at,
    );
    return id;
  });
}

/** POST /api/disputes/{id}/evidence: either side adds a statement and photos while SpareStock reviews it. */
export async function addDisputeEvidence(
  ctx: DisputesContext,
  viewer: DisputeViewer,
  id: number,
  input: DisputeEvidenceInput,
): Promise<Dispute> {
  const at = ctx.now().toISOString();
  return change(ctx, viewer, async (trx) => {
    const { dispute, order, side } = await readForSide(ctx, viewer.id, id, trx);
    if (!isUnderReview(dispute)) throw closedOr(dispute, DISPUTES_MESSAGES.notUnderReview);
    const held = await ctx.disputes.transition(id, [dispute.status], { updated_at: at }, trx);
    if (!held) throw conflict(DISPUTES_MESSAGES.notUnderReview);
    await addEvidenceRow(ctx, trx, held, side, viewer.id, input, at);
    await recordDisputeStep(ctx, trx, order, held, { kind: 'dispute_evidence', actor: { id: viewer.id, role: side }, note: null }, at);
    return id;
  });
}

/** Closes an active dispute by one side: resolved (either) or withdrawn (the buyer). */
async function closeBySide(
  ctx: DisputesContext,
  viewer: DisputeViewer,
  id: number,
  note: string | null,
  kind: 'resolved' | 'withdrawn',
): Promise<Dispute> {
  const at = ctx.now().toISOString();
  return change(ctx, viewer, async (trx) => {
    const { dispute, order, side } = await readForSide(ctx, viewer.id, id, trx);
    if (kind === 'withdrawn' && side !== 'buyer') throw forbidden(DISPUTES_MESSAGES.onlyBuyerWithdraws);
    if (!isActiveDisputeStatus(dispute.status)) throw conflict(DISPUTES_MESSAGES.closed);
    const closed = await ctx.disputes.transition(
      id,
      [dispute.status],
      { status: kind, closed_at: at, closed_by: side, close_note: note, updated_at: at },
      trx,
    );
    if (!closed) throw conflict(DISPUTES_MESSAGES.closed);
    const step: DisputeStep = {
      kind: kind === 'resolved' ? 'dispute_resolved' : 'dispute_withdrawn',
      actor: { id: viewer.id, role: side },
      note,
    };
    await recordDisputeStep(ctx, trx, order, closed, step, at);
    return id;
  });
}

/** POST /api/disputes/{id}/resolve: either side says it is sorted; the order's clocks run again. */
export const resolveDispute = (ctx: DisputesContext, viewer: DisputeViewer, id: number, note: string | null) =>
  closeBySide(ctx, viewer, id, note, 'resolved');

/** POST /api/disputes/{id}/withdraw: the buyer drops it. */
export const withdrawDispute = (ctx: DisputesContext, viewer: DisputeViewer, id: number, note: string | null) =>
  closeBySide(ctx, viewer, id, note, 'withdrawn');
