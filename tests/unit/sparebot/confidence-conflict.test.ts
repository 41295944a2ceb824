import { describe, it, expect } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { conflictCap } from '../../../src/server/sparebot/extract/classify-confidence.ts';
import type { TypeScores } from '../../../src/server/sparebot/extract/type-scores.ts';

// Synthetic label text, written for these rules: never an evaluation photo's reading.
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.9 })) });

describe('confidence when the evidence disagrees', () => {
  it('reviews a maker named beside words of a category it is not known for', () => {
    // Worcester Bosch makes boilers (HVAC): its name with a contactor's words is two things in frame, or a misreading.
    const mixed = read('Worcester Bosch', 'CONTACTOR 3 POLE', 'AC-3 25 A 400 V');
    expect(mixed.suggestedCategory).toBe('Electrical Components');
    expect(mixed.confidence).toBeLessThan(0.7);
    expect(mixed.needsReview).toBe(true);
  });

  it('keeps a maker named beside its own kind of product confident', () => {
    const own = read('Schneider Electric', 'CONTACTOR 3 POLE', 'AC-3 25 A 400 V');
    expect(own.suggestedCategory).toBe('Electrical Components');
    expect(own.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('reviews a photo whose words name two products of different categories', () => {
    const two = read('THREE PHASE INDUCTION MOTOR', 'LIMIT SWITCH');
    expect(two.confidence).toBeLessThan(0.7);
  });

  it("caps the answer when a second category has at least half the winner's product evidence", () => {
    const scores = (entries: [string, number][]): TypeScores => ({
      scores: new Map(entries),
      patternBrands: [],
      evidence: { keywordHits: entries.length, codeStrengths: [], ratingHints: 0 },
    });
    const motor = { category: 'Motors & Drives' as const };
    expect(
      conflictCap(
        scores([
          ['motor', 3],
          ['limit-switch', 1.6],
        ]),
        motor,
        [],
      ),
    ).toBeLessThan(0.7);
    expect(
      conflictCap(
        scores([
          ['motor', 3],
          ['limit-switch', 1.2],
        ]),
        motor,
        [],
      ),
    ).toBe(1);
    expect(
      conflictCap(
        scores([
          ['motor', 3],
          ['drive', 2.8],
        ]),
        motor,
        [],
      ),
    ).toBe(1);
  });

  it('stays confident when a second product word is of the same category', () => {
    const same = read('MCB TYPE B 16 A', 'RCD 30 mA', '230 V');
    expect(same.suggestedCategory).toBe('Electrical Components');
    expect(same.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('lets a clear winner stay confident over a stray weak word of another category', () => {
    const motor = read('THREE PHASE INDUCTION MOTOR', 'TEFC FRAME 90L INS CLASS F', '1.5 kW 1420 rpm 400 V 50 Hz', 'IP55 S1', 'washer');
    expect(motor.suggestedCategory).toBe('Motors & Drives');
    expect(motor.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe('a keyword inside a catalogue code', () => {
  it('counts only for the code its own type: UPS in a circulator code is no UPS', () => {
    const pump = read('GRUNDFOS', 'UPS 25-60 130', '230 V 50 Hz');
    expect(pump.extracted.productType?.value).toBe('circulating pump');
    expect(pump.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('still counts the same word standing alone', () => {
    expect(read('UPS 3000 VA').extracted.productType?.value).toBe('UPS');
  });
});
