import { describe, it, expect } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { ALL_BRANDS } from '../../../src/server/sparebot/kb/brand-index.ts';
import { normaliseOcrText } from '../../../src/server/sparebot/extract/text-normalise.ts';

const top = (...texts: string[]) => matchBrands(texts.map((text) => ({ text, height: 20, confidence: 0.9 })))[0]?.brand.name;

describe('brand matching', () => {
  it('knows at least 150 UK M&E brands, each with categories', () => {
    expect(ALL_BRANDS.length).toBeGreaterThanOrEqual(150);
    expect(ALL_BRANDS.every((b) => b.categories.length > 0)).toBe(true);
    expect(new Set(ALL_BRANDS.map((b) => b.name)).size).toBe(ALL_BRANDS.length);
  });

  it('weighs a short name read unsurely as the misread fragment it often is', () => {
    const score = (confidence: number) => matchBrands([{ text: 'UPAT', height: 20, confidence }])[0]?.score ?? 0;
    expect(score(0.95)).toBeGreaterThanOrEqual(0.4);
    expect(score(0.69)).toBeLessThan(0.4);
    // A longer name read as unsurely still counts.
    expect(matchBrands([{ text: 'GRUNDFOS', height: 20, confidence: 0.69 }])[0]?.score).toBeGreaterThanOrEqual(0.4);
  });

  it("weighs a maker's name that is also a word more when it stands alone on its line, read surely (a logo)", () => {
    const score = (text: string, confidence = 0.99) =>
      matchBrands([
        { text: 'SAWBLADES', height: 24, confidence: 0.98 },
        { text, height: 22, confidence },
      ]).find((h) => /Bosch/.test(h.brand.name))?.score ?? 0;
    expect(score('BOSCH')).toBeGreaterThanOrEqual(0.4);
    expect(score('BOSCH', 0.9)).toBeLessThan(0.4);
    expect(score('BOSCH SAW BLADES')).toBeLessThan(score('BOSCH'));
  });

  it('matches aliases to the maker', () => {
    expect(top('SQUARE D')).toBe('Schneider Electric');
    expect(top('Telemecanique')).toBe('Schneider Electric');
    expect(top('MEM Memshield 3')).toBe('Eaton');
  });

  it('keeps makers that are sold under their own name as themselves', () => {
    // Timeguard's labels say Timeguard (its owner, Theben, is another label); Unistrut is not Unitrunk.
    expect(top('TIMEGUARD')).toBe('Timeguard');
    expect(top('UNISTRUT')).toBe('Unistrut');
    // Trading names printed on the product, not the group that owns or distributes them.
    expect(top('CONTROL TECHNIQUES')).toBe('Control Techniques');
    expect(top('CALEFFI')).toBe('Caleffi');
    expect(top('SYLVANIA')).toBe('Sylvania');
    expect(top('LEDVANCE')).toBe('Ledvance');
    expect(top('FLYGT')).toBe('Flygt');
    expect(top('WAVIN')).toBe('Wavin');
  });

  it('tolerates OCR confusions within 20 %', () => {
    expect(top('GRUNDF0S')).toBe('Grundfos');
    expect(top('Danfross')).toBe('Danfoss');
    expect(top('WORIDWIDE ELECTRIC')).toBe('WorldWide Electric');
    expect(top('Honeyweil')).toBe('Honeywell');
  });

  it('takes an everyday word that only folds onto a name for the word', () => {
    // rn read as m is forgiven inside a name, but HOME printed whole is the word, not Horne.
    expect(top('FOR HOME OR OFFICE USE')).toBeUndefined();
    expect(top('HORNE')).toBe('Horne');
  });

  it('finds a name run together with other words', () => {
    expect(top('WorldWideElectricCorporation')).toBe('WorldWide Electric');
  });

  it('does not guess short or generic names', () => {
    expect(top('ABC 123')).toBeUndefined();
    expect(top('ELECTRIC')).toBeUndefined();
    expect(top('CAUTION DANGER 400V')).toBeUndefined();
  });

  it('normalises digit look-alikes next to digits', () => {
    expect(normaliseOcrText('8O2T-ATP 1OA l6A')).toBe('802T-ATP 10A 16A');
    expect(normaliseOcrText('AMPS 1.9/0.951.7/0.85')).toBe('AMPS 1.9/0.95 1.7/0.85');
    expect(normaliseOcrText('IP43 VOLTS')).toBe('IP43 VOLTS');
  });
});
