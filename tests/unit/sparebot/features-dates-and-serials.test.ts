import { describe, expect, it } from 'vitest';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 33 rules learnt from round v (issue 30): no evaluation photo's reading.

describe('what a label names', () => {
  it("reads a bearing on a powered item's label as its feature (a fan's BALL BEARING)", () => {
    const fan = lines(line('DC12V 7.2A MADE IN CHINA', 26), line('QX14038B012U', 30), line('AXIAL FAN BALL BEARING', 22));
    expect(fan.suggestedCategory).toBe('HVAC Equipment');
    expect(fan.suggestedTitle).toMatch(/fan/);
    expect(lines(line('BALL BEARING 6204-2RS', 30)).suggestedCategory).toBe('Motors & Drives');
  });

  it("reads a kiln controller's firing words", () => {
    expect(lines(line('OVERGLAZE', 20), line('MANUAL LOW', 20)).suggestedCategory).toBe('Control Systems');
  });
});

describe('numbers', () => {
  it('reads "Madel" as OCR\'s Model, and no model from a range cut at its hyphen', () => {
    expect(specsOf('Madel QF200-M')).toContain('Model: QF200-M');
    expect(specsOf('MODEL. 100-')).not.toMatch(/Model/);
  });

  it('keeps a frequency from after a range that falls ("100- 50/60Hz")', () => {
    const specs = specsOf('100- 50/60Hz');
    expect(specs).toContain('Frequency: 50/60 Hz');
    expect(specs).not.toContain('100-50');
  });

  it("reads a serial's letter as part of it, never watts", () => {
    const specs = specsOf('S/N 111W39106697');
    expect(specs).toContain('Serial no.: 111W39106697');
    expect(specs).not.toMatch(/Power/);
    expect(specsOf('100W240V')).toContain('Power: 100 W');
  });

  it('reads a month-first date as a date, never a model ("AUG172022")', () => {
    const meter = lines(line('VOLTEX AUG172022', 40), line('MT100 MADE IN NIGERIA', 30), line('230V 5(80)A 50HZ', 30));
    expect(meter.suggestedTitle).not.toMatch(/AUG172022/);
    expect(meter.suggestedTitle).toMatch(/MT100/);
  });
});

describe('makers', () => {
  it('knows North American heating, pump and plastics-machinery makers', () => {
    const board = lines(line('WHITE-RODGERS', 46), line('50A55-843', 30));
    expect(board.brandInfo).toBe('White-Rodgers');
    expect(board.suggestedCategory).toBe('Control Systems');
    const heater = lines(line('REMINGTON', 50), line('TANK TOP HEATER', 24), line('PROPANE', 20));
    expect(heater.brandInfo).toBe('Remington');
    expect(heater.suggestedCategory).toBe('HVAC Equipment');
    expect(lines(line('ZOELLER', 40)).suggestedCategory).toBe('Plumbing Supplies');
    expect(lines(line('INJECTION MOULDING MACHINE', 30)).suggestedCategory).toBe('Tools & Hardware');
  });

  it('reads a name read exactly over a near namesake, and a product line as its maker', () => {
    expect(lines(line('Edison', 24), line('Edisor', 21), line('ENCLOSED SWITCH', 26)).brandInfo).toBe('Edison');
    expect(lines(line('JuiceBox', 26), line('enelx', 15)).brandInfo).toBe('Enel X');
  });

  it('peels "web" off a domain, and knows Sony', () => {
    expect(readOpenMakers([line('www.zorvalweb.com', 20)]).map((m) => m.name)).toContain('Zorval');
    expect(lines(line('Sony Ericsson', 40), line('Charger', 30)).brandInfo).toBe('Sony');
  });
});
