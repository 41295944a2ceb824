import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 89's rules (issue 30): no evaluation photo's reading.

describe('a cable analyser and its adapter', () => {
  it("is a cable tester, titled by the code printed with its kind, not the adapter's", () => {
    const r = readLabel('FLUKE', 'ACME-500 CABLEANALYZER', 'PERMANENT LINK ADAPTER', 'ACME-LA01');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('Fluke ACME-500 cable tester');
    expect(r.technicalSpecs).toMatch(/ACME-LA01/);
  });

  it('names no code for its kind where the line holds more than the kind (a channel count, a bus)', () => {
    // "8CH RS485 DS18B20": the sensor's part beside a module's features is no model of the controller.
    const r = readLabel('ACMETECH', 'TEMPERATURE CONTROLLER', 'WX4DSC08', '8CH RS485 DS18B20 CONTROLLER');
    expect(r.suggestedTitle).toMatch(/WX4DSC08/);
  });
});

describe('compressed air', () => {
  it('files an air compressor, its receiver and dryer, and an air-tool maker under Tools & Hardware', () => {
    const compressor = readLabel('ACMEAIR', 'AIR COMPRESSOR', '10 bar');
    expect(compressor.suggestedCategory).toBe('Tools & Hardware');
    expect(compressor.suggestedTitle).toMatch(/air compressor/i);
    expect(readLabel('AIR DRYER', '230V').suggestedCategory).toBe('Tools & Hardware');
    const wrench = readLabel('SUMAKE');
    expect(wrench.brandInfo).toBe('Sumake');
    expect(wrench.suggestedCategory).toBe('Tools & Hardware');
  });

  it("still files a compressor named alone as before (a refrigeration or a pump's)", () => {
    expect(readLabel('COMPRESSOR', 'R134a').suggestedCategory).not.toBe('Tools & Hardware');
  });
});

describe("an intruder alarm panel's code", () => {
  it("names Bentel's KYO panels, and never a city's name with a number", () => {
    const r = readLabel('KYO 32G', 'SERIAL 52');
    expect(r.brandInfo).toBe('Bentel Security');
    expect(r.suggestedCategory).toBe('Safety Equipment');
    expect(readLabel('TOKYO 8', 'ROOM 4').brandInfo).not.toBe('Bentel Security');
  });
});

describe("a freezer's freezing capacity", () => {
  it('reads what it freezes in a day, never as a weight', () => {
    expect(specsOf('Freezing capacity 11kg/24h')).toBe('Freezing capacity: 11 kg/24 h');
    expect(specsOf('4,5 kg / 24 h')).toBe('Freezing capacity: 4.5 kg/24 h');
    expect(specsOf('Net weight 11kg')).toBe('Weight: 11 kg');
  });
});
