import { describe, expect, it } from 'vitest';
import { readAiPrices } from '../../../src/client/lib/ai-prices.ts';
import { trimSpecs } from '../../../src/client/lib/ai-recalc.ts';
import { buildEstimatedPrice, computeSurplusPrice } from '../../../src/shared/pricing.ts';

describe('readAiPrices', () => {
  // A branded item: SpareBot's pricing lifts the product type's baseline (£100) by 1.2 for the
  // brand, so its market price (£120) and its retailBaseline (£100) differ.
  const estimatedPrice = buildEstimatedPrice({
    retailBaseline: 100,
    adjustment: 1.2,
    condition: 'Good',
    spread: 0.25,
    basis: 'a test item',
  });

  it('takes the market price as the retail unit price, not the unadjusted baseline', () => {
    expect(estimatedPrice.priceTransparency.retailBaseline).toBe(100);
    expect(readAiPrices({ estimatedPrice })).toEqual({ retail: 120, surplus: 69.6 });
  });

  it('so a condition change in the dialog (retail × factor) gives SpareBot’s own surplus price back', () => {
    const prices = readAiPrices({ estimatedPrice })!;
    expect(computeSurplusPrice(prices.retail, 'Good')).toBe(estimatedPrice.surplusPrice);
    expect(computeSurplusPrice(estimatedPrice.priceTransparency.retailBaseline, 'Good')).not.toBe(estimatedPrice.surplusPrice);
  });

  it('answers null when a price is missing or not a price', () => {
    expect(readAiPrices(null)).toBeNull();
    expect(readAiPrices({ estimatedPrice: { ...estimatedPrice, marketPrice: Number.NaN } })).toBeNull();
    expect(readAiPrices({ estimatedPrice: { ...estimatedPrice, surplusPrice: -1 } })).toBeNull();
  });
});

describe('trimSpecs', () => {
  it('trims each hint to the 2,000 characters the endpoint takes and leaves absent ones out', () => {
    const specs = trimSpecs({ title: '  Motor  ', technicalSpecs: 'x'.repeat(2500) });
    expect(specs).toEqual({ title: 'Motor', technicalSpecs: 'x'.repeat(2000) });
  });
});
