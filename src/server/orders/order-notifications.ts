import type { Transaction } from 'kysely';
import { formatOrderNumber } from '../../shared/constants/orders.ts';
import { findContactDetails } from '../../shared/contact-details.ts';
import { orderEventLabel } from '../../shared/messages/orders-messages.ts';
import type { Database } from '../db/schema.ts';
import { sellerDisplayName } from '../search/public-reads.service.ts';
import { buildOrderEmail } from './order-emails.ts';
import type { OrdersContext } from './orders-context.ts';
import type { OrderRow } from './orders.repository.ts';
import { sideOf } from './order-rules.ts';

export interface OrderChange {
  /** A status, or another step ('auto_received', 'return_requested', 'return_received', or another feature's). */
  kind: string;
  /** Null: the system (the clock, a payment webhook). */
  actorId: number | null;
  /** A reason or a note for the other side. */
  note: string | null;
}

/** The line an order's step writes in the listing's conversation. */
function conversationLine(order: OrderRow, change: OrderChange): string {
  const line = `Order ${formatOrderNumber(order.id)}: ${orderEventLabel(change.kind)}`;
  return change.note
    ? `${line}. ${change.kind === 'dispatched' || change.kind === 'ready_for_collection' ? 'Note' : 'Reason'}: ${change.note}`
    : line;
}

/**
 * Records a step of an order inside the transaction that made it: its event (the timeline), a line
 * in the listing's conversation when the two have one, and an email to the other side (to both
 * when the system made it) through the outbox, which sends after the commit (the caller wakes it).
 * Order emails are transactional: sent whatever the message-email choice; never to a deleted account.
 */
export async function recordOrderChange(
  ctx: OrdersContext,
  trx: Transaction<Database>,
  order: OrderRow,
  change: OrderChange,
  now: string,
): Promise<void> {
  await ctx.orders.addEvent({ order_id: order.id, kind: change.kind, actor_id: change.actorId, note: change.note, created_at: now }, trx);
  if (order.conversation_id !== null) {
    const role = change.actorId === null ? null : sideOf(order, change.actorId);
    const actor = change.actorId !== null && role ? { id: change.actorId, role } : null;
    const body = conversationLine(order, change);
    await ctx.orders.addConversationEvent(order.conversation_id, actor, body, findContactDetails(body).length > 0, now, trx);
  }
  const recipients =
    change.actorId === null ? [order.buyer_id, order.seller_id] : [change.actorId === order.buyer_id ? order.seller_id : order.buyer_id];
  const parties = await ctx.orders.findParties([...recipients, ...(change.actorId === null ? [] : [change.actorId])], trx);
  const actor = change.actorId === null ? undefined : parties.get(change.actorId);
  const actorName = actor && !actor.deleted_at ? sellerDisplayName(actor) : 'The other side';
  for (const recipientId of recipients) {
    const recipient = parties.get(recipientId);
    if (!recipient || recipient.deleted_at) continue;
    const message = buildOrderEmail({
      to: recipient.email,
      firstName: recipient.first_name,
      order,
      kind: change.kind,
      actorName,
      note: change.note,
      url: `${ctx.config.appUrl}/orders/${order.id}`,
    });
    await ctx.mail.enqueue({ kind: 'order', userId: recipientId, message, expiresAt: null }, trx);
  }
}
