import { findCategoryName, resolveCategoryId } from '../../../shared/constants/categories.ts';
import { isCondition } from '../../../shared/constants/conditions.ts';
import { PROVIDER_DEFAULTS } from '../../../shared/constants/sparebot-defaults.ts';
import { buildEstimatedPrice, defaultEstimatedPrice } from '../../../shared/pricing.ts';
import type { AnalysisResult, FieldEvidence, UserSpecs } from '../../../shared/schemas/analysis.ts';
import { titleRatingProblems } from '../extract/plausibility.ts';
import type { VisionAnswer } from '../providers/vision-schema.ts';
import { DEFAULT_CONDITION, REVIEW_THRESHOLD } from './analyse-text.ts';
import { categoryChoices } from './category-choices.ts';

function specsText(specs: VisionAnswer['technicalSpecs']): string {
  if (!specs) return '';
  if (typeof specs === 'string') return specs;
  return Object.entries(specs)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

const given = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The model's title, unless it carries a rating that the product type cannot (then the local title is used). */
function plausibleTitle(title: string | undefined, local: AnalysisResult | undefined): string | undefined {
  return title && titleRatingProblems(title, local?.extracted.productType?.value).length === 0 ? title : undefined;
}

/**
 * The vision model's answer, filled with the spec's defaults, combined with the local
 * OCR answer where there is one (OCR evidence fills gaps and raises agreement), and with
 * the user's specs taking precedence.
 */
export function combineVision(answer: VisionAnswer, local: AnalysisResult | undefined, specs?: UserSpecs): AnalysisResult {
  const vCategory = answer.category ? findCategoryName(resolveCategoryId(answer.category)) : null;
  const userCategory = given(specs?.category) ? findCategoryName(resolveCategoryId(specs?.category)) : null;
  const category = userCategory ?? vCategory ?? local?.suggestedCategory ?? 'Other';
  const conditionText = given(specs?.condition) ?? answer.condition ?? '';
  const condition = isCondition(conditionText) ? conditionText : DEFAULT_CONDITION;
  const vBrand = given(answer.brand) && !/^(unbranded|unknown)$/i.test(answer.brand ?? '') ? given(answer.brand) : undefined;
  const localBrand = local && local.brandInfo !== PROVIDER_DEFAULTS.brand ? local.brandInfo : undefined;
  const brand = given(specs?.brandInfo) ?? vBrand ?? localBrand ?? PROVIDER_DEFAULTS.brand;

  let confidence = answer.confidence ?? PROVIDER_DEFAULTS.confidence;
  if (local)
    confidence = local.suggestedCategory === category ? Math.min(0.98, Math.max(confidence, local.confidence) + 0.05) : confidence * 0.9;
  confidence = Math.round(confidence * 100) / 100;

  const vSpecs = specsText(answer.technicalSpecs);
  const technicalSpecs = given(specs?.technicalSpecs) ?? ([vSpecs, local?.technicalSpecs].filter(Boolean).join('; ') || '');
  const estimatedPrice = answer.retailPriceGbp
    ? buildEstimatedPrice({
        retailBaseline: answer.retailPriceGbp,
        adjustment: 1,
        condition,
        spread: 0.25,
        basis: 'this item (vision model estimate of UK retail)',
      })
    : local && local.suggestedCategory === category
      ? local.estimatedPrice
      : defaultEstimatedPrice(condition);

  const extracted: Record<string, FieldEvidence> = { ...(local?.extracted ?? {}) };
  if (vBrand) extracted.brand = { value: vBrand, source: 'vision' };
  if (given(answer.model)) extracted.model = { value: answer.model ?? '', source: 'vision' };
  if (given(specs?.brandInfo)) extracted.brand = { value: brand, source: 'user' };

  return {
    suggestedTitle: given(specs?.title) ?? plausibleTitle(given(answer.title), local) ?? local?.suggestedTitle ?? 'M&E item',
    suggestedCategory: category,
    description: given(specs?.description) ?? given(answer.description) ?? local?.description ?? '',
    confidence,
    quantity: answer.quantity ?? PROVIDER_DEFAULTS.quantity,
    brandInfo: brand,
    material:
      given(specs?.material) ??
      given(answer.material) ??
      (local && local.material !== PROVIDER_DEFAULTS.material ? local.material : PROVIDER_DEFAULTS.material),
    size:
      given(specs?.size) ?? given(answer.size) ?? (local && local.size !== PROVIDER_DEFAULTS.size ? local.size : PROVIDER_DEFAULTS.size),
    technicalSpecs,
    condition,
    estimatedPrice,
    extracted,
    rawText: [local?.rawText, answer.visibleText].filter(Boolean).join('\n'),
    needsReview: confidence < REVIEW_THRESHOLD || brand === PROVIDER_DEFAULTS.brand,
    provider: local ? 'openai+local' : 'openai',
    categoryChoices: categoryChoices([category, ...(local?.categoryChoices ?? [])]),
    // The vision model judged the photo: a label photo is asked for only when neither reading named the item.
    needsLabelPhoto: !vCategory && !userCategory && (local?.needsLabelPhoto ?? false),
    flaggedRatings: local?.flaggedRatings ?? [],
  };
}
