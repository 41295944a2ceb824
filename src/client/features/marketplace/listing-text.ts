import { MONTH_NAMES } from '../../../shared/month-names.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';

type Handover = 'collection' | 'delivery' | 'both';

/** How the buyer gets it, in a buyer's words: 'Collection or delivery (£5.00)'. */
export function describeHandover(handover: Handover | null, deliveryPrice: string | null): string {
  const price = deliveryPrice === null ? 'ask the seller for a price' : formatListingMoney(deliveryPrice);
  switch (handover) {
    case 'delivery':
      return `Delivery only (${price})`;
    case 'both':
      return `Collection or delivery (${price})`;
    case 'collection':
    case null:
      return 'Collection only';
  }
}

/** 'March 2026' from the API's '2026-03' (a seller's 'member since'). */
export function formatMemberSince(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const name = month ? MONTH_NAMES[month - 1] : undefined;
  return year && name ? `${name} ${year}` : yearMonth;
}
