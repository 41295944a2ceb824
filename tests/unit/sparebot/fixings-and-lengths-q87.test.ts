import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 176 on (issue 30): no evaluation photo's reading.

describe("a contactor's motor power beside its coil voltage", () => {
  it('is kept: the power is rated at 400 V, the 230 V is the coil', () => {
    const r = readLabel('Eaton', 'DILM32-10', 'Contactor', '230V 50Hz coil', '15kW AC-3');
    expect(r.technicalSpecs).toContain('Power: 15 kW');
    expect(r.flaggedRatings ?? []).toEqual([]);
    // A comma lost ("7,5" read as 75 kW) is still more than 32 A switches at 400 V.
    expect(readLabel('Eaton', 'DILM32-10', 'Contactor', '230V coil', '75kW AC-3').technicalSpecs).not.toMatch(/75 kW/);
  });
});
