import { describe, expect, it } from 'vitest';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { segmentWord } from '../../../src/server/sparebot/extract/segment.ts';
import { readDigitSlips } from '../../../src/server/sparebot/extract/digit-slips.ts';
import { line, readLabel } from './helpers/label-text.ts';

// Synthetic label text for the version 20 rules (issue 30): no evaluation photo's reading, and
// unknown makers' names made up.
const read = readLabel;

describe('bench instruments', () => {
  it("takes a digital oscilloscope's keys for an oscilloscope, but not a heating programmer's channels", () => {
    const scope = read('Corvane', 'CH1', 'CH2', 'SINGLE', 'MENU', 'CLEAR');
    expect(scope.suggestedTitle).toMatch(/oscilloscope/i);
    expect(scope.suggestedCategory).toBe('Instrumentation');
    expect(read('Corvane', 'CH1', 'CH2', 'AUTO', 'BOOST', 'ADVANCE').suggestedTitle).not.toMatch(/oscilloscope/i);
  });

  it('takes a power supply set from zero for a bench supply, and a fixed one for a power supply', () => {
    const bench = read('Corvane', 'DC POWER SUPPLY', '0-30V 0-10A', 'COARSE');
    expect(bench.suggestedTitle).toMatch(/bench power supply/);
    expect(bench.suggestedCategory).toBe('Instrumentation');
    expect(read('Corvane', 'DC Power Supply', '0-15V,7A/0-30V,4A').suggestedCategory).toBe('Instrumentation');
    // A fixed output, or a 0-10 V control signal, is no bench supply's.
    expect(read('Corvane', 'POWER SUPPLY', 'INPUT 100-240VAC', 'OUTPUT 24VDC 2.5A').suggestedTitle).not.toMatch(/bench/);
    expect(read('Corvane', 'POWER SUPPLY', 'OUTPUT 24VDC', 'Signal 0-10V').suggestedTitle).not.toMatch(/bench/);
  });

  it('names a multimeter a multimeter, a clamp meter a clamp meter', () => {
    const dmm = read('Corvane', '6 1/2 Digit Multimeter', 'CAT II(300V)');
    expect(dmm.suggestedTitle).toMatch(/^Corvane multimeter/);
    expect(dmm.suggestedCategory).toBe('Instrumentation');
    expect(read('Corvane', 'Clamp Meter', 'CAT III 600V').suggestedTitle).toMatch(/^Corvane clamp meter/);
  });
});

describe('fronts and plates', () => {
  it("takes a PLC's status lamps and ports for a PLC, with a converter's label beside it", () => {
    const plc = read('Corvane', '15W DC-DC CONVERTER', 'RUN', 'STOP', 'ERR', 'PWR', 'PORT1', 'TX1', 'RX1');
    expect(plc.suggestedTitle).toMatch(/PLC/);
    expect(plc.suggestedCategory).toBe('Control Systems');
    // Two ports alone are any gateway's.
    expect(read('Corvane', 'TX1', 'RX1', 'PWR').suggestedTitle).not.toMatch(/PLC/);
  });

  it("splits a motor plate's notices run together in capitals and reads the motor in them", () => {
    expect(segmentWord('motorisnonreversible')).toEqual(['motor', 'is', 'non', 'reversible']);
    const plate = read('Corvane', 'MOTORISNONREVERSIBLE', 'K-470');
    expect(plate.suggestedCategory).toBe('Motors & Drives');
  });
});

describe('what a plate carries', () => {
  it('takes a circulating pump for a heating circulator, its first word read with one slip', () => {
    // The word pump itself lost ("Ciroulating un"): circulating alone says it.
    expect(read('Corvane', 'Ciroulating un', 'MAX. PRESSURE', '115V 60HZ').suggestedCategory).toBe('HVAC Equipment');
  });

  it("takes a PV string fuse's DC rating for a fuse, and leaves an inverter's PV input to the inverter", () => {
    const fuse = read('Corvane', 'SOLAR PV', 'YRPV-30', '10A 1000Vdc');
    expect(fuse.suggestedTitle).toMatch(/fuse 10 A/);
    expect(fuse.suggestedCategory).toBe('Electrical Components');
    expect(read('Corvane', 'PV INVERTER', 'PV input 1000Vdc', 'Max input current 12.5A').suggestedTitle).toMatch(/inverter/i);
  });

  it("takes twin or centre-tapped secondaries for a transformer's, never a battery pair", () => {
    expect(read('Corvane', '12 + 12V', '500 MA').suggestedTitle).toMatch(/transformer/i);
    expect(read('Corvane', 'PRI 230V', 'SEC 15-0-15V').suggestedTitle).toMatch(/transformer/i);
    expect(read('Corvane', 'BATTERY', '12V + 12V').suggestedTitle).not.toMatch(/transformer/i);
  });
});

describe('workshop and keypad faces', () => {
  it("takes a rework station's front for a soldering station, not a PCB's lead-free mark alone", () => {
    const station = read('Corvane', 'LEAD FREE', 'ESD', 'AIR', 'TEMP', 'CH1 CH2');
    expect(station.suggestedTitle).toMatch(/soldering station/);
    expect(station.suggestedCategory).toBe('Tools & Hardware');
    expect(read('Corvane', 'LEAD FREE', 'TEMP').suggestedTitle).not.toMatch(/soldering/);
  });

  it("counts a keypad's letter group with its last letter lost (9WXY)", () => {
    expect(read('Corvane', '2abc', '3det', '7pqrs', 'ghi', '9wxy').suggestedTitle).toMatch(/alarm keypad/i);
  });
});

describe('product words', () => {
  it('names an inverter an inverter, and leaves a drive or a solar inverter to their own words', () => {
    const inverter = read('Corvane', '3500', 'INVERTER');
    expect(inverter.suggestedTitle).toMatch(/inverter/i);
    expect(inverter.needsLabelPhoto).not.toBe(true);
    expect(read('Corvane', 'INVERTER DRIVE', '2.2kW').suggestedCategory).toBe('Motors & Drives');
    expect(read('Corvane', 'SOLAR INVERTER', '5kW').suggestedTitle).toMatch(/solar inverter/);
  });

  it('titles a temperature controller by its own name, not as any controller', () => {
    expect(read('Corvane', 'Temperature Controller').suggestedTitle).toBe('Corvane temperature controller');
  });

  it("reads no product word inside an e-mail or web address (a maker's domain on a meter's box)", () => {
    expect(read('Corvane', 'VC555', 'service@ginverter.com').suggestedTitle).not.toMatch(/inverter/i);
    expect(read('Corvane', 'VC555', 'www.ginverter.com').suggestedTitle).not.toMatch(/inverter/i);
    expect(read('Corvane', 'Digital Multimeter', 'www.ginverter.com').suggestedTitle).toMatch(/multimeter/);
  });
});

describe('codes and marks', () => {
  it('takes a word with one letter read as a digit for the word, never a code', () => {
    const monitor = read('Corvane', 'Oxy9en', 'AL1 FAULT', 'AL2', 'EVACUATE');
    expect(monitor.technicalSpecs).not.toContain('Oxy9en');
    expect(monitor.suggestedTitle).not.toContain('Oxy9en');
    expect(read('Corvane', 'RELAY', 'ABCD5').technicalSpecs).toContain('ABCD5');
    // Read back as the word, in its printed case; a code, or a word that would come out oddly cased, is left.
    expect(readDigitSlips('Oxy9en 1nput: P0WER')).toBe('Oxygen Input: POWER');
    expect(readDigitSlips('LC1D18 5Tone')).toBe('LC1D18 5Tone');
  });

  it('keeps a five-digit model number before its letter as a code, and a round number as a rating', () => {
    const dmm = read('Corvane', '34461A', 'Digit Multimeter');
    expect(dmm.technicalSpecs).toContain('34461A');
    // In the title it would read as 34,461 amperes: it stays in the specs.
    expect(dmm.suggestedTitle).not.toContain('34461A');
    expect(read('Corvane', 'Icn', '10000A', 'C16').technicalSpecs).not.toMatch(/Codes/);
  });

  it('keeps a letter with four digits before a one-letter unit as a model (E3632A), a letter before a rating as none', () => {
    expect(read('Corvane', 'E3632A', 'DC Power Supply').suggestedTitle).toContain('E3632A');
    // A rating whose first digits were lost ("A125VAC") names nothing.
    expect(read('Corvane', 'RELAY', 'A125VAC').technicalSpecs).not.toMatch(/Codes/);
  });

  it("reads Hongfa's relay codes as a Hongfa relay", () => {
    const relay = read('HF32FV-16', '16A 250VAC');
    expect(relay.brandInfo).toBe('Hongfa');
    expect(relay.suggestedTitle).toMatch(/relay/);
  });

  it('takes no maker from approval marks run into a misread one', () => {
    const lines = [line('COROHS', 60), line('60Hz', 20), line('Recessed', 20)];
    expect(readOpenMakers(lines).map((m) => m.name)).not.toContain('Corohs');
  });

  it("takes an American receptacle's rating for a socket outlet", () => {
    expect(read('Corvane', 'Receptacle rating: 125VAC 60Hz 15A').suggestedTitle).toMatch(/socket outlet/);
  });
});
