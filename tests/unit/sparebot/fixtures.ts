import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OcrText } from '../../../src/server/sparebot/analysis/analyse-text.ts';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/sparebot');

/** An OCR-text fixture as the OCR stage would hand it over: one line per row, all the same height. */
export function loadOcrFixture(name: string): OcrText {
  const rows = readFileSync(path.join(DIR, `${name}.txt`), 'utf8')
    .split('\n')
    .filter((r) => r.trim());
  return { rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.95 })) };
}
