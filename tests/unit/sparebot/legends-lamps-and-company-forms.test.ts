import { describe, expect, it } from 'vitest';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 33 rules learnt from round u (issue 30): no evaluation photo's reading.

describe('codes and legends', () => {
  it("keeps a control's numbered legend out of the codes and the title", () => {
    const amp = lines(line('VOLUME MICRO1', 20), line('INPUT2', 20), line('ZONE3', 20), line('AMPLIFIER', 30), line('KX-450/B', 20));
    expect(amp.technicalSpecs).not.toMatch(/MICRO1|INPUT2|ZONE3/);
    expect(amp.suggestedTitle).toMatch(/KX-450\/B/);
    expect(specsOf('LC1D09 ABB1')).toMatch(/LC1D09/);
  });

  it('reads a model number with six decimals as the model, and a serial with its letter', () => {
    const specs = specsOf('Model No. 152.229000\nSerial No. 0714-W');
    expect(specs).toContain('Model: 152.229000');
    expect(specs).toContain('Serial no.: 0714-W');
    expect(specsOf('TYPE 0.44')).not.toMatch(/Model/);
  });
});

describe('makers', () => {
  it('reads a maker after its Italian company form ("S.p.A. GELOSO - Milano")', () => {
    const amp = lines(line('AMPLIFICATORE', 30), line('SpA GELOSO-Milano', 20));
    expect(amp.brandInfo).toBe('Geloso');
  });

  it('takes no maker from a notice word cut short, nor from an inspection sticker', () => {
    const fixture = lines(line('DANGE', 120), line('AXIAL ELLIPSOIDAL', 50), line('CAT#3.5Q SERIES 120/240VAC 50/60Hz', 50));
    expect(fixture.brandInfo).toBe('Unbranded');
    expect(fixture.suggestedCategory).toBe('Lighting');
    expect(lines(line('QC PASS', 30), line('KZ-2021', 20)).brandInfo).toBe('Unbranded');
  });
});

describe('words', () => {
  it('files audio amplifiers and speakers under Other, stage lamps and dimmer packs under Lighting', () => {
    expect(lines(line('PROFESSIONAL AMPLIFIER', 30)).suggestedCategory).toBe('Other');
    expect(lines(line('EHG', 40)).suggestedCategory).toBe('Lighting');
    expect(lines(line('EHG', 40)).brandInfo).toBe('Unbranded');
    expect(lines(line('4 CHANNEL DMX DIMMER', 30)).suggestedCategory).toBe('Lighting');
  });
});
