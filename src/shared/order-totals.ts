import { VAT_RATE_PERCENT } from './constants/orders.ts';
import { ORDER_TEXTS } from './messages/orders-messages.ts';
import { formatPence } from './money.ts';

export type OrderVatMode = 'plus_vat' | 'not_registered' | 'margin';

export interface OrderTotalsInput {
  unitPricePence: number;
  quantity: number;
  vatMode: OrderVatMode | null;
  handover: 'delivery' | 'collection';
  /** The listing's delivery price; null = "ask the seller" (to agree, not in the total). */
  deliveryPricePence: number | null;
}

export interface OrderTotalsPence {
  goods: number;
  /** Null while the delivery price is to agree; 0 for collection. */
  delivery: number | null;
  vat: number;
  total: number;
}

/**
 * An order's money in pence. Goods = unit price × quantity (exact). Plus VAT: 20 % of goods and
 * delivery together (delivery follows the goods' VAT treatment, as HMRC has it), rounded once,
 * half up, on that line total. Not registered and margin scheme: no VAT added (under the margin
 * scheme it is inside the price and never shown). The client's "Buy now" preview uses this too.
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotalsPence {
  const goods = input.unitPricePence * input.quantity;
  const delivery = input.handover === 'collection' ? 0 : input.deliveryPricePence;
  const taxable = goods + (delivery ?? 0);
  const vat = input.vatMode === 'plus_vat' ? Math.floor((taxable * VAT_RATE_PERCENT + 50) / 100) : 0;
  return { goods, delivery, vat, total: taxable + vat };
}

/** The words beside the totals for a VAT mode (null: the seller stated none, so nothing is said). */
export function orderVatNote(vatMode: OrderVatMode | null): string | null {
  switch (vatMode) {
    case 'plus_vat':
      return ORDER_TEXTS.vatPlus;
    case 'not_registered':
      return ORDER_TEXTS.vatNotRegistered;
    case 'margin':
      return ORDER_TEXTS.vatMargin;
    case null:
      return null;
  }
}

/** The totals as the API shows them: 2-decimal strings; VAT only when it is added. */
export function formatOrderTotals(totals: OrderTotalsPence, vatMode: OrderVatMode | null, handover: 'delivery' | 'collection') {
  return {
    goods: formatPence(totals.goods),
    delivery: totals.delivery === null ? null : formatPence(totals.delivery),
    deliveryToAgree: handover === 'delivery' && totals.delivery === null,
    vat: vatMode === 'plus_vat' ? formatPence(totals.vat) : null,
    vatNote: orderVatNote(vatMode),
    total: formatPence(totals.total),
    currency: 'GBP' as const,
  };
}
