import type { CategoryName } from '../../../shared/constants/categories.ts';
import { buildEstimatedPrice, type EstimatedPrice } from '../../../shared/pricing.ts';
import type { RatingMap } from '../extract/ratings.ts';
import { HORSEPOWER_KW, type Rating } from '../extract/rating-types.ts';
import { findProductType } from '../kb/product-types.ts';
import { withArticle } from '../kb/article.ts';
import { CATEGORY_BASELINES, PREMIUM_BRANDS, PRICE_TABLE, type PriceRule } from '../kb/price-table.ts';

const TO_BASE: Record<string, { base: string; factor: number }> = {
  HP: { base: 'kW', factor: HORSEPOWER_KW.HP },
  CV: { base: 'kW', factor: HORSEPOWER_KW.CV },
  PS: { base: 'kW', factor: HORSEPOWER_KW.PS },
  kW: { base: 'kW', factor: 1 },
  W: { base: 'kW', factor: 0.001 },
  kVA: { base: 'kVA', factor: 1 },
  VA: { base: 'kVA', factor: 0.001 },
};

function unitOf(rating: Rating): string {
  if (rating.value.startsWith('DN')) return 'DN';
  return /\s?([A-Za-z²³]+)$/.exec(rating.value)?.[1] ?? '';
}

/** The first value of a rating expressed in the unit a price band uses ("1/2 HP" → 0.37 kW). */
export function ratingIn(ratings: RatingMap, key: Rating['key'], unit: string): number | undefined {
  for (const rating of ratings[key] ?? []) {
    const n = rating.numbers[0];
    if (n === undefined) continue;
    const from = unitOf(rating);
    if (from === unit) return n;
    const a = TO_BASE[from],
      b = TO_BASE[unit];
    if (a && b && a.base === b.base) return (n * a.factor) / b.factor;
  }
  return undefined;
}

function pickBand(rule: PriceRule, value: number | undefined): number {
  if (value === undefined || !rule.bands) return rule.base;
  return rule.bands.find(([limit]) => value <= limit)?.[1] ?? rule.base;
}

export interface PriceContext {
  typeId: string | undefined;
  category: CategoryName;
  ratings: RatingMap;
  brand: string | undefined;
  material: string;
  condition: string;
  confidence: number;
}

/** Retail baseline from the price table, brand/material adjustment, then the condition factor. */
export function estimatePrice(ctx: PriceContext): EstimatedPrice {
  const rule = ctx.typeId ? PRICE_TABLE[ctx.typeId] : undefined;
  let retail = CATEGORY_BASELINES[ctx.category];
  let basis = `an item in ${ctx.category}`;
  if (rule) {
    const value = rule.basis ? ratingIn(ctx.ratings, rule.basis.key, rule.basis.unit) : undefined;
    retail = pickBand(rule, value);
    const noun = findProductType(ctx.typeId ?? '')?.noun ?? 'item';
    basis = value !== undefined && rule.basis ? `${withArticle(noun)} of ${+value.toFixed(2)} ${rule.basis.unit}` : `a typical ${noun}`;
  }
  let adjustment = 1;
  if (ctx.brand && PREMIUM_BRANDS.has(ctx.brand)) adjustment *= 1.15;
  if (/stainless/i.test(ctx.material)) adjustment *= 1.3;
  if (/brass|bronze|copper/i.test(ctx.material) && ctx.category === 'Plumbing Supplies') adjustment *= 1.1;
  const spread = ctx.confidence >= 0.7 ? 0.25 : ctx.confidence >= 0.5 ? 0.4 : 0.6;
  return buildEstimatedPrice({ retailBaseline: retail, adjustment: +adjustment.toFixed(2), condition: ctx.condition, spread, basis });
}
