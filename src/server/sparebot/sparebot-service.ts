import type { AnalysisResult, UserSpecs } from '../../shared/schemas/analysis.ts';
import { encodeStoredCopy } from '../images/image-pipeline.ts';
import { settleWithin } from '../lib/settle-within.ts';
import { combineVision } from './analysis/from-vision.ts';
import { validateImage } from './image-input.ts';
import { OcrClient } from './ocr/ocr-client.ts';
import { askVisionModel } from './providers/openai-provider.ts';
import { analyseLocally } from './providers/local-provider.ts';
import type { SparebotConfig } from './sparebot-config.ts';

export interface AnalyzeInput {
  image: Buffer;
  userSpecs?: UserSpecs;
  specifications?: UserSpecs;
}

export interface Sparebot {
  analyze(input: AnalyzeInput): Promise<AnalysisResult>;
  close(): Promise<void>;
}

function mergeSpecs(input: AnalyzeInput): UserSpecs | undefined {
  if (!input.userSpecs && !input.specifications) return undefined;
  return { ...input.specifications, ...input.userSpecs };
}

/**
 * SpareBot: validates the photo, then answers with the configured provider. `local` reads
 * the photo offline; `openai` asks a vision model and, unless disabled, combines its answer
 * with the local reading. The OCR worker starts on first use; `close()` stops it.
 */
export function createSparebot(config: SparebotConfig): Sparebot {
  const ocr = new OcrClient({ queueSize: config.queueSize, timeoutMs: config.ocrTimeoutMs, modelsDir: config.modelsDir });

  async function analyze(input: AnalyzeInput): Promise<AnalysisResult> {
    await validateImage(input.image);
    const specs = mergeSpecs(input);
    if (config.provider === 'local') return analyseLocally(ocr, input.image, specs);

    // SPAREBOT_TIMEOUT_MS bounds the whole analysis: re-encoding, every attempt, the local reading.
    const deadline = performance.now() + config.timeoutMs;
    // Only the stored-photo copy ever leaves the server: re-encoded JPEG, at most 1920 px, no
    // EXIF/GPS/XMP (the same pipeline as saved photos). The local reading keeps the original.
    const outbound = await encodeStoredCopy(input.image);
    const vision = askVisionModel(
      { baseUrl: config.baseUrl ?? '', apiKey: config.apiKey, model: config.model, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries },
      outbound,
      'image/jpeg',
      specs,
      deadline,
    );
    // A busy, failed or late OCR reading must not sink a good vision answer.
    const local = config.combineLocal
      ? settleWithin(analyseLocally(ocr, input.image, specs).catch(() => undefined), deadline).then((r) => (r === 'late' ? undefined : r))
      : undefined;
    const [answer, localResult] = await Promise.all([vision, local]);
    return combineVision(answer, localResult, specs);
  }

  return {
    analyze,
    close: async () => {
      await ocr.close();
    },
  };
}
