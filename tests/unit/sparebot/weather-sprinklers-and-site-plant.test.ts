import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 35 rules learnt from round q (issue 30): no evaluation photo's reading.

describe('instruments', () => {
  it("reads a weather station console's keys as a weather station", () => {
    const console = lines(line('BAROMETER', 24), line('FORECAST', 26), line('DAILY RAIN', 24), line('WIND CHILL', 24), line('12.5', 60));
    expect(console.suggestedTitle).toMatch(/weather station/i);
    expect(console.suggestedCategory).toBe('Instrumentation');
  });

  it('leaves an irrigation controller that waits for rain an irrigation controller', () => {
    const timer = lines(line('RUN TIMES', 24), line('START TIMES', 24), line('RAIN SENSOR', 24), line('WATERING DAYS', 24));
    expect(timer.suggestedTitle).not.toMatch(/weather/i);
    expect(timer.suggestedCategory).toBe('Control Systems');
  });

  it('knows Davis weather stations by name', () => {
    const davis = lines(line('DAVIS', 47), line('Vantage PRO2', 42), line('STATION NO.1', 30));
    expect(davis.brandInfo).toBe('Davis Instruments');
    expect(davis.suggestedCategory).toBe('Instrumentation');
  });

  it("names a potentiostat from its front's words", () => {
    const cell = lines(line('ACME LABS', 40), line('POTENTIOSTAT', 12), line('GALVANOSTAT', 12));
    expect(cell.suggestedTitle).toMatch(/potentiostat/i);
    expect(cell.suggestedCategory).toBe('Instrumentation');
  });
});

describe('meters and sprinklers', () => {
  it("reads a gas meter's register in cubic feet as a gas meter, and its dial legend as no maker", () => {
    const register = lines(line('CUBIC FEET', 35), line('100.000', 34), line('PERREV', 32), line('10.000', 26));
    expect(register.suggestedTitle).toMatch(/gas meter/i);
    expect(register.suggestedCategory).toBe('Plumbing Supplies');
    expect(register.brandInfo).toBe('Unbranded');
  });

  it("names a sprinkler riser's alarm valve from its inspector's test sign", () => {
    const riser = lines(line('INSPECTORS TEST', 16), line('MAIN DRAIN', 14));
    expect(riser.suggestedTitle).toMatch(/sprinkler/i);
    expect(riser.suggestedCategory).toBe('Safety Equipment');
  });
});

describe('site plant and workshop machines', () => {
  it("files a compaction maker's logo under tools", () => {
    const rammer = lines(line('BOMAG', 25));
    expect(rammer.brandInfo).toBe('Bomag');
    expect(rammer.suggestedCategory).toBe('Tools & Hardware');
  });

  it('keeps DGSHAPE and Roland DG apart, each with its own machines', () => {
    const mill = lines(line('SRM-20', 20), line('DGSHAPE', 16));
    expect(mill.brandInfo).toBe('DGSHAPE');
    expect(mill.suggestedTitle).toMatch(/SRM-20/);
    expect(mill.suggestedCategory).toBe('Tools & Hardware');
    const cutter = lines(line('Roland', 41), line('CAMM-1 GS-24', 13));
    expect(cutter.brandInfo).toBe('Roland DG');
    expect(cutter.suggestedCategory).toBe('Tools & Hardware');
  });
});

describe('catalogue codes', () => {
  it("takes no maker from a code's shape inside a longer code run into it", () => {
    const board = lines(line('HYC77-TF09-200', 34), line('MMBT3904', 30), line('Buzzer', 36));
    expect(board.brandInfo).toBe('Unbranded');
    expect(board.suggestedTitle).not.toMatch(/overload relay/i);
  });

  it("still reads the code printed on its own, or after a word (a relay's TF42-38, TYPE-TF42-38)", () => {
    expect(lines(line('TF42-38', 30), line('29-38 A', 24)).brandInfo).toBe('ABB');
    expect(lines(line('TYPE-TF42-38', 30)).brandInfo).toBe('ABB');
  });
});
