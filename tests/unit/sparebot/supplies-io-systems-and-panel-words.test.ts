import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 35 rules learnt from round q2 (issue 30): no evaluation photo's reading.

describe('labels read run together', () => {
  it("reads a power supply's AC input and low-voltage output run together as a power supply", () => {
    const psu = lines(line('ACINPUT0V', 40, 0.62), line('DOUTPUT:12V20A', 29), line('MADEIN CHINA', 23));
    expect(psu.suggestedTitle).toMatch(/power supply/i);
    expect(psu.suggestedCategory).toBe('Electrical Components');
  });

  it('leaves an output that is mains, not extra-low voltage, alone', () => {
    expect(lines(line('ACINPUT 230V', 40), line('OUTPUT: 230V', 29)).suggestedTitle).not.toMatch(/power supply/i);
  });
});

describe('makers, their lines and their words', () => {
  it("names B&R's X20 I/O modules from their codes", () => {
    const station = lines(line('X20 BC 0083', 25), line('X20AO4622', 23), line('X20PS2100', 23));
    expect(station.brandInfo).toBe('B&R Automation');
    expect(station.suggestedCategory).toBe('Control Systems');
  });

  it("reads BWT's AQA perla softener line as BWT's, and a supply pipe's label as no maker", () => {
    const softener = lines(line('Zuleitung', 21), line('AQAperla', 17));
    expect(softener.brandInfo).toBe('BWT');
    expect(softener.suggestedCategory).toBe('Plumbing Supplies');
    expect(lines(line('Zuleitung', 30)).brandInfo).toBe('Unbranded');
  });

  it("takes an Italian panel's key (chiave) for no spanner", () => {
    expect(lines(line('CHIAVE ARANCIO', 18), line('PRESENZA RETE', 22), line('24V DC', 20)).suggestedTitle).not.toMatch(/spanner/i);
    expect(lines(line('CHIAVE INGLESE', 30)).suggestedTitle).toMatch(/spanner/i);
  });
});

describe('the spec line', () => {
  it("names milliamperes a current where no RCD can have them (a transformer's secondary)", () => {
    const board = lines(line('INPUT AC220V 50Hz', 18), line('AC18.2V 500mA', 17), line('MCSL-1.1', 15));
    expect(board.technicalSpecs).toMatch(/Current \(mA\): 500 mA/);
    expect(board.technicalSpecs).not.toMatch(/Residual/);
  });

  it("keeps an RCD's 30 mA its residual current", () => {
    expect(lines(line('RCD', 30), line('40A 30mA', 30), line('230V', 20)).technicalSpecs).toMatch(/Residual current: 30 mA/);
  });
});
