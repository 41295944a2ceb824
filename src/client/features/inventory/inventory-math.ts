import { toPence } from '../../../shared/money.ts';
import { computeSurplusPrice, roundPounds } from '../../../shared/pricing.ts';
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

/** A price field's text as pounds: unparseable or negative → 0 (spec §5), rounded to the penny. */
export function parseMoneyInput(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat((value ?? '').trim());
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return roundPounds(parsed);
}

/** Like parseMoneyInput, but a blank field means "not known" (null) rather than £0. */
export function parseOptionalMoneyInput(value: string | null | undefined): number | null {
  return (value ?? '').trim() === '' ? null : parseMoneyInput(value);
}

/** A quantity field's text: a whole number of at least 1, else 1 (spec §5). */
export function parseQuantityInput(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat((value ?? '').trim());
  if (!Number.isFinite(parsed)) return 1;
  const whole = Math.floor(parsed);
  return whole >= 1 ? whole : 1;
}

/** Pounds as the text a price input holds: '12.50'. */
export function formatMoneyInput(pounds: number): string {
  return pounds.toFixed(2);
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
