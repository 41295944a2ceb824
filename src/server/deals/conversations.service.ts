import { toPence } from '../../shared/money.ts';
import { findContactDetails } from '../../shared/contact-details.ts';
import { DEALS_MESSAGES, onlyAvailable } from '../../shared/messages/deals-messages.ts';
import type { ConversationDetail, StartConversationInput, UpdateConversationInput } from '../../shared/schemas/deals.ts';
import { badRequest, notFound } from '../http/http-errors.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import type { DealsContext } from './deals-context.ts';
import { forbidden } from './deal-errors.ts';
import { assertNotBlocked, assertVerified, type Actor } from './deal-guards.ts';
import { assertWithinLimits } from './deal-limits.ts';
import { isAvailable, quantityAvailable } from '../listings/listing-stock.repository.ts';
import { ACTIVITY, notifyOtherSide } from './deal-notifications.ts';
import { assertNoAgreement, assertOfferable, placeBuyerOffer } from './offer-placement.ts';
import { assertOfferWithinLimits } from './deal-flood-limits.ts';
import { findOwnConversation, readConversation } from './conversation-reads.service.ts';
import { otherSideOf, roleOf } from './conversation-sides.ts';

/**
 * POST /api/conversations: the buyer's message about a live listing opens their one conversation
 * about it, or joins the one they have (then the listing may have gone: the message still goes,
 * an offer does not). With `offerPrice` it also makes an offer for `quantity`.
 */
export async function startConversation(
  ctx: DealsContext,
  actor: Actor,
  input: StartConversationInput,
): Promise<{ detail: ConversationDetail; created: boolean }> {
  assertVerified(actor);
  if (input.offerPrice !== undefined) await assertOfferWithinLimits(ctx, actor.id, { listingId: input.listingId, buyerId: actor.id });
  const { id, created } = await ctx.db.transaction().execute(async (trx) => {
    const existing = await ctx.conversations.findByListingAndBuyer(input.listingId, actor.id, trx);
    const listing = await ctx.listings.findForDeal(input.listingId, trx);
    // A new conversation needs what the public page needs: live and in stock (404 alike otherwise).
    if (!existing && (!listing || !isAvailable(listing))) throw notFound(DEALS_MESSAGES.listingNotFound);
    const sellerId = existing?.seller_id ?? listing!.owner_id;
    if (sellerId === actor.id) throw forbidden(DEALS_MESSAGES.ownListing);
    await assertNotBlocked(ctx, actor.id, sellerId, trx);
    if (input.offerPrice !== undefined) {
      assertOfferable(listing, input.quantity, toPence(input.offerPrice));
      if (existing) await assertNoAgreement(ctx, existing.id, trx);
    } else {
      const available = quantityAvailable(listing);
      if (available > 0 && input.quantity > available) throw badRequest(onlyAvailable(available));
    }
    await ctx.safety.lockUser(actor.id, trx);
    await assertWithinLimits(ctx, actor, trx, !existing);

    const now = ctx.now().toISOString();
    let conversation = existing;
    let made = false;
    if (!conversation) {
      const photo = await ctx.listings.findFirstPhoto(listing!.id, trx);
      const found = await ctx.conversations.findOrCreate(
        {
          listing_id: listing!.id,
          buyer_id: actor.id,
          seller_id: sellerId,
          listing_title: listing!.title,
          listing_unit_price_pence: listing!.unit_price_pence,
          listing_thumbnail_url: photo ? publicPhotoUrl(photo.id, photo.thumb_key) : null,
          quantity_wanted: input.quantity,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      conversation = found.row;
      made = found.created;
    }
    await ctx.conversations.setQuantityWanted(conversation.id, input.quantity, trx);
    let last = await ctx.conversations.addMessage(
      {
        conversationId: conversation.id,
        senderId: actor.id,
        senderRole: 'buyer',
        kind: 'message',
        body: input.message,
        contactWarning: findContactDetails(input.message).length > 0,
        now,
      },
      trx,
    );
    let describe = ACTIVITY.message;
    if (input.offerPrice !== undefined) {
      const placed = await placeBuyerOffer(ctx, trx, conversation, { quantity: input.quantity, unitPricePence: toPence(input.offerPrice) });
      last = placed.event;
      describe = ACTIVITY.offer(placed.deal);
    }
    await notifyOtherSide(ctx, trx, conversation, actor.id, last.id, describe);
    return { id: conversation.id, created: made };
  });
  ctx.mail.wake();
  return { detail: await readConversation(ctx, id, actor.id), created };
}

/** POST /api/conversations/:id/messages: either side writes in the thread. */
export async function sendMessage(ctx: DealsContext, actor: Actor, conversationId: number, text: string): Promise<ConversationDetail> {
  await findOwnConversation(ctx, conversationId, actor.id);
  assertVerified(actor);
  await ctx.db.transaction().execute(async (trx) => {
    const conversation = await ctx.conversations.findById(conversationId, trx);
    if (!conversation) throw notFound(DEALS_MESSAGES.conversationNotFound);
    await assertNotBlocked(ctx, actor.id, otherSideOf(conversation, actor.id), trx);
    await ctx.safety.lockUser(actor.id, trx);
    await assertWithinLimits(ctx, actor, trx, false);
    const message = await ctx.conversations.addMessage(
      {
        conversationId,
        senderId: actor.id,
        senderRole: roleOf(conversation, actor.id),
        kind: 'message',
        body: text,
        contactWarning: findContactDetails(text).length > 0,
        now: ctx.now().toISOString(),
      },
      trx,
    );
    await notifyOtherSide(ctx, trx, conversation, actor.id, message.id, ACTIVITY.message);
  });
  ctx.mail.wake();
  return readConversation(ctx, conversationId, actor.id);
}

/** PATCH /api/conversations/:id: what the caller shares for the handover (the other side sees it only while an agreement stands). */
export async function updateConversation(
  ctx: DealsContext,
  userId: number,
  conversationId: number,
  input: UpdateConversationInput,
): Promise<ConversationDetail> {
  const conversation = await findOwnConversation(ctx, conversationId, userId);
  await ctx.conversations.setHandover(conversationId, roleOf(conversation, userId), input.handoverDetails);
  return readConversation(ctx, conversationId, userId);
}
