import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { latinReading } from '../../../src/server/sparebot/kb/cyrillic-look.ts';
import { line, lines, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 76's rules (issue 30): no evaluation photo's reading.

describe('Cyrillic read by a Latin-script OCR', () => {
  it('reads a Cyrillic word as its Latin look-alikes', () => {
    expect(latinReading('Энергомера')).toBe('3HEPROMEPA');
    expect(latinReading('РОССИЯ')).toBe('POCCHA');
    expect(latinReading('ГОСТ')).toBe('ROCT');
  });

  it("names a meter's maker from its Cyrillic name, which is neither a code nor a series", () => {
    const r = readLabel('3HEPrOMEPA', 'CE301', '230V 50Hz', '1000 imp/kWh');
    expect(r.brandInfo).toBe('Energomera');
    expect(r.suggestedTitle).toBe('Energomera CE301 energy meter 230 V');
    expect(r.technicalSpecs).not.toMatch(/3HEP/i);
  });

  it('matches a name with a letter no Latin one looks like, even on a line read surely', () => {
    const r = lines(line('AO KACKA', 30, 0.98), line('5-60A 230V', 20, 0.98), line('imp/kWh', 20, 0.98));
    expect(r.brandInfo).toBe('Kaskad');
    // … which a Latin name one letter from a wider maker's, read so surely, is not.
    expect(lines(line('ZLTECH', 30, 0.99), line('24V', 20, 0.99)).brandInfo).not.toBe('Altech');
  });

  it("takes neither a standard's ГОСТ nor the country for a maker", () => {
    const r = readLabel('FOCT P52320', 'POCCHA', '5-60A', '230V', '3200 imp/kWh');
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.technicalSpecs).toContain('GOST R 52320');
    expect(r.technicalSpecs).not.toMatch(/Codes:.*P52320/);
    expect(r.suggestedTitle).not.toMatch(/Foct|Poccha/i);
  });

  it('reads the number after № (read "Ne") as a serial, not the model', () => {
    const r = readLabel('ZORVEX', 'Ne012345678901', 'energy meter', '230V');
    expect(r.technicalSpecs).toContain('Serial no.: 012345678901');
    expect(r.suggestedTitle).not.toMatch(/Ne0123/);
  });
});

describe('marks that are no rating or maker', () => {
  it("reads no breaker's curve from a code's last letter or from a letter before volts", () => {
    expect(readLabel('ZORVEX', 'HR/43/02/042/B 20 V').technicalSpecs).not.toMatch(/Trip curve/);
    expect(readLabel('ZORVEX', 'B 20 V').technicalSpecs).not.toMatch(/Trip curve/);
    expect(readLabel('ZORVEX', 'MCB C16 230V').technicalSpecs).toMatch(/Trip curve: Type C 16 A/);
  });

  it("takes a board's BOOT0 jumper read as BOOTO for no maker", () => {
    const r = analyseText({ rows: ['E 24V 0V X0 X1 X2 X3', 'BOOTO'], lines: [line('E 24V 0V X0 X1 X2 X3'), line('BOOTO', 26, 0.99)] });
    expect(r.brandInfo).toBe('Unbranded');
  });
});

describe("a meter's rotary switch", () => {
  it('reads OFF among volt and ampere ranges as a multimeter', () => {
    const r = readLabel('600', 'OFF', '200A', '200V', '600V', 'COM');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toMatch(/multimeter/i);
  });

  it("never a time switch's OFF with its one voltage and current", () => {
    const r = readLabel('OFF', '16A', '230V', 'COM');
    expect(r.suggestedTitle).not.toMatch(/multimeter/i);
  });
});

describe('makers by their marks and model numbers', () => {
  it("takes three capitals on each breaker of a board, opening the breakers' codes, for the maker", () => {
    const board = ['ZRK', 'ZR47-40', 'ZRK', 'ZR47-40', 'ZRK', 'ZR283', 'ZRK', 'In:32A'];
    const r = lines(...board.map((t) => line(t, 20, 0.99)));
    expect(r.brandInfo).toBe('ZRK');
    // … not a legend on each of four modules, which opens no code.
    const modules = ['PWR', 'AB47-40', 'PWR', 'PWR', 'PWR', 'In:32A'];
    expect(lines(...modules.map((t) => line(t, 20, 0.99))).brandInfo).not.toBe('PWR');
  });

  it('names American Meter from a gas meter by its size', () => {
    const gas = readLabel('AC-250', 'TEMP. C', 'MAOP 5 PSI');
    expect(gas.suggestedTitle).toMatch(/^American Meter AC-250 gas meter/);
    expect(readLabel('AC-250V', 'LED DRIVER').brandInfo).not.toBe('American Meter');
  });
});
