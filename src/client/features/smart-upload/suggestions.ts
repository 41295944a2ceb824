import { PROVIDER_DEFAULTS } from '../../../shared/constants/sparebot-defaults.ts';
import type { AnalysisResult } from '../../../shared/schemas/analysis.ts';
import { roundPounds, type EstimatedPrice } from '../../../shared/pricing.ts';
import type { AiSuggestion, ItemDetails } from './upload-types.ts';

/** Spec §8: what an item gets when SpareBot could not analyse it. Prices rotate 25, 15, 12, 35, 20. */
const FALLBACKS = [
  { title: 'Electrical Component', category: 'Electrical Components', price: 25 },
  { title: 'Plumbing Fitting', category: 'Plumbing Supplies', price: 15 },
  { title: 'Cable & Wiring Accessory', category: 'Cables & Wiring', price: 12 },
  { title: 'HVAC Component', category: 'HVAC Equipment', price: 35 },
  { title: 'Tool or Hardware Item', category: 'Tools & Hardware', price: 20 },
] as const;

export const FALLBACK_CONFIDENCE = 0.3;
export const FALLBACK_ERROR = 'AI analysis failed - using intelligent fallback';
export const IOS_QUOTA_FALLBACK_ERROR = 'iOS quota protection - SpareBot paused; using intelligent fallback';
/** Below this a suggestion is shown as unsure (spec: confidence < 0.5 or needsReview). */
export const UNSURE_CONFIDENCE = 0.5;

/** Spec §9: market (retail) price = average / 0.8 unless given (the manual entry's is 31). */
function estimateFromSurplus(
  surplus: number,
  min: number,
  max: number,
  reasoning: string,
  retail = roundPounds(surplus / 0.8),
): EstimatedPrice {
  return {
    min,
    max,
    average: surplus,
    currency: 'GBP',
    reasoning,
    marketPrice: retail,
    surplusPrice: surplus,
    priceTransparency: { retailBaseline: retail, materialAdjusted: retail, surplusDiscount: 20, finalSurplus: surplus },
  };
}

/** The index-th fallback of the rotating list (the item's position in the upload). */
export function buildFallbackSuggestion(index: number): AiSuggestion {
  const pick = FALLBACKS[((index % FALLBACKS.length) + FALLBACKS.length) % FALLBACKS.length]!;
  return {
    title: pick.title,
    category: pick.category,
    description: `Generic ${pick.category.toLowerCase()} item. SpareBot could not read this photo: check the details before saving.`,
    confidence: FALLBACK_CONFIDENCE,
    condition: 'Good',
    quantity: 1,
    brandInfo: PROVIDER_DEFAULTS.brand,
    material: PROVIDER_DEFAULTS.material,
    size: PROVIDER_DEFAULTS.size,
    technicalSpecs: '',
    estimatedPrice: estimateFromSurplus(
      pick.price,
      roundPounds(pick.price * 0.5),
      pick.price * 2,
      'Fallback estimate: SpareBot analysis was unavailable.',
    ),
    needsReview: true,
  };
}

/** Spec §9 manual entry defaults: 'Manual Entry', Other, surplus 25, retail 31, range 10-50. */
export function buildManualSuggestion(): AiSuggestion {
  return {
    title: 'Manual Entry',
    category: 'Other',
    description: '',
    confidence: 1,
    condition: 'New',
    quantity: 1,
    brandInfo: '',
    material: '',
    size: '',
    technicalSpecs: '',
    estimatedPrice: estimateFromSurplus(25, 10, 50, 'Manual entry default price.', 31),
    needsReview: false,
  };
}

const textOr = (value: string | undefined | null, fallback: string) => (value && value.trim() ? value : fallback);

/** SpareBot's answer as an upload suggestion, with spec §9's defaults for anything left out. */
export function toSuggestion(result: Partial<AnalysisResult>): AiSuggestion {
  const confidence =
    typeof result.confidence === 'number' && Number.isFinite(result.confidence) ? result.confidence : PROVIDER_DEFAULTS.confidence;
  const quantity = typeof result.quantity === 'number' && result.quantity >= 1 ? Math.round(result.quantity) : PROVIDER_DEFAULTS.quantity;
  return {
    title: textOr(result.suggestedTitle, 'Unidentified item'),
    category: textOr(result.suggestedCategory, 'Other'),
    description: result.description ?? '',
    confidence,
    condition: textOr(result.condition, 'Good'),
    quantity,
    brandInfo: textOr(result.brandInfo, PROVIDER_DEFAULTS.brand),
    material: textOr(result.material, PROVIDER_DEFAULTS.material),
    size: textOr(result.size, PROVIDER_DEFAULTS.size),
    technicalSpecs: result.technicalSpecs ?? '',
    estimatedPrice: result.estimatedPrice ?? estimateFromSurplus(10, 5, 15, 'No price information available; default estimate.'),
    needsReview: result.needsReview === true,
    ...(result.categoryChoices?.length ? { categoryChoices: result.categoryChoices } : {}),
    ...(result.needsLabelPhoto ? { needsLabelPhoto: true } : {}),
  };
}

export function isUnsure(suggestion: AiSuggestion | undefined): boolean {
  if (!suggestion) return false;
  return suggestion.needsReview || suggestion.confidence < UNSURE_CONFIDENCE;
}

export type UnsureReason = 'label' | 'codes' | 'maker' | 'category';

/**
 * What SpareBot is unsure of, so the check says it rather than leaving a high confidence beside "not sure":
 * no label read at all, codes or ratings read that name nothing (kept in the technical specs), no maker read (the
 * category may still be likely), or the category itself.
 */
export function unsureReason(suggestion: AiSuggestion): UnsureReason {
  if (suggestion.needsLabelPhoto) return suggestion.technicalSpecs.trim() ? 'codes' : 'label';
  const noMaker = !suggestion.brandInfo.trim() || suggestion.brandInfo === PROVIDER_DEFAULTS.brand;
  return noMaker && suggestion.confidence >= UNSURE_CONFIDENCE ? 'maker' : 'category';
}

/** The editable details an entry starts with. */
export function detailsFromSuggestion(s: AiSuggestion): ItemDetails {
  return {
    title: s.title,
    description: s.description,
    category: s.category,
    condition: s.condition,
    quantity: s.quantity,
    retailPrice: s.estimatedPrice.marketPrice,
    surplusPrice: s.estimatedPrice.surplusPrice,
    notes: '',
    material: s.material,
    size: s.size,
    brandInfo: s.brandInfo,
    technicalSpecs: s.technicalSpecs,
  };
}
