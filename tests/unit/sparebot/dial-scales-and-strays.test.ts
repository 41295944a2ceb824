import { describe, expect, it } from 'vitest';
import { dialRanges, dialTypes } from '../../../src/server/sparebot/extract/dial-range.ts';
import { line, lines } from './helpers/label-text.ts';

// Synthetic dial faces for the version 41 rules learnt from round q15 (issue 30): no evaluation photo's reading.

describe("a dial's scale read with a stray figure, or its unit beside a mark", () => {
  it('reads a pressure gauge whose unit OCR put in one row with a mark, past a stray figure above the scale', () => {
    const rows = ['0.6', '0.4', '0.8', '16', '0.2 MPa', '1', '0', '20981234'];
    expect(dialRanges(rows).map((r) => r.value)).toEqual(['0-1 MPa']);
    const r = lines(...rows.map((t) => line(t)));
    expect(r.extracted.productType?.value).toBe('pressure gauge');
    expect(r.suggestedCategory).toBe('Instrumentation');
  });

  it("never takes a value with its unit among a plate's values for a dial's mark", () => {
    expect(dialRanges(['Pmax 0.2 MPa', '230V', '50Hz'])).toEqual([]);
    expect(dialRanges(['0.2 MPa', '12', '2019'])).toEqual([]);
  });

  it('reads an analogue panel meter on a scale of tenths, leaving out stray figures above it', () => {
    expect(dialTypes(['5', '0.8 1.2 1.6', '0.4 2.0', 'mA', '6607'])).toEqual([{ type: 'panel-meter', weight: 1.2 }]);
    // A nameplate's values are on no one scale, whatever is left out.
    expect(dialTypes(['V 230', 'A 10', 'Hz 50', '0.5 kW'])).toEqual([]);
  });
});
