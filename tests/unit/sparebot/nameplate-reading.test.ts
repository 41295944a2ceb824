import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { extractRatings, formatRatings } from '../../../src/server/sparebot/extract/ratings.ts';
import { RATING_LABELS } from '../../../src/server/sparebot/extract/rating-types.ts';
import { splitRunTogether } from '../../../src/server/sparebot/extract/segment.ts';
import { normaliseOcrText } from '../../../src/server/sparebot/extract/text-normalise.ts';

// Made-up label text in the forms nameplates print (issue 30, items 2 and 3), never an eval photo's.
const line = (text: string, height = 20, confidence = 0.95) => ({ text, height, confidence });
const specsOf = (...rows: string[]) => formatRatings(extractRatings(rows.map((r) => normaliseOcrText(splitRunTogether(r)))), RATING_LABELS);
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((t, i) => line(t, i === 0 ? 40 : 20)) });

describe('standards and breaker capacities', () => {
  it('keeps the standards a product is made to, as printed, and never as its model', () => {
    expect(specsOf('IEC/EN60898-1 VDE 0530 EN50470-1/3')).toBe('Standards: IEC/EN 60898-1, VDE 0530, EN 50470-1/3');
    expect(specsOf('BS 1363 UL508A IEC60439-1DClass')).toBe('Standards: BS 1363, UL 508A, IEC 60439-1');
    const r = read('HAGER', 'NBN116 MCB', 'IEC/EN60947-2 230/400V');
    expect(r.technicalSpecs).toContain('Standards: IEC/EN 60947-2');
    expect(r.suggestedTitle).not.toContain('60947');
  });

  it('reads Icn/Icu in amperes as a breaking capacity, not the rated current, and lcn as Icn', () => {
    expect(specsOf('C16 lcn=6000A')).toBe('Breaking capacity: 6000 A; Trip curve: Type C 16 A');
    const r = read('MCB C20 Icn 10000A 230V');
    expect(r.technicalSpecs).toContain('Breaking capacity: 10000 A');
    expect(r.flaggedRatings).toEqual([]);
  });

  it('takes no trip curve from a temperature followed by a number, and reads D32A as a curve', () => {
    expect(specsOf('Tref=40°C 50/60Hz')).toBe('Frequency: 50/60 Hz; Temperature: 40 °C');
    expect(specsOf('MCB D32A')).toBe('Trip curve: Type D 32 A');
  });
});
