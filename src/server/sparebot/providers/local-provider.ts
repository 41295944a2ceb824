import type { AnalysisResult, UserSpecs } from '../../../shared/schemas/analysis.ts';
import { analyseText, type OcrText } from '../analysis/analyse-text.ts';
import type { OcrClient } from '../ocr/ocr-client.ts';
import type { OcrResult } from '../ocr/ocr-types.ts';
import type { LearnedPriors } from '../learning/priors.ts';

/** What the text analysis reads of an OCR result: each line's text, height, confidence and place, and the rows. */
export function toOcrText(result: Pick<OcrResult, 'lines' | 'rows'>): OcrText {
  return {
    lines: result.lines.map(({ text, confidence, box }) => ({
      text,
      height: box.thickness,
      confidence,
      place: { cx: box.cx, cy: box.cy, length: box.length, angle: box.angle },
    })),
    rows: result.rows,
  };
}

/** Offline analysis: OCR in the worker, then the knowledge base (and learned priors where it has no answer). */
export async function analyseLocally(client: OcrClient, image: Buffer, specs?: UserSpecs, priors?: LearnedPriors): Promise<AnalysisResult> {
  return analyseText(toOcrText(await client.recognise(image)), specs, priors);
}
