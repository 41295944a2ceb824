import { z } from 'zod';
import { CATEGORIES, type CategoryName } from '../constants/categories.ts';
import { ALL_CONDITIONS, type Condition } from '../constants/conditions.ts';
import type { EstimatedPrice } from '../pricing.ts';
import { MIN_IMAGE_BASE64_LENGTH } from '../constants/product.ts';

const optionalText = z.string().trim().max(2000).optional();

/** Edits the user made before asking SpareBot to recalculate (spec §7 `userSpecs`). */
export const UserSpecsSchema = z.object({
  title: optionalText,
  description: optionalText,
  material: optionalText,
  size: optionalText,
  condition: optionalText,
  brandInfo: optionalText,
  technicalSpecs: optionalText,
  category: optionalText,
});

export type UserSpecs = z.infer<typeof UserSpecsSchema>;

export const AnalyzeImageBodySchema = z.strictObject({
  image: z
    .string({ error: 'Image data is required' })
    .min(MIN_IMAGE_BASE64_LENGTH, 'Image data is too small to analyse')
    .regex(/^[A-Za-z0-9+/=\s_-]+$/, 'Image must be base64 without a data: prefix'),
  userSpecs: UserSpecsSchema.optional(),
  /** The upload editor sends the same fields under this name (spec §7 `specifications`). */
  specifications: UserSpecsSchema.optional(),
});

export type AnalyzeImageBody = z.infer<typeof AnalyzeImageBodySchema>;

export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as [CategoryName, ...CategoryName[]];
export const CONDITION_NAMES = ALL_CONDITIONS as [Condition, ...Condition[]];

export type EvidenceSource = 'ocr' | 'vision' | 'user' | 'inferred';

/** Where one extracted value came from. */
export interface FieldEvidence {
  value: string;
  source: EvidenceSource;
  /** The text it was read from, when read from the photo. */
  text?: string;
}

/** POST /api/analyze-image response: the spec's fields plus evidence, raw text and a review flag. */
export interface AnalysisResult {
  suggestedTitle: string;
  suggestedCategory: CategoryName;
  description: string;
  confidence: number;
  quantity: number;
  brandInfo: string;
  material: string;
  size: string;
  technicalSpecs: string;
  condition: Condition;
  estimatedPrice: EstimatedPrice;
  extracted: Record<string, FieldEvidence>;
  rawText: string;
  needsReview: boolean;
  provider: 'local' | 'openai' | 'openai+local';
}
