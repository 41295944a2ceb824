import { describe, expect, it } from 'vitest';
import { stackedNames } from '../../../src/server/sparebot/extract/stacked-names.ts';
import { line, lines, placed, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 32 rules learnt from round s (issue 30): no evaluation photo's reading.

describe('words', () => {
  it('joins a short word to its noun across a gap read as a comma ("AC,ADAPTOR")', () => {
    const adaptor = lines(line('AC,ADAPTOR FOR USE WITH BASE UNIT', 22), line('INPUT:230V50Hz', 20));
    expect(adaptor.suggestedCategory).toBe('Electrical Components');
    expect(adaptor.suggestedTitle).toMatch(/power supply/);
  });

  it('reads "Autoranging" as a multimeter word, never a maker', () => {
    const meter = lines(line('Autoranging', 12), line('DM-411', 10));
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.brandInfo).not.toBe('Autoranging');
  });

  it('takes a legend over "CONTROL" for no maker ("TONE" over "CONTROL")', () => {
    const at = (text: string, cy: number) => placed(text, 500, cy, 30, 0, 0.98);
    expect(stackedNames([at('TONE', 500), at('CONTROL', 536)])).toEqual([]);
    expect(stackedNames([at('QUORVEX', 500), at('CONTROLS', 536)]).map((s) => s.text)).toEqual(['QUORVEX CONTROLS']);
  });
});

describe('labels', () => {
  it('reads the number after "MODEL NO." as the model alone, never a serial', () => {
    const specs = specsOf('MODEL NO.3025-18');
    expect(specs).toContain('Model: 3025-18');
    expect(specs).not.toMatch(/Serial/);
    expect(specsOf('No.1122918')).toContain('Serial no.: 1122918');
  });
});

describe('codes and makers', () => {
  it('sets a code apart from the word a stop ran it into ("KLEIN TOOLS.MM600")', () => {
    const meter = lines(line('KLEIN TOOLS.MM600', 60), line('10A', 50));
    expect(meter.suggestedTitle).toMatch(/^Klein Tools MM600 multimeter/);
    expect(meter.suggestedCategory).toBe('Instrumentation');
  });

  it('knows desktop 3D printers and their makers as workshop tools', () => {
    const printer = lines(line('MakerBot', 96), line('HOT SURFACE', 36));
    expect(printer.brandInfo).toBe('MakerBot');
    expect(printer.suggestedCategory).toBe('Tools & Hardware');
    expect(lines(line('DESKTOP 3D PRINTER', 30)).suggestedTitle).toMatch(/^3D printer/);
  });
});

describe('home EV chargers and pool kit', () => {
  it("reads a wallbox as an EV charger, keeping its maker's own case in the title", () => {
    const charger = lines(line('openWB', 90), line('die modulare Wallbox', 34));
    expect(charger.suggestedTitle).toBe('openWB EV charger');
    expect(charger.suggestedCategory).toBe('Electrical Components');
  });

  it('sets the CE mark apart from the IP code run into it ("CEIP65")', () => {
    expect(specsOf('CEIP65 AC400V')).toContain('IP rating: IP65');
  });
});

describe('a logo of three capitals', () => {
  it("names the maker where it is the only word read, at a lone word's confidence", () => {
    const unit = lines(line('QZV', 40, 0.99), line('17', 15, 0.8));
    expect(unit.brandInfo).toBe('QZV');
    expect(unit.confidence).toBeLessThan(0.5);
    expect(lines(line('ACV', 40, 0.99)).brandInfo).toBe('ACV International');
  });

  it('is no maker beside other words, nor a legend, an everyday word or a standards body', () => {
    expect(lines(line('QZV', 40, 0.99), line('PRESS TO TEST', 20)).brandInfo).toBe('Unbranded');
    for (const word of ['AUX', 'OFF', 'ISO', 'CSA']) expect(lines(line(word, 40, 0.99)).brandInfo).toBe('Unbranded');
  });
});
