import { describe, expect, it } from 'vitest';
import { cutLogoMaker } from '../../../src/server/sparebot/extract/cut-logo.ts';
import { filed, line } from './helpers/label-text.ts';

// Synthetic readings for version 64's cut-short logos (issue 30): no evaluation photo's reading.

describe('a logo read cut short', () => {
  it('names the one known maker whose name it begins, where the reading is unsure ("HITACH", "Grundf")', () => {
    expect(filed(line('HITACH', 40, 0.79)).brand).toBe('Hitachi');
    expect(filed(line('Grundf', 40, 0.8), line('230V', 20, 0.9)).brand).toBe('Grundfos');
  });

  it('forgives one slip in a reading of six letters or more, broken in two or not ("Hony we")', () => {
    expect(filed(line('Hony we', 40, 0.77)).brand).toBe('Honeywell');
    expect(cutLogoMaker('Honywel')?.name).toBe('Honeywell');
  });

  it('is no maker when read surely: a word read at 0.9 is an unknown maker\'s own name ("Siemex")', () => {
    expect(filed(line('Siemex', 40, 0.95)).brand).toBe('Siemex');
    expect(filed(line('Siemex', 40, 0.8)).brand).toBe('Siemens');
  });

  it('never outranks a maker read whole on another line', () => {
    expect(filed(line('ABB', 40, 0.95), line('Siemen', 30, 0.8)).brand).toBe('ABB');
  });

  it('is no maker when it is a word, or a word cut short or one slip from one ("Contro", "ADVANGED")', () => {
    expect(cutLogoMaker('Contro')).toBeUndefined();
    expect(cutLogoMaker('ADVANGED')).toBeUndefined();
    expect(cutLogoMaker('Pressu')).toBeUndefined();
  });

  it('is no maker when it begins two makers\' names, or too little of one ("Grund", "Schne")', () => {
    expect(cutLogoMaker('Grund')).toBeUndefined();
    expect(cutLogoMaker('Schne')).toBeUndefined();
  });

  it('is one word alone on its line, all letters ("HITACH 230V" is no logo)', () => {
    expect(cutLogoMaker('HITACH 230V')).toBeUndefined();
    expect(cutLogoMaker('HITACH DRILL MOTOR')).toBeUndefined();
  });
});
