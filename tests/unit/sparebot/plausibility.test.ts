import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { combineVision } from '../../../src/server/sparebot/analysis/from-vision.ts';
import { checkRatings, ratingProblem, titleRatingProblems } from '../../../src/server/sparebot/extract/plausibility.ts';
import { extractRatings } from '../../../src/server/sparebot/extract/ratings.ts';
import type { Rating, RatingKey } from '../../../src/server/sparebot/extract/rating-types.ts';
import { parseNumbers } from '../../../src/server/sparebot/extract/rating-types.ts';

const rating = (key: RatingKey, value: string, fraction = false): Rating => ({
  key,
  value,
  numbers: parseNumbers(value.replace(/\s?[A-Za-z°²³]+.*$/, ''), fraction),
  via: 'inline',
});
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.95 })) });

describe('rating plausibility by product type', () => {
  it('holds a DIN-rail MCB to 0.5–125 A', () => {
    expect(ratingProblem(rating('current', '32 A'), 'mcb')).toBeUndefined();
    expect(ratingProblem(rating('current', '0.5 A'), 'mcb')).toBeUndefined();
    expect(ratingProblem(rating('current', '160 A'), 'mcb')).toMatch(/outside 0.5–125 A for an MCB/);
    expect(ratingProblem(rating('current', '0.2 A'), 'mcb')).toBeDefined();
  });

  it("holds a contactor's AC-3 current to 6–800 A", () => {
    expect(ratingProblem(rating('current', '18 A'), 'contactor')).toBeUndefined();
    expect(ratingProblem(rating('current', '800 A'), 'contactor')).toBeUndefined();
    expect(ratingProblem(rating('current', '1220 A'), 'contactor')).toMatch(/6–800 A for a contactor/);
  });

  it('holds a meter to 100 A and everything to what any product carries', () => {
    expect(ratingProblem(rating('current', '100 A'), 'energy-meter')).toBeUndefined();
    expect(ratingProblem(rating('current', '5235 A'), 'energy-meter')).toBeDefined();
    expect(ratingProblem(rating('current', '20005235 A'))).toBeDefined();
    expect(ratingProblem(rating('current', '20005235 A'))).toMatch(/outside/);
  });

  it('holds motor power to 0.005–500 kW in any unit (a shaded-pole fan motor is a few watts)', () => {
    expect(ratingProblem(rating('power', '7.5 kW'), 'motor')).toBeUndefined();
    expect(ratingProblem(rating('power', '1/2 HP', true), 'motor')).toBeUndefined();
    expect(ratingProblem(rating('power', '370 W'), 'motor')).toBeUndefined();
    expect(ratingProblem(rating('power', '750 kW'), 'motor')).toMatch(/0.005–500 kW/);
    expect(ratingProblem(rating('power', '20 W'), 'motor')).toBeUndefined();
    expect(ratingProblem(rating('power', '2 W'), 'motor')).toBeDefined();
    expect(ratingProblem(rating('power', '1000 HP'), 'motor')).toBeDefined();
  });

  it('takes mains-product voltages from the standard series, ranges by their top', () => {
    for (const v of ['230 V', '400 V', '230/400 V', '380-415 V', '100-240 V', '24 V DC', '110 V', '690 V', '85-265 V']) {
      expect(ratingProblem(rating('voltage', v), 'contactor'), v).toBeUndefined();
    }
    expect(ratingProblem(rating('voltage', '4000 V'), 'contactor')).toMatch(/standard voltage/);
    expect(ratingProblem(rating('voltage', '5200 V'), 'motor')).toBeDefined();
    // A solar inverter's input range is not a mains voltage.
    expect(ratingProblem(rating('voltage', '90-520 V'), 'solar-inverter')).toBeUndefined();
  });

  it('splits a rating map into kept and dropped ratings', () => {
    const { kept, dropped } = checkRatings(extractRatings(['Ue 400V Ie 1220A', 'Ith 25A']), 'contactor');
    expect(kept.current?.map((r) => r.value)).toEqual(['25 A']);
    expect(kept.voltage?.map((r) => r.value)).toEqual(['400 V']);
    expect(dropped).toEqual([{ value: '1220 A', reason: 'outside 6–800 A for a contactor' }]);
  });
});

describe('analyseText with misread ratings', () => {
  it('leaves a contactor rating that cannot be out of the title and fields, and flags it in the raw text', () => {
    const r = read('SIEMENS', 'SIRIUS 3RT2026-1AP00 contactor', 'AC-3 1220A 400V');
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.suggestedTitle).not.toMatch(/1220/);
    expect(r.technicalSpecs).not.toMatch(/1220/);
    expect(
      Object.values(r.extracted)
        .map((e) => e.value)
        .join(' '),
    ).not.toMatch(/1220/);
    expect(r.flaggedRatings).toEqual([{ value: '1220 A', reason: 'outside 6–800 A for a contactor' }]);
    expect(r.rawText).toContain('Not used (implausible): 1220 A — outside 6–800 A for a contactor');
    expect(titleRatingProblems(r.suggestedTitle, 'contactor')).toEqual([]);
  });

  it('drops a run-together meter reading whatever the product', () => {
    const r = read('kWh energy meter', 'SDM120', '20005235A 230V 50Hz');
    expect(r.suggestedTitle).not.toMatch(/20005235/);
    expect(r.flaggedRatings?.map((f) => f.value)).toContain('20005235 A');
    expect(r.technicalSpecs).toContain('230 V');
  });

  it('keeps every rating of a plausible nameplate', () => {
    const r = read('THREE PHASE INDUCTION MOTOR', '7.5 kW 400/690 V 14.2 A 1460 rpm 50 Hz IP55');
    expect(r.flaggedRatings).toEqual([]);
    expect(r.suggestedTitle).toMatch(/7\.5 kW/);
  });
});

describe('vision-model titles', () => {
  it('are replaced by the local title when they carry a rating the product cannot', () => {
    const local = read('SIEMENS', 'SIRIUS 3RT2026-1AP00 contactor', 'AC-3 25A 400V');
    const bad = combineVision({ title: 'Siemens 3RT2026 contactor 1220 A', category: 'Control Systems', confidence: 0.9 }, local);
    expect(bad.suggestedTitle).toBe(local.suggestedTitle);
    expect(bad.suggestedTitle).not.toMatch(/1220/);
    const good = combineVision({ title: 'Siemens 3RT2026 contactor 25 A', category: 'Control Systems', confidence: 0.9 }, local);
    expect(good.suggestedTitle).toBe('Siemens 3RT2026 contactor 25 A');
    expect(good.categoryChoices?.[0]).toBe('Control Systems');
    expect(good.needsLabelPhoto).toBe(false);
  });
});
