import type { VAT_MODES } from '../../../shared/schemas/listings.ts';
import { MONTH_NAMES } from '../../../shared/month-names.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';

type VatMode = (typeof VAT_MODES)[number];

/** The short note beside a price on cards ('+ VAT'); the listing page spells it out (VAT_NOTES). */
export const SHORT_VAT_NOTES: Record<VatMode, string> = {
  plus_vat: '+ VAT',
  not_registered: 'No VAT',
  margin: 'Margin scheme',
};

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

/** '12 mi · B1', '0.4 mi · B1' or just 'B1' without a distance. */
export function describePlace(outcode: string | null, distanceMiles: number | null): string {
  if (!outcode) return '';
  if (distanceMiles === null) return outcode;
  const miles = distanceMiles < 10 ? distanceMiles.toFixed(1).replace(/\.0$/, '') : String(Math.round(distanceMiles));
  return `${miles} mi · ${outcode}`;
}

/** 'March 2026' from the API's '2026-03' (a seller's 'member since'). */
export function formatMemberSince(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  const name = month ? MONTH_NAMES[month - 1] : undefined;
  return year && name ? `${name} ${year}` : yearMonth;
}
