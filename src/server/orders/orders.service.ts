import type { Transaction } from 'kysely';
import { ORDERS_PAGE_SIZE, type OrderHandover, type OrderViewerRole } from '../../shared/constants/orders.ts';
import { ORDERS_MESSAGES, onlyAvailableToOrder } from '../../shared/messages/orders-messages.ts';
import { computeOrderTotals } from '../../shared/order-totals.ts';
import type { ListOrdersQuery, Order, OrderList, PlaceOrderInput } from '../../shared/schemas/orders.ts';
import type { Database } from '../db/schema.ts';
import { forbidden } from '../deals/deal-errors.ts';
import { quantityAvailable } from '../listings/listing-stock.repository.ts';
import { badRequest, conflict, notFound } from '../http/http-errors.ts';
import { publicPhotoUrl } from '../listings/public-listing.ts';
import type { OrdersContext } from './orders-context.ts';
import type { OrderListingRow, OrderOfferRow, OrderRow } from './orders.repository.ts';
import { recordOrderChange } from './order-notifications.ts';
import { sideOf, type OrderFacts } from './order-rules.ts';
import { toOrder, toOrderSummary } from './order-view.ts';
import { isPublished } from '../listings/listing-rules.ts';

type Trx = Transaction<Database>;
/** The signed-in user as orders need them (a SessionUser is one). */
export interface OrderActor {
  id: number;
  is_email_verified: number;
  is_admin: number;
}

/** The way of handing over: the one asked for, if the listing offers it; else the only one it offers. */
function chooseHandover(listing: OrderListingRow, asked: OrderHandover | undefined): OrderHandover {
  const offered = listing.handover ?? 'both';
  if (asked) {
    if (offered !== 'both' && offered !== asked) throw badRequest(ORDERS_MESSAGES.handoverNotOffered);
    return asked;
  }
  if (offered === 'both') {
    // A listing that never said (made before handover was asked) is collected unless the buyer asks for delivery.
    if (listing.handover === null) return 'collection';
    throw badRequest(ORDERS_MESSAGES.handoverRequired);
  }
  return offered;
}

/** The accepted offer the buyer orders (404 to anyone but its two sides; 403 to its seller). */
async function findOrderableOffer(ctx: OrdersContext, actor: OrderActor, input: PlaceOrderInput, trx: Trx): Promise<OrderOfferRow> {
  const found = await ctx.orders.findOffer(input.offerId!, trx);
  if (!found || (found.buyer_id !== actor.id && found.seller_id !== actor.id)) throw notFound(ORDERS_MESSAGES.offerNotFound);
  if (found.buyer_id !== actor.id) throw forbidden(ORDERS_MESSAGES.offerNotYours);
  if (found.listing_id !== input.listingId) throw badRequest(ORDERS_MESSAGES.offerOtherListing);
  if (input.quantity !== undefined && input.quantity !== found.quantity) throw badRequest(ORDERS_MESSAGES.offerQuantityDiffers);
  const held = await ctx.orders.lockAcceptedOffer(found.id, trx);
  // Looked for once the offer is held: a second order of the same agreement waited for the first.
  if (await ctx.orders.findByOffer(found.id, trx)) throw conflict(ORDERS_MESSAGES.offerAlreadyOrdered);
  if (!held) throw conflict(ORDERS_MESSAGES.offerNotAccepted);
  return held;
}

/**
 * POST /api/orders, in one transaction. "Buy now": the listing live, not the buyer's own, no block
 * either way; the quantity taken off by the same conditional UPDATE agreements use (of two orders
 * for the last unit one wins, the other answers 409 sold out). From an accepted offer: its price
 * and quantity, which the acceptance already took off the listing (not taken again). Then the
 * snapshot, totals in pence, the 'placed' event, the seller's email and the conversation line.
 */
export async function placeOrder(ctx: OrdersContext, actor: OrderActor, input: PlaceOrderInput): Promise<Order> {
  if (!actor.is_email_verified) throw forbidden(ORDERS_MESSAGES.verifiedEmailRequired);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now().toISOString();
    const offer = input.offerId === undefined ? undefined : await findOrderableOffer(ctx, actor, input, trx);
    const listing = await ctx.listings.findForOrder(input.listingId, trx);
    if (!offer && !isPublished(listing)) throw notFound(ORDERS_MESSAGES.listingNotFound);
    if (!listing) throw conflict(ORDERS_MESSAGES.listingUnavailable);
    if (listing.owner_id === actor.id) throw forbidden(ORDERS_MESSAGES.ownListing);
    if (await ctx.safety.isBlockedBetween(actor.id, listing.owner_id, trx)) throw forbidden(ORDERS_MESSAGES.blocked);
    const handover = chooseHandover(listing, input.handover);
    if (handover === 'delivery' && !input.deliveryAddress) throw badRequest(ORDERS_MESSAGES.deliveryAddressRequired);
    const quantity = offer ? offer.quantity : input.quantity!;
    if (!offer) {
      if (listing.quantity <= 0) throw conflict(ORDERS_MESSAGES.soldOut);
      if (!(await ctx.listings.takeQuantity(listing.id, quantity, now, trx))) {
        const current = await ctx.listings.findForOrder(listing.id, trx);
        throw conflict(isPublished(current) ? onlyAvailableToOrder(quantityAvailable(current)) : ORDERS_MESSAGES.listingUnavailable);
      }
    }
    const unitPricePence = offer ? offer.unit_price_pence : listing.unit_price_pence;
    const parties = await ctx.orders.findParties([actor.id, listing.owner_id], trx);
    const sellerType = parties.get(listing.owner_id)?.account_type ?? null;
    // VAT treatment is a business seller's; an individual's price never carries VAT.
    const vatMode = sellerType === 'business' ? listing.vat_mode : null;
    const totals = computeOrderTotals({ unitPricePence, quantity, vatMode, handover, deliveryPricePence: listing.delivery_price_pence });
    const photo = await ctx.listings.findFirstPhoto(listing.id, trx);
    const order = await ctx.orders.create(
      {
        listing_id: listing.id,
        conversation_id: offer ? offer.conversation_id : await ctx.orders.findConversationId(listing.id, actor.id, trx),
        offer_id: offer?.id ?? null,
        buyer_id: actor.id,
        seller_id: listing.owner_id,
        buyer_type: parties.get(actor.id)?.account_type ?? null,
        seller_type: sellerType,
        title: listing.title,
        thumbnail_url: photo ? publicPhotoUrl(photo.id, photo.thumb_key) : null,
        condition: listing.condition,
        unit_price_pence: unitPricePence,
        quantity,
        vat_mode: vatMode,
        handover,
        delivery_address: handover === 'delivery' ? (input.deliveryAddress ?? null) : null,
        delivery_pence: totals.delivery,
        goods_pence: totals.goods,
        vat_pence: totals.vat,
        total_pence: totals.total,
        status: 'placed',
        paid_at: null,
        handed_over_at: null,
        received_at: null,
        completed_at: null,
        cancelled_at: null,
        cancelled_by: null,
        cancel_reason: null,
        carrier: null,
        tracking_number: null,
        return_requested_at: null,
        return_received_at: null,
        created_at: now,
        updated_at: now,
      },
      trx,
    );
    await recordOrderChange(ctx, trx, order, { kind: 'placed', actorId: actor.id, note: null }, now);
    return order.id;
  });
  ctx.mail.wake();
  return readOrder(ctx, actor, id);
}

/** The viewer's side, 'admin' for an admin who is neither, or 404 as for an unknown order. */
export function viewerRole(order: OrderRow | undefined, actor: OrderActor): OrderViewerRole {
  const side = order && sideOf(order, actor.id);
  if (side) return side;
  if (order && actor.is_admin) return 'admin';
  throw notFound(ORDERS_MESSAGES.orderNotFound);
}

/** The facts the rules read beyond the row (payments and disputes ports, the clock). */
export async function orderFacts(ctx: OrdersContext, order: OrderRow, trx?: Trx): Promise<OrderFacts> {
  return {
    payable: order.status === 'placed' && (await ctx.ports.payments.payable(order, trx)),
    disputeOpen: await ctx.ports.disputes.hasOpenDispute(order.id, trx),
    nowMs: ctx.now().getTime(),
  };
}

/** GET /api/orders/:id: the two sides and admins; anyone else 404. */
export async function readOrder(ctx: OrdersContext, actor: OrderActor, id: number): Promise<Order> {
  const order = await ctx.orders.findById(id);
  const role = viewerRole(order, actor);
  const row = order!;
  const [events, parties, facts, payment, dispute, disputeActions] = await Promise.all([
    ctx.orders.listEvents(row.id),
    ctx.orders.findParties([row.buyer_id, row.seller_id]),
    orderFacts(ctx, row),
    ctx.ports.payments.view(row, role),
    ctx.ports.disputes.summary(row, role),
    ctx.ports.disputes.actions(row, role),
  ]);
  return toOrder(row, role, { events, parties, facts, payment, dispute, disputeActions });
}

/** GET /api/orders: "Bought" or "Sold", one status or all, newest first, a page at a time. */
export async function listOrders(ctx: OrdersContext, actor: OrderActor, query: ListOrdersQuery): Promise<OrderList> {
  const rows = await ctx.orders.list({
    userId: actor.id,
    role: query.role,
    status: query.status,
    before: query.before,
    limit: ORDERS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ORDERS_PAGE_SIZE);
  const parties = await ctx.orders.findParties(page.flatMap((row) => [row.buyer_id, row.seller_id]));
  const nowMs = ctx.now().getTime();
  const orders = await Promise.all(
    page.map(async (row) => {
      const payable = row.status === 'placed' && (await ctx.ports.payments.payable(row));
      return toOrderSummary(row, query.role, parties, { payable, disputeOpen: false, nowMs });
    }),
  );
  return { orders, nextBefore: rows.length > ORDERS_PAGE_SIZE ? page[page.length - 1]!.id : null };
}
