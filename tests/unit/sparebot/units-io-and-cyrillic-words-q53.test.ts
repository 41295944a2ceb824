import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 77's rules (issue 30): no evaluation photo's reading.

describe('words that are no maker', () => {
  it("takes a unit printed in capitals beside a reading for no maker's logo", () => {
    const r = analyseText({ rows: ['CO2', '820', 'PPM'], lines: [line('CO2'), line('820'), line('PPM', 22, 0.99)] });
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.suggestedTitle).toBe('CO2 monitor');
    // … where three capitals alone that are no unit still name the logo.
    expect(analyseText({ rows: ['ZQV'], lines: [line('ZQV', 30, 0.99)] }).brandInfo).toBe('ZQV');
  });
});

describe('product words', () => {
  it("reads a PLC's analogue I/O block as a PLC module", () => {
    const r = readLabel('ZORVEX', 'ANALOG I/O', 'DC IN 24V', 'DC OUT');
    expect(r.suggestedTitle).toMatch(/PLC module/);
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it('reads Cyrillic product words as a Latin-script OCR reads them', () => {
    expect(readLabel('HACOC', '220V 50Hz').suggestedCategory).toBe('Plumbing Supplies');
    expect(readLabel('KOHTAKTOP', '25A').suggestedTitle).toMatch(/^Contactor/);
    expect(readLabel('MAHOMETP', '0-6 bar').suggestedTitle).toMatch(/^Pressure gauge/);
    expect(readLabel('TEPMOMETP').suggestedTitle).toMatch(/^Thermometer/);
  });
});

describe('makers the base learnt', () => {
  it("names BAW from its three-letter logo over an RCCB's code, and USR IOT from its serial server's prefix", () => {
    const rccb = readLabel('BAW', 'IDE240/030', 'IΔn=0,03A', '40A 230V~');
    expect(rccb.brandInfo).toBe('BAW Electric');
    expect(rccb.suggestedTitle).toMatch(/RCD 40 A 30 mA/);
    const server = readLabel('USR-TCP232-302', 'DC 5V');
    expect(server.brandInfo).toBe('USR IOT');
    expect(server.suggestedTitle).toMatch(/serial device server/);
  });
});
