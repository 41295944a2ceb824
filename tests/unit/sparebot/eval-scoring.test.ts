import { describe, expect, it } from 'vitest';
import { brandHit, brandInTitle, categoryLenient, specTokens, tokenRecalled } from '../../../scripts/eval-sparebot-scoring.ts';

// The evaluation's scoring (scripts/eval-sparebot-scoring.ts), on made-up answers.
describe('evaluation scoring', () => {
  it("scores categories leniently only across Electrical Components and Control Systems, the issue's example", () => {
    expect(categoryLenient('Electrical Components', 'Control Systems')).toBe(true);
    expect(categoryLenient('Control Systems', 'Electrical Components')).toBe(true);
    expect(categoryLenient('HVAC Equipment', 'HVAC Equipment')).toBe(true);
    expect(categoryLenient('HVAC Equipment', 'Plumbing Supplies')).toBe(false);
    expect(categoryLenient('Electrical Components', 'Other')).toBe(false);
  });

  it('finds a labelled token in the answer with its unit joined or apart, and a brand in the answer', () => {
    expect(specTokens('2.2KW; 11A')).toEqual(expect.arrayContaining(['2.2kw', '11a']));
    expect(tokenRecalled('2.2kw', 'Power: 2.2 kW')).toBe(true);
    expect(tokenRecalled('11a', 'Current: 1 A')).toBe(false);
    expect(brandHit('Schneider Electric', 'Schneider Electric')).toBe(true);
    expect(brandHit('Hager', 'Wylex')).toBe(false);
    // A maker's accents are folded: OCR reads Märklin and Baumüller without their umlauts.
    expect(brandHit('Baumüller', 'Baumuller')).toBe(true);
  });

  it('finds a labelled brand in the title as whole words only, as the issue counts brand in brandInfo or the title', () => {
    expect(brandInTitle('MEM', 'Eaton MEM DSN10 MCB Type B 32 A')).toBe(true);
    expect(brandInTitle('Crompton Parkinson', 'Brook Crompton Crompton Parkinson electric motor')).toBe(true);
    expect(brandInTitle('GE', 'Gearbox 30:1')).toBe(false);
    expect(brandInTitle('Crompton Parkinson', 'Brook Crompton electric motor')).toBe(false);
  });
});
