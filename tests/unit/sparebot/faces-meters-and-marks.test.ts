import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { nearerWord } from '../../../src/server/sparebot/extract/nearer-word.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { splitRunTogether } from '../../../src/server/sparebot/extract/segment.ts';
import { readDigitSlips } from '../../../src/server/sparebot/extract/digit-slips.ts';
import { normaliseOcrText } from '../../../src/server/sparebot/extract/text-normalise.ts';
import { line, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 19 rules (issue 30): no evaluation photo's reading, and
// unknown makers' names made up.
const read = readLabel;

describe('faces of instruments and keypads', () => {
  it("takes an analogue oscilloscope's knobs for an oscilloscope, whoever made it", () => {
    const scope = read('Corvane', 'TIME/DIV', 'VOLTS/DIV', 'FOCUS', 'INTENS', 'POSITION');
    expect(scope.suggestedTitle).toMatch(/oscilloscope/);
    expect(scope.suggestedCategory).toBe('Instrumentation');
    // A scope is sold by its model: the 2 V of a knob's range is no rating of it.
    expect(read('Corvane', 'TIME/DIV', 'VOLTS/DIV 2V', 'FOCUS', 'INTENS').suggestedTitle).not.toMatch(/\d V/);
    expect(read('Corvane', 'FOCUS', 'POSITION').suggestedTitle).not.toMatch(/oscilloscope/);
  });

  it("takes an alarm keypad's legends or its letter groups for an alarm keypad", () => {
    expect(read('Corvane', 'INSTANT', 'READY', 'STAY', 'ARM').suggestedCategory).toBe('Safety Equipment');
    expect(read('Corvane', 'ABC', 'DEF', 'GHI', 'JKL', 'MNO').suggestedTitle).toMatch(/alarm keypad/);
    expect(read('Corvane', 'READY', 'ARM').suggestedTitle).not.toMatch(/alarm/);
  });

  it('titles a crimper and an alarm keypad without a current read near them', () => {
    expect(read('HSC8 6-4A', 'AWG 23-10').suggestedTitle).toBe('HSC8 6-4A crimping tool');
    expect(read('Corvane', 'ABC', 'DEF', 'GHI', 'JKL', 'CD95/150 5A').suggestedTitle).not.toMatch(/5 A/);
  });

  it("takes a portable appliance tester's tests for a tester", () => {
    const pat = read('Corvane', 'Earth Continuity', 'Insulation Resistance', 'Polarity', 'Appliance');
    expect(pat.suggestedCategory).toBe('Instrumentation');
    expect(pat.suggestedTitle).toMatch(/tester/);
    // An appliance's own Class II mark and insulation are no tester's face.
    expect(read('Corvane', 'Class II appliance', 'Double insulation', 'Class I', '230V 50Hz 1200W').suggestedTitle).not.toMatch(/tester/);
  });

  it("takes an LED strip's solder pads, printed at each cut, for an LED strip", () => {
    expect(read('Corvane', '+5V DIN GND', '+5V DO GND', '+5V DIN GND').suggestedTitle).toMatch(/LED strip/);
    expect(read('Corvane', '+12V G R B', '+12V G R B').suggestedCategory).toBe('Lighting');
    expect(read('Corvane', '+5V DIN GND').suggestedTitle).not.toMatch(/LED strip/);
  });
});

describe('meters by their flow range', () => {
  it('reads a minimum flow beside the maximum as a gas meter, not a pump', () => {
    const meter = read('Corvane', 'G4 Qmax 6 m³/h', 'Qmin 0.04 m³/h', 'pmax 0.1 bar');
    expect(meter.suggestedTitle).toMatch(/gas meter/);
    expect(meter.suggestedTitle).not.toMatch(/pump/);
    expect(read('Corvane', 'Qmax 3 m³/h', 'Hmax 4 m', '230V 50Hz 45W').suggestedTitle).toMatch(/pump/);
  });

  it("reads a flow's cube misread as a square, and Qmin with its i read as l", () => {
    expect(normaliseOcrText('Qmax 10.00m²/h')).toBe('Qmax 10.00m³/h');
    expect(normaliseOcrText('V 2,00dm²')).toBe('V 2.00dm³');
    expect(normaliseOcrText('Qmln 0,06m³/h')).toBe('Qmin 0.06m³/h');
    expect(normaliseOcrText('floor 10 m² area')).toBe('floor 10 m² area');
  });
});

describe('power supplies and words run together', () => {
  it("reads a supply's row names with a letter misread or lost", () => {
    expect(readDigitSlips('0utput:24V')).toBe('Output:24V');
    expect(normaliseOcrText('Iput:100-240V')).toBe('Input:100-240V');
    expect(readDigitSlips('Output0utput')).toBe('Output0utput');
  });

  it('takes a universal mains range without its AC, with a low DC output, for a power supply', () => {
    expect(read('Corvane', 'Input:100-240V 50/60Hz', 'Output:24V 6.5A').suggestedTitle).toMatch(/power supply/);
  });

  it('splits a supply written into a run of capitals', () => {
    expect(splitRunTogether('BRUSHLESSDCFAN')).toBe('BRUSHLESS DC FAN');
    expect(splitRunTogether('DC24V')).toBe('DC24V');
  });
});

describe('makers', () => {
  it("reads a known maker behind a logo's mark read as a letter or two", () => {
    expect(matchBrands([line('SSIGLENT', 40)])[0]?.brand.name).toBe('Siglent');
    expect(matchBrands([line('EERENOGY', 40)])[0]?.brand.name).toBe('Renogy');
    expect(matchBrands([line('XYZSIGLENT', 40)])).toEqual([]);
  });

  it('puts the maker read exactly and more often first when two score the same', () => {
    const lines = [line('Scheder', 44), line('Schneider', 40), line('Schneider', 40), line('Schneider', 38)];
    expect(matchBrands(lines)[0]?.brand.name).toBe('Schneider Electric');
  });

  it("files Honeywell's name alone under HVAC Equipment, its heating controls, with Control Systems one tap away", () => {
    const answer = read('Honeywell', 'Home');
    expect(answer.suggestedCategory).toBe('HVAC Equipment');
    expect(answer.categoryChoices?.slice(0, 3)).toContain('Control Systems');
  });

  it('takes the maker line below a tall run that names no one', () => {
    const lines = [line('CEFC', 110), line('MODEL:P360W24V', 60), line('OUTPUT:+24V 15A', 42), line('BRAVELIANG', 54), line('2404', 43)];
    expect(readOpenMakers(lines).map((m) => m.name)).toContain('Braveliang');
  });

  it('takes a lone capitalised name of up to 14 letters', () => {
    const lines = [line('-1900', 63), line('ZORBELLINGTON', 49, 0.99), line('CRAIN', 61, 0.79), line('19.6', 44), line('SET', 30)];
    expect(readOpenMakers(lines).map((m) => m.name)).toContain('Zorbellington');
  });
});

describe('phases and wires with their sign', () => {
  it("reads a North American plate's phase sign and wire count, never watts", () => {
    expect(specsOf('208Y/120V 3Ø 4W')).toMatch(/Phases: 3 phase; Wires: 4-wire/);
    expect(specsOf('120/240V 1Φ-3W 50-60Hz')).toMatch(/Wires: 3-wire/);
    expect(specsOf('120/240V10-3W,50-60Hz')).toMatch(/Wires: 3-wire/);
    expect(specsOf('120/240V10-3W,50-60Hz')).not.toMatch(/Power/);
  });

  it('keeps a range of watts after a voltage as watts', () => {
    expect(specsOf('LED 230V 30W')).toMatch(/Power: 30 W/);
    expect(specsOf('110V 10-30W lamp')).toMatch(/Power: 30 W/);
  });
});

describe('words misread are words', () => {
  it('takes a token one edit from both a word and a maker for the word', () => {
    expect(nearerWord('eergy', 'efergy')).toBe(true);
    expect(nearerWord('sieglent', 'siglent')).toBe(false);
  });

  it("reads an approval's LISTED beside the plate as no maker", () => {
    expect(readOpenMakers([line('LISTED', 60), line('MODEL 40XA3', 30), line('208/230V 60Hz', 30)]).map((m) => m.name)).not.toContain(
      'Listed',
    );
  });
});

describe('one code read several times', () => {
  it('keeps the surest reading of a code misread with look-alike letters, once', () => {
    const lines = [
      line('Corvane', 40),
      line('QXGOHC16B', 25, 0.9),
      line('QX6OHC16B', 21, 0.91),
      line('QX60HC16B', 21, 0.97),
      line('MCB', 20),
    ];
    const answer = analyseText({ rows: lines.map((l) => l.text), lines });
    expect(answer.suggestedTitle).toContain('QX60HC16B');
    expect(answer.technicalSpecs).not.toMatch(/QXGOHC16B|QX6OHC16B/);
  });

  it('keeps two codes that differ by more than a look-alike', () => {
    const lines = [line('Corvane', 40), line('QX60HC16B', 21), line('QX50HC16B', 21)];
    expect(analyseText({ rows: lines.map((l) => l.text), lines }).technicalSpecs).toMatch(/QX60HC16B.*QX50HC16B|QX50HC16B.*QX60HC16B/);
  });
});

describe('catalogue series', () => {
  it.each([
    ['NZM2', /MCCB/, 'Electrical Components'],
    ['42HD4027-98', /stepper motor/, 'Motors & Drives'],
    ['17HS4401', /stepper motor/, 'Motors & Drives'],
    ['HSC8 6-4A', /crimping tool/, 'Tools & Hardware'],
    ['91C4', /panel meter/, 'Instrumentation'],
    ['750-602', /PLC module/, 'Control Systems'],
  ])('names %s by its series', (code, title, category) => {
    const answer = analyseText({ rows: [code], lines: [line(code, 30)] });
    expect(answer.suggestedTitle).toMatch(title);
    expect(answer.suggestedCategory).toBe(category);
  });
});
