import { DISPUTE_LABELS } from '../../../shared/constants/disputes.ts';
import {
  ORDER_STATUSES,
  type OrderAction,
  type OrderNextAction,
  type OrderRole,
  type OrderStatus,
} from '../../../shared/constants/orders.ts';

/** The button that makes each move, as the order page and the list's "next" line word it. */
export const ORDER_ACTION_LABELS = {
  pay: 'Pay by card',
  dispatch: 'Mark dispatched',
  mark_ready: 'Ready to collect',
  confirm_received: 'Confirm received',
  cancel: 'Cancel order',
  cooling_off_cancel: 'Cancel and return',
  send_return: 'Send the item back',
  confirm_return: 'Confirm return received',
  open_dispute: DISPUTE_LABELS.open,
  escalate_dispute: DISPUTE_LABELS.escalate,
} as const satisfies Record<OrderAction, string>;

/** The list's one line about what happens next: the caller's move, or whom they wait for. */
export function describeNextAction(action: OrderNextAction | null, otherName: string): { text: string; yours: boolean } | null {
  if (action === null) return null;
  if (action === 'wait') return { text: `Waiting for ${otherName}`, yours: false };
  return { text: `Your turn: ${ORDER_ACTION_LABELS[action]}`, yours: true };
}

/** The tabs of /orders and the API role each reads. */
export const ORDER_TABS = { bought: 'buyer', sold: 'seller' } as const satisfies Record<string, OrderRole>;
export type OrderTab = keyof typeof ORDER_TABS;

export interface OrdersUrlState {
  tab: OrderTab;
  status: OrderStatus | null;
}

/** `?tab=sold&status=paid` → the state; anything unknown falls back to Bought and every status. */
export function readOrdersUrl(search: string): OrdersUrlState {
  const params = new URLSearchParams(search);
  const tab = params.get('tab') === 'sold' ? 'sold' : 'bought';
  const raw = params.get('status');
  const status = (ORDER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as OrderStatus) : null;
  return { tab, status };
}

/** The /orders URL of a state, defaults left out (so plain /orders is Bought, all statuses). */
export function ordersHref(state: OrdersUrlState): string {
  const params = new URLSearchParams();
  if (state.tab !== 'bought') params.set('tab', state.tab);
  if (state.status) params.set('status', state.status);
  const query = params.toString();
  return query ? `/orders?${query}` : '/orders';
}

/** Who the other side is, from the caller's: "from Dave S." on a purchase, "to Kemi A." on a sale. */
export function otherPartyPhrase(role: OrderRole | 'admin', name: string): string {
  return role === 'seller' ? `to ${name}` : `from ${name}`;
}
