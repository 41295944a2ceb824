import { describe, expect, it } from 'vitest';
import { line, lines, placed } from './helpers/label-text.ts';

// Synthetic label text for the version 34 rules learnt from round z (issue 30): no evaluation photo's reading.

describe("a maker's name of two words cut at its start", () => {
  it('restores a known name whose first letters a cable hides ("ctron energy")', () => {
    expect(lines(line('ctron energy', 53), line('LOAD', 34), line('BAT', 34)).brandInfo).toBe('Victron Energy');
  });

  it('restores one whose first letter alone is lost ("ictron energy")', () => {
    expect(lines(line('ictron energy', 53), line('LOAD', 34), line('BAT', 34)).brandInfo).toBe('Victron Energy');
  });
});

describe('smart plugs', () => {
  it('reads Wi-Fi with the load it may switch as a smart switch', () => {
    const plug = lines(
      line('Wireless Type:2.4GHz WIFI', 34),
      line('Model:QX-SP7', 33),
      line('Input:110-240V', 30),
      line('Max Load:16A', 30),
    );
    expect(plug.suggestedTitle).toMatch(/smart switch 16 A/);
  });

  it("leaves a router's Wi-Fi label alone", () => {
    expect(lines(line('Wireless Type:2.4GHz WIFI', 34), line('Input:12V 1A', 30)).suggestedTitle).not.toMatch(/smart switch/);
  });
});

describe('Russian standards', () => {
  it('reads ГОСТ and ГОСТ Р as a Latin reading gives them, never as the model', () => {
    const meter = lines(line('rOCT31818.11', 22), line('FOCTP52320', 22), line('5-60A', 23), line('230V', 23), line('imp/kwh', 24));
    expect(meter.technicalSpecs).toMatch(/Standards: GOST 31818\.11, GOST R 52320/);
    expect(meter.suggestedTitle).not.toMatch(/OCT/);
  });
});

describe("a product's name set in two lines", () => {
  it('reads "D.C. MOTOR" over "CONTROLLER" as a motor controller', () => {
    const plate = lines(placed('CURTIS PMC', 100, 40, 60), placed('D.C. MOTOR', 300, 100, 30), placed('CONTROLLER', 300, 140, 30));
    expect(plate.suggestedCategory).toBe('Motors & Drives');
    expect(plate.suggestedTitle).toMatch(/motor driver/);
  });

  it('joins no words that lie far apart on the label', () => {
    const plate = lines(placed('CURTIS PMC', 100, 40, 60), placed('D.C. MOTOR', 300, 100, 30), placed('CONTROLLER', 900, 600, 30));
    expect(plate.suggestedTitle).not.toMatch(/motor driver/);
  });
});

describe('probes', () => {
  it("reads a probe body's voltage run into its measurement category", () => {
    const probe = lines(line('PVP2150', 24, 1), line('10X:300VCATII', 20, 0.9));
    expect(probe.technicalSpecs).toMatch(/Measurement category: CAT II 300 V/);
    expect(probe.technicalSpecs).not.toMatch(/300VCATII/);
    expect(probe.suggestedCategory).toBe('Instrumentation');
  });

  it('names an oscilloscope probe', () => {
    expect(lines(line('PASSIVE PROBE', 30)).suggestedTitle).toMatch(/^Oscilloscope probe/);
  });
});
