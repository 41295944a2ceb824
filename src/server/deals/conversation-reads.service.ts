import type { ConversationDetail, ConversationList } from '../../shared/schemas/deals.ts';
import { DEALS_MESSAGES } from '../../shared/messages/deals-messages.ts';
import { notFound } from '../http/http-errors.ts';
import type { ConversationRow } from './conversations.repository.ts';
import type { DealsContext } from './deals-context.ts';
import { isAvailable, quantityAvailable } from '../listings/listing-stock.repository.ts';
import { roleOf, sideOf } from './conversation-sides.ts';
import { toMessage, toOffer, toSummary } from './conversation-view.ts';

/** The conversation if the user is one of its two sides; 404 alike for anyone else and unknown ids. */
export async function findOwnConversation(ctx: DealsContext, id: number, userId: number): Promise<ConversationRow> {
  const row = await ctx.conversations.findById(id);
  if (!row || !sideOf(row, userId)) throw notFound(DEALS_MESSAGES.conversationNotFound);
  return row;
}

/** The user's inbox, newest activity first, with unread counts. */
export async function listConversations(ctx: DealsContext, userId: number): Promise<ConversationList> {
  const rows = await ctx.conversations.listForUser(userId);
  const ids = rows.map((row) => row.id);
  const [stock, parties, lastMessages, unread, accepted] = await Promise.all([
    ctx.listings.listStock(rows.map((row) => row.listing_id)),
    ctx.safety.findParties(rows.map((row) => (row.buyer_id === userId ? row.seller_id : row.buyer_id))),
    ctx.conversations.listLastMessages(ids),
    ctx.conversations.countUnread(userId),
    ctx.offers.listAccepted(ids),
  ]);
  const lastByConversation = new Map(lastMessages.map((m) => [m.conversation_id, m]));
  const acceptedByConversation = new Map(accepted.map((o) => [o.conversation_id, o]));
  const conversations = rows.map((row) =>
    toSummary({
      row,
      viewerId: userId,
      stock: stock.get(row.listing_id),
      other: parties.get(row.buyer_id === userId ? row.seller_id : row.buyer_id),
      last: lastByConversation.get(row.id),
      unread: unread.get(row.id) ?? 0,
      accepted: acceptedByConversation.get(row.id),
    }),
  );
  return { conversations, unreadTotal: conversations.reduce((sum, c) => sum + c.unread, 0) };
}

/**
 * The whole thread as the user sees it. Reading it (or acting in it) moves the user's read mark to
 * the newest message, so the answer counts nothing unread that it shows.
 */
export async function readConversation(ctx: DealsContext, id: number, userId: number): Promise<ConversationDetail> {
  const row = await findOwnConversation(ctx, id, userId);
  const role = roleOf(row, userId);
  const otherId = role === 'buyer' ? row.seller_id : row.buyer_id;
  const [messages, offers, stock, parties, blocked] = await Promise.all([
    ctx.conversations.listMessages(row.id),
    ctx.offers.listForConversation(row.id),
    ctx.listings.listStock([row.listing_id]),
    ctx.safety.findParties([otherId]),
    ctx.safety.isBlockedBetween(userId, otherId),
  ]);
  const newest = messages.at(-1);
  if (newest) await ctx.conversations.markRead(row.id, role, newest.id);
  const now = ctx.now().toISOString();
  const listing = stock.get(row.listing_id);
  const accepted = offers.find((o) => o.status === 'accepted');
  const summary = toSummary({ row, viewerId: userId, stock: listing, other: parties.get(otherId), last: newest, unread: 0, accepted });
  const mine = role === 'buyer' ? row.buyer_handover : row.seller_handover;
  const theirs = role === 'buyer' ? row.seller_handover : row.buyer_handover;
  return {
    ...summary,
    messages: messages.map((m) => toMessage(m, row, userId)),
    offers: offers.map((o) => toOffer(o, now)),
    quantityAvailable: quantityAvailable(listing),
    canOffer: role === 'buyer' && isAvailable(listing) && !blocked && !accepted,
    blocked,
    handover: { mine, theirs: accepted ? theirs : null },
  };
}
