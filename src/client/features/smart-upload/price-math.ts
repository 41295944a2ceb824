import { computeSurplusPrice } from '../../../shared/pricing.ts';

/** Spec §4: a condition change moves the surplus unit price to retail × condition factor. */
export function priceForCondition(retailPrice: number, condition: string): number {
  return computeSurplusPrice(retailPrice, condition);
}

/** Spec §2: the 'manually adjusted' note shows when the price is more than a penny off SpareBot's. */
export function isManuallyAdjusted(surplusPrice: number, aiPrice: number | undefined): aiPrice is number {
  return aiPrice !== undefined && Math.abs(surplusPrice - aiPrice) > 0.01;
}
