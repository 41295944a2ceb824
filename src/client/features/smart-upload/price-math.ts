import { computeSurplusPrice, roundPounds } from '../../../shared/pricing.ts';

/** Spec §5: unparseable prices become 0 (never negative); prices keep whole pennies. */
export function parsePriceInput(value: string): number {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) return 0;
  return roundPounds(n);
}

/** Spec §5: quantity at least 1; anything unparseable becomes 1. */
export function parseQuantityInput(value: string): number {
  const n = Math.floor(Number(value.trim()));
  return value.trim() !== '' && Number.isFinite(n) && n >= 1 ? n : 1;
}

/** Spec §4: a condition change moves the surplus unit price to retail × condition factor. */
export function priceForCondition(retailPrice: number, condition: string): number {
  return computeSurplusPrice(retailPrice, condition);
}

/** Spec §2: the 'manually adjusted' note shows when the price is more than a penny off SpareBot's. */
export function isManuallyAdjusted(surplusPrice: number, aiPrice: number | undefined): aiPrice is number {
  return aiPrice !== undefined && Math.abs(surplusPrice - aiPrice) > 0.01;
}
