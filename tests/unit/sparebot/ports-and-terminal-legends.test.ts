import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line } from './helpers/label-text.ts';

// Synthetic label text for the version 29 rules (issue 30): no evaluation photo's reading.

const lines = (...ls: ReturnType<typeof line>[]) => analyseText({ lines: ls, rows: ls.map((l) => l.text) });

describe("an inverter-charger's wiring compartment", () => {
  it("names Victron by its own bus's name and keeps the terminals' legends out of the codes", () => {
    const compartment = lines(line('AC-OUT2', 22), line('AC-OUT1', 20), line('VE.Bus', 18), line('PE', 18), line('L1', 16));
    expect(compartment.brandInfo).toBe('Victron Energy');
    expect(compartment.suggestedTitle).toMatch(/inverter charger/i);
    expect(compartment.suggestedTitle).not.toMatch(/AC-OUT|VE\.Bus/);
    expect(compartment.technicalSpecs ?? '').not.toMatch(/AC-OUT/);
  });
});
