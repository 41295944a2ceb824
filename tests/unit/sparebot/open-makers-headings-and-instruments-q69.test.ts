import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, lines, placed, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 93's rules (issue 30): no evaluation photo's reading.

describe("an unknown maker's name", () => {
  it("is no everyday word of a bilingual plate's French (or German, Spanish, Italian, Dutch)", () => {
    const r = lines(
      line('HYDRONIC BOILER', 30),
      line('MODEL NUMBER QX-40'),
      line('PRESSION DE SERVICE Seulement', 20, 0.96),
      line('Seulement', 30, 0.96),
    );
    expect(r.brandInfo).not.toBe('Seulement');
  });

  it('is no warning with its sign read as a letter', () => {
    const r = lines(line('WARNINGA', 40, 0.97), line('DUAL POWER SUPPLY'), line('SOURCES UTILITY GRID AND PV'));
    expect(r.brandInfo).not.toMatch(/warning/i);
  });

  it("is never an association's .org address", () => {
    const r = readLabel('WWW.HEATPUMPCOUNCIL.org', 'HEAT PUMP', 'Model QX49BGC Serial Q137');
    expect(r.brandInfo).not.toMatch(/heatpumpcouncil/i);
    expect(readLabel('WWW.ZORVEXPUMPS.com', 'PUMP').brandInfo).toBe('Zorvex');
  });

  it('is read alone over the country it was made in', () => {
    const r = analyseText({
      rows: ['HOZAWA', 'JAPAN', '800W', 'TABLE SAW'],
      lines: [
        placed('HOZAWA', 400, 400, 120, 0, 0.93),
        placed('JAPAN', 420, 505, 94, 0, 0.99),
        placed('800W', 440, 750, 200),
        placed('TABLE SAW', 450, 1200, 110),
      ],
    });
    expect(r.brandInfo).toBe('Hozawa');
    expect(r.suggestedTitle).toMatch(/^Hozawa table saw/);
  });
});

describe("an unknown maker's name that opens with a rarer English word or a name", () => {
  it('is a name, read on two lines (version 94: "ADEL" is no everyday word run on)', () => {
    const r = lines(line('ADELID', 28, 0.99), line('ADELID', 28, 0.98), line('In 40A TEST'), line('lan 30mA C16'));
    expect(r.brandInfo).toBe('Adelid');
  });

  it('is still no everyday word with letters run on ("TYPEDP")', () => {
    const r = lines(line('TYPEDP', 28, 0.99), line('TYPEDP', 28, 0.98), line('In 40A TEST'));
    expect(r.brandInfo).not.toMatch(/typedp/i);
  });
});

describe('a North American HVAC plate', () => {
  it('is HVAC by its minimum circuit ampacity written short or its HACR breaker, whatever motor it lists', () => {
    const r = readLabel(
      'Model TTX049 Serial Q137',
      'Min CKT Ampacity 37.9A',
      'Max HACR CKT. BKR.-UL 50A',
      '1 Ph',
      'Compressors(EA) Blower Motor(Ea)',
      'RLA 21.2 LRA 104.0 FLA 6.9',
    );
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });
});

describe('a heading with its value', () => {
  it('keeps its value when the next heading is a unit word ("WATTS 180 AMP 1.5")', () => {
    const r = readLabel('VENTILATOR', 'VOLTS 120 HZ 60', 'WATTS 180 AMP 1.5');
    expect(r.technicalSpecs).toMatch(/Current: 1\.5 A/);
    expect(r.technicalSpecs).toMatch(/Power: 180 W/);
    expect(r.technicalSpecs).not.toMatch(/180 A/);
  });

  it('leaves a value before its unit word alone ("15 AMPS 125 VOLTS")', () => {
    expect(readLabel('15 AMPS 125 VOLTS', 'SWITCH').technicalSpecs).toMatch(/Current: 15 A/);
  });
});

describe('instruments', () => {
  it('a pyranometer, by its word and its maker', () => {
    const r = readLabel('KIPP & ZONEN', 'Pyranometer CMP6');
    expect(r.brandInfo).toBe('Kipp & Zonen');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toMatch(/pyranometer/);
  });

  it("a data logger by Hioki's word, titled by the code over it rather than its plug-in unit's", () => {
    const r = readLabel('LR8501 unit for 0', 'HIOKI', 'LR8402-20', 'MEMORY HILOGGER');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toMatch(/LR8402-20 data logger/);
  });
});
