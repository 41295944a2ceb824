import { getConditionFactor } from './constants/conditions.ts';

/** Shared by SpareBot and the edit dialogs: surplus unit price = retail × condition factor. */
export function computeSurplusPrice(retailPrice: number, condition: string): number {
  return roundPounds(retailPrice * getConditionFactor(condition));
}

export function roundPounds(value: number): number {
  return Math.round(value * 100) / 100;
}

/** How much a condition takes off the retail price, in whole percent (42 means 42 % off). */
function surplusDiscountPercent(condition: string): number {
  return Math.round((1 - getConditionFactor(condition)) * 100);
}

export interface PriceTransparency {
  retailBaseline: number;
  materialAdjusted: number;
  /** Discount off the adjusted retail price, in percent (42 means 42 % off). */
  surplusDiscount: number;
  finalSurplus: number;
}

export interface EstimatedPrice {
  min: number;
  max: number;
  average: number;
  currency: 'GBP';
  reasoning: string;
  marketPrice: number;
  surplusPrice: number;
  priceTransparency: PriceTransparency;
}

export interface PriceInputs {
  /** Retail baseline of the product type and rating band (GBP, per unit). */
  retailBaseline: number;
  /** Brand and material adjustment applied to the baseline (1 = none). */
  adjustment: number;
  condition: string;
  /** Half-width of the min–max band as a share of the surplus price (0.25 → ±25 %). */
  spread: number;
  /** What the baseline is, for the reasoning sentence ("a 0.37 kW motor"). */
  basis: string;
}

/** The spec's defaults when a provider gives no price at all: 5 / 15 / 10, market = average / 0.8. */
export const DEFAULT_PRICE = { min: 5, max: 15, average: 10 } as const;

export function buildEstimatedPrice(input: PriceInputs): EstimatedPrice {
  const factor = getConditionFactor(input.condition);
  const market = roundPounds(input.retailBaseline * input.adjustment);
  const surplus = computeSurplusPrice(market, input.condition);
  const adjusted = input.adjustment === 1 ? '' : ` adjusted ×${input.adjustment.toFixed(2)} for brand/material to £${market.toFixed(2)}`;
  return {
    min: roundPounds(Math.max(0.5, surplus * (1 - input.spread))),
    max: roundPounds(surplus * (1 + input.spread)),
    average: surplus,
    currency: 'GBP',
    reasoning:
      `Retail baseline £${input.retailBaseline.toFixed(2)} for ${input.basis}${adjusted}. ` +
      `${input.condition || 'Good'} condition keeps ${Math.round(factor * 100)}% of retail, so the surplus price is £${surplus.toFixed(2)}.`,
    marketPrice: market,
    surplusPrice: surplus,
    priceTransparency: {
      retailBaseline: input.retailBaseline,
      materialAdjusted: market,
      surplusDiscount: surplusDiscountPercent(input.condition),
      finalSurplus: surplus,
    },
  };
}

/** Fills a provider's partial price with the spec §9 defaults. */
export function defaultEstimatedPrice(condition: string, reasoning = 'No price information available; default estimate.'): EstimatedPrice {
  const { min, max, average } = DEFAULT_PRICE;
  const market = roundPounds(average / 0.8);
  return {
    min,
    max,
    average,
    currency: 'GBP',
    reasoning,
    marketPrice: market,
    surplusPrice: average,
    priceTransparency: {
      retailBaseline: market,
      materialAdjusted: market,
      surplusDiscount: surplusDiscountPercent(condition),
      finalSurplus: average,
    },
  };
}
