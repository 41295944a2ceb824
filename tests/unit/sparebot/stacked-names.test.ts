import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import type { TextLine } from '../../../src/server/sparebot/extract/brand-match.ts';
import { stackedNames } from '../../../src/server/sparebot/extract/stacked-names.ts';
import { placed } from './helpers/label-text.ts';

const at = placed;
const read = (...lines: TextLine[]) => analyseText({ lines, rows: lines.map((l) => l.text) });

describe("a maker's name set in two lines", () => {
  it('joins a name over a trade word, and a known maker over its second word', () => {
    expect(stackedNames([at('SPARTAN', 500, 500), at('SCIENTIFIC', 502, 536)]).map((s) => s.text)).toEqual(['SPARTAN SCIENTIFIC']);
    expect(stackedNames([at('POWER', 230, 343), at('QUEEN', 232, 362, 26)]).map((s) => s.text)).toEqual(['POWER QUEEN']);
    // Tilted a third of a radian: still one under the other in the logo's own frame.
    const a = -0.32;
    expect(stackedNames([at('LINCOLN', 574, 444, 22, a), at('ELECTRIC', 587, 457, 21, a)]).map((s) => s.text)).toEqual([
      'LINCOLN ELECTRIC',
    ]);
  });

  it('joins a logo\'s name whose first line ends in a plus ("BLACK+" over "DECKER")', () => {
    const [name] = stackedNames([at('BLACK+', 500, 500, 48), at('DECKER', 504, 546, 43)]);
    expect(name?.maker).toBe('Black & Decker');
  });

  it('leaves apart lines side by side, far apart, of other sizes, unsure, or two ordinary words', () => {
    expect(stackedNames([at('SPARTAN', 500, 500), at('SCIENTIFIC', 800, 500)])).toEqual([]);
    expect(stackedNames([at('SPARTAN', 500, 500), at('SCIENTIFIC', 500, 640)])).toEqual([]);
    expect(stackedNames([at('SPARTAN', 500, 500, 60), at('SCIENTIFIC', 500, 560, 20)])).toEqual([]);
    expect(stackedNames([at('SPARTAN', 500, 500, 30, 0, 0.7), at('SCIENTIFIC', 500, 536)])).toEqual([]);
    // A maker known by both words may be read a little less surely; a name over a trade word may not.
    expect(stackedNames([at('RS', 663, 655, 23), at('PRO', 660, 672, 17, 0, 0.89)]).map((s) => s.text)).toEqual(['RS PRO']);
    expect(stackedNames([at('SPARTAN', 500, 500), at('SCIENTIFIC', 500, 536, 30, 0, 0.87)])).toEqual([]);
    expect(stackedNames([at('HIGH', 500, 500), at('VOLTAGE', 500, 536)])).toEqual([]);
    // Placed nowhere (a typed line): nothing to stack.
    expect(
      stackedNames([
        { text: 'SPARTAN', height: 30, confidence: 0.99 },
        { text: 'SCIENTIFIC', height: 30, confidence: 0.99 },
      ]),
    ).toEqual([]);
  });

  it('names the maker of a label whose logo is two lines', () => {
    const r = read(
      at('SPARTAN', 487, 510, 48),
      at('SCIENTIFIC', 485, 546, 46),
      at('9-3825-006', 480, 200, 86),
      at('48VDC/6.5W', 470, 330, 56),
    );
    expect(r.brandInfo).toBe('Spartan Scientific');
    expect(read(at('POWER', 234, 343, 25), at('QUEEN', 232, 360, 25), at('12.8V', 240, 500)).brandInfo).toBe('Power Queen');
  });
});
