import { describe, it, expect } from 'vitest';
import { buildEstimatedPrice, computeSurplusPrice, defaultEstimatedPrice } from '../../../src/shared/pricing.ts';
import { estimatePrice, ratingIn } from '../../../src/server/sparebot/pricing/estimate-price.ts';
import { extractRatings } from '../../../src/server/sparebot/extract/ratings.ts';

describe('pricing', () => {
  it('applies the condition factors of decisions §4', () => {
    expect(computeSurplusPrice(100, 'New')).toBe(80);
    expect(computeSurplusPrice(100, 'Very Good')).toBe(65);
    expect(computeSurplusPrice(100, 'Poor')).toBe(18);
    expect(computeSurplusPrice(100, 'Mint')).toBe(58);
  });

  it('shows its working and a band around the surplus price', () => {
    const p = buildEstimatedPrice({ retailBaseline: 200, adjustment: 1.15, condition: 'Good', spread: 0.25, basis: 'a motor' });
    expect(p.marketPrice).toBe(230);
    expect(p.surplusPrice).toBeCloseTo(133.4, 2);
    expect(p.average).toBe(p.surplusPrice);
    expect(p.min).toBeCloseTo(100.05, 2);
    expect(p.max).toBeCloseTo(166.75, 2);
    expect(p.currency).toBe('GBP');
    expect(p.priceTransparency).toEqual({ retailBaseline: 200, materialAdjusted: 230, surplusDiscount: 42, finalSurplus: 133.4 });
    expect(p.reasoning).toContain('£200.00');
    expect(p.reasoning).toContain('58%');
  });

  it('falls back to the spec defaults 5/15/10 with market = average / 0.8', () => {
    const p = defaultEstimatedPrice('Good');
    expect([p.min, p.max, p.average, p.marketPrice]).toEqual([5, 15, 10, 12.5]);
  });

  it('converts ratings into the unit of a price band', () => {
    const ratings = extractRatings(['1/2 HP 1725 rpm', '2200 W', 'DN50 PN16']);
    expect(ratingIn(ratings, 'power', 'kW')).toBeCloseTo(0.3729, 3);
    expect(ratingIn(ratings, 'nominalDiameter', 'DN')).toBe(50);
  });

  it('picks the band of the rating and the premium of the brand', () => {
    const ratings = extractRatings(['11 kW 400V 1460 rpm']);
    const p = estimatePrice({
      typeId: 'motor',
      category: 'Motors & Drives',
      ratings,
      brand: 'ABB',
      material: 'Unknown',
      condition: 'New',
      confidence: 0.9,
    });
    expect(p.priceTransparency.retailBaseline).toBe(850);
    expect(p.marketPrice).toBeCloseTo(977.5, 2);
    expect(p.surplusPrice).toBeCloseTo(782, 2);
  });

  it('prices a battery by its capacity and a solar panel by its watts, not at their category baseline', () => {
    const price = (typeId: string, lines: string[], category: 'Electrical Components' = 'Electrical Components') =>
      estimatePrice({
        typeId,
        category,
        ratings: extractRatings(lines),
        brand: undefined,
        material: 'Unknown',
        condition: 'Good',
        confidence: 0.8,
      }).priceTransparency.retailBaseline;
    expect(price('lead-acid-battery', ['12V 35Ah'])).toBe(75);
    expect(price('lead-acid-battery', ['12V 7Ah'])).toBe(25);
    expect(price('solar-panel', ['Pmax 245W'])).toBe(120);
    expect(price('lifepo4-battery', ['12.8V 100Ah'])).toBe(380);
  });

  it('widens the band when unsure', () => {
    const sure = estimatePrice({
      typeId: 'valve',
      category: 'Plumbing Supplies',
      ratings: {},
      brand: undefined,
      material: 'Brass',
      condition: 'Good',
      confidence: 0.9,
    });
    const unsure = estimatePrice({
      typeId: 'valve',
      category: 'Plumbing Supplies',
      ratings: {},
      brand: undefined,
      material: 'Brass',
      condition: 'Good',
      confidence: 0.3,
    });
    expect(unsure.max - unsure.min).toBeGreaterThan(sure.max - sure.min);
  });
});
