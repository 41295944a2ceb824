import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { placed, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 75's rules (issue 30): no evaluation photo's reading.

describe('logos and makers', () => {
  it('a logo in two words side by side, its ™ read as a quote mark after the second', () => {
    const ls = [placed('SUN', 190, 72, 42), placed('SYNK"', 338, 84, 42, 0.07, 0.93)];
    const r = analyseText({ lines: ls, rows: ['SUN SYNK"'] });
    expect(r.brandInfo).toBe('Sunsynk');
  });

  it("an American meter's class is no maker's clamp meter", () => {
    const r = readLabel('ZORVEX', 'Type: ZX1321', '1000 imp/kWh', 'CL200', 'FM 2S', '60Hz');
    expect(r.brandInfo).not.toBe('Klein Tools');
    expect(readLabel('KLEIN', 'CL800').brandInfo).toBe('Klein Tools');
  });

  it("a welder by its range's name, and a German room thermostat by its code", () => {
    const welder = readLabel('Millermatic 140', 'Auto-Set');
    expect(welder.brandInfo).toBe('Miller Electric');
    expect(welder.suggestedCategory).toBe('Tools & Hardware');
    expect(readLabel('JUNKERS', 'TRQ 21').suggestedTitle).toBe('Junkers TRQ 21 room thermostat');
  });
});

describe('words read with a slip', () => {
  it('a lithium iron phosphate battery with its E lost or its 4 read as an A', () => {
    expect(readLabel('LIFP04 BATTERY', 'POWER BANK').suggestedTitle).toMatch(/LiFePO4 battery/);
    expect(readLabel('LIFEPOA', 'POWER BANK').suggestedTitle).toMatch(/LiFePO4 battery/);
  });

  it('a word with a slip inside a hyphenated pair is read as the word, no code', () => {
    const r = readLabel('ZORVEX', '72-10505 DIGITAL-CONTR0L DC POWER SUPPLY 0-30V');
    expect(r.technicalSpecs).not.toContain('CONTR0L');
    expect(r.suggestedTitle).not.toContain('CONTR0L');
  });

  it('a seedling heat mat is no room heating', () => {
    const r = readLabel('Zorvex', 'Seedling Heat Mat', '17W');
    expect(r.suggestedTitle).toMatch(/seedling heat mat/i);
    expect(r.suggestedCategory).toBe('Other');
  });
});

describe('boards and breakers', () => {
  it("a gate controller's terminals as Italian boards shorten them", () => {
    const r = readLabel('12Vac', 'CLO', 'a/c Sic', 'LAMP', 'AUX', '230V');
    expect(r.suggestedTitle).toMatch(/gate controller/i);
    // … not a lamp's or any panel's LAMP and AUX alone.
    expect(readLabel('LAMP', 'AUX', '230V').suggestedTitle).not.toMatch(/gate controller/i);
  });

  it("a DZ47 breaker's numbering with another maker's letters", () => {
    expect(readLabel('NU47-40', 'In:32A').suggestedTitle).toBe('NU47-40 MCB 32 A');
    expect(readLabel('AB47-99').suggestedTitle).not.toMatch(/MCB/);
  });
});
