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

/** Three labels of different trades, a line to a row. */
export const WARM_UP_LABELS: readonly (readonly string[])[] = [
  ['SIEMENS', 'Type 3RT2015-1BB41', 'Ue 400V 50Hz Ie 7A AC-3', 'Made in Germany'],
  ['SCHNEIDER ELECTRIC', 'LC1D09', '230V 50Hz 9A'],
  ['GRUNDFOS', 'UPS 25-60 180', 'P1 45 65 W'],
];

/** A made-up label as the OCR would read it: a line to a row, each under the one before. */
export function warmUpText(label: readonly string[]): OcrText {
  const lines = label.map((text, row) => ({
    text,
    confidence: 0.9,
    box: { cx: 300, cy: 100 + row * 40, length: text.length * 12, thickness: 20, angle: 0 },
  }));
  return toOcrText({ lines, rows: [...label] });
}

/**
 * Reads three made-up labels, so the knowledge base's indexes are built and the text stage
 * compiled (~1.4 s of one core here: `npm run bench -- sparebot-warm-up`) before the process
 * serves. Left to the first photo, that work held up every request on the event loop meanwhile,
 * and the overload guard shed them with 503.
 */
export function warmLocalReading(): void {
  for (const label of WARM_UP_LABELS) analyseText(warmUpText(label));
}
