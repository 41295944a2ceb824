import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { UNIDENTIFIED_TITLE } from '../../../src/server/sparebot/analysis/build-title.ts';
import { COMMON_CATEGORIES } from '../../../src/server/sparebot/analysis/category-choices.ts';
import { loadOcrFixture } from './fixtures.ts';

const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.9 })) });

describe('analyseText when nothing identifies the item', () => {
  it('says so neutrally, puts the likeliest category forward for review and asks for a label photo', () => {
    const r = analyseText(loadOcrFixture('blank'));
    expect(r.suggestedTitle).toBe(UNIDENTIFIED_TITLE);
    expect(r.suggestedTitle).toBe('Unidentified item — add a photo of its label');
    // No installation history: the commonest stock, never Other (nearly always wrong on real stock).
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.needsLabelPhoto).toBe(true);
    // Every category one tap away (all 12, Fasteners & Fixings included), Other last.
    expect(r.categoryChoices).toEqual(COMMON_CATEGORIES);
    expect(r.categoryChoices).toHaveLength(12);
    expect(r.categoryChoices).toContain('Fasteners & Fixings');
    expect(r.categoryChoices?.at(-1)).toBe('Other');
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.needsReview).toBe(true);
    expect(r.description).toMatch(/photo of its label or nameplate/);
    expect(r.suggestedTitle).not.toMatch(/electrical/i);
  });

  it('treats stray characters that name nothing the same way', () => {
    const r = read('00', 'X7', '1/6');
    expect(r.suggestedCategory).toBe(COMMON_CATEGORIES[0]);
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.needsLabelPhoto).toBe(true);
    expect(r.description).toMatch(/does not identify the item/);
  });

  it('names the item and ranks the evidence first in the choices once anything identifies it', () => {
    const r = read('Hager', 'MCB Type C 32A');
    expect(r.needsLabelPhoto).toBe(false);
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.categoryChoices?.[0]).toBe('Electrical Components');
    expect(r.categoryChoices?.at(-1)).toBe('Other');
    expect(new Set(r.categoryChoices).size).toBe(12);
  });

  it('names a maker read only as a capitalised word alone on its line, and asks for the category', () => {
    const lines = (maker: { height: number; confidence: number }) =>
      analyseText({
        rows: ['QUARVON', 'SET', 'OUT', 'KX-2B-115'],
        lines: [{ text: 'QUARVON', ...maker }, ...['SET', 'OUT', 'KX-2B-115'].map((text) => ({ text, height: 30, confidence: 0.98 }))],
      });
    const r = lines({ height: 30, confidence: 0.98 });
    expect(r.brandInfo).toBe('Quarvon');
    expect(r.suggestedTitle).toMatch(/^Quarvon /);
    expect(r.needsLabelPhoto).toBe(false);
    expect(r.needsReview).toBe(true);
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.categoryChoices).toHaveLength(12);
    // Not when read unsurely, nor in the label's small print.
    expect(lines({ height: 30, confidence: 0.9 }).suggestedTitle).toBe(UNIDENTIFIED_TITLE);
    expect(lines({ height: 18, confidence: 0.98 }).suggestedTitle).toBe(UNIDENTIFIED_TITLE);
    // Nor an everyday word; with a product word saying what the item is, the word is still the maker (since version 57).
    const sure = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 30, confidence: 0.98 })) });
    expect(sure('PAUSE', 'SET', 'OUT').suggestedTitle).toBe(UNIDENTIFIED_TITLE);
    expect(sure('QUARVON', 'SET', 'OUT').brandInfo).toBe('Quarvon');
    expect(sure('QUARVON', 'PRESSURE SWITCH', '1(0.5)/250V').brandInfo).toBe('Quarvon');
    // Nor a word one letter from a product word the label prints elsewhere ("Molor" where "Motor" is printed).
    expect(sure('MOLOR', 'MOTOR', 'FILTER', 'SPEED CONTROLLER').brandInfo).toBe('Unbranded');
  });

  it('keeps the category the user chose, with no label photo asked for', () => {
    const r = analyseText(loadOcrFixture('blank'), { category: 'Lighting' });
    expect(r.suggestedCategory).toBe('Lighting');
    expect(r.needsLabelPhoto).toBe(false);
  });
});
