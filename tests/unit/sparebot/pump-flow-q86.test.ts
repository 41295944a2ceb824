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
