import { PROVIDER_DEFAULTS } from '../../../shared/constants/sparebot-defaults.ts';
import type { AnalysisResult } from '../../../shared/schemas/analysis.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';

/** The fields of an item SpareBot suggests and its owner keeps or changes, in one shape. */
export interface FeedbackFields {
  title: string;
  category: string | null;
  brand: string | null;
  condition: string | null;
  /** Surplus unit price, pounds. */
  price: number | null;
  /** Retail (market) unit price, pounds. */
  retailPrice: number | null;
  specs: string | null;
}

export const FEEDBACK_FIELDS = [
  'title',
  'category',
  'brand',
  'condition',
  'price',
  'retailPrice',
  'specs',
] as const satisfies readonly (keyof FeedbackFields)[];
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** What SpareBot said (its first look at the photo). */
export function suggestedFields(result: AnalysisResult): FeedbackFields {
  return {
    title: result.suggestedTitle,
    category: result.suggestedCategory,
    brand: result.brandInfo === PROVIDER_DEFAULTS.brand ? null : text(result.brandInfo),
    condition: result.condition,
    price: result.estimatedPrice.surplusPrice,
    retailPrice: result.estimatedPrice.marketPrice,
    specs: text(result.technicalSpecs),
  };
}

/** What the owner saved. */
export function keptFields(listing: Listing): FeedbackFields {
  const money = (v: string | null) => (v === null ? null : Number(v));
  return {
    title: listing.title,
    category: listing.category,
    brand: text(listing.brandInfo),
    condition: listing.condition,
    price: money(listing.originalPrice),
    retailPrice: money(listing.retailPrice),
    specs: text(listing.technicalSpecs),
  };
}

const words = (v: unknown) =>
  String(v ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
const squashed = (v: unknown) => words(v).replace(/[^a-z0-9]/g, '');

/**
 * Whether the owner kept SpareBot's value: text compared without case or extra spaces (brands
 * also without punctuation, "Unbranded" = none), prices to the penny.
 */
export function keptUnchanged(field: FeedbackField, suggested: FeedbackFields, kept: FeedbackFields): boolean {
  const a = suggested[field],
    b = kept[field];
  switch (field) {
    case 'price':
    case 'retailPrice':
      return a === null || b === null ? a === b : Math.abs(Number(a) - Number(b)) < 0.005;
    case 'brand':
      return squashed(a) === squashed(b);
    case 'title':
    case 'category':
    case 'condition':
    case 'specs':
      return words(a) === words(b);
  }
}
