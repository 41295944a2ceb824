import { z } from 'zod';
import { CATEGORY_NAMES, CONDITION_NAMES } from '../../../shared/schemas/analysis.ts';

/** What the vision model is asked to answer; every field optional so that gaps get the spec's defaults. */
export const VisionAnswerSchema = z.object({
  title: z.string().min(1).optional(),
  category: z.string().optional(),
  description: z.string().optional(),
  confidence: z.number().min(0).max(1).optional(),
  quantity: z.number().int().min(1).max(1000).optional(),
  brand: z.string().optional(),
  model: z.string().optional(),
  material: z.string().optional(),
  size: z.string().optional(),
  technicalSpecs: z.union([z.string(), z.record(z.string(), z.union([z.string(), z.number()]))]).optional(),
  condition: z.string().optional(),
  retailPriceGbp: z.number().positive().max(1_000_000).optional(),
  visibleText: z.string().optional(),
});

export type VisionAnswer = z.infer<typeof VisionAnswerSchema>;

/** JSON schema sent with response_format, so compatible servers constrain the answer. */
export const VISION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', description: 'Short listing title: brand, product type, key rating' },
    category: { type: 'string', enum: CATEGORY_NAMES },
    description: { type: 'string' },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    quantity: { type: 'integer', minimum: 1 },
    brand: { type: 'string' },
    model: { type: 'string' },
    material: { type: 'string' },
    size: { type: 'string' },
    technicalSpecs: { type: 'string', description: 'Ratings as "Voltage: 400 V; Current: 16 A; …"' },
    condition: { type: 'string', enum: CONDITION_NAMES },
    retailPriceGbp: { type: 'number', description: 'Typical UK trade retail price for one new unit, GBP' },
    visibleText: { type: 'string', description: 'Text legible on labels and nameplates' },
  },
  required: ['title', 'category', 'confidence'],
} as const;

export const VISION_SYSTEM_PROMPT = [
  'You identify surplus mechanical and electrical (M&E) equipment from a photo for a UK trade marketplace.',
  'Answer only with a JSON object matching the schema. Read brand, model and ratings from labels;',
  'never invent a value you cannot see (leave the field out). Category must be one of the listed names.',
  'confidence is the probability that the category and title are right.',
].join(' ');
