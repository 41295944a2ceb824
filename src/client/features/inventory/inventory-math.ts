import { toPence } from '../../../shared/money.ts';
import { computeSurplusPrice } from '../../../shared/pricing.ts';
import { formatMoneyInput, parseMoneyInput, parseOptionalMoneyInput } from '../../lib/money-input.ts';
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
  for (const listing of listings) pence += toPence(parseMoneyInput(listing.originalPrice)) * listing.quantity;
  return { totalItems: listings.length, totalSurplusValue: pence / 100 };
}

/**
 * The surplus field after a condition change: retail × the condition's factor (decisions §4).
 * With no retail price there is nothing to derive from, so the surplus the user sees stays.
 */
export function recomputeSurplusInput(retailInput: string, condition: string, currentSurplus: string): string {
  const retail = parseOptionalMoneyInput(retailInput);
  if (retail === null) return currentSurplus;
  return formatMoneyInput(computeSurplusPrice(retail, condition));
}

/** A 2-decimal money string from the API as a number (never NaN). */
export function moneyValue(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
