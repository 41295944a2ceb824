import { CARRIERS, trackingUrlOf } from '../../shared/carriers.ts';
import {
  ORDER_STATUS_LABELS,
  formatOrderNumber,
  type OrderAction,
  type OrderActor,
  type OrderViewerRole,
} from '../../shared/constants/orders.ts';
import { nextActionText, ORDER_TEXTS, orderEventLabel } from '../../shared/messages/orders-messages.ts';
import { formatPence } from '../../shared/money.ts';
import { formatOrderTotals } from '../../shared/order-totals.ts';
import type { Order, OrderDisputeSummary, OrderParty, OrderPayment, OrderSummary } from '../../shared/schemas/orders.ts';
import { sellerDisplayName } from '../search/public-reads.service.ts';
import type { OrderEventRow, OrderPartyRow, OrderRow } from './orders.repository.ts';
import { allowedActions, autoCompleteAt, autoReceiveAt, coolingOffUntil, isReturnDue, nextAction, type OrderFacts } from './order-rules.ts';
import { signedMediaUrl } from '../images/photo-url-signing.ts';

/** A side as the other sees it; a deleted account's stand-in reads 'Deleted user' (its only name). */
function toParty(id: number, row: OrderPartyRow | undefined): OrderParty {
  if (!row) return { id, displayName: 'SpareStock user', accountType: null };
  return { id, displayName: sellerDisplayName(row), accountType: row.account_type };
}

/** How a delivery was sent, with the carrier's tracking page; null when dispatched without a carrier (or not yet). */
function trackingOf(order: OrderRow): Order['tracking'] {
  const carrier = CARRIERS.find((known) => known === order.carrier);
  if (!carrier) return null;
  return { carrier, trackingNumber: order.tracking_number, trackingUrl: trackingUrlOf(carrier, order.tracking_number) };
}

/** Who made a change, as the timeline names them. */
function actorOf(order: OrderRow, actorId: number | null): OrderActor {
  if (actorId === null) return 'system';
  if (actorId === order.buyer_id) return 'buyer';
  if (actorId === order.seller_id) return 'seller';
  return 'admin';
}

/** One line of "Bought" or "Sold" for the viewer. */
export function toOrderSummary(
  order: OrderRow,
  role: OrderViewerRole,
  parties: Map<number, OrderPartyRow>,
  facts: OrderFacts,
): OrderSummary {
  const otherId = role === 'seller' ? order.buyer_id : order.seller_id;
  return {
    id: order.id,
    number: formatOrderNumber(order.id),
    role,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    title: order.title,
    thumbnailUrl: order.thumbnail_url && signedMediaUrl(order.thumbnail_url),
    quantity: order.quantity,
    total: formatPence(order.total_pence),
    otherParty: toParty(otherId, parties.get(otherId)),
    nextAction: nextAction(order, role, facts),
    returnDue: isReturnDue(order),
    placedAt: order.created_at,
    updatedAt: order.updated_at,
  };
}

export interface OrderExtras {
  events: OrderEventRow[];
  parties: Map<number, OrderPartyRow>;
  facts: OrderFacts;
  payment: OrderPayment | null;
  dispute: OrderDisputeSummary | null;
  disputeActions: OrderAction[];
}

/** A whole order for the viewer (one of its two sides, or an admin). */
export function toOrder(order: OrderRow, role: OrderViewerRole, extras: OrderExtras): Order {
  const summary = toOrderSummary(order, role, extras.parties, extras.facts);
  const cancelledBy = order.cancelled_at === null ? null : actorOf(order, order.cancelled_by);
  return {
    ...summary,
    buyer: toParty(order.buyer_id, extras.parties.get(order.buyer_id)),
    seller: toParty(order.seller_id, extras.parties.get(order.seller_id)),
    item: {
      listingId: order.listing_id,
      title: order.title,
      thumbnailUrl: order.thumbnail_url && signedMediaUrl(order.thumbnail_url),
      condition: order.condition,
      unitPrice: formatPence(order.unit_price_pence),
      vatMode: order.vat_mode,
    },
    handover: order.handover,
    deliveryAddress: order.delivery_address,
    tracking: trackingOf(order),
    totals: formatOrderTotals(
      { goods: order.goods_pence, delivery: order.delivery_pence, vat: order.vat_pence, total: order.total_pence },
      order.vat_mode,
      order.handover,
    ),
    offerId: order.offer_id,
    conversationId: order.conversation_id,
    nextActionText: nextActionText(summary.nextAction, role, order.status, extras.facts.disputeOpen),
    allowedActions: [...allowedActions(order, role, extras.facts), ...extras.disputeActions],
    timeline: extras.events.map((event) => ({
      kind: event.kind,
      label: orderEventLabel(event.kind),
      actor: actorOf(order, event.actor_id),
      note: event.note,
      at: event.created_at,
    })),
    paidAt: order.paid_at,
    handedOverAt: order.handed_over_at,
    receivedAt: order.received_at,
    completedAt: order.completed_at,
    cancelledAt: order.cancelled_at,
    cancelledBy,
    cancelReason: order.cancel_reason,
    autoReceiveAt: extras.facts.disputeOpen ? null : autoReceiveAt(order),
    autoCompleteAt: extras.facts.disputeOpen ? null : autoCompleteAt(order),
    coolingOffUntil: coolingOffUntil(order),
    returnRequestedAt: order.return_requested_at,
    returnReceivedAt: order.return_received_at,
    payment: extras.payment,
    paymentNote: extras.payment?.method === 'card' ? null : ORDER_TEXTS.paymentBetweenParties,
    dispute: extras.dispute,
  };
}
