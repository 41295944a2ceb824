import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { confusionFold } from '../../../src/server/sparebot/extract/text-normalise.ts';
import { ALL_BRANDS, isCommonBrandWord } from '../../../src/server/sparebot/kb/brand-index.ts';
import { LABEL_WORDS } from '../../../src/server/sparebot/kb/label-words.ts';
import { WIDER_MAKERS } from '../../../src/server/sparebot/kb/makers.ts';
import { PRICE_TABLE } from '../../../src/server/sparebot/kb/price-table.ts';
import { PRODUCT_TYPES } from '../../../src/server/sparebot/kb/product-types.ts';
import { PRODUCT_WORDS } from '../../../src/server/sparebot/kb/product-words.ts';
import { TYPES_WITH_RATINGS, typeRatings } from '../../../src/server/sparebot/kb/type-ratings.ts';
import { CATEGORIES } from '../../../src/shared/constants/categories.ts';

const CATEGORY_NAMES = new Set<string>(CATEGORIES.map((c) => c.name));

describe('the knowledge base', () => {
  it('knows at least 2,500 makers (the issue asks 1,500), each with categories, the wider tables with product families', () => {
    expect(ALL_BRANDS.length).toBeGreaterThanOrEqual(2500);
    for (const b of ALL_BRANDS) {
      expect(b.categories.length, b.name).toBeGreaterThan(0);
      for (const c of b.categories) expect(CATEGORY_NAMES.has(c), `${b.name}: ${c}`).toBe(true);
      if (b.exactOnly) expect(b.families?.length, b.name).toBeGreaterThan(0);
    }
    const keys = ALL_BRANDS.map((b) => confusionFold(b.name));
    expect(new Set(keys).size).toBe(keys.length);
    // Each maker is written once across the wider tables: a second row would be skipped, its families unread.
    const seen = new Set<string>();
    const twice = WIDER_MAKERS.map((m) => confusionFold(m.name)).filter((k) => seen.has(k) || !seen.add(k));
    expect(twice).toEqual([]);
  });

  it('speaks in its rating table only of product types it knows, each range with its lower end first', () => {
    const ids = new Set(PRODUCT_TYPES.map((t) => t.id));
    expect(TYPES_WITH_RATINGS.filter((id) => !ids.has(id))).toEqual([]);
    for (const id of TYPES_WITH_RATINGS)
      for (const [key, [min, max]] of Object.entries(typeRatings(id).limits ?? {})) expect(min, `${id} ${key}`).toBeLessThan(max);
  });

  it('prices only product types it knows', () => {
    const ids = new Set(PRODUCT_TYPES.map((t) => t.id));
    expect(Object.keys(PRICE_TABLE).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('names at least 600 product types, each mapped to a category', () => {
    // Types the classifier tells apart: a word row with a base type only adds words to that type, so it is not counted.
    expect(new Set(PRODUCT_TYPES.map((t) => t.id)).size).toBeGreaterThanOrEqual(600);
    for (const t of PRODUCT_TYPES) expect(CATEGORY_NAMES.has(t.category), t.id).toBe(true);
    for (const p of PRODUCT_WORDS)
      if (p.baseType)
        expect(
          PRODUCT_TYPES.some((t) => t.id === p.baseType),
          p.noun,
        ).toBe(true);
  });

  it('gives one category to a product noun that two word tables both name', () => {
    const byNoun = new Map<string, Set<string>>();
    for (const p of PRODUCT_WORDS.filter((w) => !w.baseType)) byNoun.set(p.noun, (byNoun.get(p.noun) ?? new Set()).add(p.category));
    expect([...byNoun].filter(([, cats]) => cats.size > 1).map(([noun]) => noun)).toEqual([]);
  });

  it('carries the label words of German, French, Italian, Dutch and Spanish nameplates', () => {
    for (const w of ['leistung', 'spannung', 'puissance', 'tension', 'potenza', 'capaciteit', 'gewicht', 'potencia'])
      expect(LABEL_WORDS).toContain(w);
    const keywords = new Set(PRODUCT_TYPES.flatMap((t) => t.keywords));
    for (const w of ['pompe', 'pumpe', 'contattore', 'magneetschakelaar', 'interruptor diferencial', 'frequenzumrichter'])
      expect(keywords).toContain(w);
  });

  it('has no maker name or alias that is an ordinary label or product word', () => {
    const label = new Set(LABEL_WORDS.map(confusionFold));
    const product = new Map<string, string[]>();
    for (const t of PRODUCT_TYPES)
      for (const k of t.keywords) product.set(confusionFold(k), [...(product.get(confusionFold(k)) ?? []), t.category]);
    const collisions: string[] = [];
    for (const b of ALL_BRANDS) {
      for (const form of [b.name, ...b.aliases]) {
        const key = confusionFold(form);
        // Brand words that are also everyday words are matched only exactly and weigh less.
        if (isCommonBrandWord(form)) continue;
        if (label.has(key)) collisions.push(`${b.name}: ${form} (label word)`);
        // A maker's own product line (Acti9, Sinamics, Megger) may name a product type of its own categories.
        const cats = product.get(key);
        if (cats && !cats.some((c) => b.categories.includes(c as (typeof b.categories)[number])))
          collisions.push(`${b.name}: ${form} (product word)`);
      }
    }
    expect(collisions).toEqual([]);
  });
  it("names the makers of modules, sensors, welding and workshop kit by their families' category", () => {
    // Made-up label text: a maker's name alone, and with a code, on a small sticker.
    const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.9 })) });
    const cases: [string[], string, string][] = [
      [['SENSEAIR', 'K30'], 'Senseair', 'Instrumentation'],
      // The module's own name says what it is (a Wi-Fi module, kb/catalogue/automation.ts), over the maker's first family.
      [['ESPRESSIF', 'ESP32-WROOM-32'], 'Espressif', 'Control Systems'],
      [['TOPARC'], 'Toparc', 'Tools & Hardware'],
      [['MOBITRONIC', 'IUoU'], 'Mobitronic', 'Electrical Components'],
    ];
    for (const [rows, maker, category] of cases) {
      const answer = read(...rows);
      expect(answer.brandInfo, rows.join(' ')).toContain(maker);
      expect(answer.suggestedCategory, rows.join(' ')).toBe(category);
    }
    // A metering current transformer is filed with meters.
    expect(read('CURRENT TRANSFORMER', '100A/5A').suggestedCategory).toBe('Instrumentation');
  });
});
