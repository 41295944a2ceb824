import { analyseText } from '../../../../src/server/sparebot/analysis/analyse-text.ts';

/** One OCR line of made-up label text: 20 px tall, read at 0.95 unless told. */
export const line = (text: string, height = 20, confidence = 0.95) => ({ text, height, confidence });

/** Made-up label text analysed as SpareBot reads a photo's: its first row twice as tall (the maker or product line). */
export const readLabel = (...rows: string[]) => analyseText({ rows, lines: rows.map((text, i) => line(text, i === 0 ? 40 : 20)) });
