import type { Transaction } from 'kysely';
import { MAX_COUNTER_ROUNDS, OFFER_LIFETIME_MS } from '../../shared/constants/deals.ts';
import { findContactDetails } from '../../shared/contact-details.ts';
import { DEAL_EVENTS, DEALS_MESSAGES, describeDeal, notEnoughLeft } from '../../shared/messages/deals-messages.ts';
import { toPence } from '../../shared/money.ts';
import type { ConversationDetail, MakeOfferInput } from '../../shared/schemas/deals.ts';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../http/http-errors.ts';
import type { ConversationRow } from './conversations.repository.ts';
import type { DealsContext } from './deals-context.ts';
import { forbidden } from './deal-errors.ts';
import { assertNotBlocked, assertVerified, type Actor } from './deal-guards.ts';
import { quantityAvailable } from '../listings/listing-stock.repository.ts';
import { ACTIVITY, notifyOtherSide, type DescribeActivity } from './deal-notifications.ts';
import type { OfferRow } from './offers.repository.ts';
import { assertNoAgreement, assertOfferable, placeBuyerOffer } from './offer-placement.ts';
import { assertOfferWithinLimits } from './deal-flood-limits.ts';
import { findOwnConversation, readConversation } from './conversation-reads.service.ts';
import { otherSideOf, roleOf, sideOf } from './conversation-sides.ts';
import { isPublished } from '../listings/listing-rules.ts';

type Trx = Transaction<Database>;

/** Writes an event line in the thread for the actor, and tells the other side (by email, throttled). */
async function recordEvent(
  ctx: DealsContext,
  trx: Trx,
  conversation: ConversationRow,
  actorId: number,
  body: string,
  describe: DescribeActivity,
) {
  const event = await ctx.conversations.addMessage(
    {
      conversationId: conversation.id,
      senderId: actorId,
      senderRole: roleOf(conversation, actorId),
      kind: 'event',
      body,
      // A cancellation's reason is typed text: flagged like a message.
      contactWarning: findContactDetails(body).length > 0,
      now: ctx.now().toISOString(),
    },
    trx,
  );
  await notifyOtherSide(ctx, trx, conversation, actorId, event.id, describe);
}

/**
 * Runs `act` on an offer the actor may see (404 for anyone but the conversation's two sides),
 * in one transaction, then wakes the outbox and answers the thread.
 */
async function actOnOffer(
  ctx: DealsContext,
  actor: Actor,
  offerId: number,
  act: (trx: Trx, offer: OfferRow, conversation: ConversationRow, now: string) => Promise<void>,
): Promise<ConversationDetail> {
  const conversationId = await ctx.db.transaction().execute(async (trx) => {
    const offer = await ctx.offers.findById(offerId, trx);
    const conversation = offer && (await ctx.conversations.findById(offer.conversation_id, trx));
    if (!offer || !conversation || !sideOf(conversation, actor.id)) throw notFound(DEALS_MESSAGES.offerNotFound);
    await act(trx, offer, conversation, ctx.now().toISOString());
    return conversation.id;
  });
  ctx.mail.wake();
  return readConversation(ctx, conversationId, actor.id);
}

/** An offer that is still open and standing, answered by the side that did not make it. */
function assertAnswerable(actor: Actor, offer: OfferRow, conversation: ConversationRow, now: string): void {
  if (offer.made_by === roleOf(conversation, actor.id)) throw forbidden(DEALS_MESSAGES.notYourOfferToDecide);
  if (offer.status !== 'open') throw conflict(DEALS_MESSAGES.offerNotOpen);
  if (offer.expires_at <= now) throw conflict(DEALS_MESSAGES.offerLapsed);
}

/** The offer moved on from open, or 409 when another request got there first (or it lapsed meanwhile). */
async function closeOffer(ctx: DealsContext, trx: Trx, offer: OfferRow, status: 'accepted' | 'declined' | 'countered', now: string) {
  if (!(await ctx.offers.transition(offer.id, 'open', { status, decided_at: now }, now, trx))) throw conflict(DEALS_MESSAGES.offerNotOpen);
}

/** POST /api/conversations/:id/offers: the buyer's offer (replacing their open one). */
export async function makeOffer(
  ctx: DealsContext,
  actor: Actor,
  conversationId: number,
  input: MakeOfferInput,
): Promise<ConversationDetail> {
  const own = await findOwnConversation(ctx, conversationId, actor.id);
  assertVerified(actor);
  await assertOfferWithinLimits(ctx, actor.id, { listingId: own.listing_id, buyerId: own.buyer_id });
  await ctx.db.transaction().execute(async (trx) => {
    const conversation = await ctx.conversations.findById(conversationId, trx);
    if (!conversation) throw notFound(DEALS_MESSAGES.conversationNotFound);
    if (roleOf(conversation, actor.id) !== 'buyer') throw forbidden(DEALS_MESSAGES.onlyBuyerOffers);
    await assertNotBlocked(ctx, actor.id, conversation.seller_id, trx);
    assertOfferable(await ctx.listings.findForDeal(conversation.listing_id, trx), input.quantity, toPence(input.price));
    await assertNoAgreement(ctx, conversation.id, trx);
    const placed = await placeBuyerOffer(ctx, trx, conversation, { quantity: input.quantity, unitPricePence: toPence(input.price) });
    await notifyOtherSide(ctx, trx, conversation, actor.id, placed.event.id, ACTIVITY.offer(placed.deal));
  });
  ctx.mail.wake();
  return readConversation(ctx, conversationId, actor.id);
}

/**
 * POST /api/offers/:id/accept, in one transaction: the offer still open and standing, the listing
 * still live with enough left (taken off its quantity by a conditional UPDATE, so of two accepts
 * for the last units one wins and the other answers 409), then "Agreed: n × £x".
 */
export function acceptOffer(ctx: DealsContext, actor: Actor, offerId: number): Promise<ConversationDetail> {
  assertVerified(actor);
  return actOnOffer(ctx, actor, offerId, async (trx, offer, conversation, now) => {
    assertAnswerable(actor, offer, conversation, now);
    await assertNotBlocked(ctx, actor.id, otherSideOf(conversation, actor.id), trx);
    const listing = await ctx.listings.findForDeal(conversation.listing_id, trx);
    if (!isPublished(listing)) throw conflict(DEALS_MESSAGES.listingUnavailable);
    await assertNoAgreement(ctx, conversation.id, trx);
    await closeOffer(ctx, trx, offer, 'accepted', now);
    if (!(await ctx.listings.takeQuantity(listing.id, offer.quantity, now, trx))) {
      const current = await ctx.listings.findForDeal(listing.id, trx);
      throw conflict(isPublished(current) ? notEnoughLeft(quantityAvailable(current), offer.quantity) : DEALS_MESSAGES.listingUnavailable);
    }
    const deal = describeDeal(offer.quantity, offer.unit_price_pence);
    await recordEvent(ctx, trx, conversation, actor.id, DEAL_EVENTS.agreed(offer.quantity, offer.unit_price_pence), ACTIVITY.agreed(deal));
  });
}

/** POST /api/offers/:id/decline: the side that did not make it says no. */
export function declineOffer(ctx: DealsContext, actor: Actor, offerId: number): Promise<ConversationDetail> {
  assertVerified(actor);
  return actOnOffer(ctx, actor, offerId, async (trx, offer, conversation, now) => {
    assertAnswerable(actor, offer, conversation, now);
    await closeOffer(ctx, trx, offer, 'declined', now);
    const line = offer.counter_to === null ? DEAL_EVENTS.declined : DEAL_EVENTS.counterDeclined;
    await recordEvent(ctx, trx, conversation, actor.id, line(offer.quantity, offer.unit_price_pence), ACTIVITY.declined);
  });
}

/**
 * POST /api/offers/:id/counter: the side that did not make the open offer answers it with their own
 * price for the same quantity (the seller a buyer's offer, the buyer a seller's counter, and so on),
 * up to MAX_COUNTER_ROUNDS counters per conversation. The countered offer closes; the new one stands
 * for 48 hours like any offer.
 */
export function counterOffer(ctx: DealsContext, actor: Actor, offerId: number, price: number): Promise<ConversationDetail> {
  assertVerified(actor);
  return actOnOffer(ctx, actor, offerId, async (trx, offer, conversation, now) => {
    const role = roleOf(conversation, actor.id);
    if (offer.made_by === role) throw forbidden(DEALS_MESSAGES.notYourOfferToCounter);
    await assertOfferWithinLimits(ctx, actor.id, { listingId: conversation.listing_id, buyerId: conversation.buyer_id });
    assertAnswerable(actor, offer, conversation, now);
    await assertNotBlocked(ctx, actor.id, otherSideOf(conversation, actor.id), trx);
    if ((await ctx.offers.countCounters(conversation.id, trx)) >= MAX_COUNTER_ROUNDS) throw conflict(DEALS_MESSAGES.counterRoundsUsed);
    const pence = toPence(price);
    assertOfferable(await ctx.listings.findForDeal(conversation.listing_id, trx), offer.quantity, pence);
    await closeOffer(ctx, trx, offer, 'countered', now);
    await ctx.offers.create(
      {
        conversation_id: conversation.id,
        made_by: role,
        quantity: offer.quantity,
        unit_price_pence: pence,
        status: 'open',
        counter_to: offer.id,
        expires_at: new Date(Date.parse(now) + OFFER_LIFETIME_MS).toISOString(),
        created_at: now,
        decided_at: null,
        cancelled_at: null,
        cancel_reason: null,
        cancelled_by: null,
      },
      trx,
    );
    await recordEvent(
      ctx,
      trx,
      conversation,
      actor.id,
      DEAL_EVENTS.counter(offer.quantity, pence),
      ACTIVITY.counter(describeDeal(offer.quantity, pence)),
    );
  });
}

/**
 * POST /api/offers/:id/cancel: either side calls off an agreed deal (before the handover, which
 * happens offline), with a reason both see; the quantity goes back on the listing. Allowed after
 * a block too: a deal with someone you blocked should be cancellable. Once the agreement became an
 * order, the order is what is cancelled (409 here), so its quantity goes back once.
 */
export function cancelAgreement(ctx: DealsContext, actor: Actor, offerId: number, reason: string): Promise<ConversationDetail> {
  return actOnOffer(ctx, actor, offerId, async (trx, offer, conversation, now) => {
    if (offer.status !== 'accepted') throw conflict(DEALS_MESSAGES.notAccepted);
    const changes = { status: 'cancelled' as const, cancelled_at: now, cancel_reason: reason, cancelled_by: actor.id };
    if (!(await ctx.offers.transition(offer.id, 'accepted', changes, now, trx))) throw conflict(DEALS_MESSAGES.notAccepted);
    // Looked for after the offer is held: an order being placed from it has committed or will find it cancelled.
    if (await ctx.offers.hasOrder(offer.id, trx)) throw conflict(DEALS_MESSAGES.agreementOrdered);
    await ctx.listings.returnQuantity(conversation.listing_id, offer.quantity, now, trx);
    const body = DEAL_EVENTS.cancelled(offer.quantity, offer.unit_price_pence, reason);
    await recordEvent(ctx, trx, conversation, actor.id, body, ACTIVITY.cancelled);
  });
}
