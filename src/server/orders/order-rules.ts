import {
  AUTO_COMPLETE_MS,
  AUTO_RECEIVE_MS,
  COOLING_OFF_MS,
  type OrderAction,
  type OrderNextAction,
  type OrderRole,
  type OrderStatus,
  type OrderViewerRole,
} from '../../shared/constants/orders.ts';
import { ORDERS_MESSAGES } from '../../shared/messages/orders-messages.ts';
import type { OrderRow } from './orders.repository.ts';

/** What the rules need beyond the row: from the payments and disputes ports, and the clock. */
export interface OrderFacts {
  /** The buyer can pay it by card now (payments on, seller connected, order placed). */
  payable: boolean;
  disputeOpen: boolean;
  nowMs: number;
}

const BEFORE_HANDOVER: readonly OrderStatus[] = ['placed', 'paid'];
const HANDED_OVER: readonly OrderStatus[] = ['dispatched', 'ready_for_collection'];

const plus = (iso: string | null, ms: number) => (iso ? new Date(Date.parse(iso) + ms).toISOString() : null);

/** The cooling-off right (spec §9): a consumer buying from a business, as each was when the order was placed. */
export const coolingOffApplies = (order: OrderRow): boolean => order.buyer_type === 'individual' && order.seller_type === 'business';

/** The end of the 14 days after receipt, when the right applies and the item has been received. */
export const coolingOffUntil = (order: OrderRow): string | null =>
  coolingOffApplies(order) ? plus(order.received_at, COOLING_OFF_MS) : null;

/** When the clock marks it received, while it waits for the buyer. */
export const autoReceiveAt = (order: OrderRow): string | null =>
  HANDED_OVER.includes(order.status) ? plus(order.handed_over_at, AUTO_RECEIVE_MS) : null;

/** When the clock completes it, once received. */
export const autoCompleteAt = (order: OrderRow): string | null =>
  order.status === 'received' ? plus(order.received_at, AUTO_COMPLETE_MS) : null;

/** Cancelled in the cooling-off period, and the item not yet back with the seller. */
export const isReturnDue = (order: OrderRow): boolean => order.return_requested_at !== null && order.return_received_at === null;

/** The viewer's side of the order, or null when they are neither (admins read as 'admin'). */
export function sideOf(order: Pick<OrderRow, 'buyer_id' | 'seller_id'>, userId: number): OrderRole | null {
  if (order.buyer_id === userId) return 'buyer';
  if (order.seller_id === userId) return 'seller';
  return null;
}

export type CancelCheck = { ok: true; kind: 'cancel' | 'return' } | { ok: false; status: 403 | 409; message: string };

/**
 * Whether `role` may cancel now, and how: before the handover either side may ('cancel': the
 * quantity goes back, any payment is refunded); after receipt only a consumer who bought from a
 * business, within 14 days of receipt ('return': the goods go back, refunded when they arrive).
 */
export function checkCancel(order: OrderRow, role: OrderRole, facts: OrderFacts): CancelCheck {
  if (order.status === 'cancelled') return { ok: false, status: 409, message: ORDERS_MESSAGES.cannotCancel };
  if (facts.disputeOpen) return { ok: false, status: 409, message: ORDERS_MESSAGES.disputeOpen };
  if (BEFORE_HANDOVER.includes(order.status)) return { ok: true, kind: 'cancel' };
  if (HANDED_OVER.includes(order.status)) return { ok: false, status: 409, message: ORDERS_MESSAGES.cannotCancelAfterHandover };
  // Received or completed: the cooling-off return only.
  if (role !== 'buyer' || !coolingOffApplies(order))
    return {
      ok: false,
      status: role === 'buyer' ? 409 : 403,
      message: role === 'buyer' ? ORDERS_MESSAGES.coolingOffOnly : ORDERS_MESSAGES.onlyBuyer,
    };
  const until = coolingOffUntil(order);
  if (!until || Date.parse(until) <= facts.nowMs) return { ok: false, status: 409, message: ORDERS_MESSAGES.coolingOffOver };
  return { ok: true, kind: 'return' };
}

/** Whether the buyer may confirm receipt now: a delivery once dispatched; a collection any time before it is received (collected and paid in person). */
export function canConfirmReceipt(order: OrderRow): boolean {
  if (order.handover === 'delivery') return order.status === 'dispatched';
  return order.status === 'placed' || order.status === 'paid' || order.status === 'ready_for_collection';
}

/** Everything the viewer may do now (the order page's buttons); disputes add theirs. */
export function allowedActions(order: OrderRow, role: OrderViewerRole, facts: OrderFacts): OrderAction[] {
  if (role === 'admin') return [];
  const actions: OrderAction[] = [];
  if (role === 'buyer' && order.status === 'placed' && facts.payable) actions.push('pay');
  if (role === 'seller' && BEFORE_HANDOVER.includes(order.status)) actions.push(order.handover === 'delivery' ? 'dispatch' : 'mark_ready');
  if (role === 'buyer' && canConfirmReceipt(order)) actions.push('confirm_received');
  const cancel = checkCancel(order, role, facts);
  if (cancel.ok) actions.push(cancel.kind === 'cancel' ? 'cancel' : 'cooling_off_cancel');
  if (isReturnDue(order)) actions.push(role === 'buyer' ? 'send_return' : 'confirm_return');
  return actions;
}

/** The one step that moves the order on for the viewer: theirs, 'wait' (the other side or the clock), or null when nothing is left. */
export function nextAction(order: OrderRow, role: OrderViewerRole, facts: OrderFacts): OrderNextAction | null {
  if (role === 'admin') return null;
  switch (order.status) {
    case 'placed':
      if (facts.payable) return role === 'buyer' ? 'pay' : 'wait';
      return role === 'seller' ? handOverAction(order) : 'wait';
    case 'paid':
      return role === 'seller' ? handOverAction(order) : 'wait';
    case 'dispatched':
    case 'ready_for_collection':
      return role === 'buyer' ? 'confirm_received' : 'wait';
    case 'received':
      return 'wait';
    case 'completed':
      return null;
    case 'cancelled':
      if (!isReturnDue(order)) return null;
      return role === 'buyer' ? 'send_return' : 'confirm_return';
  }
}

const handOverAction = (order: OrderRow): OrderNextAction => (order.handover === 'delivery' ? 'dispatch' : 'mark_ready');
