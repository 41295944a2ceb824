import { toPence } from '../../../shared/money.ts';
import { parseMoneyText } from '../../../shared/listing-numbers.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';

export interface InventoryTotals {
  /** Number of listings (rows), not the sum of their quantities. */
  totalItems: number;
  /** Σ surplus unit price × quantity, in pounds (spec §9). */
  totalSurplusValue: number;
}

/** Sums in whole pence so 10,000 items add up to the penny, then converts back to pounds. */
export function computeInventoryTotals(listings: ReadonlyArray<Pick<Listing, 'originalPrice' | 'quantity'>>): InventoryTotals {
  let pence = 0;
  for (const listing of listings) pence += toPence(parseMoneyText(listing.originalPrice)) * listing.quantity;
  return { totalItems: listings.length, totalSurplusValue: pence / 100 };
}
