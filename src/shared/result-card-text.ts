import type { VAT_MODES } from './schemas/listings.ts';

/**
 * The words of a marketplace result card that the server also writes (the /search page's first
 * paint, server/http/first-paint.ts) and the app's card shows: one source, so both read the same.
 */

type VatMode = (typeof VAT_MODES)[number];

/** The short note beside a price on cards ('+ VAT'); the listing page spells it out (VAT_NOTES). */
export const SHORT_VAT_NOTES: Record<VatMode, string> = {
  plus_vat: '+ VAT',
  not_registered: 'No VAT',
  margin: 'Margin scheme',
};

/** '12 mi · B1', '0.4 mi · B1' or just 'B1' without a distance. */
export function describePlace(outcode: string | null, distanceMiles: number | null): string {
  if (!outcode) return '';
  if (distanceMiles === null) return outcode;
  const miles = distanceMiles < 10 ? distanceMiles.toFixed(1).replace(/\.0$/, '') : String(Math.round(distanceMiles));
  return `${miles} mi · ${outcode}`;
}
