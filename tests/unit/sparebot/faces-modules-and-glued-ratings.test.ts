import { describe, expect, it } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 27 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

describe("a device's own face words", () => {
  it("read a water softener's control head by its regeneration steps", () => {
    const head = lines(line('13:11', 69), line('Backwash', 29), line('Regen', 31), line('Rinse', 29), line('Draw', 28), line('QX900', 28));
    expect(head.suggestedCategory).toBe('Plumbing Supplies');
    expect(head.suggestedTitle).toMatch(/water softener/);
    expect(head.brandInfo).toBe('Unbranded');
  });

  it('read a timing relay by its on and off times', () => {
    const relay = lines(
      line('Zorvex', 53),
      line('QT220', 42),
      line('SUPPLY: 220 VAC', 45),
      line('T on:', 45),
      line('T off:', 46),
      line('1.0s', 45),
    );
    expect(relay.suggestedTitle).toMatch(/timing relay/);
    expect(relay.suggestedCategory).toBe('Control Systems');
    // "ton" in a word is no timer's setting.
    expect(lines(line('Zorvex', 53), line('Cotton 1 ton', 40)).suggestedTitle).not.toMatch(/timing relay/);
  });
});

describe('board-mount modules by their codes', () => {
  it("take any maker's relay coded by its coil voltage for a relay", () => {
    const board = lines(line('QZ7FF-DC5V-SHG', 33), line('10A250VAC', 23), line('10A30VDC', 22));
    expect(board.suggestedTitle).toMatch(/relay/);
    expect(board.technicalSpecs).toMatch(/5 V DC/);
  });

  it("take Hi-Link's power module code for its maker and a power supply", () => {
    const module = lines(line('OUTPUT:5VDC/3W', 22), line('P/N:HLK-PM01', 19), line('AC 50-60HZ', 14));
    expect(module.brandInfo).toBe('Hi-Link');
    expect(module.suggestedTitle).toMatch(/power supply/);
    // A supply's frequency range is no voltage.
    expect(module.technicalSpecs).not.toMatch(/50 V AC/);
    expect(specsOf('AC 50-60HZ')).toBe('Frequency: 50-60 Hz');
  });
});

describe('what names no maker', () => {
  it("never takes a board's interface or button legends, or a web platform, for a maker", () => {
    const around = [line('1.0.103.23', 27), line('REGULATOR', 26), line('GND', 22)];
    for (const word of ['UART', 'FLASH', 'GitHub']) expect(readOpenMakers([...around, line(word, 40, 0.99)])).toEqual([]);
  });

  it('reads a maker from a web address on any of the common endings', () => {
    expect(readOpenMakers([line('www.zorvex.cloud', 30)]).map((m) => m.name)).toContain('Zorvex');
    expect(readOpenMakers([line('zorvex.io', 30)]).map((m) => m.name)).toContain('Zorvex');
  });
});

describe("a lamp's watts run into its lumens", () => {
  it('reads both ratings and a light', () => {
    expect(specsOf('7.5W750lm')).toBe('Power: 7.5 W; Luminous flux: 750 lm');
    expect(lines(line('Zorvex', 40), line('7.5W750lm', 30), line('110-240V', 20)).suggestedCategory).toBe('Lighting');
  });
});

describe('makers known by their product lines, and short names read exactly', () => {
  it("names Hunter from its irrigation controllers' line names", () => {
    expect(lines(line('Solar Sync', 50), line('X-CORE', 45), line('Run Times', 39), line('Water Days', 35)).brandInfo).toBe(
      'Hunter Industries',
    );
  });

  it('takes LSC read exactly for LSC, not for a maker whose short name it resembles', () => {
    expect(matchBrands([line('LSC', 29, 0.99), line('LED DOWNLIGHT', 58)]).map((h) => h.brand.name)).not.toContain('Industrial Scientific');
  });
});
