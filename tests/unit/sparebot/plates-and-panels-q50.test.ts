import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 74's rules (issue 30): no evaluation photo's reading.

describe('North American HVAC plates', () => {
  it('a refrigerant by its chemical class, and one run on after its charge', () => {
    expect(specsOf('CONTAINS HCFC-22')).toBe('Refrigerant: HCFC-22');
    expect(specsOf('HFC-134a')).toBe('Refrigerant: HFC-134a');
    expect(specsOf('80', 'OZR22')).toContain('Refrigerant: R22');
    // … never a code's tail ("ABR22") or a word's.
    expect(specsOf('ABR22')).not.toContain('Refrigerant');
    expect(specsOf('HCFC-99')).not.toContain('Refrigerant');
  });

  it("a compressor's rated load amperes as its current, and its locked rotor amperes apart", () => {
    const specs = specsOf('RLA 14.7 FLA 1.1', 'LRA 84');
    expect(specs).toContain('Current: 14.7 A, 1.1 A');
    expect(specs).toContain('Locked rotor current: 84 A');
    expect(specs).not.toContain('84 A,');
  });
});

describe('caravan and motorhome controls', () => {
  it("Truma's iNet panels by their system's name, with its small i", () => {
    const r = readLabel('00:00', 'iNet', 'ready');
    expect(r.brandInfo).toBe('Truma');
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(readLabel('INET', 'ready').brandInfo).not.toBe('Truma');
  });
});
