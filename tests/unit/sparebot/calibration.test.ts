import { describe, it, expect } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { singleEvidenceCap } from '../../../src/server/sparebot/extract/classify-confidence.ts';
import { findProductType } from '../../../src/server/sparebot/kb/product-types.ts';
import { TRADE_SYNONYMS } from '../../../src/server/sparebot/kb/trade-synonyms.ts';
import { rotateRecTensor180, REC_HEIGHT } from '../../../src/server/sparebot/ocr/warp-crop.ts';

const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.9 })) });
const brands = (text: string) => matchBrands([{ text, height: 20, confidence: 0.9 }]).map((b) => b.brand.name);

describe('confidence of weak evidence', () => {
  it('does not read a code that folds near a brand name as that brand', () => {
    // "E110" folds to "eiio", one edit from Zelio's "zeiio": a code, not a maker's name.
    expect(brands('E110 switching')).not.toContain('Schneider Electric');
    expect(brands('5IEMENS')).toContain('Siemens');
  });

  it.each([
    'MADE IN CHINA',
    'DESIGN',
    '3 PHASE',
    'COPPER',
    'METRES',
    'FUSE',
    'STOP',
    'INVERTER',
    'CAST IRON',
    'SEALED',
    'GLAND',
    'TITANIUM',
    '60 WATTS',
  ])('reads no maker into the everyday label words "%s"', (text) => {
    expect(brands(text)).toEqual([]);
  });

  it('still reads those makers by their own names', () => {
    expect(brands('CHINT')).toContain('Chint');
    expect(brands('Itron')).toContain('Itron');
    expect(brands('Drayton')).toContain('Drayton');
  });

  it('keeps one keyword alone, or one weak code alone, below the review threshold', () => {
    expect(read('Junction box').confidence).toBeLessThan(0.7);
    expect(read('E110').confidence).toBeLessThan(0.7);
    expect(read('E110').brandInfo).toBe('Landis+Gyr');
  });

  it('lets corroborated evidence and strong codes stay confident', () => {
    expect(read('LC1D18M7').confidence).toBeGreaterThanOrEqual(0.7);
    expect(read('Rotary isolator', '63 A 400 V', 'IEC 60947-3').confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('caps single weak evidence and nothing else', () => {
    const none = { keywordHits: 0, codeStrengths: [], ratingHints: 0 };
    expect(singleEvidenceCap({ ...none, keywordHits: 1 }, false)).toBeLessThan(0.7);
    expect(singleEvidenceCap({ ...none, codeStrengths: [0.6] }, false)).toBeLessThan(0.7);
    expect(singleEvidenceCap({ ...none, codeStrengths: [0.85] }, false)).toBe(1);
    expect(singleEvidenceCap({ ...none, keywordHits: 2 }, false)).toBe(1);
    expect(singleEvidenceCap({ ...none, keywordHits: 1 }, true)).toBe(1);
    expect(singleEvidenceCap({ ...none, keywordHits: 1, ratingHints: 1 }, false)).toBe(1);
  });
});

describe('trade synonyms', () => {
  it('name known product types only', () => {
    for (const id of Object.keys(TRADE_SYNONYMS)) expect(findProductType(id), id).toBeDefined();
  });

  it.each([
    ['ROTARY ISOLATOR 63A', 'Electrical Components'],
    ['Split load dual RCD board', 'Electrical Components'],
    ['Tundish 15mm x 22mm', 'Plumbing Supplies'],
    ['Emergency bulkhead non maintained', 'Lighting'],
    ['Cat6 UTP data cable', 'Cables & Wiring'],
    ['Interlinked heat alarm', 'Safety Equipment'],
    ['Mini trunking 16x16', 'Cables & Wiring'],
  ])('reads "%s" as %s', (text, category) => {
    expect(read(text).suggestedCategory).toBe(category);
  });
});

describe('upside-down text', () => {
  it('turns a recogniser crop half a turn, padding kept on the right', () => {
    const width = 4,
      contentW = 3,
      plane = REC_HEIGHT * width;
    const tensor = new Float32Array(3 * plane);
    tensor[1] = 5; // channel 0, top row, second column
    tensor[plane + 2 * width] = 7; // channel 1, third row, first column
    const turned = rotateRecTensor180(tensor, width, contentW);
    expect(turned[(REC_HEIGHT - 1) * width + 1]).toBe(5);
    expect(turned[plane + (REC_HEIGHT - 3) * width + 2]).toBe(7);
    for (let y = 0; y < REC_HEIGHT; y++) expect(turned[y * width + 3]).toBe(0);
  });
});
