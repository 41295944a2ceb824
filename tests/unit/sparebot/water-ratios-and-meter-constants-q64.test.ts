import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 88's rules (issue 30): no evaluation photo's reading.

describe("a water meter's ratio and standard", () => {
  it('reads the ratio after "R=" and the quotient with its 1 lost', () => {
    expect(specsOf('Q3=2,5m3/h R=160')).toMatch(/Meter class: R160/);
    expect(specsOf('Q3/Q=100')).toMatch(/Meter class: R100/);
    // … never a number that is no ratio class ("R=10K", a resistor's).
    expect(specsOf('R=10K')).not.toMatch(/Meter class/);
  });

  it("names a water meter by China's GB/T 778, and never by EN 778", () => {
    expect(readLabel('GB/T 778-2018', 'DN20').suggestedTitle).toBe('Water meter');
    expect(readLabel('EN 778', '230V').suggestedTitle).not.toMatch(/Water meter/);
  });
});

describe("an energy meter's constant", () => {
  it('reads the constant with its thousands set apart, as printed, and its i read as l', () => {
    expect(specsOf('6 400lmp/kWh')).toBe('Meter constant: 6 400 imp/kWh');
    // … never a class run into it ("Class 1 800imp/kWh" is 800).
    expect(specsOf('Class 1 800imp/kWh')).toMatch(/Meter constant: 800 imp\/kWh/);
  });
});
