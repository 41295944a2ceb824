import { describe, expect, it } from 'vitest';
import { line, lines, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 97's rules (issue 30): no evaluation photo's reading.

describe("a maker's name that is an everyday word", () => {
  it('names no maker read in a sentence of small letters ("nte gent digital multimeter")', () => {
    const r = lines(line('nte gent digital multimeter', 20, 0.9), line('ZORBEL', 30, 0.97), line('max 1000V dc 750Vac'));
    expect(r.brandInfo).not.toBe('Gent');
    expect(r.extracted.productType?.value).toBe('multimeter');
  });

  it('still names it printed as its logo', () => {
    expect(lines(line('GENT', 40, 0.99), line('SMOKE DETECTOR')).brandInfo).toBe('Gent');
  });

  it('is never an audio socket\'s "PHONO"', () => {
    expect(readLabel('ACTIVE LOUDSPEAKER', 'PHONO TIP BARREL', 'LINE IN').brandInfo).not.toBe('Phono Solar');
  });
});

describe("a multi-process welder's selector", () => {
  it('is a welder by its processes, its C25 a shielding gas and its PMIG no maker', () => {
    const r = lines(
      line('FLUX CORED', 20, 0.97),
      line('MIG STAINLESS', 20, 0.97),
      line('MIG STEEL C25', 20, 0.97),
      line('PMIG', 30, 0.98),
      line('TIG LIFT-ARC', 20, 0.97),
      line('PROCESS VOLTS WFS', 20, 0.97),
    );
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(r.extracted.productType?.value).toBe('welder');
    expect(r.technicalSpecs).not.toMatch(/Trip curve/);
    expect(r.brandInfo).not.toMatch(/pmig/i);
  });

  it("names Miller by its Multimatic range run into the model's number", () => {
    const r = readLabel('Multimatic215', 'MIG', 'TIG', 'STICK', 'FLUX CORED');
    expect(r.brandInfo).toBe('Miller Electric');
  });

  it("leaves a breaker's C25 a curve", () => {
    expect(readLabel('MCB', 'C25', '230/400V').technicalSpecs).toMatch(/Type C 25 A/);
  });
});

describe('short codes and the makers they imply', () => {
  it("a Schneider OsiSense sensor's code runs on: XS210 alone is another maker's model", () => {
    expect(readLabel('SAGEMCOM', 'XS210 253690460').brandInfo).toBe('Sagemcom');
    expect(readLabel('XS618B1PAL2', '12-24VDC').brandInfo).toBe('Schneider Electric');
  });

  it('Powmax servo motors are no Hypertherm Powermax', () => {
    expect(readLabel('PowmAx', 'AC SERVO MOTOR', 'MODEL:GM-M4-10C-080').brandInfo).toBe('Powmax');
  });

  it("QSC's logo names the loudspeaker's maker", () => {
    expect(readLabel('QSC', 'ACTIVE LOUDSPEAKER', '1KW').brandInfo).toBe('QSC');
  });
});
