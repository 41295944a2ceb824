import { describe, expect, it } from 'vitest';
import { judgeRating, parseWantedRating, readListingRatings } from '../../../src/server/wanted/rating-specs.ts';

const wanted = (typed: string) => {
  const rating = parseWantedRating(typed);
  if (!rating) throw new Error(`unreadable: ${typed}`);
  return rating;
};
const judge = (typed: string, ...listingTexts: string[]) => judgeRating(wanted(typed), readListingRatings(listingTexts));

describe('parseWantedRating', () => {
  it('reads one rating however it is typed, with a normalised label', () => {
    for (const typed of ['32A', '32 A', '32 amp', '32 amps', ' 32  AMP ']) expect(wanted(typed).label).toBe('32 A');
    expect(wanted('Type B').label).toBe('Type B');
    expect(wanted('b curve').label).toBe('Type B');
    expect(wanted('B32').label).toBe('Type B 32 A');
    expect(wanted('0.75kw').label).toBe('0.75 kW');
    expect(wanted('ip65').label).toBe('IP65');
  });

  it('reads at least and at most: ≥, >=, a trailing +, min, at most, or less', () => {
    for (const typed of ['≥ 6 kA', '>= 6kA', '6kA+', 'min 6kA', 'at least 6 kA', '6 kA or more']) {
      expect(wanted(typed)).toMatchObject({ label: '≥ 6 kA', specs: [{ k: 'breakingCapacity', op: 'gte', n: [6] }] });
    }
    expect(wanted('at most 400 V')).toMatchObject({ label: '≤ 400 V', specs: [{ op: 'lte', n: [400] }] });
    expect(wanted('230V or less').specs[0]).toMatchObject({ op: 'lte' });
  });

  it('answers null for text with no rating in it', () => {
    expect(parseWantedRating('fast')).toBeNull();
    expect(parseWantedRating('≥')).toBeNull();
  });
});

describe('judgeRating', () => {
  it('takes 32A, 32 A and 32 amp as one rating, and no other current', () => {
    for (const listing of ['MCB 32A', 'MCB 32 A', 'MCB 32 amp', 'Current: 32 A', 'B32 MCB'])
      expect(judge('32 amp', listing).state).toBe('met');
    expect(judge('32 A', 'MCB 40A')).toEqual({ state: 'failed' });
    expect(judge('32 A', 'MCB 16/32A range').state).toBe('met');
  });

  it('takes ≥ 6 kA as at least: 6 kA and 10 kA, not 4.5 kA; labelled as asked', () => {
    expect(judge('≥ 6 kA', 'MCB 10kA')).toEqual({ state: 'met', label: '≥ 6 kA' });
    expect(judge('≥ 6 kA', 'MCB 6 kA')).toEqual({ state: 'met', label: '≥ 6 kA' });
    expect(judge('≥ 6 kA', 'MCB 4.5kA')).toEqual({ state: 'failed' });
    // Breaking capacity is at least by nature: a plain 6 kA takes 10 kA too.
    expect(judge('6 kA', 'MCB 10kA').state).toBe('met');
    expect(judge('≤ 6 kA', 'MCB 10kA').state).toBe('failed');
  });

  it('compares IP ratings digit by digit, at least what was asked', () => {
    expect(judge('IP65', 'IP66 floodlight')).toEqual({ state: 'met', label: 'IP65' });
    expect(judge('IP65', 'IP67')).toMatchObject({ state: 'met' });
    expect(judge('IP65', 'IP54')).toEqual({ state: 'failed' });
    expect(judge('IP65', 'IP56')).toEqual({ state: 'failed' });
    expect(judge('IPX4', 'IP44 fitting').state).toBe('met');
    expect(judge('IP44', 'IPX4 fitting').state).toBe('failed');
  });

  it('converts units: W and kW, V and kV, HP within 3 %', () => {
    expect(judge('0.75 kW', 'Motor 750W').state).toBe('met');
    expect(judge('750 W', 'Motor 0.75kW').state).toBe('met');
    expect(judge('0.75 kW', 'Motor 1 HP').state).toBe('met');
    expect(judge('1.1 kW', 'Motor 1 HP').state).toBe('failed');
    expect(judge('11 kV', 'Transformer 11000 V').state).toBe('met');
    expect(judge('400 V', 'Supply 230/400V AC').state).toBe('met');
    expect(judge('400 V', 'Supply 230V').state).toBe('failed');
  });

  it('compares trip curves by letter, wherever the listing writes it', () => {
    expect(judge('Type B', 'Hager MCB type B')).toMatchObject({ state: 'met' });
    expect(judge('Type B', 'B32 MCB')).toMatchObject({ state: 'met' });
    expect(judge('Type B', 'MCB C curve')).toEqual({ state: 'failed' });
    expect(judge('B32', 'MCB 32A, curve B')).toEqual({ state: 'met', label: 'Type B 32 A' });
  });

  it('says a rating the listing does not state at all is unstated, not failed', () => {
    expect(judge('6 kA', 'MCB 32A type B')).toEqual({ state: 'unstated', label: '6 kA' });
    expect(judge('IP65', 'Floodlight 50W')).toEqual({ state: 'unstated', label: 'IP65' });
  });

  it('reads every text of the listing: title, brand, specs and description', () => {
    const ratings = readListingRatings(['Hager MCB', null, 'Voltage: 230/400 V; Breaking capacity: 10 kA', 'Curve B, 32 amp.']);
    expect([...ratings.keys()].sort()).toEqual(['breakingCapacity', 'current', 'tripCurve', 'voltage']);
  });
});
