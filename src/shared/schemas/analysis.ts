import { z } from 'zod';
import { CATEGORIES, type CategoryName } from '../constants/categories.ts';
import { ALL_CONDITIONS, type Condition } from '../constants/conditions.ts';
import type { EstimatedPrice } from '../pricing.ts';
import { MIN_IMAGE_BASE64_LENGTH } from '../constants/product.ts';
import { PhotoIdSchema } from './photos.ts';

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

/**
 * POST /api/analyze-image: a stored photo by id (`photoId`, from POST /api/photos), or the spec's
 * base64 `image` (no data: prefix), which is stored as a draft photo first. Exactly one of the two.
 */
export const AnalyzeImageBodySchema = z
  .strictObject({
    image: z
      .string({ error: 'Image data is required' })
      .min(MIN_IMAGE_BASE64_LENGTH, 'Image data is too small to analyse')
      .regex(/^[A-Za-z0-9+/=\s_-]+$/, 'Image must be base64 without a data: prefix')
      .optional(),
    photoId: PhotoIdSchema.optional(),
    userSpecs: UserSpecsSchema.optional(),
    /** The upload editor sends the same fields under this name (spec §7 `specifications`). */
    specifications: UserSpecsSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.image === undefined && body.photoId === undefined) ctx.addIssue({ code: 'custom', message: 'Image data is required', path: ['image'] });
    if (body.image !== undefined && body.photoId !== undefined) ctx.addIssue({ code: 'custom', message: 'Send either image or photoId, not both', path: ['photoId'] });
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
  /** The stored photo this analysis belongs to (the base64 form stores one too). */
  photoId?: number;
}
