import { describe, expect, it } from 'vitest';
import {
  buildFallbackSuggestion,
  buildManualSuggestion,
  FALLBACK_ERROR,
  IOS_QUOTA_FALLBACK_ERROR,
  isUnsure,
  unsureReason,
  toSuggestion,
} from '../../../src/client/features/smart-upload/suggestions.ts';
import { completeWithFallback, createEntry, needsCheck } from '../../../src/client/features/smart-upload/entry-updates.ts';
import { pickCategoryChoices } from '../../../src/client/features/smart-upload/category-choices.ts';

describe('fallback suggestions', () => {
  it('rotate through generic M&E items priced 25, 15, 12, 35, 20 at confidence 0.3', () => {
    const prices = [0, 1, 2, 3, 4, 5].map((i) => buildFallbackSuggestion(i).estimatedPrice.surplusPrice);
    expect(prices).toEqual([25, 15, 12, 35, 20, 25]);
    const titles = new Set([0, 1, 2, 3, 4].map((i) => buildFallbackSuggestion(i).title));
    expect(titles.size).toBe(5);
    expect(buildFallbackSuggestion(7).confidence).toBe(0.3);
    expect(buildFallbackSuggestion(7).category).toBe(buildFallbackSuggestion(2).category);
  });

  it('complete the entry with the error note, flagged for a check', () => {
    const entry = createEntry('a.jpg', 'data:image/jpeg;base64,xx', false);
    const done = completeWithFallback(entry, 1, false);
    expect(done.status).toBe('completed');
    expect(done.error).toBe(FALLBACK_ERROR);
    expect(done.details?.surplusPrice).toBe(15);
    expect(needsCheck(done)).toBe(true);
    expect(completeWithFallback(entry, 1, true).error).toBe(IOS_QUOTA_FALLBACK_ERROR);
  });
});

describe('manual entry defaults', () => {
  it('are Manual Entry, Other, surplus 25, retail 31, range 10-50, completed at once and unflagged', () => {
    const s = buildManualSuggestion();
    expect(s).toMatchObject({ title: 'Manual Entry', category: 'Other' });
    expect(s.estimatedPrice).toMatchObject({ surplusPrice: 25, marketPrice: 31, min: 10, max: 50 });
    const entry = createEntry('m.jpg', 'data:x', true, s);
    expect(entry.status).toBe('completed');
    expect(entry.aiPrice).toBeUndefined();
    expect(needsCheck(entry)).toBe(false);
  });
});

describe('toSuggestion', () => {
  it('fills the spec defaults for anything SpareBot left out', () => {
    const s = toSuggestion({ suggestedTitle: 'Siemens motor', suggestedCategory: 'Motors & Drives' });
    expect(s).toMatchObject({ confidence: 0.7, quantity: 1, brandInfo: 'Unbranded', material: 'Unknown', size: 'N/A' });
    expect(s.estimatedPrice).toMatchObject({ min: 5, max: 15, average: 10, marketPrice: 12.5 });
  });

  it('is unsure when SpareBot asks for review or confidence is under 0.5', () => {
    expect(isUnsure(toSuggestion({ confidence: 0.9, needsReview: true }))).toBe(true);
    expect(isUnsure(toSuggestion({ confidence: 0.49 }))).toBe(true);
    expect(isUnsure(toSuggestion({ confidence: 0.5 }))).toBe(false);
  });

  it('says what SpareBot is unsure of: the label, the maker, or what the item is', () => {
    expect(unsureReason(toSuggestion({ confidence: 0.2, needsReview: true, needsLabelPhoto: true }))).toBe('label');
    // A code or rating read that names nothing is said as such: the label was read, only not understood.
    expect(
      unsureReason(toSuggestion({ confidence: 0.2, needsReview: true, needsLabelPhoto: true, technicalSpecs: 'Model: MR-253A' })),
    ).toBe('codes');
    expect(unsureReason(toSuggestion({ confidence: 0.86, needsReview: true, brandInfo: '' }))).toBe('maker');
    expect(unsureReason(toSuggestion({ confidence: 0.86, needsReview: true, brandInfo: 'Unbranded' }))).toBe('maker');
    expect(unsureReason(toSuggestion({ confidence: 0.4, needsReview: true, brandInfo: '' }))).toBe('category');
    expect(unsureReason(toSuggestion({ confidence: 0.6, needsReview: true, brandInfo: 'Lovato' }))).toBe('category');
  });
});

describe('pickCategoryChoices', () => {
  it('puts the guess first, then common categories, without repeats', () => {
    expect(pickCategoryChoices('Lighting')).toEqual([
      'Lighting',
      'Electrical Components',
      'Plumbing Supplies',
      'HVAC Equipment',
      'Motors & Drives',
    ]);
    expect(pickCategoryChoices('Motors & Drives')).toEqual([
      'Motors & Drives',
      'Electrical Components',
      'Plumbing Supplies',
      'HVAC Equipment',
      'Other',
    ]);
    expect(pickCategoryChoices('Nonsense')[0]).toBe('Electrical Components');
  });

  it('offers SpareBot’s own choices when it gives them, ending with Other', () => {
    expect(pickCategoryChoices('Other', 6, ['Lighting', 'HVAC Equipment', 'Fasteners & Fixings'])).toEqual([
      'Other',
      'Lighting',
      'HVAC Equipment',
      'Fasteners & Fixings',
    ]);
    expect(pickCategoryChoices('Lighting', 5, ['Lighting', 'Electrical Components'])).toEqual([
      'Lighting',
      'Electrical Components',
      'Other',
    ]);
  });

  it('keeps what SpareBot says about an unidentified photo', () => {
    const suggestion = toSuggestion({
      suggestedTitle: 'Unidentified item — add a photo of its label',
      needsLabelPhoto: true,
      categoryChoices: ['Lighting'],
      needsReview: true,
    });
    expect(suggestion).toMatchObject({ needsLabelPhoto: true, categoryChoices: ['Lighting'] });
    expect(isUnsure(suggestion)).toBe(true);
  });
});
