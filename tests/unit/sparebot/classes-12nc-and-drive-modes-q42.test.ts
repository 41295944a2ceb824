import { describe, expect, it } from 'vitest';
import { line, lines, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 66's accuracy classes, 12NC numbers and drive operation modes (issue 30): no evaluation photo's reading.

describe("an instrument's accuracy class", () => {
  it('is read as printed, its word cut or whole, with a decimal point or comma', () => {
    expect(specsOf('CL 1.6', '0-10 bar')).toContain('Accuracy class: 1.6');
    expect(specsOf('Kl. 1,0')).toContain('Accuracy class: 1.0');
    expect(specsOf('CLASS 2.5')).toContain('Accuracy class: 2.5');
  });

  it('is read back with the point the reading lost, for a class of the series only', () => {
    expect(specsOf('CLASS 25', '0-100 A')).toContain('Accuracy class: 2.5');
    expect(specsOf('CL15')).toContain('Accuracy class: 1.5');
    expect(specsOf('CLASS 10')).not.toContain('Accuracy class');
    expect(specsOf('CLASS 20')).not.toContain('Accuracy class');
  });

  it("keeps a whole-number class only in the word's cut, dotted form", () => {
    expect(specsOf('0,5-10(63)A, CI. 1 (CI. B)')).toContain('Accuracy class: 1');
    expect(specsOf('Class 2 Power Unit')).not.toContain('Accuracy class');
    expect(specsOf('NEC CL2 24V')).not.toContain('Accuracy class');
  });

  it('is no class inside a code, and a class run into its word is no model', () => {
    expect(specsOf('KL2541')).not.toContain('Accuracy class');
    const r = readLabel('ACME', 'CL0.6', 'pressure gauge', '0-1000 bar');
    expect(r.technicalSpecs).toContain('Accuracy class: 0.6');
    expect(r.suggestedTitle).not.toContain('CL0.6');
  });
});

describe('a twelve-digit catalogue number in groups of four, three and five (12NC)', () => {
  it('is kept whole as a code, where each group alone would be dropped', () => {
    const r = readLabel('LED DRIVER', '150W 0.1-2.0A', '9290 012 34567');
    expect(r.technicalSpecs).toContain('9290 012 34567');
  });

  it('is no 12NC within a longer run of digits, or on a telephone line', () => {
    expect(readLabel('LED DRIVER', '19290 012 34567').technicalSpecs).not.toContain('9290 012 34567');
    expect(readLabel('LED DRIVER', 'Tel. 0161 234 56789').technicalSpecs).not.toContain('0161 234 56789');
  });
});

describe("a drive's operation-mode lamps", () => {
  it('names a drive from its panel and terminal modes ("PU EXT") beside its RUN key', () => {
    const r = readLabel('PU EXT', 'MON PRM', 'RUN', 'SET');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.suggestedTitle).toMatch(/drive/i);
  });

  it('is no drive without its RUN key, nor from a word that only holds the letters', () => {
    expect(readLabel('PU EXT', 'MON PRM').suggestedTitle).not.toMatch(/drive/i);
    expect(readLabel('PUMP EXT', 'RUN').suggestedTitle).not.toMatch(/variable speed drive/i);
  });
});

describe('a serial number after "SN:" in hyphenated groups', () => {
  it('is kept whole, after "SN:" or "S.N:"', () => {
    expect(specsOf('sn:4c1e-90ab-7d21')).toContain('Serial no.: 4c1e-90ab-7d21');
    expect(specsOf('S.N: 5512-ab3f-c0d9')).toContain('Serial no.: 5512-ab3f-c0d9');
    expect(specsOf('SN:D15B0008')).toContain('Serial no.: D15B0008');
  });

  it('needs four digits among its groups', () => {
    expect(specsOf('SN: ab-cd-ef')).not.toContain('Serial no.');
  });
});

describe('a "Made in" line with its M misread', () => {
  it('names no maker one slip from it ("WADEIN CHINA" is no Wadkin)', () => {
    const r = lines(line('OSUNON', 30), line('WADEIN CHINA', 24), line('DC12V'), line('1.44W'));
    expect(r.brandInfo).toBe('Sunon');
    expect(readLabel('WADEIN CHINA', 'DC12V').brandInfo).not.toBe('Wadkin');
  });

  it("leaves a maker's name on a line of its own words alone", () => {
    expect(readLabel('WADKIN', 'BURSGREEN').brandInfo).toBe('Wadkin');
  });
});

describe('the word "pulse" alone', () => {
  it('is no gas meter: a board\'s legend, or Spanish for "press"', () => {
    expect(readLabel('PULSE PARA REACTIVAR', '16A 230V').extracted.productType?.value).not.toBe('gas meter');
    expect(readLabel('PULSE', 'IRQ1', 'CT1 CT2').extracted.productType?.value).not.toBe('gas meter');
  });

  it('leaves a gas meter its pulse value and its UK standard', () => {
    expect(readLabel('1 pulse = 10 dm3', 'G4').extracted.productType?.value).toBe('gas meter');
    expect(readLabel('cordance with IGE/GM/1', 'PULSE', 'pmax 75mbar').extracted.productType?.value).toBe('gas meter');
  });
});

describe('a code read only after a bare "No."', () => {
  it('is kept among the codes but never named as the model in a title', () => {
    const r = readLabel('WIKA', 'No.1ABQ9EW35', 'pressure gauge', '0-1000 bar');
    expect(r.technicalSpecs).toContain('1ABQ9EW35');
    expect(r.suggestedTitle).not.toContain('1ABQ9EW35');
  });

  it('still names the model after "Model No."', () => {
    expect(readLabel('WIKA', 'Model No. PG23LT9', 'pressure gauge').suggestedTitle).toContain('PG23LT9');
  });
});

describe("an accuracy class's word read with a capital I", () => {
  it('counts only with its full stop: "CI" alone is cast iron', () => {
    expect(specsOf('KI.1,6')).toContain('Accuracy class: 1.6');
    expect(specsOf('CI 25', 'PN16')).not.toContain('Accuracy class');
  });
});
