import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 165 on (issue 30): no evaluation photo's reading.

describe("a gas meter's maximum flow and working pressure", () => {
  it('name a gas meter, its flow with its cube and its hour misread, its cyclic volume with its cube lost', () => {
    const r = readLabel('Corvane', 'Pmax 75mbar', 'Qmax 6m²/n', 'V2dm');
    expect(r.extracted.productType?.value).toBe('gas meter');
    expect(r.technicalSpecs).toContain('6 m³/h');
    expect(r.technicalSpecs).toContain('2 dm3');
  });

  it("leave a gas valve's pmax in millibars, without a flow, to the valve", () => {
    const valve = readLabel('Corvane', 'GAS VALVE', 'pmax 60 mbar', '230V 50Hz');
    expect(valve.extracted.productType?.value).toBe('gas valve');
  });
});

describe("a water meter's temperature class", () => {
  it("names a water meter beside its dials' multiplier, never alone", () => {
    expect(readLabel('Corvane', 'GSD8', 'T50', 'x0.0001').extracted.productType?.value).toBe('water meter');
    expect(readLabel('Corvane', '2.5 m3/h', 'T30', 'x0,001').extracted.productType?.value).toBe('water meter');
    expect(readLabel('Corvane', 'T50', '230V').extracted.productType?.value).not.toBe('water meter');
  });
});

describe("a maker's former name on an older unit", () => {
  it('is the maker as printed, where the catalogue knows the family by its later name', () => {
    const printed = readLabel('ACE1000 SMO', 'ACTARIS', '20-100A', '230V 50Hz');
    expect(printed.brandInfo).toBe('Actaris');
    expect(printed.suggestedTitle).toMatch(/^Actaris ACE1000 energy meter/);
    // With no maker printed, or the later one, the family's maker.
    expect(readLabel('ACE1000 SMO', '20-100A', '230V 50Hz').brandInfo).toBe('Itron');
    expect(readLabel('ACE1000 SMO', 'Itron', '20-100A', '230V 50Hz').brandInfo).toBe('Itron');
  });
});

describe('a thread size with its length', () => {
  it('reads small and decimal sizes, with an asterisk for the times sign and the length in mm', () => {
    const r = readLabel('socket head cap screws', 'M2.5*10mm', 'M3*12mm', 'M2*6mm');
    expect(r.technicalSpecs).toContain('M2.5 × 10 mm');
    expect(r.technicalSpecs).toContain('M3 × 12 mm');
    expect(r.technicalSpecs).toContain('M2 × 6 mm');
    expect(r.suggestedCategory).toBe('Fasteners & Fixings');
    // A thread size with its length is no code.
    expect(r.technicalSpecs).not.toMatch(/Codes:/);
    expect(readLabel('HEX BOLT', 'M8x20mm').technicalSpecs).not.toMatch(/Codes:/);
  });

  it("titles a box of screws and their nuts by the screws' own name, and a screw's trade name as a fastener's", () => {
    expect(readLabel('socket head cap screws', 'M3*10mm', 'M2.5Nuts 30PCS', 'M3 Nuts').suggestedTitle).toMatch(
      /^Socket cap screw M3 × 10 mm/,
    );
    expect(readLabel('pozi pan head machine screw', 'M4x12', 'nuts').suggestedTitle).toMatch(/^Machine screw M4 × 12 mm/);
    expect(readLabel('TEK SCREW', '5.5 x 32').suggestedTitle).toMatch(/^Self drilling screw/);
  });

  it("splits a size run into its part's name", () => {
    const r = readLabel('stainless steel', 'M2.5Nuts', 'M3 Nuts');
    expect(r.technicalSpecs).not.toContain('M2.5Nuts');
    expect(r.suggestedCategory).toBe('Fasteners & Fixings');
  });
});

describe("a program's output on a screen in the photo", () => {
  it("names no maker by a library's or a folder's name", () => {
    const r = readLabel('Traceback (most recent call last)', 'File "/lib/adafruit_ssd1306.py", line 12', 'Corvane', '12V 5A');
    expect(r.brandInfo).not.toBe('Adafruit');
    expect(readLabel('cd /usr/siemens/logs', 'Corvane', '24V DC').brandInfo).not.toBe('Siemens');
    // A maker's web address with a page still names it.
    expect(readLabel('www.siemens.com/drives', '24V DC').brandInfo).toBe('Siemens');
  });
});
