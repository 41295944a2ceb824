import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';

// Synthetic label text for the later version 13 rules: how plates write their rows and units.
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.95 })) });
const typeOf = (...rows: string[]) => read(...rows).extracted.productType?.value;

describe('rows and units as plates print them', () => {
  it('reads a unit written as the row name before its value ("V:120", "A:7.6"), leaving a unit after it alone', () => {
    const r = read('BANDSAW', 'V:120', 'A:7.6', 'HZ:60', 'RPM:1725');
    expect(r.technicalSpecs).toContain('Voltage: 120 V');
    expect(r.technicalSpecs).toContain('Current: 7.6 A');
    expect(r.technicalSpecs).toContain('Speed: 1725 rpm');
    expect(read('MPPT', 'V:12/24V', 'C:30A').technicalSpecs).toContain('Voltage: 12/24 V');
  });

  it('reads amperes rms and DC, thousands with a comma, and horsepower run into a voltage', () => {
    const r = read('MAIN INPUT 380-480Vac9.6 Arms 3PH', 'OUTPUT 24.5Adc', 'SPEED 1,450 rpm');
    expect(r.technicalSpecs).toContain('9.6 A');
    expect(r.technicalSpecs).toContain('24.5 A');
    expect(r.technicalSpecs).toContain('Speed: 1450 rpm');
    expect(read('ACME RELAY', '3HP480/600 VAC').technicalSpecs).toContain('Power: 3 HP');
  });

  it("takes no current from a short-circuit rating, a code's end or a MAC address", () => {
    const r = read('ACME DRIVE', 'MAX SHORT CIRCUIT 100,000A', 'ZZQ7-120A', 'MAC ADDRESS 00:1D:9C:C7:B0:2A', 'INPUT 400V 8 A');
    expect(r.technicalSpecs).toMatch(/Current: 8 A(?![\d,])/);
    expect(r.technicalSpecs).not.toMatch(/100000 A|000 A|120 A|2 A\b/);
    // A rating pair as printed is still read ("24V-2.5A").
    expect(read('POWER SUPPLY', '24V-2.5A').technicalSpecs).toContain('Current: 2.5 A');
  });

  it('never reads a DC voltage as a utilisation category ("DC12.6V" is no DC-12)', () => {
    const r = read('OUTPUT:DC12.6V-3.0A');
    expect(r.technicalSpecs).not.toMatch(/DC-12/);
    expect(read('DC-13 24V 2A', 'AC-15 230V 3A').technicalSpecs).toMatch(/DC-13/);
  });

  it("reads a gas mass flow in SCCM as a flow meter's", () => {
    const r = read('ACME', 'AIR 0-500SCCM');
    expect(r.technicalSpecs).toContain('Flow rate: 0-500 SCCM');
    expect(r.suggestedCategory).toBe('Instrumentation');
  });
});

describe('kinds read from words and keys', () => {
  it("reads an oscilloscope's channels, trigger and divisions", () => {
    expect(typeOf('CH1', 'CH2', 'Trig', '2.00div', '1GSa/s')).toBe('oscilloscope');
    expect(typeOf('CH1', 'CH2')).toBeUndefined();
  });

  it('reads a drive keypad whose RUN key was not read', () => {
    expect(typeOf('PRGM', 'STOP', 'SET', 'REV')).toBe('variable speed drive');
    expect(typeOf('STOP', 'REV')).toBeUndefined();
  });

  it('lets a long product name outweigh a short word another type shares, and a charger its battery word', () => {
    expect(typeOf('Solar Charge Controller', 'USB', 'DC12V')).toBe('solar charge controller');
    expect(typeOf('20AMPPTChargeController')).toBe('solar charge controller');
    expect(typeOf('Li-ion Charger', 'OUTPUT 12.6V 3A')).toBe('battery charger');
    expect(typeOf('Li-ion', 'cordless drill')).toBe('power tool');
  });

  it('knows a Kinetix servo drive by its bulletin number', () => {
    const r = read('Allen-Bradley', '2198-P031', 'DC BUS SUPPLY');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.extracted.productType?.value).toBe('servo drive');
  });

  it('matches no maker fuzzily from a product word ("Micrometer" is no Micromaster)', () => {
    expect(matchBrands([{ text: 'Micrometer Torque Wrench', height: 40, confidence: 0.97 }])).toEqual([]);
    expect(typeOf('Micrometer Torque Wrench')).toBe('torque wrench');
  });
});
