import { computeOrderTotals, orderVatNote, type OrderVatMode } from '../../../shared/order-totals.ts';
import { readApiMoney } from '../../../shared/listing-numbers.ts';
import { toPence } from '../../../shared/money.ts';

export type HandoverChoice = 'collection' | 'delivery';

/** The ways a buyer can take the item, as the listing allows; a listing that never said is collected (as its page says). */
export function handoverChoices(handover: 'collection' | 'delivery' | 'both' | null): HandoverChoice[] {
  switch (handover) {
    case 'both':
      return ['collection', 'delivery'];
    case 'delivery':
      return ['delivery'];
    case 'collection':
    case null:
      return ['collection'];
  }
}

export interface OrderPreview {
  goodsPence: number;
  /** Null while the delivery price is to agree with the seller; 0 for collection. */
  deliveryPence: number | null;
  /** Only for a seller whose prices are plus VAT. */
  vatPence: number | null;
  vatNote: string | null;
  totalPence: number;
}

/** What "Buy now" will cost, worked out as the server will (src/shared/order-totals.ts: one rounding, at the line total). */
export function previewOrder(input: {
  unitPrice: string;
  quantity: number;
  vatMode: OrderVatMode | null;
  handover: HandoverChoice;
  deliveryPrice: string | null;
}): OrderPreview {
  const delivery = readApiMoney(input.deliveryPrice);
  const totals = computeOrderTotals({
    unitPricePence: toPence(readApiMoney(input.unitPrice) ?? 0),
    quantity: input.quantity,
    vatMode: input.vatMode,
    handover: input.handover,
    deliveryPricePence: delivery === null ? null : toPence(delivery),
  });
  return {
    goodsPence: totals.goods,
    deliveryPence: totals.delivery,
    vatPence: input.vatMode === 'plus_vat' ? totals.vat : null,
    vatNote: orderVatNote(input.vatMode),
    totalPence: totals.total,
  };
}
