import { analyseText } from '../../../../src/server/sparebot/analysis/analyse-text.ts';
import type { TextLine } from '../../../../src/server/sparebot/extract/brand-match.ts';
import { extractRatings, formatRatings } from '../../../../src/server/sparebot/extract/ratings.ts';
import { RATING_LABELS } from '../../../../src/server/sparebot/extract/rating-types.ts';
import { normaliseOcrText } from '../../../../src/server/sparebot/extract/text-normalise.ts';

/** One OCR line of made-up label text: 20 px tall, read at 0.95 unless told. */
export const line = (text: string, height = 20, confidence = 0.95) => ({ text, height, confidence });

/** Made-up OCR lines (placed or not) analysed as SpareBot reads a photo's, each line its own row. */
export const lines = (...ls: TextLine[]) => analyseText({ lines: ls, rows: ls.map((l) => l.text) });

/** The maker SpareBot names for made-up OCR lines and the category it files them under. */
export const filed = (...ls: ReturnType<typeof line>[]) => {
  const r = lines(...ls);
  return { brand: r.brandInfo, category: r.suggestedCategory };
};

/** Made-up label text analysed as SpareBot reads a photo's: its first row twice as tall (the maker or product line). */
export const readLabel = (...rows: string[]) => analyseText({ rows, lines: rows.map((text, i) => line(text, i === 0 ? 40 : 20)) });

/** The specs line SpareBot writes for made-up label rows, each normalised as OCR text is. */
export const specsOf = (...rows: string[]) => formatRatings(extractRatings(rows.map((r) => normaliseOcrText(r))), RATING_LABELS);

/** A line of text placed at (cx, cy), `length` long, `height` tall, tilted by `angle` radians: for logos read in two lines. */
export const placed = (text: string, cx: number, cy: number, height = 30, angle = 0, confidence = 0.97): TextLine => ({
  text,
  height,
  confidence,
  place: { cx, cy, length: text.length * height * 0.7, angle },
});
