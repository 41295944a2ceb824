/** Orders (issue 18): the statuses, clocks and words both the client and the server use. */

export const ORDER_STATUSES = ['placed', 'paid', 'dispatched', 'ready_for_collection', 'received', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What each status reads as, in a list and on the order page. */
export const ORDER_STATUS_LABELS = {
  placed: 'Placed',
  paid: 'Paid',
  dispatched: 'Dispatched',
  ready_for_collection: 'Ready to collect',
  received: 'Received',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;

/** Which side of an order the caller is on; an admin reads any order without acting on it. */
export const ORDER_ROLES = ['buyer', 'seller'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];
export const ORDER_VIEWER_ROLES = ['buyer', 'seller', 'admin'] as const;
export type OrderViewerRole = (typeof ORDER_VIEWER_ROLES)[number];

/** How the goods change hands, chosen at placing from what the listing allows. */
export const ORDER_HANDOVERS = ['delivery', 'collection'] as const;
export type OrderHandover = (typeof ORDER_HANDOVERS)[number];

/**
 * Everything a viewer may be able to do to an order; `allowedActions` lists those open to the
 * caller now and `nextAction` names the one that moves the order on (or 'wait' for the other side).
 * 'cooling_off_cancel': a consumer's cancel within 14 days of receipt from a business (a return);
 * 'send_return': the buyer sends the goods back; 'confirm_return': the seller says they arrived.
 * 'open_dispute' and 'escalate_dispute' are offered through the disputes feature.
 */
export const ORDER_ACTIONS = [
  'pay',
  'dispatch',
  'mark_ready',
  'confirm_received',
  'cancel',
  'cooling_off_cancel',
  'send_return',
  'confirm_return',
  'open_dispute',
  'escalate_dispute',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ORDER_NEXT_ACTIONS = ['pay', 'dispatch', 'mark_ready', 'confirm_received', 'send_return', 'confirm_return', 'wait'] as const;
export type OrderNextAction = (typeof ORDER_NEXT_ACTIONS)[number];

/** Who made a change on the timeline. */
export const ORDER_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** UK standard rate, added to goods and delivery of a seller whose prices are plus VAT. */
export const VAT_RATE_PERCENT = 20;
/** Days after dispatch or ready-to-collect until the system marks the order received (no dispute open). */
export const AUTO_RECEIVE_DAYS = 7;
/** Days after receipt until the system completes the order (no dispute open). */
export const AUTO_COMPLETE_DAYS = 7;
/** The Consumer Contracts Regulations' cancellation period, counted from receipt. */
export const COOLING_OFF_DAYS = 14;
/** Orders and payments are kept this long (spec §9), even after an account is deleted. */
export const ORDER_RECORDS_YEARS = 7;

export const CANCEL_ORDER_REASON_MAX_LENGTH = 500;
export const DELIVERY_ADDRESS_MAX_LENGTH = 500;
export const HANDOVER_NOTE_MAX_LENGTH = 500;
/** One page of "Bought" or "Sold". */
export const ORDERS_PAGE_SIZE = 50;

const DAY_MS = 24 * 60 * 60 * 1000;
export const AUTO_RECEIVE_MS = AUTO_RECEIVE_DAYS * DAY_MS;
export const AUTO_COMPLETE_MS = AUTO_COMPLETE_DAYS * DAY_MS;
export const COOLING_OFF_MS = COOLING_OFF_DAYS * DAY_MS;

/** The number people quote: SS- and the order id, six digits at least (SS-000123). */
export function formatOrderNumber(id: number): string {
  return `SS-${String(id).padStart(6, '0')}`;
}

/** The order id in a number people typed ("ss-000123", "SS-123", "123"), else null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:ss-?)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
