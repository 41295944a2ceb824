import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 83's rules (issue 30): no evaluation photo's reading.

describe('power tools', () => {
  it("reads a no-load speed (n0) as a power tool's, its range of speeds as printed", () => {
    const r = readLabel('ZORVEX', '230V~ 50Hz 850W', 'n0 11000/min');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(specsOf('no 15000-25000/min')).toBe('Speed: 15000-25000/min');
    // … never a serial number after "No", nor a motor's rated speed.
    expect(specsOf('no 15000-25000/min')).not.toMatch(/Serial/);
    expect(readLabel('ZORVEX', 'MOTOR', '0.75kW 1400/min', '230/400V').suggestedCategory).toBe('Motors & Drives');
  });
});

describe('makers', () => {
  it('reads a name before the country it was made in, "MADE" left out', () => {
    expect(readLabel('IR2000-02', 'QUORVEL CHINA').brandInfo).toBe('Quorvel');
    // … never a word that names no one.
    expect(readLabel('IR2000-02', 'PRODUCT CHINA').brandInfo).toBe('Unbranded');
  });

  it("reads a company's name in capitals between quotation marks, as labels from Russia and its neighbours print it", () => {
    expect(readLabel('ELECTRIC MOTOR', '"QUORVEL-ITAN"', '380V 50Hz').brandInfo).toBe('Quorvel-Itan');
    // … never a warning word quoted.
    expect(readLabel('ELECTRIC MOTOR', 'PRESS "STOP"', '380V 50Hz').brandInfo).toBe('Unbranded');
  });
});

describe('Siemens order numbers', () => {
  it('reads the leading 5 read as an S, and the curve and current the number encodes', () => {
    const r = readLabel('SIEMENS', 'SSY62207');
    expect(r.suggestedTitle).toMatch(/5SY62207 MCB Type C 20 A/);
  });
});
