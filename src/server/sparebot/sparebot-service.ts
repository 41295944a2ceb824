import type { AnalysisResult, UserSpecs } from '../../shared/schemas/analysis.ts';
import { encodeStoredCopy } from '../images/image-pipeline.ts';
import { settleWithin } from '../lib/settle-within.ts';
import { combineVision } from './analysis/from-vision.ts';
import type { SparebotIdentity } from './analysis-input-key.ts';
import { checkRawPhoto } from './image-input.ts';
import { OcrClient } from './ocr/ocr-client.ts';
import { askVisionModel } from './providers/openai-provider.ts';
import { analyseLocally, warmLocalReading } from './providers/local-provider.ts';
import type { SparebotConfig } from '../sparebot-config.ts';
import type { LearnedPriors } from './learning/priors.ts';

export interface SparebotOptions {
  /** This installation's learned priors (sparebot-feedback.ts), asked when the knowledge base has no answer. */
  priors?: () => LearnedPriors | undefined;
}

export interface AnalyzeInput {
  image: Buffer;
  /**
   * The image is SpareStock's stored copy of a photo (already checked by the image pipeline,
   * JPEG, at most 1920 px, no metadata): it is neither checked nor re-encoded again.
   */
  storedCopy?: boolean;
  userSpecs?: UserSpecs;
  specifications?: UserSpecs;
}

/** How long one analysis took, in whole milliseconds; null for a part that did not run. */
export interface AnalysisTimings {
  durationMs: number;
  /** The offline reading (OCR and the knowledge base). */
  ocrMs: number | null;
  /** The vision model's call, retries included. */
  visionMs: number | null;
}

export interface Sparebot {
  /** Provider, endpoint and model: what, besides the inputs, decides an answer. */
  readonly identity: SparebotIdentity;
  analyze(input: AnalyzeInput): Promise<AnalysisResult>;
  analyzeTimed(input: AnalyzeInput): Promise<{ result: AnalysisResult; timings: AnalysisTimings }>;
  close(): Promise<void>;
}

function mergeSpecs(input: AnalyzeInput): UserSpecs | undefined {
  if (!input.userSpecs && !input.specifications) return undefined;
  return { ...input.specifications, ...input.userSpecs };
}

/** The promise, and (once it settles) how long it took; rejections pass through untimed. */
function timed<T>(promise: Promise<T>, started = performance.now()): Promise<{ value: T; ms: number }> {
  return promise.then((value) => ({ value, ms: Math.round(performance.now() - started) }));
}

export function identityOf(config: SparebotConfig): SparebotIdentity {
  return config.provider === 'local'
    ? { provider: 'local', model: null, baseUrl: null, combineLocal: null }
    : { provider: 'openai', model: config.model, baseUrl: config.baseUrl ?? null, combineLocal: config.combineLocal };
}

/** Before a process serves: readies the offline reading when this installation uses it (local-provider.ts). */
export function warmSparebot(config: SparebotConfig): void {
  if (config.provider === 'local' || config.combineLocal) warmLocalReading();
}

/**
 * SpareBot: checks the photo, then answers with the configured provider. `local` reads
 * the photo offline; `openai` asks a vision model and, unless disabled, combines its answer
 * with the local reading. The OCR worker starts on first use; `close()` stops it.
 */
export function createSparebot(config: SparebotConfig, options: SparebotOptions = {}): Sparebot {
  const ocr = new OcrClient({
    queueSize: config.queueSize,
    timeoutMs: config.ocrTimeoutMs,
    modelsDir: config.modelsDir,
    threads: config.ocrThreads,
  });

  async function analyzeTimed(input: AnalyzeInput): Promise<{ result: AnalysisResult; timings: AnalysisTimings }> {
    const started = performance.now();
    if (!input.storedCopy) await checkRawPhoto(input.image);
    const specs = mergeSpecs(input);
    const durationMs = () => Math.round(performance.now() - started);
    if (config.provider === 'local') {
      const local = await timed(analyseLocally(ocr, input.image, specs, options.priors?.()));
      return { result: local.value, timings: { durationMs: durationMs(), ocrMs: local.ms, visionMs: null } };
    }

    // SPAREBOT_TIMEOUT_MS bounds the whole analysis: re-encoding, every attempt, the local reading.
    const deadline = performance.now() + config.timeoutMs;
    // Only the stored copy of a photo ever leaves the server: JPEG, at most 1920 px, no
    // EXIF/GPS/XMP. Raw bytes are re-encoded to it here; the local reading keeps what it was given.
    const outbound = input.storedCopy ? input.image : await encodeStoredCopy(input.image);
    const vision = timed(
      askVisionModel(
        {
          baseUrl: config.baseUrl ?? '',
          apiKey: config.apiKey,
          model: config.model,
          timeoutMs: config.timeoutMs,
          maxRetries: config.maxRetries,
        },
        outbound,
        'image/jpeg',
        specs,
        deadline,
      ),
    );
    // A busy, failed or late OCR reading must not sink a good vision answer.
    const local = config.combineLocal
      ? settleWithin(
          timed(analyseLocally(ocr, input.image, specs, options.priors?.())).catch(() => undefined),
          deadline,
        ).then((r) => (r === 'late' ? undefined : r))
      : undefined;
    const [answer, localResult] = await Promise.all([vision, local]);
    return {
      result: combineVision(answer.value, localResult?.value, specs),
      timings: { durationMs: durationMs(), ocrMs: localResult?.ms ?? null, visionMs: answer.ms },
    };
  }

  return {
    identity: identityOf(config),
    analyze: async (input) => (await analyzeTimed(input)).result,
    analyzeTimed,
    close: async () => {
      await ocr.close();
    },
  };
}
