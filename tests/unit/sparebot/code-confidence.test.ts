import { describe, it, expect } from 'vitest';
import { unclaimedCodes } from '../../../src/server/sparebot/extract/codes.ts';
import { isPrintedRating } from '../../../src/server/sparebot/extract/printed-ratings.ts';

// Synthetic lines: what OCR hands over, with its confidence per line.
const codes = (text: string, confidence: number) => unclaimedCodes([{ text, height: 20, confidence }], {}).map((c) => c.value);

describe('codes read less surely', () => {
  it('keeps a catalogue-number-shaped token from a line read at 0.6–0.8', () => {
    expect(codes('CAT 3RV2011-1FA10', 0.7)).toEqual(['3RV2011-1FA10']);
    expect(codes('TYPE XK45-220B', 0.62)).toEqual(['XK45-220B']);
  });

  it('drops tokens of another shape from such a line: short, one digit, or words run together', () => {
    expect(codes('AB12', 0.7)).toEqual([]);
    expect(codes('XOT3A', 0.7)).toEqual([]);
    expect(codes('B300PilotDuty', 0.7)).toEqual([]);
  });

  it('keeps them all from a line read surely, and none below 0.6', () => {
    expect(codes('XOT3A', 0.9)).toEqual(['XOT3A']);
    expect(codes('CAT 3RV2011-1FA10', 0.55)).toEqual([]);
  });

  it('keeps a catalogue number in digit groups, never a telephone number', () => {
    expect(codes('1492-2-100', 0.9)).toEqual(['1492-2-100']);
    expect(codes(':400-606-8887', 0.9)).toEqual([]);
    expect(codes('0800-123-4567', 0.9)).toEqual([]);
    expect(codes('Tel 01234-567-890', 0.9)).toEqual([]);
    // Dialled from abroad, however its digits are grouped.
    expect(codes('+82-52-202-7777', 0.9)).toEqual([]);
    expect(codes('+44.1234.567890', 0.9)).toEqual([]);
    // A rating's range with its unit stays as printed, but is never the model (isPrintedRating).
    expect(codes('INPUT 85-265VAC', 0.9)).toEqual(['85-265VAC']);
    expect(isPrintedRating('85-265VAC')).toBe(true);
    expect(isPrintedRating('AC400V')).toBe(true);
    expect(isPrintedRating('Ar/CO2')).toBe(true);
    expect(isPrintedRating('HY02D223B')).toBe(false);
    // A class or terminal glued to its word is no catalogue number.
    expect(codes('TYPE2 IYPE2 CLASS2 LINE3', 0.9)).toEqual([]);
  });
});
