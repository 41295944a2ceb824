import { PROVIDER_DEFAULTS } from '../../../shared/constants/sparebot-defaults.ts';
import type { FieldEvidence, UserSpecs } from '../../../shared/schemas/analysis.ts';
import type { RatingMap } from '../extract/ratings.ts';
import { RATING_KEYS } from '../extract/rating-types.ts';
import { findProductType } from '../kb/product-types.ts';

export interface EvidenceInput {
  specs?: UserSpecs;
  brandName?: string;
  /** Where a brand came from when it was read: the OCR text it matched; when learned, the token that taught it. */
  brandText?: string;
  learnedToken?: string;
  namedType?: string;
  typeFromUser: boolean;
  ratings: RatingMap;
  material: string;
}

/** What each answered field rests on: the user's words, the OCR's, or an inference (`extracted` in the answer). */
export function fieldEvidence(input: EvidenceInput): Record<string, FieldEvidence> {
  const { specs, brandName, namedType, ratings, material } = input;
  const extracted: Record<string, FieldEvidence> = {};
  if (brandName) {
    extracted.brand = specs?.brandInfo
      ? { value: brandName, source: 'user' }
      : input.learnedToken !== undefined
        ? { value: brandName, source: 'inferred', text: input.learnedToken }
        : { value: brandName, source: 'ocr', text: input.brandText };
  }
  if (namedType)
    extracted.productType = { value: findProductType(namedType)?.noun ?? namedType, source: input.typeFromUser ? 'user' : 'inferred' };
  for (const key of RATING_KEYS) {
    const r = ratings[key];
    if (r?.length)
      extracted[key] = {
        value: r
          .map((x) => x.value)
          .slice(0, 3)
          .join(', '),
        source: 'ocr',
      };
  }
  if (material !== PROVIDER_DEFAULTS.material) extracted.material = { value: material, source: specs?.material ? 'user' : 'ocr' };
  return extracted;
}
