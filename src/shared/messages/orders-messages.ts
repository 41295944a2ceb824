import {
  AUTO_COMPLETE_DAYS,
  AUTO_RECEIVE_DAYS,
  CANCEL_ORDER_REASON_MAX_LENGTH,
  COOLING_OFF_DAYS,
  DELIVERY_ADDRESS_MAX_LENGTH,
  HANDOVER_NOTE_MAX_LENGTH,
  VAT_RATE_PERCENT,
  type OrderNextAction,
  type OrderRole,
  type OrderStatus,
} from '../constants/orders.ts';
import { CARRIERS, TRACKING_NUMBER_MAX_LENGTH } from '../carriers.ts';
import { formatCount } from '../money.ts';
import { DISPUTE_EVENT_LABELS } from './disputes-messages.ts';

/**
 * What orders say, written once (apart from the zod schemas, so a screen can word an answer
 * without loading zod).
 */
export const ORDERS_MESSAGES = {
  // Input
  listingIdInvalid: 'listingId must be a listing id: a whole number from 1',
  offerIdInvalid: 'offerId must be an offer id: a whole number from 1',
  quantityRequired: 'Please choose how many you want',
  handoverInvalid: 'Handover must be one of: delivery, collection',
  handoverRequired: 'Please choose delivery or collection',
  deliveryAddressRequired: 'Please enter the address to deliver to',
  deliveryAddressTooLong: `The delivery address must be at most ${DELIVERY_ADDRESS_MAX_LENGTH} characters`,
  carrierInvalid: `carrier must be one of: ${CARRIERS.join(', ')}`,
  carrierChoose: 'Please choose how you sent it',
  carrierRequired: 'Please choose the carrier for this tracking number',
  trackingNumberRequired: (carrier: string) => `Please enter the ${carrier} tracking number`,
  trackingNumberInvalid: (carrier: string, looksLike: string) => `That isn’t a ${carrier} tracking number: it should be ${looksLike}.`,
  trackingNumberTooLong: `The tracking number must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
  handoverNoteTooLong: `The note must be at most ${HANDOVER_NOTE_MAX_LENGTH} characters`,
  cancelReasonRequired: 'Please give a reason for cancelling',
  cancelReasonTooLong: `The reason must be at most ${CANCEL_ORDER_REASON_MAX_LENGTH} characters`,
  roleInvalid: 'role must be one of: buyer, seller',
  statusInvalid: 'status must be one of: placed, paid, dispatched, ready_for_collection, received, completed, cancelled',
  beforeInvalid: 'before must be an order id: a whole number from 1',

  // Who may do what
  verifiedEmailRequired: 'Please verify your email address before placing an order. We sent you a link when you registered.',
  orderNotFound: 'Order not found',
  listingNotFound: 'Listing not found',
  offerNotFound: 'Offer not found',
  ownListing: 'This is your own listing, so you can’t order it.',
  blocked: 'You can’t order from this seller because one of you has blocked the other.',
  listingUnavailable: 'This listing is no longer available.',
  soldOut: 'Sorry, this listing has just sold out.',
  offerNotAccepted: 'Only an accepted offer can become an order.',
  offerNotYours: 'Only the buyer of an accepted offer can order it.',
  offerOtherListing: 'This offer is for a different listing.',
  offerQuantityDiffers: 'An order from an offer is for the quantity agreed in it.',
  offerAlreadyOrdered: 'This agreement has already become an order.',
  handoverNotOffered: 'The seller does not offer this way of handing over the item.',
  onlySeller: 'Only the seller can do this.',
  onlyBuyer: 'Only the buyer can do this.',
  notDelivery: 'This order is for collection: mark it ready to collect instead.',
  notCollection: 'This order is for delivery: mark it dispatched instead.',
  cannotDispatch: 'This order can’t be dispatched now.',
  cannotMarkReady: 'This order can’t be marked ready to collect now.',
  cannotConfirmReceived: 'This order can’t be marked received now.',
  cannotCancel: 'This order can no longer be cancelled.',
  cannotCancelAfterHandover:
    'The item is on its way or ready to collect, so the order can no longer be cancelled. Once you have it, you can raise a problem with the order if something is wrong.',
  coolingOffOnly: `After receipt, only a consumer buying from a business can cancel, within ${COOLING_OFF_DAYS} days (the cooling-off period).`,
  coolingOffOver: `The ${COOLING_OFF_DAYS}-day cooling-off period for this order has ended.`,
  disputeOpen: 'There is an open dispute on this order: it stays as it is until the dispute is settled.',
  noReturnDue: 'No return is due on this order.',
  payNotOnline:
    'Payment for this order happens between you and the seller, on collection or delivery: SpareStock does not take card payments for it.',
  openOrders: 'You have orders still in progress. Please complete or cancel them before deleting your account.',
} as const;

/** "Only 3 available": an order for more than the listing has. */
export function onlyAvailableToOrder(available: number): string {
  return available <= 0
    ? ORDERS_MESSAGES.soldOut
    : `Only ${formatCount(available)} available. Please order ${formatCount(available)} or fewer.`;
}

/** Words shown with an order's totals and payment. */
export const ORDER_TEXTS = {
  vatPlus: `VAT at ${VAT_RATE_PERCENT}%`,
  vatNotRegistered: 'No VAT: the seller is not VAT-registered',
  vatMargin: 'VAT included under the margin scheme, not shown separately',
  deliveryToAgree: 'Delivery price to agree with the seller: not included in the total',
  collection: 'Collection: no delivery charge',
  paymentBetweenParties:
    'Payment happens between buyer and seller, on collection or delivery. SpareStock does not take payment for this order.',
  autoReceive: `If the buyer does not confirm receipt, the order is marked received ${AUTO_RECEIVE_DAYS} days after it was dispatched or made ready to collect, unless a dispute is open.`,
  autoComplete: `The order completes ${AUTO_COMPLETE_DAYS} days after receipt, unless a dispute is open.`,
  coolingOff: `As a consumer buying from a business you may cancel within ${COOLING_OFF_DAYS} days of receipt and return the item for a refund.`,
  returnDue: 'Return due: the buyer sends the item back; the refund follows when the seller confirms it arrived.',
} as const;

/** What the timeline says of each step. */
export const ORDER_EVENT_LABELS: Record<string, string> = {
  placed: 'Order placed',
  paid: 'Paid',
  dispatched: 'Dispatched',
  ready_for_collection: 'Ready to collect',
  received: 'Received',
  auto_received: 'Marked received automatically',
  completed: 'Completed',
  cancelled: 'Cancelled',
  return_requested: 'Cancelled in the cooling-off period: return due',
  return_received: 'Return received by the seller',
  ...DISPUTE_EVENT_LABELS,
};

/** The timeline's words for a step kind another feature added without a label here. */
export function orderEventLabel(kind: string): string {
  return ORDER_EVENT_LABELS[kind] ?? kind.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The sentence under an order's next action, for the viewer's side. */
export function nextActionText(
  action: OrderNextAction | null,
  role: OrderRole | 'admin',
  status: OrderStatus,
  disputeOpen = false,
): string | null {
  switch (action) {
    case 'pay':
      return 'Pay for your order by card.';
    case 'dispatch':
      return 'Send the item to the buyer, then mark it dispatched.';
    case 'mark_ready':
      return 'Get the item ready, then tell the buyer it can be collected.';
    case 'confirm_received':
      return 'Let the seller know the item arrived.';
    case 'send_return':
      return 'Send the item back to the seller; the refund follows when it arrives.';
    case 'confirm_return':
      return 'Tell the buyer when the returned item has arrived.';
    case 'wait':
      // A dispute stops the clocks: nothing completes by itself until it is settled.
      if (disputeOpen) return 'A dispute is open: the order stays on hold until it is settled.';
      return waitingText(role, status);
    case null:
      return null;
  }
}

function waitingText(role: OrderRole | 'admin', status: OrderStatus): string {
  if (status === 'cancelled')
    return role === 'seller' ? 'Waiting for the buyer to return the item.' : 'Waiting for the seller to confirm the return.';
  if (status === 'placed' || status === 'paid')
    return role === 'buyer' ? 'Waiting for the seller to dispatch the item or get it ready to collect.' : 'Waiting for the buyer.';
  if (status === 'dispatched' || status === 'ready_for_collection') return 'Waiting for the buyer to confirm receipt.';
  return 'Nothing to do: the order completes by itself.';
}
