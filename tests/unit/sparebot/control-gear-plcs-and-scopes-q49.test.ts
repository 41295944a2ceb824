import { describe, expect, it } from 'vitest';
import { readFirstLetterSlip } from '../../../src/server/sparebot/extract/code-slips.ts';
import { isNotCode } from '../../../src/server/sparebot/extract/not-codes.ts';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 73's rules (issue 30): no evaluation photo's reading.

describe('control gear and drives', () => {
  it("Brazil's standards are read as standards, run together or not, never a model", () => {
    expect(specsOf('NBRNM60898')).toBe('Standards: NBR NM 60898');
    expect(specsOf('ABNT NBR 14136')).toBe('Standards: NBR 14136');
    const r = readLabel('Zorvex', 'NBR IEC 60947-2', '2P', '400V~');
    expect(r.technicalSpecs).toContain('Standards: NBR IEC 60947-2');
    expect(r.suggestedTitle).not.toContain('NBR');
  });

  it("a Brazilian maker's name that starts like a German trade word, and a Taiwanese drive maker by its code", () => {
    const relay = readLabel('STECK', 'STOP', '95NC', '97NO', '2T1 4T2 6T3');
    expect(relay.brandInfo).toBe('Steck');
    expect(relay.suggestedTitle).toBe('Steck overload relay');
    const drive = readLabel('Rhymebu', 'RM5LD', 'AC200-240V', '7.5A');
    expect(drive.brandInfo).toBe('Rhymebus');
    expect(drive.suggestedTitle).toMatch(/^Rhymebus RM5LD variable speed drive/);
    // Schneider's RM6 ring main unit is printed with a space before its functions: no drive.
    expect(readLabel('RM6 IIDI', '24kV').suggestedTitle).not.toMatch(/drive/);
  });

  it("WEG's mini contactors without the C, and a TeSys motor breaker's family with its size unread", () => {
    expect(readLabel('WEG', 'CW07 10E', '1L1 3L2 5L3 13NO A1').suggestedTitle).toBe('WEG CW07 contactor 7 A');
    expect(readLabel('Schneider', 'GV2ME', 'START', 'OFF').suggestedTitle).toMatch(/GV2ME motor protection breaker/);
  });
});

describe('PLCs', () => {
  it('a code whose first letter was read as a digit, read back only where a catalogue knows the result', () => {
    expect(readFirstLetterSlip('57-1200')).toBe('S7-1200');
    expect(readFirstLetterSlip('50-60')).toBeUndefined();
    expect(readFirstLetterSlip('12345')).toBeUndefined();
    expect(readLabel('SIEMENS', 'SIMATEC', '57-1200').suggestedTitle).toBe('Siemens S7-1200 PLC module');
  });

  it("Siemens's LOGO! with its mark not read, alone or after the maker's name", () => {
    const r = readLabel('SIEMENS LOGO', 'LAN');
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.suggestedTitle).toMatch(/PLC module/);
    // … never the word inside a sentence.
    expect(readLabel('Zorvex', 'Print your LOGO here').suggestedTitle).not.toMatch(/PLC/);
  });
});

describe('instruments and their fronts', () => {
  it("a feature of two words read apart from the instrument's name makes that instrument, not a tester", () => {
    expect(readLabel('ZORVEX', 'True RMS', 'DATA LOGGING MULTIMETER', '60000 COUNTS').suggestedTitle).toMatch(/multimeter/);
    expect(readLabel('ZORVEX', 'True RMS', 'HOLD').suggestedTitle).not.toMatch(/multimeter/);
  });

  it("a model with its plus run on to the instrument's name", () => {
    expect(readLabel('FLUKE', '17B+DIGITAL MULTIMETER').suggestedTitle).toBe('Fluke 17B+ multimeter');
  });

  it("a scope's bandwidth, sample rate and memory run together, and its channel settings, are no codes", () => {
    const r = readLabel('ROHDE&SCHWARZ', '100M/1GSa/1MB DIGITAL OSCILLOSCOPE', 'HMO1202', 'CH2:500mV');
    expect(r.suggestedTitle).toBe('Rohde & Schwarz HMO1202 oscilloscope');
    for (const token of ['100M/1GSa/1MB', '200MHz/2GSa/s', 'CH2.500mV']) expect(isNotCode(token), token).toBe(true);
  });

  it("a USB port's name with its B read as an 8 is no code", () => {
    expect(isNotCode('US8-C')).toBe(true);
    const r = readLabel('Zorvex', 'US8-C', 'USB-A', 'Quick Charge', 'V-COARSE', 'A-COARSE', 'C.V', 'C.C');
    expect(r.suggestedTitle).not.toContain('US8');
    expect(isNotCode('USB8C')).toBe(false);
  });
});
