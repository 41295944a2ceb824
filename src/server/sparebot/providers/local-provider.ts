import type { AnalysisResult, UserSpecs } from '../../../shared/schemas/analysis.ts';
import { analyseText, type OcrText } from '../analysis/analyse-text.ts';
import type { OcrClient } from '../ocr/ocr-client.ts';
import type { OcrResult } from '../ocr/ocr-types.ts';
import type { LearnedPriors } from '../learning/priors.ts';

function toOcrText(result: OcrResult): OcrText {
  return {
    lines: result.lines.map((l) => ({ text: l.text, height: l.box.thickness, confidence: l.confidence })),
    rows: result.rows,
  };
}

/** Offline analysis: OCR in the worker, then the knowledge base (and learned priors where it has no answer). */
export async function analyseLocally(client: OcrClient, image: Buffer, specs?: UserSpecs, priors?: LearnedPriors): Promise<AnalysisResult> {
  return analyseText(toOcrText(await client.recognise(image)), specs, priors);
}
