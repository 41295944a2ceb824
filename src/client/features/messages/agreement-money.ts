import { toPence } from '../../../shared/money.ts';
import { computeOrderTotals, type OrderTotalsPence, type OrderVatMode } from '../../../shared/order-totals.ts';
import type { Agreement } from '../../../shared/schemas/deals.ts';

/** An agreed deal's money as the server will charge it (src/shared/order-totals.ts, one rounding). */
export function agreementTotals(
  agreement: Pick<Agreement, 'unitPrice' | 'quantity'>,
  listing: { vatMode: OrderVatMode | null; deliveryPrice: string | null },
  handover: 'collection' | 'delivery',
): OrderTotalsPence {
  return computeOrderTotals({
    unitPricePence: toPence(Number(agreement.unitPrice)),
    quantity: agreement.quantity,
    vatMode: listing.vatMode,
    handover,
    deliveryPricePence: listing.deliveryPrice === null ? null : toPence(Number(listing.deliveryPrice)),
  });
}
