import type { AnalysisResult } from '../../shared/schemas/analysis.ts';
import { roundPounds } from '../../shared/pricing.ts';

/** The retail and surplus unit prices SpareBot suggests for an item. */
export interface AiPrices {
  retail: number;
  surplus: number;
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Retail = `estimatedPrice.marketPrice`, surplus = `estimatedPrice.surplusPrice`; null if unusable.
 *
 * Not `priceTransparency.retailBaseline`: that is the product type's baseline *before* the
 * brand/material adjustment (shared/pricing.ts buildEstimatedPrice: market = baseline ×
 * adjustment, surplus = market × condition factor). The dialogs keep surplus = retail × factor
 * (spec §4), so only marketPrice as retail reproduces SpareBot's own surplus price when the
 * seller changes the condition; the baseline would undercut every adjusted brand.
 */
export function readAiPrices(result: Pick<AnalysisResult, 'estimatedPrice'> | null | undefined): AiPrices | null {
  const estimate = result?.estimatedPrice;
  if (!estimate || !isPrice(estimate.marketPrice) || !isPrice(estimate.surplusPrice)) return null;
  return { retail: roundPounds(estimate.marketPrice), surplus: roundPounds(estimate.surplusPrice) };
}
