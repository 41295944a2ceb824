import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 92's rules (issue 30): no evaluation photo's reading.

describe("a family's name printed with SERIES", () => {
  it('gives way in the title to the model read beside it', () => {
    const r = readLabel('Tektronix TDS 2000C SERIES DIGITAL STORAGE OSCILLOSCOPE', 'CH1 CH2 TRIGGER', 'TDS2024C');
    expect(r.suggestedTitle).toMatch(/^Tektronix TDS2024C oscilloscope/);
    // Both stay among the specs.
    expect(r.technicalSpecs).toMatch(/TDS 2000C/);
  });

  it('is still the title where no other model is read', () => {
    expect(readLabel('Tektronix TDS 2000C SERIES DIGITAL STORAGE OSCILLOSCOPE').suggestedTitle).toMatch(/TDS 2000C/);
  });
});

describe("an appliance's production date after FD", () => {
  it('is never its model', () => {
    const r = readLabel('SIEMENS', 'FD9105 001234', 'Gefriergerat/freezer', '220-240V~ 50Hz 90W');
    expect(r.suggestedTitle).toMatch(/^Siemens freezer/);
    // It stays among the codes, for a search by it.
    expect(r.technicalSpecs).toMatch(/FD ?9105/);
  });

  it('leaves the model named after it alone', () => {
    const r = readLabel('BSH Hausgerate GmbH', 'E-Nr. FD 9105 001234', 'KGN39VW35G/01', 'Kuhl-Gefriergerat', '220-240V~ 50Hz 90W');
    expect(r.suggestedTitle).toMatch(/KGN39VW35G\/01/);
  });
});

describe('a dishwasher', () => {
  it('is named by its word, in English or German', () => {
    expect(readLabel('BOSCH', 'Geschirrspuler', '220-240V~ 50Hz 2400W').suggestedTitle).toMatch(/dishwasher/);
  });
});

describe("a fridge's or freezer's current", () => {
  it('is never past what a socket gives (its type read as amperes)', () => {
    const r = readLabel('SIEMENS', 'Gefriergerat/freezer', '220-240V~ 50Hz', '90W 0.6A', 'Type GS EE 24A');
    expect(r.technicalSpecs).not.toMatch(/24 A/);
    expect(r.technicalSpecs).toMatch(/0\.6 A/);
  });
});

describe("a serial port's name", () => {
  it('is no voltage', () => {
    expect(readLabel('REMOTE I/O', 'RS-485 V', '24VDC').technicalSpecs).not.toMatch(/485 V/);
  });
});

describe('a remote I/O module', () => {
  it('is a PLC module by its INPUTS beside its bus, not a bare board by its numbered terminals', () => {
    const r = readLabel('Newmaker MX110-24.8D', 'INPUTS', 'A1 A2 A3 A4', 'POWER FAULT', 'RS-485');
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.suggestedTitle).toMatch(/PLC module/);
  });

  it('not by an energy meter\'s "outputs" in lower case', () => {
    expect(readLabel('ENERGY METER', '1000 imp/kWh', 'pulse outputs', 'RS-485 Modbus').suggestedTitle).not.toMatch(/PLC/);
  });
});

describe("an operator panel's screen", () => {
  it('is an HMI by its pages and modes, whatever machine part its settings name', () => {
    const r = readLabel('Filling Motor Speed 10 Turret Speed 15', 'Manu Auto', 'Recipe Error Code Reset', 'Main Screen');
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.suggestedTitle).toMatch(/HMI/);
  });
});

describe("a bench power supply's display and controls", () => {
  it('make it a bench supply (Instrumentation), not a DIN-rail one', () => {
    const r = readLabel('DC POWER SUPPLY', 'SET:12.00 2.000', 'C.V. C.C.', 'VOLTAGE', 'CURRENT', 'OUTPUT');
    expect(r.suggestedTitle).toMatch(/bench power supply/i);
    expect(r.suggestedCategory).toBe('Instrumentation');
  });
});

describe('protection test sets', () => {
  it("are named by Omicron's name and a CT analyser's words", () => {
    const r = readLabel('OMICRON', 'CT ANALYZER');
    expect(r.brandInfo).toBe('Omicron');
    expect(r.suggestedTitle).toMatch(/CT analyser/);
    expect(r.suggestedCategory).toBe('Instrumentation');
  });
});
