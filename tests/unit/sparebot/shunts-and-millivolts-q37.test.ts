import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 61 rules (issue 30): no evaluation photo's reading.

describe('millivolts read on a label', () => {
  it("are kept as a signal voltage: a shunt's drop, a panel ammeter's shunt, a current transformer's output", () => {
    expect(specsOf('300A', '75mV')).toContain('Signal voltage: 75 mV');
    expect(specsOf('0-100 A', 'CLASS 2.5', '75mV')).toContain('Signal voltage: 75 mV');
    expect(specsOf('SCT-013', '100A/333mV')).toContain('Signal voltage: 333 mV');
  });

  it('never as a supply voltage', () => {
    const r = readLabel('DC SHUNT', '100A 75mV');
    expect(r.technicalSpecs).not.toMatch(/Voltage: 75/);
  });

  it("are not a ratio's or a screen's: a load cell's mV/V, a scope's gain, its measured readings", () => {
    for (const text of ['2mV/V', '500mV/div', '323.67mV', '00.0mV']) expect(specsOf(text), text).not.toContain('Signal voltage');
  });
});

describe('a meter shunt', () => {
  it('is read from its drop before its current ("75mV 300A")', () => {
    const r = readLabel('75mV 300A');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('Current shunt 300 A 75 mV');
  });

  it('is read from the word SHUNT with a standard drop, each on a line of its own, and titled by both ratings', () => {
    const r = readLabel('SHUNT', '75mV', '100A');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('Current shunt 100 A 75 mV');
  });

  it("is not a breaker's shunt trip, whatever millivolts its label shows", () => {
    expect(readLabel('SHUNT TRIP', '24V', '75mV').suggestedTitle).not.toContain('Current shunt');
  });
});

describe('every rating read', () => {
  it('is shown, up to eight values of a kind: a relay board keeps all six of its voltages', () => {
    const specs = specsOf('10A 250VAC 10A 125VAC', '10A 30VDC 10A 28VDC', 'INPUT:100-240VAC', 'OUTPUT:5VDC/3W');
    for (const v of ['250 VAC', '125 VAC', '30 VDC', '28 VDC', '100-240 VAC', '5 VDC']) expect(specs, v).toContain(v);
  });
});

describe("a small transformer's plate", () => {
  it('keeps its model with the series letter set apart, and a rating of a few VA, with no capacity in litres', () => {
    const r = readLabel('POWERTRAN', 'Model: M 2854L 3.6VA Max.', 'Prim:240V AC 50Hz', 'Sec 12V 150mA');
    expect(r.suggestedTitle).toContain('M 2854L');
    expect(r.suggestedTitle).toContain('3.6 VA');
    expect(r.technicalSpecs).not.toContain('Capacity');
    expect(r.size).not.toMatch(/ L$/);
  });

  it("still reads an RCD's type and current after TYPE, not a model", () => {
    expect(specsOf('TYPE A 30mA')).not.toContain('Model');
  });
});

describe('a voltage range printed downwards', () => {
  it('is a misreading, not a rating ("113-12V", a bullet read as digits); upward ranges stand', () => {
    expect(specsOf('113-12V/DC output')).not.toContain('113-12');
    expect(specsOf('24-12V')).not.toContain('Voltage');
    expect(specsOf('3-12V/DC')).toContain('Voltage: 3-12 V');
    expect(specsOf('INPUT 100-240VAC')).toContain('Voltage: 100-240 VAC');
  });
});

describe('Hewlett-Packard by its full name', () => {
  it('is first a maker of test equipment (its own name is on its instruments up to 1999)', () => {
    const r = readLabel('HEWLETT', 'PACKARD', '59303A', 'CALIBRATION', 'LOCAL');
    expect(r.brandInfo).toBe('Hewlett-Packard');
    expect(r.suggestedCategory).toBe('Instrumentation');
  });
});

describe("a test-gear maker's power supply", () => {
  it('is a plug-in power supply when its label calls it an adapter ("PLUG-IN POWER ADAPTER", "STECKERNETZTEIL")', () => {
    for (const words of ['SNG-1000N-OW PLUG-IN POWER ADAPTER', 'SNG-1000N-OW STECKERNETZTEIL']) {
      const r = readLabel('VOLTCRAFT', words, 'OUTPUT VOLTAGE: 3-12 V/DC');
      expect(r.suggestedCategory, words).toBe('Electrical Components');
      expect(r.suggestedTitle, words).toContain('DC power supply');
    }
  });

  it('is still a bench supply when its label says power supply only', () => {
    const r = readLabel('VOLTCRAFT', 'PS-1302D', 'DC POWER SUPPLY', '0-30V 0-2A');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toContain('bench power supply');
  });
});
