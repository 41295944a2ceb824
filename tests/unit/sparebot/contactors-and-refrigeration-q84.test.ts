import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 161 (issue 30): no evaluation photo's reading.

describe('refrigeration parts', () => {
  it('reads a filter drier as a product, never its maker, and names QE Quality', () => {
    const drier = readLabel('QEQUALITY', 'FILTER-DRIER', 'QDM-083S', 'R134a/R404A/R407C');
    expect(drier.brandInfo).toBe('QE Quality');
    expect(drier.suggestedCategory).toBe('HVAC Equipment');
    expect(readLabel('FILTER-DRIER', 'R134a').brandInfo).not.toBe('Filter-Drier');
  });

  it('reads a capacitor\'s "ASSEMBLED IN" run together as no model, and "50-60H" as no code', () => {
    const r = readLabel('QEQUALITY', '72-86 uF', '110VAC 50-60H', 'ASSEMBLEDIN MEXICO');
    expect(r.extracted.productType?.value).toBe('capacitor');
    expect(r.suggestedTitle).not.toContain('ASSEMBLEDIN');
    expect(r.technicalSpecs).not.toMatch(/ASSEMBLEDIN|50-60H\b/);
    expect(r.suggestedCategory).not.toBe('Lighting');
  });
});

describe("a pump maker's pressure rating", () => {
  it('leaves its pump a pump, where a valve maker or a valve word makes it a valve', () => {
    const pump = readLabel('Salmson', 'NSB30-25B', '230V 50Hz 70W', 'PN10 IP42');
    expect(pump.extracted.productType?.value).toBe('pump');
    expect(pump.suggestedTitle).toContain('NSB30-25B');
    expect(readLabel('Salmson', 'BALL VALVE', 'PN10').extracted.productType?.value).toBe('valve');
    // Wylex's NS breakers are still read, but not from the head of a longer code.
    expect(readLabel('WYLEX', 'NSB32').extracted.productType?.value).toBe('MCB');
  });
});

describe('contactors and what clips to them', () => {
  it("names ABB's auxiliary contact blocks, and an auxiliary contact block is no pushbutton", () => {
    expect(readLabel('ABB', 'CA5-40E', '13 NO 23 NO').extracted.productType?.value).toBe('auxiliary contact');
    expect(readLabel('AUXILIARY CONTACT BLOCK', '4NO').extracted.productType?.value).toBe('auxiliary contact');
    expect(readLabel('CONTACT BLOCK', '1NO').extracted.productType?.value).toBe('pushbutton');
  });

  it("names L&T's DC-coil and capacitor-duty contactors, and a contactor carries no trip curve", () => {
    expect(readLabel('MDX 18', '13 NO').brandInfo).toBe('L&T');
    const duty = readLabel('MO C50', 'SUPERNOVA', 'Ui=690V Ie=70A');
    expect(duty.extracted.productType?.value).toBe('contactor');
    expect(duty.technicalSpecs).not.toContain('Trip curve');
  });

  it('names an NF-type moulded case breaker and a noise filter by their words', () => {
    expect(readLabel('NO-FUSE BREAKER', 'NF100-CS', '100A').extracted.productType?.value).toBe('MCCB');
    expect(readLabel('3Phase 3Line Noisefilter', 'Type:DL-60ZBT1', 'Rated current:60A').extracted.productType?.value).toBe('EMI filter');
  });
});

describe("Argentina's Peisa", () => {
  it("is read under its logo's mark, as a heating maker", () => {
    const r = readLabel('IPEISA');
    expect(r.brandInfo).toBe('Peisa');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });
});

describe('a plate that prints each unit before its value, joined to it (version 162)', () => {
  it('reads the values, where they were codes', () => {
    const r = readLabel('MOTOR ASINCRONO', 'Tipo 132M/150', 'P2-KW-9.2/HP-12.5 RPM.2890', 'A-20.6/11.9', 'V.400/692YIP-54');
    expect(r.technicalSpecs).toContain('Power: 9.2 kW, 12.5 HP');
    expect(r.technicalSpecs).toContain('Speed: 2890 rpm');
    expect(r.technicalSpecs).toContain('Current: 20.6/11.9 A');
    expect(r.technicalSpecs).toContain('Voltage: 400/692 V');
    expect(r.technicalSpecs).toContain('IP rating: IP54');
    expect(r.technicalSpecs).not.toMatch(/RPM\.2890|P2-KW/);
  });

  it('leaves a model with a unit\'s letters in it a model ("HP-3", "AB-HP-3")', () => {
    expect(readLabel('FOG MACHINE', 'MODEL: HP-3', '240V 50Hz 1000W').technicalSpecs).not.toContain('3 HP');
    expect(readLabel('MOTOR', 'AB-HP-3').technicalSpecs).toContain('AB-HP-3');
  });
});
