import { availableParallelism } from 'node:os';
import { z } from 'zod';

const int = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);
/** An optional setting; blank counts as unset. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An optional URL setting that must start with one of `protocols` (also used by the server's config.ts). */
export const optionalUrl = (protocols: string[]) =>
  optionalString.refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
    message: `must start with ${protocols.join(' or ')}`,
  });

/** SPAREBOT_* environment variables, with defaults; merge into the server's env schema. */
export const SparebotEnvSchema = z
  .object({
    SPAREBOT_PROVIDER: z.enum(['local', 'openai']).default('local'),
    SPAREBOT_BASE_URL: optionalUrl(['http://', 'https://']),
    SPAREBOT_API_KEY: optionalString,
    SPAREBOT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    SPAREBOT_TIMEOUT_MS: int(30_000),
    SPAREBOT_MAX_RETRIES: int(2, 0),
    SPAREBOT_QUEUE_SIZE: int(4),
    SPAREBOT_OCR_TIMEOUT_MS: int(20_000),
    /** CPU threads the OCR worker's models use for one photo (default: two, or one on a one-core machine). */
    SPAREBOT_OCR_THREADS: int(Math.min(2, availableParallelism())),
    /** Also run local OCR when the openai provider is used, and combine both answers. */
    SPAREBOT_COMBINE_LOCAL: z.enum(['true', 'false']).default('true'),
    SPAREBOT_MODELS_DIR: optionalString,
    /** The outside AI service's name as the privacy policy gives it (default: SPAREBOT_BASE_URL's host). */
    SPAREBOT_PROCESSOR_NAME: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.SPAREBOT_PROVIDER === 'openai' && !env.SPAREBOT_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['SPAREBOT_BASE_URL'], message: 'required when SPAREBOT_PROVIDER=openai' });
    }
  });

export type SparebotEnv = z.infer<typeof SparebotEnvSchema>;

export interface SparebotConfig {
  provider: 'local' | 'openai';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Photos allowed in the OCR worker at once (running + waiting); more → SparebotBusyError. */
  queueSize: number;
  ocrTimeoutMs: number;
  /** CPU threads onnxruntime uses inside the OCR worker. */
  ocrThreads: number;
  combineLocal: boolean;
  modelsDir: string | undefined;
  /** Who reads photos outside our servers (the privacy policy names it); null with the offline provider. */
  processorName: string | null;
}

export function toSparebotConfig(env: SparebotEnv): SparebotConfig {
  return {
    provider: env.SPAREBOT_PROVIDER,
    baseUrl: env.SPAREBOT_BASE_URL,
    processorName: env.SPAREBOT_PROVIDER === 'openai' ? (env.SPAREBOT_PROCESSOR_NAME ?? new URL(env.SPAREBOT_BASE_URL!).hostname) : null,
    apiKey: env.SPAREBOT_API_KEY,
    model: env.SPAREBOT_MODEL,
    timeoutMs: env.SPAREBOT_TIMEOUT_MS,
    maxRetries: env.SPAREBOT_MAX_RETRIES,
    queueSize: env.SPAREBOT_QUEUE_SIZE,
    ocrTimeoutMs: env.SPAREBOT_OCR_TIMEOUT_MS,
    ocrThreads: env.SPAREBOT_OCR_THREADS,
    combineLocal: env.SPAREBOT_COMBINE_LOCAL === 'true',
    modelsDir: env.SPAREBOT_MODELS_DIR,
  };
}

/** Config from an environment object, e.g. `loadSparebotConfig(process.env)`. Throws ZodError on bad values. */
export function loadSparebotConfig(source: Record<string, string | undefined>): SparebotConfig {
  return toSparebotConfig(SparebotEnvSchema.parse(source));
}
