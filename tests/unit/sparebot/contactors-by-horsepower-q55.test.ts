import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 79's rules (issue 30): no evaluation photo's reading.

describe('contactors', () => {
  it('reads a coil beside a horsepower of 1.5 HP or more as a contactor', () => {
    const r = readLabel('ZORVEX', 'CAT. NO. ZX40AP', '2HP 120VAC 5HP 240VAC', 'COIL 120V 50/60HZ');
    expect(r.suggestedTitle).toMatch(/contactor/);
    // … never a relay switching a fraction of one.
    expect(readLabel('ZORVEX', 'CAT. NO. ZX10R', '1/3HP 120VAC', 'COIL 24VDC').suggestedTitle).not.toMatch(/contactor/);
  });

  it("names TE Connectivity's sealed DC contactors by their series", () => {
    const r = readLabel('EVC 250', 'Made in Portugal');
    expect(r.brandInfo).toBe('TE Connectivity');
    expect(r.suggestedTitle).toMatch(/EVC 250 contactor/);
  });
});
