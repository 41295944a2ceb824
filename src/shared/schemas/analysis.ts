import { z } from 'zod';
import { CATEGORIES, type CategoryName } from '../constants/categories.ts';
import { ALL_CONDITIONS, type Condition } from '../constants/conditions.ts';
import { MIN_IMAGE_BASE64_LENGTH } from '../constants/product.ts';
import { PhotoIdSchema } from './photos.ts';
import { asComponent } from './api-components.ts';

const USER_SPEC_MAX_LENGTH = 2000;
/** One of the user's edits: at most 2,000 characters, refused with a message naming it (not zod's default). */
const optionalText = (field: string) =>
  z
    .string(`${field} must be text`)
    .trim()
    .max(USER_SPEC_MAX_LENGTH, `${field} must be at most ${USER_SPEC_MAX_LENGTH} characters`)
    .optional();

/** Edits the user made before asking SpareBot to recalculate (spec §7 `userSpecs`). */
export const UserSpecsSchema = z.object({
  title: optionalText('Title'),
  description: optionalText('Description'),
  material: optionalText('Material'),
  size: optionalText('Size'),
  condition: optionalText('Condition'),
  brandInfo: optionalText('Brand'),
  technicalSpecs: optionalText('Technical specifications'),
  category: optionalText('Category'),
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
    if (body.image === undefined && body.photoId === undefined)
      ctx.addIssue({ code: 'custom', message: 'Image data is required', path: ['image'] });
    if (body.image !== undefined && body.photoId !== undefined)
      ctx.addIssue({ code: 'custom', message: 'Send either image or photoId, not both', path: ['photoId'] });
  });

export type AnalyzeImageBody = z.infer<typeof AnalyzeImageBodySchema>;

export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as [CategoryName, ...CategoryName[]];
export const CONDITION_NAMES = ALL_CONDITIONS as [Condition, ...Condition[]];

export const EvidenceSourceSchema = z.enum(['ocr', 'vision', 'user', 'inferred']);
export type EvidenceSource = z.infer<typeof EvidenceSourceSchema>;

/** Where one extracted value came from. */
export const FieldEvidenceSchema = z.object({
  value: z.string(),
  source: EvidenceSourceSchema,
  /** The text it was read from, when read from the photo. */
  text: z.string().optional(),
});
export type FieldEvidence = z.infer<typeof FieldEvidenceSchema>;

/** SpareBot's price (spec §9), in pounds; the same shape as `EstimatedPrice` in pricing.ts. */
export const EstimatedPriceSchema = z.object({
  min: z.number(),
  max: z.number(),
  average: z.number(),
  currency: z.literal('GBP'),
  reasoning: z.string(),
  marketPrice: z.number(),
  surplusPrice: z.number(),
  priceTransparency: z.object({
    retailBaseline: z.number(),
    materialAdjusted: z.number(),
    /** Discount off the adjusted retail price, in percent (42 means 42 % off). */
    surplusDiscount: z.number(),
    finalSurplus: z.number(),
  }),
});

/** POST /api/analyze-image response: the spec's fields plus evidence, raw text and a review flag. */
export const AnalysisResultSchema = asComponent(
  z.object({
    suggestedTitle: z.string(),
    suggestedCategory: z.enum(CATEGORY_NAMES),
    description: z.string(),
    confidence: z.number().min(0).max(1),
    quantity: z.number().int(),
    brandInfo: z.string(),
    material: z.string(),
    size: z.string(),
    technicalSpecs: z.string(),
    condition: z.enum(CONDITION_NAMES),
    estimatedPrice: EstimatedPriceSchema,
    extracted: z.record(z.string(), FieldEvidenceSchema),
    rawText: z.string(),
    needsReview: z.boolean(),
    provider: z.enum(['local', 'openai', 'openai+local']),
    /** The stored photo this analysis belongs to (the base64 form stores one too). */
    photoId: z.number().int().positive().optional(),
    /**
     * Categories to offer as one-tap choices: all 12, likeliest first, Other last. When nothing on
     * the photo identified the item, `suggestedCategory` is 'Other' and the first are the likely ones.
     * Absent in answers stored before SpareBot version 2.
     */
    categoryChoices: z.array(z.enum(CATEGORY_NAMES)).optional(),
    /** Nothing on the photo identified the item: ask for a photo of its label or nameplate. */
    needsLabelPhoto: z.boolean().optional(),
    /**
     * Ratings read from the photo that this kind of item cannot carry (misreadings such as
     * "1220 A" on a contactor): left out of the title and fields, also marked in `rawText`.
     */
    flaggedRatings: z.array(z.object({ value: z.string(), reason: z.string() })).optional(),
  }),
  'AnalysisResult',
);
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

/** GET /api/photos/{id}/analysis: SpareBot's first look at the photo, or null when it has had none. */
export const PhotoAnalysisStateSchema = z.object({
  photoId: z.number().int().positive(),
  analysis: AnalysisResultSchema.nullable(),
  /** ISO-8601 UTC. */
  analyzedAt: z.string().nullable(),
});
export type PhotoAnalysisState = z.infer<typeof PhotoAnalysisStateSchema>;
