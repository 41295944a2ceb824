import { describe, it, expect } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';

// Synthetic label text: makers' names from the knowledge base that hold another category's product word.
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.9 })) });

describe("a maker's name is not a product word", () => {
  it('does not read the company form plc as a PLC', () => {
    const r = read('Aggreko Plc');
    expect(r.suggestedCategory).not.toBe('Control Systems');
    // What Aggreko is known for (its generators, the maker tables' family), never a PLC.
    expect(r.extracted.productType?.value).toBe('generator');
    expect(read('Renold plc', 'GEARBOX').extracted.productType?.value).toBe('gearbox');
  });

  it('still reads PLC in capitals as the product', () => {
    expect(read('SIMATIC S7-300 PLC').suggestedCategory).toBe('Control Systems');
  });

  it('takes out a name holding a product word of a category the maker is not known for', () => {
    expect(read('Heli-Coil').extracted.productType?.value).not.toBe('relay');
    expect(read('Securi-Flex').suggestedCategory).toBe('Safety Equipment');
  });

  it('keeps a product family that names its maker as product evidence', () => {
    expect(read('Altivar 312').extracted.productType?.value).toBe('variable speed drive');
    expect(read('Wilo Yonos PICO').suggestedCategory).toBe('HVAC Equipment');
  });
});

describe('label abbreviations are not makers or products', () => {
  it('reads Tmax (a maximum fluid temperature) as no maker and Pmax as no gas meter', () => {
    const pump = read('Tmax 110°C', 'Pmax 10 bar');
    expect(pump.brandInfo).toBe('Unbranded');
    expect(pump.extracted.productType?.value).not.toBe('gas meter');
  });
});
