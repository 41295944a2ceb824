import type { AnalysisResult, UserSpecs } from '../../shared/schemas/analysis.ts';
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
    const { mime } = await validateImage(input.image);
    const specs = mergeSpecs(input);
    if (config.provider === 'local') return analyseLocally(ocr, input.image, specs);

    const vision = askVisionModel(
      { baseUrl: config.baseUrl ?? '', apiKey: config.apiKey, model: config.model, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries },
      input.image,
      mime,
      specs,
    );
    const local = config.combineLocal
      ? // A busy or failed OCR worker must not sink a good vision answer.
        analyseLocally(ocr, input.image, specs).catch(() => undefined)
      : Promise.resolve(undefined);
    const [answer, localResult] = await Promise.all([vision, local]);
    return combineVision(answer, localResult, specs);
  }

  return { analyze, close: () => ocr.close() };
}
