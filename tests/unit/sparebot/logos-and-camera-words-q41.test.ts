import { describe, expect, it } from 'vitest';
import { filed, line, lines, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 65's logo marks and product words (issue 30): no evaluation photo's reading.

describe("LG's mark read with its round emblem as a letter", () => {
  it('names LG from "OLG" or "CLG" alone on its line', () => {
    expect(filed(line('OLG', 30, 0.92), line('DUAL Inverter')).brand).toBe('LG Electronics');
    expect(filed(line('CLG', 30, 0.8)).brand).toBe('LG Electronics');
  });

  it('is no mark inside a longer line, after a letter that is no emblem, or read doubtfully', () => {
    expect(filed(line('OLG 25', 30, 0.92)).brand).not.toBe('LG Electronics');
    expect(filed(line('ALG', 30, 0.92)).brand).not.toBe('LG Electronics');
    expect(filed(line('CLG', 30, 0.7)).brand).not.toBe('LG Electronics');
  });

  it('only for a mark printed after a round emblem: "OBG" is no BG', () => {
    expect(filed(line('OBG', 30, 0.97)).brand).not.toBe('BG Electrical');
  });
});

describe("Mean Well's mark", () => {
  it('names Mean Well from "MW" alone on its line, read surely', () => {
    const r = lines(line('MW', 30, 0.97), line('LED'), line('INPUT'), line('100-240V'));
    expect(r.brandInfo).toBe('Mean Well');
  });

  it('is no maker as a unit in a line of ratings, or read unsurely', () => {
    expect(filed(line('100 MW', 30, 0.97)).brand).not.toBe('Mean Well');
    expect(filed(line('MW', 30, 0.8)).brand).not.toBe('Mean Well');
  });
});

describe("a Victron solar charge controller's name, its bar read as a 1", () => {
  it('is read with a stray stroke before the T ("MPPIT 100150"), and written as the trade writes it', () => {
    const r = readLabel('MPPIT 100150');
    expect(r.brandInfo).toBe('Victron Energy');
    expect(r.suggestedTitle).toMatch(/MPPT 100\/50 solar charge controller/i);
    expect(readLabel('MPPT 75 | 15').technicalSpecs).toContain('Model: MPPT 75/15');
    expect(r.technicalSpecs).toContain('Voltage: 100 V DC');
    expect(r.technicalSpecs).toContain('Current: 50 A');
  });

  it('is no Victron name with a current outside the range ("MPPT 100 | 55")', () => {
    expect(readLabel('MPPT 100155').brandInfo).not.toBe('Victron Energy');
  });
});

describe('a camera by its resolution word', () => {
  it('"Megapixel", even one slip away, names a CCTV camera', () => {
    expect(readLabel('2 Megapixel').suggestedTitle).toMatch(/CCTV camera/);
    expect(readLabel('3Megapixey').suggestedCategory).toBe('Safety Equipment');
  });

  it('is a camera for a maker of network accessories and cameras too (LogiLink)', () => {
    expect(filed(line('LogiLink', 40), line('3Megapixey', 30, 0.85), line('IR'))).toEqual({
      brand: 'LogiLink',
      category: 'Safety Equipment',
    });
  });
});

describe('a logo read cut short with a slip in its second or third letter', () => {
  it('names the one maker it begins ("ERMDEN" for Elmdene, a maker of power supplies)', () => {
    expect(filed(line('ERMDEN', 30, 0.78))).toEqual({ brand: 'Elmdene', category: 'Electrical Components' });
  });

  it('is no maker whose name is two words run together ("NWENTER" is no nVent Erico)', () => {
    expect(filed(line('NWENTER', 30, 0.78)).brand).not.toBe('Erico');
  });

  it('is no maker where its first letter differs ("OLMDENE")', () => {
    expect(filed(line('OLMDEN', 30, 0.78)).brand).not.toBe('Elmdene');
  });
});

describe("YHDC's current transformers by their codes", () => {
  it('name YHDC, the maker of the board-mount and split-core CTs energy monitors ship with', () => {
    expect(readLabel('TA12-200').brandInfo).toBe('YHDC');
    expect(readLabel('SCT-013-000', '100A:50mA').brandInfo).toBe('YHDC');
  });
});
