import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 159 on (issue 30): no evaluation photo's reading.

describe("a meter's base and maximum current", () => {
  it('reads it with a space before the maximum, and the title states it over a stray current', () => {
    const r = readLabel('KILOWATTHORAS', '5 A', '120V 15 (100)A 60 Hz');
    expect(r.technicalSpecs).toContain('15(100) A');
    expect(r.suggestedTitle).toContain('15(100) A');
    expect(r.suggestedTitle).not.toMatch(/\b5 A/);
    expect(r.extracted.productType?.value).toBe('energy meter');
  });

  it('names a meter by the Spanish or run-together words for its kilowatt hours, never a maker by them', () => {
    for (const word of ['KILOWATTHORAS', 'WATTHOURS']) {
      const r = readLabel(word, 'TYPE MS');
      expect(r.extracted.productType?.value, word).toBe('energy meter');
      expect(r.brandInfo, word).toBe('Unbranded');
    }
  });
});

describe("a utility's name on the meters it owns", () => {
  it('is no maker, though a maker shares a word of it', () => {
    const r = readLabel('COMISION FEDERAL DE ELECTRICIDAD', '120V 60 Hz', 'KILOWATTHORAS');
    expect(r.brandInfo).toBe('Unbranded');
    // The maker's own name still reads.
    expect(readLabel('FEDERAL ELECTRIC', 'CIRCUIT BREAKER 20A').brandInfo).toBe('Federal Electric');
  });
});

describe('the fuse an RCD is to be protected by (SCPD)', () => {
  it("is the fuse's current, never the RCD's", () => {
    const r = readLabel('RESIDUAL CURRENT CIRCUIT BREAKER', '240V~', 'Inc= 3000A', 'SCPD FUS 63A', 'IEC 61008-2-1');
    expect(r.technicalSpecs).toContain('Fuse: SCPD 63 A');
    expect(r.technicalSpecs).not.toContain('Current: 63 A');
    expect(readLabel('RCCB 40A 30mA', 'SCPD: gG 100A').technicalSpecs).toContain('Current: 40 A');
  });
});

describe("China's DIN-rail energy meters", () => {
  it('are named energy meters by their family letters, whoever sells them', () => {
    for (const code of ['DDS238-1-W1', 'DTSU666', 'DDSU666-H'])
      expect(readLabel('XYZ', code, '230V 50Hz Max 63A').extracted.productType?.value, code).toBe('energy meter');
  });
});

describe('makers added from fresh photos', () => {
  it("names Argentina's Sica and Conextube, and Italy's Italpump, with their trades", () => {
    const mcb = readLabel('sica', 'Limit', 'C40', '240V/415V~', 'IEC60898');
    expect(mcb.brandInfo).toBe('Sica');
    expect(mcb.suggestedTitle).toContain('Type C 40 A');
    const box = readLabel('CONEXTUBE', 'CONEXBOX', '8X8X5');
    expect(box.brandInfo).toBe('Conextube');
    expect(box.suggestedCategory).toBe('Cables & Wiring');
    const pump = readLabel('ITALPUMP', 'CE');
    expect(pump.brandInfo).toBe('Italpump');
    expect(pump.suggestedCategory).toBe('HVAC Equipment');
  });
});

describe("Steca's PR charge controllers", () => {
  it('are named by their current twice, the maker read from the family where its logo is not', () => {
    const r = readLabel('Aeca', 'PR 3030');
    expect(r.brandInfo).toBe('Steca');
    expect(r.extracted.productType?.value).toBe('solar charge controller');
  });
});
