import { describe, expect, it } from 'vitest';
import { filed, line, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 81's rules (issue 30): no evaluation photo's reading.

describe('capacitors', () => {
  it("reads a start capacitor's range of capacitance", () => {
    expect(specsOf('88-108 uF')).toBe('Capacitance: 88-108 µF');
  });

  it('reads "NON PCB" as the oil a capacitor holds none of, never a circuit board', () => {
    const r = readLabel('ZORVEX', '6,67 kVAr 440V 60Hz', 'NON PCB');
    expect(r.suggestedTitle).not.toMatch(/circuit board/);
    // … while a board's own PCB is one.
    expect(readLabel('ZORVEX', 'CONTROL PCB', 'REV 2').suggestedTitle).toMatch(/circuit board/);
  });

  it('names a capacitor by its word in Portuguese, Spanish or Italian, never as its maker', () => {
    const r = readLabel('ELETROLITICO', '161-193 uF');
    expect(r.suggestedTitle).toMatch(/capacitor/i);
    expect(r.brandInfo).not.toMatch(/Eletrolitico/i);
  });
});

describe('voltages in the Romance languages', () => {
  it('reads Vca as volts AC and Vcc as volts DC', () => {
    expect(specsOf('Vn 330 Vca', 'Alimentacion 24Vcc')).toBe('Voltage: 330 V AC, 24 V DC');
    // … never a supply pin's name without a value.
    expect(specsOf('VCC GND')).toBe('');
  });
});

describe('logos', () => {
  it("reads a logo's round O read as a middle dot between capitals as its O", () => {
    expect(filed(line('EAT·N', 40)).brand).toBe('Eaton');
  });
});
