import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 91's rules (issue 30): no evaluation photo's reading.

describe('a generator controller', () => {
  it('is named by its module number, among its terminal legends', () => {
    const smartgen = readLabel('AUX.OUTPUT1', 'EMERGENCY STOP', 'HGM6120N', 'CRANK(16A)', 'FUEL(16A)');
    expect(smartgen.suggestedTitle).toMatch(/^Smartgen HGM6120N generator controller/);
    expect(smartgen.suggestedCategory).toBe('Control Systems');
    expect(readLabel('DSE7320 MKII', 'AUTO START').brandInfo).toBe('Deep Sea Electronics');
    expect(readLabel('DKG-307', 'MAINS').brandInfo).toBe('Datakom');
    // … and by its own words.
    expect(readLabel('GENSET CONTROLLER', '12/24V DC').suggestedTitle).toMatch(/generator controller/i);
  });

  it("never by a Deep Sea battery charger's 9000 series number", () => {
    expect(readLabel('DSE9150', '24V 5A').suggestedTitle).not.toMatch(/generator controller/);
  });
});

describe("Alco's electric control valves", () => {
  it('are refrigeration expansion valves, by their code', () => {
    const r = readLabel('EX5-U21', 'U:24VDC', 'PS:60 bar');
    expect(r.brandInfo).toBe('Alco Controls');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
    expect(r.suggestedTitle).toMatch(/EX5-U21 expansion valve/);
  });
});

describe('the power a contactor switches', () => {
  it('is never more than its current carries at its voltage', () => {
    const r = readLabel('CONTACTOR', 'AC3 12A', '230V 440V', 'KW 45');
    expect(r.suggestedTitle).not.toMatch(/45 kW/);
    expect(r.technicalSpecs).not.toMatch(/45 kW/);
    expect(r.flaggedRatings).toContainEqual({ value: '45 kW', reason: 'more power than its current switches at its voltage' });
  });

  it('keeps a power its current carries', () => {
    expect(readLabel('CONTACTOR', 'AC3 32A', '400V', '15 kW').technicalSpecs).toMatch(/Power: 15 kW/);
  });
});
