import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 168 on (issue 30): no evaluation photo's reading.

describe("a pump's maximum flow", () => {
  it("stays the pump's when the label names a pump, in English or another language", () => {
    const pump = readLabel('Corvane', 'PUMP', 'Qmax 6 m3/h', '10 bar');
    expect(pump.extracted.productType?.value).toBe('pump');
    expect(pump.suggestedTitle).toBe('Corvane pump 6 m³/h');
    expect(readLabel('Corvane', 'POMPA', 'Qmax 4,5 m3/h', 'Hmax 38 m').extracted.productType?.value).not.toBe('gas meter');
    expect(readLabel('Corvane', 'CIRCULATING PUMP', 'Qmax 3.5 m3/h', 'Pmax 10 bar').extracted.productType?.value).toBe('circulating pump');
  });

  it("leaves a gas meter's flow to the gas meter where no pump is named", () => {
    expect(readLabel('Corvane', 'G4', 'Qmax 6 m3/h', 'Qmin 0.04 m3/h', 'pmax 0.5 bar').extracted.productType?.value).toBe('gas meter');
    expect(readLabel('Corvane', 'Qmax 6 m3/h', 'Pmax 75 mbar').extracted.productType?.value).toBe('gas meter');
  });
});

describe("a supply's phases before its voltage", () => {
  it("keep a single phase's voltage, and read a spaced count once", () => {
    const pump = readLabel('GRUNDFOS', 'UPS2 15-50 130', '1x230V 50Hz', 'IP44');
    expect(pump.technicalSpecs).toContain('Voltage: 1x230 V');
    expect(readLabel('GRUNDFOS', 'UPS2 15-50 130', '1 x 230 V 50Hz').technicalSpecs).toContain('Voltage: 1x230 V;');
    expect(readLabel('Corvane', 'PUMP', '3x400V 50Hz').technicalSpecs).toContain('Voltage: 3x400 V');
  });
});

describe("a polyphase meter's current per phase", () => {
  it('names an energy meter at any ratio, through current transformers too', () => {
    const direct = readLabel('Corvane', '3x230/400V', '3x40(100)A');
    expect(direct.extracted.productType?.value).toBe('energy meter');
    const transformers = readLabel('Corvane', '3x230/400V', '3x5(6)A', '50 Hz');
    expect(transformers.extracted.productType?.value).toBe('energy meter');
    expect(transformers.technicalSpecs).toContain('3x5(6) A');
    // A switch's resistive (inductive) pair is no meter's.
    expect(readLabel('Corvane', '230V 50Hz', '16(3)A').extracted.productType?.value).not.toBe('energy meter');
  });
});

describe("a maker's catalogue number in digits alone", () => {
  it("is kept, and titles the item, where the label's maker numbers its products so", () => {
    const rcbo = readLabel('Legrand', '406774', 'RCBO', 'C32', '30mA');
    expect(rcbo.technicalSpecs).toContain('406774');
    expect(rcbo.suggestedTitle).toMatch(/^Legrand 406774 RCBO/);
    expect(readLabel('GRUNDFOS', 'UPS2 15-50 130', '99160584', '1x230V').technicalSpecs).toContain('99160584');
  });

  it("stays out where another maker's label carries the same digits, or they are a serial's", () => {
    expect(readLabel('Corvane', '406774', 'RCBO').technicalSpecs).not.toContain('406774');
    expect(readLabel('Legrand', 'Serial 123456', '406774').technicalSpecs).toContain('Serial no.: 123456');
  });
});

describe("a cable's British Standard code", () => {
  it('is shown as its model and in its title, as the trade asks for it', () => {
    const single = readLabel('Doncaster Cables', '6491X', '6mm²');
    expect(single.technicalSpecs).toContain('Model: 6491X');
    expect(single.suggestedTitle).toBe('Doncaster Cables 6491X cable 6 mm²');
    expect(readLabel('H07RN-F 3G2.5').technicalSpecs).toContain('H07RN-F');
  });
});

describe("Soler & Palau's mark", () => {
  it('names the maker as printed with its ampersand, never from the letters alone', () => {
    expect(readLabel('S&P', 'TD-250/100', '230V 50Hz', '20 W').brandInfo).toBe('Soler & Palau');
    expect(readLabel('SP', '230V').brandInfo).not.toBe('Soler & Palau');
  });
});

describe("a tester's model number", () => {
  it("is kept for search from a Fluke installation tester's label", () => {
    expect(readLabel('FLUKE', '1664 FC', 'MULTIFUNCTION INSTALLATION TESTER').technicalSpecs).toContain('1664');
    expect(readLabel('Corvane', '1664 FC', 'MULTIFUNCTION INSTALLATION TESTER').technicalSpecs).not.toContain('1664');
  });
});

describe('a battery monitor', () => {
  it("is an instrument, though its display shows the battery's ampere-hours", () => {
    const monitor = readLabel('RENOGY', 'BATTERY MONITOR', '300Ah');
    expect(monitor.extracted.productType?.value).toBe('battery monitor');
    expect(monitor.suggestedCategory).toBe('Instrumentation');
    expect(readLabel('RENOGY', '12V 100Ah', 'LiFePO4 battery').suggestedCategory).toBe('Electrical Components');
  });
});
