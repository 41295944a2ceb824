import type { Transaction } from 'kysely';
import { DISPUTE_REASONS, type DisputeReason } from '../../../shared/constants/disputes.ts';
import { formatOrderNumber } from '../../../shared/constants/orders.ts';
import { findContactDetails } from '../../../shared/contact-details.ts';
import {
  DISPUTE_EVENT_LABELS,
  disputeNoticeText,
  type DisputeEventKind,
  type DisputeNoticeFacts,
} from '../../../shared/messages/disputes-messages.ts';
import type { Database } from '../../db/schema.ts';
import { sellerDisplayName } from '../../search/public-reads.service.ts';
import type { OrderRow } from '../orders.repository.ts';
import { buildDisputeEmail } from './dispute-emails.ts';
import type { DisputesContext } from './disputes-context.ts';
import type { DisputeRow } from './disputes.repository.ts';

export interface DisputeStep {
  kind: DisputeEventKind;
  /** Who did it: a side of the order, or an admin (a decision). */
  actor: { id: number; role: 'buyer' | 'seller' | 'admin' };
  /** The details, a statement or a note: on the order's timeline and quoted in the email. */
  note: string | null;
  /** A decision's words and how its refund moves. */
  decision?: DisputeNoticeFacts['decision'];
}

function conversationLine(order: OrderRow, dispute: DisputeRow, step: DisputeStep): string {
  const head = `Order ${formatOrderNumber(order.id)}: ${DISPUTE_EVENT_LABELS[step.kind]}`;
  switch (step.kind) {
    case 'dispute_opened':
      return `${head}. ${DISPUTE_REASONS[dispute.reason as DisputeReason] ?? dispute.reason}: ${dispute.details}`;
    case 'dispute_decided':
      return `${head}: ${step.decision?.text ?? ''}.${step.note ? ` ${step.note}` : ''}`;
    case 'dispute_resolved':
    case 'dispute_withdrawn':
      return step.note ? `${head}. ${step.note}` : head;
    case 'dispute_escalated':
    case 'dispute_evidence':
      // Statements are for SpareStock's review: on the dispute, not in the chat.
      return head;
  }
}

/**
 * Records a dispute step inside the transaction that made it, as orders record theirs: an event
 * on the order's timeline, a line in the listing's conversation when the two have one, and an
 * email through the outbox to the other side (to both for an admin's decision). The caller wakes
 * the outbox after the commit. Never mailed to a deleted account.
 */
export async function recordDisputeStep(
  ctx: DisputesContext,
  trx: Transaction<Database>,
  order: OrderRow,
  dispute: DisputeRow,
  step: DisputeStep,
  now: string,
): Promise<void> {
  await ctx.orders.addEvent({ order_id: order.id, kind: step.kind, actor_id: step.actor.id, note: step.note, created_at: now }, trx);
  if (order.conversation_id !== null) {
    const body = conversationLine(order, dispute, step);
    const side = step.actor.role === 'admin' ? null : { id: step.actor.id, role: step.actor.role };
    await ctx.orders.addConversationEvent(order.conversation_id, side, body, findContactDetails(body).length > 0, now, trx);
  }
  const recipients: ('buyer' | 'seller')[] =
    step.actor.role === 'admin' ? ['buyer', 'seller'] : [step.actor.role === 'buyer' ? 'seller' : 'buyer'];
  const parties = await ctx.orders.findParties([order.buyer_id, order.seller_id, step.actor.id], trx);
  const actor = parties.get(step.actor.id);
  const facts: DisputeNoticeFacts = {
    orderNumber: formatOrderNumber(order.id),
    actorName: step.actor.role === 'admin' ? 'SpareStock' : actor && !actor.deleted_at ? sellerDisplayName(actor) : 'The other side',
    reasonLabel: DISPUTE_REASONS[dispute.reason as DisputeReason] ?? dispute.reason,
    escalateFrom: new Date(dispute.escalate_from),
    reviewDueAt: dispute.review_due_at ? new Date(dispute.review_due_at) : null,
    decision: step.decision,
  };
  for (const role of recipients) {
    const recipientId = role === 'buyer' ? order.buyer_id : order.seller_id;
    const recipient = parties.get(recipientId);
    if (!recipient || recipient.deleted_at) continue;
    const message = buildDisputeEmail({
      to: recipient.email,
      firstName: recipient.first_name,
      subject: `Order ${facts.orderNumber}: ${DISPUTE_EVENT_LABELS[step.kind]}`,
      line: disputeNoticeText(step.kind, role, facts),
      note:
        step.kind === 'dispute_escalated' || step.kind === 'dispute_evidence'
          ? null
          : step.kind === 'dispute_opened'
            ? dispute.details
            : step.note,
      url: `${ctx.appUrl}/orders/${order.id}`,
    });
    await ctx.mail.enqueue({ kind: 'order', userId: recipientId, message, expiresAt: null }, trx);
  }
}
