import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 32 rules (issue 30): no evaluation photo's reading.

describe("the title's ratings", () => {
  it("take the watts a supply's own code states over a power misread elsewhere on the label", () => {
    // "122.4W" with its point lost reads as 1224 W; the code says the supply is 100 W.
    const supply = lines(line('MEAN WELL', 30), line('HDR-100-24N', 22), line('OUTPUT:24V 4.2A', 18), line('4.2A,1224W Max.', 14));
    expect(supply.suggestedTitle).toMatch(/^Mean Well HDR-100-24N DC power supply 100 W$/);
    expect(supply.technicalSpecs).toContain('1224 W');
  });

  it('still take the largest power where no code states one (a heater read at two settings)', () => {
    const heater = lines(line('FAN HEATER', 30), line('1000W / 2000W', 20), line('230V~ 50Hz', 16));
    expect(heater.suggestedTitle).toMatch(/2000 W$/);
  });
});
