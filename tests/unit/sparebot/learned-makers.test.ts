import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { trainPriors, type TrainingRow } from '../../../src/server/sparebot/learning/priors.ts';

const kept = (ownerId: number, brand = 'Quorvane', category = 'Plumbing Supplies', moderator = false): TrainingRow => ({
  tokens: '',
  brand,
  category,
  ownerId,
  moderator,
});
// A label with the maker's name among ordinary rows, and nothing else that names it.
const label = {
  rows: ['QUORVANE', 'TYP 40/60', '230 V 50 Hz'],
  lines: ['QUORVANE', 'TYP 40/60', '230 V 50 Hz'].map((text) => ({ text, height: 20, confidence: 0.9 })),
};

describe('the open-world maker list learned from owners', () => {
  it('is suggested to others once two different owners kept the maker', () => {
    const priors = trainPriors([kept(1), kept(2)]);
    expect(priors.makers.size).toBe(1);
    const r = analyseText(label, undefined, priors);
    expect(r.brandInfo).toBe('Quorvane');
    expect(r.suggestedCategory).toBe('Plumbing Supplies');
    expect(r.needsLabelPhoto).toBe(false);
    expect(r.confidence).toBeLessThan(0.7);
  });

  it('is not taught by one account alone, however often it saves', () => {
    const priors = trainPriors([kept(1), kept(1), kept(1), kept(1)]);
    expect(priors.makers.size).toBe(0);
    expect(analyseText(label, undefined, priors).brandInfo).not.toBe('Quorvane');
  });

  it('takes a moderator at their word', () => {
    const priors = trainPriors([kept(9, 'Quorvane', 'Plumbing Supplies', true)]);
    expect(analyseText(label, undefined, priors).brandInfo).toBe('Quorvane');
  });

  it('leaves makers the knowledge base knows to the knowledge base', () => {
    expect(trainPriors([kept(1, 'Hager'), kept(2, 'Hager')]).makers.size).toBe(0);
  });
});
