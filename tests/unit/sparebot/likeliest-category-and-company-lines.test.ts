import { describe, expect, it } from 'vitest';
import { filed, line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 37 rules learnt from round q5 (issue 30): no evaluation photo's reading.

describe('product words that describe a feature, not the product', () => {
  it("reads a tool's 'variable speed' as a feature of the tool, not a drive", () => {
    const saw = lines(
      line('ACMECRAFT', 34),
      line('BENCH BANDSAW', 23),
      line('VARIABLE SPEED 480-1500 SFPM', 16),
      line('3.5 AMPS 115VAC 60HZ', 16),
    );
    expect(saw.suggestedTitle).toMatch(/bandsaw/i);
    expect(saw.suggestedCategory).toBe('Tools & Hardware');
  });

  it('still reads a variable speed drive named outright', () => {
    const drive = lines(line('VARIABLE SPEED DRIVE', 30), line('0.75 kW 400V', 20));
    expect(drive.suggestedCategory).toBe('Motors & Drives');
  });

  it("drops a power no soldering station carries (a dial's number under POWER)", () => {
    const station = lines(line('SOLDERING STATION', 24), line('POWER 30', 20), line('OFF ON', 20));
    expect(station.suggestedTitle).toMatch(/soldering station/i);
    expect(station.suggestedTitle).not.toMatch(/kW/);
    expect(station.technicalSpecs).not.toMatch(/30 kW/);
  });
});

describe('LED colour channels', () => {
  it('files a board whose code names its colour channels (RGBW) under Lighting', () => {
    const board = lines(line('.HYS-04-007-RGBW_U2.0', 57), line('Q9', 37), line('391', 34));
    expect(board.suggestedCategory).toBe('Lighting');
    expect(board.needsLabelPhoto).toBe(false);
  });
});

describe('company names', () => {
  it('reads a name with its ampersand run into the word before it as that name', () => {
    const r = lines(line('Landis& Staefa', 11), line('LMU64', 10), line('Einstellung', 16));
    expect(r.brandInfo).toBe('Landis & Staefa');
  });

  it('never names a maker from a company line that starts with "und" (its name began on the line before)', () => {
    const r = lines(line('Antriebs-', 38), line('und Funktechnik GmbH', 38), line('D-73230 Kirchheim/Teck', 42));
    expect(r.brandInfo).not.toMatch(/und/i);
    expect(r.suggestedTitle).not.toMatch(/^und /i);
  });
});

describe('makers added in version 37', () => {
  it.each([
    ['CLAGE', 'Clage', 'Plumbing Supplies'],
    ['Werner', 'Werner', 'Tools & Hardware'],
    ['THERMOTRON', 'Thermotron', 'Instrumentation'],
    ['EasyIO', 'EasyIO', 'Control Systems'],
    ['XYTRONIC', 'Xytronic', 'Tools & Hardware'],
  ])('files %s under what it makes', (read, maker, category) => {
    expect(filed(line(read, 60), line('230V', 20))).toEqual({ brand: maker, category });
  });

  it('reads a welder maker by the short name on its case', () => {
    expect(lines(line('EVERLAST', 53), line('POWER', 14)).brandInfo).toBe('Everlast Welders');
  });
});

describe('what a label carries when it names no product (round q6)', () => {
  it("reads a mains input over low-voltage outputs, with no DC, as a transformer's windings", () => {
    const t = lines(line('0/P:18V YEL 36V WHT', 77), line('I/P:110V 50Hz RED', 66), line('QX-244', 54));
    expect(t.suggestedTitle).toMatch(/transformer/i);
    expect(t.suggestedCategory).toBe('Electrical Components');
    // A supply that says DC of its output is no transformer.
    expect(lines(line('INPUT: 230V 50Hz', 30), line('OUTPUT: 12V DC 1A', 30)).suggestedTitle).not.toMatch(/transformer/i);
  });

  it('names a lithium cell by its format (18650, 21700)', () => {
    const cell = lines(line('18650-151P', 17), line('3.7V', 17));
    expect(cell.suggestedTitle).toMatch(/battery/i);
    expect(cell.suggestedCategory).toBe('Electrical Components');
  });

  it('names a vacuum gauge by its kind (Pirani, Penning)', () => {
    const gauge = lines(line('917 PIRANI', 36), line('SET POINT 1', 20));
    expect(gauge.suggestedTitle).toMatch(/vacuum gauge/i);
    expect(gauge.suggestedCategory).toBe('Instrumentation');
  });

  it('never takes a hazard sign for a maker', () => {
    const cabinet = lines(line('FLAMMABLE', 41), line('KEEP FIRE AWAY', 31));
    expect(cabinet.brandInfo).not.toMatch(/flammable/i);
    expect(cabinet.suggestedTitle).not.toMatch(/flammable/i);
  });
});

describe('frequencies above mains', () => {
  it("keeps an instrument's bandwidth and sample rate, and a radio's band, under their own names", () => {
    const scope = lines(line('RIGOL', 53), line('DS1104', 40), line('OSCILLOSCOPE', 26), line('100MHz 1GSa/s', 26));
    expect(scope.technicalSpecs).toContain('Signal frequency: 100 MHz');
    expect(scope.technicalSpecs).toContain('Sample rate: 1 GSa/s');
    expect(lines(line('SMART WIFI SWITCH', 30), line('2.4GHZ', 20)).technicalSpecs).toContain('2.4 GHz');
    expect(scope.suggestedTitle).toBe('Rigol DS1104 oscilloscope 100 MHz');
    // A screen's measurement (kilohertz, decimals) is no bandwidth for the title.
    expect(lines(line('OSCILLOSCOPE', 26), line('12.76kHz', 26)).suggestedTitle).toBe('Oscilloscope');
    // A time base per division after a screen's Ref is a setting, never the model.
    expect(lines(line('TEKTRONIX', 40), line('OSCILLOSCOPE', 26), line('5.00V/div Ref 4.00us/div', 20)).suggestedTitle).not.toMatch(/div/);
    // Mains frequency stays what it was.
    expect(lines(line('CONTACTOR', 30), line('230V 50Hz', 20)).technicalSpecs).toMatch(/Frequency: 50 Hz/);
  });
});

describe('switch ratings', () => {
  it("keeps a switch's AX current (lamp and motor loads) beside its plain one", () => {
    expect(specsOf('20A/16AX 250V~')).toContain('20 A, 16 AX');
  });
});
