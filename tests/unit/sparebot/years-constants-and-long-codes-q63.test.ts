import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 87's rules (issue 30): no evaluation photo's reading.

/** OCR's boxes as read, and the rows its grouping joined them into. */
const grouped = (rows: string[], ...boxes: string[]) => analyseText({ rows, lines: boxes.map((text) => line(text)) });

describe("a meter's marks boxed apart", () => {
  it('reads a year in its own box as the year made, though its row joined it to an address', () => {
    const r = grouped(
      ['QUORVEL METERING', 'Harbour Road 12 Dundee 2019', '230V 5(60)A'],
      'QUORVEL METERING',
      'Harbour Road 12 Dundee',
      '2019',
      '230V 5(60)A',
    );
    expect(r.technicalSpecs).toMatch(/Manufactured: 2019/);
    // … never a number inside another box.
    expect(grouped(['Harbour Road 2019', '230V'], 'Harbour Road 2019', '230V').technicalSpecs).not.toMatch(/Manufactured/);
  });

  it('reads a year after the working temperature with more ratings after it', () => {
    expect(specsOf('-40...70C 2021 4kV')).toMatch(/Manufactured: 2021/);
  });

  it("joins an energy meter's constant to its unit printed apart under the LED", () => {
    const r = grouped(['230V 1600', '5(60)A imp/kWh'], '230V', '1600', '5(60)A', 'imp/kWh');
    expect(r.technicalSpecs).toMatch(/Meter constant: 1600 imp\/kWh/);
    // … never a number the ratings repeat ("0,25-5(100)A"), nor one of two candidates.
    const two = grouped(['230V 0,25-5(100)A 100', 'imp/kWh'], '230V 0,25-5(100)A', '100', 'imp/kWh');
    expect(two.technicalSpecs).not.toMatch(/Meter constant/);
    expect(grouped(['800 1000', 'imp/kWh'], '800', '1000', 'imp/kWh').technicalSpecs).not.toMatch(/Meter constant/);
  });
});

describe('long type codes', () => {
  it('keeps a type code with its options up to 32 characters', () => {
    expect(readLabel('QUORVEL', 'QM60-A-2T-MZ-2R-WS1-NFC-X').technicalSpecs).toMatch(/QM60-A-2T-MZ-2R-WS1-NFC-X/);
  });
});
