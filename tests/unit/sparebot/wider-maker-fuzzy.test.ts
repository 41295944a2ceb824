import { describe, it, expect } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { confusionFold } from '../../../src/server/sparebot/extract/text-normalise.ts';
import { NEAR_MAKER_INPUTS, NEAR_MAKER_WORDS, WORDLIKE_MAKER_KEYS } from '../../../src/server/sparebot/kb/near-maker-words.ts';
import { nearMakerInputs } from '../../../scripts/near-maker-scan.ts';

// Synthetic misreadings of maker names from the wider tables (kb/makers), never evaluation text.
const brands = (text: string) => matchBrands([{ text, height: 20, confidence: 0.9 }]).map((b) => b.brand.name);

describe('wider makers one edit away', () => {
  it('reads a wider maker of 6+ letters from a token one edit from its name', () => {
    expect(brands('Niglom')).toContain('Niglon');
    expect(brands('Greenbrok')).toContain('Greenbrook');
    expect(brands('Retractaplugg')).toContain('Retractaplug');
    // A token read surely (0.97+) is its own name, even one edit from a maker's.
    expect(matchBrands([{ text: 'Niglom', height: 20, confidence: 0.99 }]).map((b) => b.brand.name)).not.toContain('Niglon');
  });

  it('scores such a reading below an exact one', () => {
    const score = (text: string) => matchBrands([{ text, height: 20, confidence: 0.9 }]).find((b) => b.brand.name === 'Niglon')?.score ?? 0;
    expect(score('Niglom')).toBeLessThan(score('Niglon'));
  });

  it('never matches two edits away, nor names under 6 letters', () => {
    expect(brands('Nigxom')).not.toContain('Niglon');
    expect(brands('Lisso')).not.toContain('Schneider Lisse');
  });

  it('never turns an ordinary word of the label languages into a maker', () => {
    for (const word of ['Pressure', 'Leistung', 'Spannung', 'Tensione', 'Capaciteit', 'Gewicht', 'Potencia', 'Puissance'])
      expect(brands(word), word).toEqual([]);
    // Dictionary words one edit from a wider maker: no wider maker is read from them.
    const wider = (word: string) =>
      matchBrands([{ text: word, height: 20, confidence: 0.9 }]).filter(
        (b) => b.brand.exactOnly && ![b.brand.name, ...b.brand.aliases].some((f) => confusionFold(f) === word),
      );
    for (const word of NEAR_MAKER_WORDS) expect(wider(word), word).toEqual([]);
  });

  it('never reads a core brand from a dictionary word one edit from its name, but still from a misreading', () => {
    expect(brands('Trade')).not.toContain('Trane');
    expect(brands('Eager')).not.toContain('Hager');
    expect(brands('Tranc')).toContain('Trane');
    expect(brands('Hagcr')).toContain('Hager');
  });

  it("never reads a maker's longer name from another word before the same trade word", () => {
    expect(brands('dill safety')).not.toContain('Pilz');
    expect(brands('Pilz Safetv')).toContain('Pilz');
    expect(brands('Schnelder Electric')).toContain('Schneider Electric');
  });

  it('never matches a maker whose name is itself a dictionary word fuzzily', () => {
    expect(WORDLIKE_MAKER_KEYS.has('uitimate')).toBe(true);
    expect(brands('Ultimatt')).not.toContain('Ultimate Range');
  });

  it('ships the word table made from the current maker tables, word lists and scan', () => {
    // The scan itself takes ~10 s; its inputs' fingerprint changes with any of them. When this
    // fails, run `npx tsx scripts/build-near-maker-words.ts`.
    expect(NEAR_MAKER_INPUTS).toBe(nearMakerInputs());
  });
});
