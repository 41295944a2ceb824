import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { keptUnchanged, type FeedbackFields } from '../../../src/server/sparebot/feedback/feedback-fields.ts';
import { trainFromStore } from '../../../src/server/sparebot/feedback/sparebot-feedback.ts';
import { FLAGGED_ROW_PREFIX, priorTokens } from '../../../src/server/sparebot/learning/prior-tokens.ts';
import { trainPriors, type TrainingRow } from '../../../src/server/sparebot/learning/priors.ts';

const read = (rows: string[], priors?: ReturnType<typeof trainPriors>) =>
  analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.9 })) }, undefined, priors);

/** Saved items of a made-up maker the knowledge base does not know ("Zorvex"), mostly lighting. */
function savedItems(): TrainingRow[] {
  const rows: TrainingRow[] = [];
  for (let i = 0; i < 6; i++)
    rows.push({ tokens: priorTokens(`ZORVEX QX${40 + i}0 PANEL 700X700`).join(' '), category: 'Lighting', brand: 'Zorvex' });
  for (let i = 0; i < 4; i++)
    rows.push({ tokens: priorTokens(`KLEMMFIX KF-${10 + i} BLOCK`).join(' '), category: 'Electrical Components', brand: 'Klemmfix' });
  rows.push({ tokens: priorTokens('ZORVEX QX900 EMERGENCY').join(' '), category: 'Lighting', brand: 'zorvex' });
  return rows;
}

describe('prior tokens', () => {
  it('keeps words and codes with their shape and prefix, not numbers, boilerplate or flagged rows', () => {
    const tokens = priorTokens(`WARNING Made in UK\nLC1D18M7 contactor 2018063540 400V\n${FLAGGED_ROW_PREFIX} 1220 A — outside`);
    expect(tokens).toEqual(expect.arrayContaining(['LC1D18M7', '#LC#D#M#', '^LC1D', 'CONTACTOR', '400V']));
    expect(tokens).not.toContain('WARNING');
    expect(tokens).not.toContain('2018063540');
    expect(tokens.join(' ')).not.toMatch(/1220|OUTSIDE/);
  });
});

describe('learned priors', () => {
  const priors = trainPriors(savedItems());

  it('learns category and brand from words and codes, and the category of a brand', () => {
    expect(priors.rows).toBe(11);
    expect(priors.categoryFor(priorTokens('QX470 PANEL'))?.category).toBe('Lighting');
    expect(priors.brandFor(priorTokens('QX470 PANEL'))?.brand).toBe('Zorvex');
    expect(priors.categoryOfBrand('ZORVEX')?.category).toBe('Lighting');
    expect(priors.categoryOrder[0]).toBe('Lighting');
    // Seen too rarely to count.
    expect(priors.categoryFor(priorTokens('EMERGENCY'))).toBeUndefined();
  });

  it('answers from them only where the knowledge base has none, below the review threshold', () => {
    const unknown = read(['QX480 PANEL 700X700'], priors);
    expect(unknown.suggestedCategory).toBe('Lighting');
    expect(unknown.brandInfo).toBe('Zorvex');
    expect(unknown.extracted.brand).toMatchObject({ source: 'inferred' });
    expect(unknown.confidence).toBeLessThan(0.7);
    expect(unknown.needsLabelPhoto).toBe(false);
    expect(unknown.categoryChoices?.[0]).toBe('Lighting');

    // Without priors the same text identifies nothing: the commonest stock is put first, for review.
    const alone = read(['QX480 PANEL 700X700']);
    expect(alone.needsLabelPhoto).toBe(true);
    expect(alone.suggestedCategory).toBe('Electrical Components');
    // The knowledge base's own answer wins.
    const known = read(['Hager MCB Type C 32A QX480'], priors);
    expect(known.suggestedCategory).toBe('Electrical Components');
    expect(known.brandInfo).toBe('Hager');
  });

  it('orders the choices by what users keep when nothing is legible, and puts the first forward', () => {
    const r = read([], priors);
    expect(r.suggestedCategory).toBe('Lighting');
    expect(r.needsReview).toBe(true);
    expect(r.categoryChoices?.slice(0, 2)).toEqual(['Lighting', 'Electrical Components']);
  });

  it('trains from the store page by page', async () => {
    const rows = savedItems().map((r, i) => ({
      id: i + 1,
      ocr_tokens: r.tokens,
      kept_category: r.category,
      kept_brand: r.brand,
      owner_id: 1,
      moderator: false,
    }));
    const pages: number[] = [];
    const fromStore = await trainFromStore({
      listTrainingPage: async (after, limit) => {
        pages.push(after);
        return rows.filter((r) => r.id > after).slice(0, limit);
      },
    });
    expect(fromStore.rows).toBe(11);
    expect(fromStore.brandFor(priorTokens('QX470 PANEL'))?.brand).toBe('Zorvex');
  });
});

describe('kept unchanged', () => {
  const base: FeedbackFields = {
    title: 'Hager MCB 32 A',
    category: 'Electrical Components',
    brand: 'Hager',
    condition: 'Good',
    price: 6.96,
    retailPrice: 13.8,
    specs: 'Current: 32 A',
  };
  it('compares text without case and spacing, brands without punctuation, prices to the penny', () => {
    expect(keptUnchanged('title', base, { ...base, title: ' hager  MCB 32 a ' })).toBe(true);
    expect(keptUnchanged('title', base, { ...base, title: 'Hager MCB 32A type B' })).toBe(false);
    expect(keptUnchanged('brand', { ...base, brand: null }, { ...base, brand: '' })).toBe(true);
    expect(keptUnchanged('brand', base, { ...base, brand: 'HAGER.' })).toBe(true);
    expect(keptUnchanged('price', base, { ...base, price: 6.96 })).toBe(true);
    expect(keptUnchanged('price', base, { ...base, price: 7 })).toBe(false);
    expect(keptUnchanged('retailPrice', base, { ...base, retailPrice: null })).toBe(false);
  });
});
