import { describe, expect, it } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 26 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

describe('a catalogue code printed on two lines or more', () => {
  it("names its maker over another maker's name read beside it", () => {
    const rail = lines(line('SDR-960-48', 29), line('TP-Link', 32, 0.98), line('SDR-960-48', 25), line('MOTORX1', 25));
    expect(rail.brandInfo).toBe('Mean Well');
    // Printed once, the maker read by name still leads where it makes such things too (version 68: a maker of
    // other things only gives way, compounds-and-code-makers-q44.test.ts).
    expect(lines(line('SDR-960-48', 29), line('Traco', 32, 0.98), line('MOTORX1', 25)).brandInfo).toBe('Traco Power');
    // A short code printed twice is as likely another maker's series on the plate.
    expect(lines(line('UNIMIG', 40), line('KT50', 25), line('MIG 425', 25), line('KT50', 25)).brandInfo).toBe('Unimig');
  });
});

describe("an air-conditioning maker's INVERTER", () => {
  it('is an inverter-driven split unit, not a power inverter', () => {
    const unit = lines(line('DAIKIN', 47), line('INVERTER', 28));
    expect(unit.suggestedCategory).toBe('HVAC Equipment');
    expect(unit.suggestedTitle).toMatch(/air conditioning unit/);
    // Anyone else's inverter is still a power inverter.
    expect(lines(line('Zorvex', 47), line('POWER INVERTER', 28)).suggestedCategory).toBe('Electrical Components');
  });

  it('is a variable speed drive when it is three-phase (a frequency inverter)', () => {
    const drive = lines(line('Zorvex', 47), line('INVERTER', 28), line('3PHASE', 20), line('400V', 20));
    expect(drive.suggestedCategory).toBe('Motors & Drives');
    expect(drive.suggestedTitle).toMatch(/variable speed drive/);
  });
});

describe("a maker's street address", () => {
  it("names no maker by its street's name", () => {
    expect(matchBrands([line('76 FULTON ST. BROOKLYN', 59)]).map((h) => h.brand.name)).not.toContain('Fulton Boilers');
    expect(matchBrands([line('FULTON', 59)]).map((h) => h.brand.name)).toContain('Fulton Boilers');
  });
});

describe('words run together or in the plural', () => {
  it('are no maker: panel legends in capitals and product words with an everyday word', () => {
    const around = [line('DR-1X', 12), line('POWER', 12), line('SETUP', 12), line('CTCSS', 11)];
    expect(readOpenMakers([...around, line('LOGICINPUTS', 14, 0.99)])).toEqual([]);
    expect(readOpenMakers([line('USER LEDS', 29, 0.96), line('7196S', 46), line('ADDRESS', 29)]).map((m) => m.name)).not.toContain(
      'User Leds',
    );
  });
});

describe('a maker named by a tagline or alone among stray marks', () => {
  it('reads "by" and a name alone on its line as the maker', () => {
    expect(readOpenMakers([line('ZORVA', 15, 0.91), line('by Quelmar', 10, 0.9), line('OK', 17)]).map((m) => m.name)).toContain('Quelmar');
    // A sentence with "by" in it is not one.
    expect(readOpenMakers([line('Protected by fuse', 10, 0.9)]).map((m) => m.name)).toEqual([]);
  });

  it('takes a lone word read surely as the maker when the rest is single characters', () => {
    expect(readOpenMakers([line('C', 44, 0.81), line('x', 60, 0.62), line('QUELMARO', 28)]).map((m) => m.name)).toEqual(['Quelmaro']);
  });

  it('knows ventilation and alarm makers added in version 26', () => {
    expect(lines(line('C', 44, 0.81), line('FLEXIT', 28)).suggestedCategory).toBe('HVAC Equipment');
    expect(lines(line('by Climax', 10, 0.9), line('OK', 17)).brandInfo).toBe('Climax Technology');
  });
});
