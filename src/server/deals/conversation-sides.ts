import type { DealRole } from '../../shared/constants/deals.ts';
import { DEALS_MESSAGES } from '../../shared/messages/deals-messages.ts';
import { notFound } from '../http/http-errors.ts';
import type { ConversationRow } from './conversations.repository.ts';

type Sides = Pick<ConversationRow, 'buyer_id' | 'seller_id'>;

/** The user's side of the conversation, or null when they are neither. */
export function sideOf(conversation: Sides, userId: number): DealRole | null {
  if (conversation.buyer_id === userId) return 'buyer';
  if (conversation.seller_id === userId) return 'seller';
  return null;
}

/** The user's side; anyone else gets the 404 an unknown conversation gets. */
export function roleOf(conversation: Sides, userId: number): DealRole {
  const side = sideOf(conversation, userId);
  if (!side) throw notFound(DEALS_MESSAGES.conversationNotFound);
  return side;
}

/** The other side's user id. */
export function otherSideOf(conversation: Sides, userId: number): number {
  return roleOf(conversation, userId) === 'buyer' ? conversation.seller_id : conversation.buyer_id;
}

/** The user id on a side. */
export const userOnSide = (conversation: Sides, role: DealRole): number =>
  role === 'buyer' ? conversation.buyer_id : conversation.seller_id;
