import type { Transaction } from 'kysely';
import { OFFER_LIFETIME_MS } from '../../shared/constants/deals.ts';
import { DEAL_EVENTS, DEALS_MESSAGES, describeDeal, offerAboveAsking, onlyAvailable } from '../../shared/messages/deals-messages.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict } from '../http/http-errors.ts';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';
import type { DealsContext } from './deals-context.ts';
import { quantityAvailable, type DealListingRow } from '../listings/listing-stock.repository.ts';
import { isPublished } from '../listings/listing-rules.ts';

/**
 * Checks that the listing takes an offer of `unitPricePence` for `quantity` now: 409 when it is
 * withdrawn, deleted or sold out, 400 when the quantity is more than it has or the price is above
 * its asking price (nobody is asked to pay more than the listing says).
 */
export function assertOfferable(listing: DealListingRow | undefined, quantity: number, unitPricePence: number): void {
  const available = quantityAvailable(listing);
  if (!isPublished(listing)) throw conflict(DEALS_MESSAGES.listingUnavailable);
  if (available === 0) throw conflict(DEALS_MESSAGES.soldOut);
  if (quantity > available) throw badRequest(onlyAvailable(available));
  if (unitPricePence > listing.unit_price_pence) throw badRequest(offerAboveAsking(listing.unit_price_pence));
}

/** 409 while an agreement stands in the conversation: cancel it before a new offer. */
export async function assertNoAgreement(ctx: DealsContext, conversationId: number, trx: Transaction<Database>): Promise<void> {
  const accepted = await ctx.offers.listAccepted([conversationId], trx);
  if (accepted.length > 0) throw conflict(DEALS_MESSAGES.agreementStands);
}

/**
 * The buyer's offer, standing for 48 hours: it replaces their open offer (withdrawn) and answers
 * an open counter-offer (declined), and the thread records "Offer: n × £x". The caller has checked
 * the listing and the sides.
 */
export async function placeBuyerOffer(
  ctx: DealsContext,
  trx: Transaction<Database>,
  conversation: ConversationRow,
  offer: { quantity: number; unitPricePence: number },
): Promise<{ event: MessageRow; deal: string }> {
  const nowDate = ctx.now();
  const now = nowDate.toISOString();
  await ctx.offers.closeOpen(conversation.id, 'buyer', 'withdrawn', now, trx);
  await ctx.offers.closeOpen(conversation.id, 'seller', 'declined', now, trx);
  await ctx.offers.create(
    {
      conversation_id: conversation.id,
      made_by: 'buyer',
      quantity: offer.quantity,
      unit_price_pence: offer.unitPricePence,
      status: 'open',
      counter_to: null,
      expires_at: new Date(nowDate.getTime() + OFFER_LIFETIME_MS).toISOString(),
      created_at: now,
      decided_at: null,
      cancelled_at: null,
      cancel_reason: null,
      cancelled_by: null,
    },
    trx,
  );
  await ctx.conversations.setQuantityWanted(conversation.id, offer.quantity, trx);
  const event = await ctx.conversations.addMessage(
    {
      conversationId: conversation.id,
      senderId: conversation.buyer_id,
      senderRole: 'buyer',
      kind: 'event',
      body: DEAL_EVENTS.offer(offer.quantity, offer.unitPricePence),
      contactWarning: false,
      now,
    },
    trx,
  );
  return { event, deal: describeDeal(offer.quantity, offer.unitPricePence) };
}
