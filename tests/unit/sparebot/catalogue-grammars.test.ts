import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { findBrand } from '../../../src/server/sparebot/kb/brand-index.ts';
import { MODEL_PATTERNS } from '../../../src/server/sparebot/kb/model-patterns.ts';
import { findProductType } from '../../../src/server/sparebot/kb/product-types.ts';
import { CATALOGUE_CODES } from './catalogue-codes.ts';

const read = (text: string) => analyseText({ rows: [text], lines: [{ text, height: 20, confidence: 0.95 }] });

describe('catalogue grammars', () => {
  it('are named uniquely, name known brands and product types, and each has a constructed code', () => {
    const families = MODEL_PATTERNS.map((g) => g.family);
    expect(new Set(families).size).toBe(families.length);
    for (const g of MODEL_PATTERNS) {
      if (g.brand) expect(findBrand(g.brand)?.name, g.family).toBe(g.brand);
      expect(findProductType(g.type), g.family).toBeDefined();
      expect(CATALOGUE_CODES[g.family], `a constructed code for ${g.family}`).toBeDefined();
    }
    expect(Object.keys(CATALOGUE_CODES).filter((f) => !families.includes(f))).toEqual([]);
  });

  for (const grammar of MODEL_PATTERNS) {
    const [code, type, rating] = CATALOGUE_CODES[grammar.family] ?? ['', ''];
    it(`${grammar.family}: "${code}" → ${type}`, () => {
      expect(grammar.type).toBe(type);
      const m = grammar.pattern.exec(code);
      expect(m, `${grammar.pattern} matches ${code}`).not.toBeNull();
      if (rating) expect(grammar.ratings?.(m!).map((r) => r.value)).toContain(rating);

      // The whole analysis of the code alone: the type's category, the grammar's maker.
      const r = read(code);
      expect(r.suggestedCategory).toBe(findProductType(type)?.category);
      if (grammar.brand) expect(r.brandInfo).toBe(grammar.brand);
      if (rating) expect(r.technicalSpecs).toContain(rating);
    });
  }
});
