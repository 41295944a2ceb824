import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 85's rules (issue 30): no evaluation photo's reading.

describe('PLCs', () => {
  it("reads a SIMATIC CPU's number as its model and Siemens as its maker", () => {
    const r = readLabel('CPU 1212C', 'AC/DC/RLY');
    expect(r.brandInfo).toBe('Siemens');
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.technicalSpecs).toMatch(/CPU 1212C/);
    // … never a computer's processor ("CPU 1200 MHz").
    expect(readLabel('CPU 1200 MHz').brandInfo).toBe('Unbranded');
  });

  it('names a PLC by the words of Portuguese and Spanish trainers and labels', () => {
    expect(readLabel('CONTROLADOR LOGICO PROGRAMAVEL', '24VDC').suggestedTitle).toMatch(/^PLC module/);
    expect(readLabel('Controlador Logico Programable').suggestedCategory).toBe('Control Systems');
  });
});

describe('pump controllers', () => {
  it("names a pump's controller, with plumbing offered beside controls", () => {
    const r = readLabel('PUMPENSTEUERUNG', '230V 50Hz');
    expect(r.suggestedTitle).toBe('Pump controller 230 V');
    expect(r.categoryChoices?.slice(0, 2)).toEqual(['Control Systems', 'Plumbing Supplies']);
  });
});

describe('frequency', () => {
  it('reads the mains pair with its z lost, never a lone "60H"', () => {
    expect(specsOf('AC23A 415V 50/60H')).toMatch(/Frequency: 50\/60 Hz/);
    expect(specsOf('FUSE 60H')).not.toMatch(/Frequency/);
  });
});
