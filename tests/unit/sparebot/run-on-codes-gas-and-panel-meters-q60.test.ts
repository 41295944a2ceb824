import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 84's rules (issue 30): no evaluation photo's reading.

describe('catalogue codes run on into words', () => {
  it('sets a code a catalogue grammar knows apart from the misread words after it', () => {
    const r = readLabel('DCF887IMPACKDRIVR', '18V');
    expect(r.brandInfo).toBe('DeWalt');
    expect(r.technicalSpecs).toMatch(/Model: DCF887(;|$)/);
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    // … never a code no grammar knows.
    expect(readLabel('ZX123QWERTYUP', '18V').technicalSpecs).toMatch(/ZX123QWERTYUP/);
  });

  it("reads DCS with three digits as DeWalt's, not Makita's", () => {
    expect(readLabel('DCS391', '18V').brandInfo).toBe('DeWalt');
  });
});

describe('gas cylinders', () => {
  it('names a disposable gas cylinder by its standard or its welding words', () => {
    expect(readLabel('EN 12205', 'CONTENTS 1 LITRE').suggestedTitle).toBe('Gas cylinder');
    const r = readLabel('FOR WELDING APPLIANCES ONLY', 'CONTENTS 60 LITRES');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(r.technicalSpecs).toBe('Capacity: 60 L');
  });

  it('reads a dangerous-goods number cut short as no rated voltage, and Un 24 as one', () => {
    expect(specsOf('UN19')).toBe('');
    expect(specsOf('Un 24')).toBe('Voltage: 24 V');
  });
});

describe('Chinese standards with their year', () => {
  it('shows the year as printed and names the product by the number before it', () => {
    expect(specsOf('GB/T7676-2017')).toBe('Standards: GB/T 7676-2017');
    expect(readLabel('GB/T7676-2017', '0-5A').suggestedTitle).toBe('Panel meter 0-5 A');
    expect(readLabel('GB 10963.1-2005', 'C16').suggestedCategory).toBe('Electrical Components');
  });
});
