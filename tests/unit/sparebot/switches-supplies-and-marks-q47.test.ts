import { describe, expect, it } from 'vitest';
import { isNotCode } from '../../../src/server/sparebot/extract/not-codes.ts';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 71's rules (issue 30): no evaluation photo's reading.

describe('pressure switches, supplies, load centres and meter marks', () => {
  it('a pressure switch by its reset, range, differential and electric data, and its A.C. voltages', () => {
    const r = readLabel('Baumer', 'AUTO RESET', 'A.C.125V 15', 'Electric data', 'A.C.250V', 'RANGE', 'DIFF.', 'MWP', 'bar');
    expect(r.suggestedTitle).toMatch(/^Baumer pressure switch/);
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.technicalSpecs).toContain('Voltage: 125 V AC, 250 V AC');
    expect(r.technicalSpecs).not.toContain('Codes');
  });

  it("a DIN-rail supply's front, and its DC output with its sign read as a letter", () => {
    expect(readLabel('+V ADJ', 'DC OK', '+V-V').suggestedTitle).toBe('DC power supply');
    expect(specsOf('Output 24Vm5A')).toBe('Voltage: 24 V DC; Current: 5 A');
    expect(readLabel('INPUT', 'OUTPUT', '+V', '-V').suggestedTitle).not.toContain('power supply');
  });

  it("a North American load center's directory", () => {
    expect(readLabel('Bed 2', 'Bath#2', 'Smokes', 'Laundry', 'Furnace').suggestedTitle).toBe('Consumer unit');
    expect(readLabel('Bed', 'Lathe', 'Swing over bed').suggestedTitle).toBe('Lathe');
  });

  it("a meter's MID annex is no model", () => {
    expect(isNotCode('MI-003')).toBe(true);
    const r = readLabel('EasyMeter', 'DE MTP 22 B 006 MI-003', 'Drehstromzahler');
    expect(r.suggestedTitle).not.toContain('MI-003');
    // … and is kept, as the meter's metrology mark.
    expect(r.technicalSpecs).toContain('Metrology mark: MI-003');
  });
});

describe('makers read by their logos', () => {
  it('with the ® after the logo read as an O ("CHNTO")', () => {
    expect(readLabel('CHNTO', 'NJB1-X').brandInfo).toBe('Chint');
  });

  it('say the maker once where the logo abbreviates its name ("CHNT" of Chint), and a product line\'s name beside it', () => {
    expect(readLabel('CHNT', 'NCH8-40/20').suggestedTitle).toBe('Chint NCH8-40/20 contactor');
    expect(readLabel('Telemecanique', 'LC1D09').suggestedTitle).toMatch(/^Schneider Electric Telemecanique LC1D09 contactor/);
  });
});

describe('the word frame', () => {
  it("alone names no motor: a tester's key or a laser cutter's", () => {
    expect(readLabel('Frame', 'Sync', 'Error', 'Batt').suggestedTitle).not.toContain('motor');
  });

  it('with a frame size still says a motor', () => {
    expect(readLabel('FRAME 132M', '4 kW', '1450 rpm').suggestedTitle).toBe('Electric motor 4 kW 1450 rpm');
  });
});

describe("an RCD's residual current with its nought read as a letter O", () => {
  it('is read, and the token holding it is no code', () => {
    expect(specsOf('25A/1AnO.3A')).toContain('Residual current: 0.3 A');
    expect(specsOf('25A/1AnO.3A')).not.toContain('Codes');
    expect(isNotCode('25A/1AnO.3A')).toBe(true);
  });
});
