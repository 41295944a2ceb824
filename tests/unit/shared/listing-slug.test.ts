import { describe, expect, it } from 'vitest';
import { makeListingSlug } from '../../../src/shared/search-options.ts';

/** The slug's definition, as regular expressions: what the one-pass version must always give. */
function slugByDefinition(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** A seeded generator (mulberry32), so that a failure can be run again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('makeListingSlug', () => {
  it.each([
    ['Schneider LC1D25 contactor 25 A', 'schneider-lc1d25-contactor-25-a'],
    ['  --Hager MCB / Type C (16A)--  ', 'hager-mcb-type-c-16a'],
    ['Façade luminaire — Zumtobel Ø 300 mm (Ø has no ASCII letter in it)', 'facade-luminaire-zumtobel-300-mm-has-no-ascii-letter-in-it'],
    ['Crème brûlée', 'creme-brulee'],
    ['①②③ ＡＢＣ', '123-abc'],
    ['日本語のみ', 'item'],
    ['', 'item'],
    ['!!!', 'item'],
    ['\u0010\u0019 control characters 0x10–0x19 are not digits', 'control-characters-0x10-0x19-are-not-digits'],
  ])('%j → %s', (title, slug) => {
    expect(makeListingSlug(title)).toBe(slug);
    expect(slugByDefinition(title)).toBe(slug);
  });

  it('cuts at 60 characters and never ends on a hyphen', () => {
    for (let words = 1; words <= 70; words++) {
      for (const word of ['a', 'ab', 'abc']) {
        const title = Array.from({ length: words }, () => word).join(' ');
        const slug = makeListingSlug(title);
        expect(slug).toBe(slugByDefinition(title));
        expect(slug.length).toBeLessThanOrEqual(60);
        expect(slug.endsWith('-')).toBe(false);
      }
    }
  });

  it('agrees with the definition on 20,000 random titles', () => {
    const next = random(13);
    const alphabet = [
      'a',
      'Z',
      '0',
      '9',
      ' ',
      '-',
      '_',
      '/',
      '@',
      '[',
      '`',
      '{',
      'é',
      'Ä',
      'ß',
      'İ',
      'ﬁ',
      '²',
      'Ω',
      '\u0301',
      '\t',
      '😀',
      '\u0010',
      'K',
    ];
    for (let n = 0; n < 20_000; n++) {
      const length = Math.floor(next() * 90);
      let title = '';
      for (let i = 0; i < length; i++) title += alphabet[Math.floor(next() * alphabet.length)];
      expect(makeListingSlug(title), JSON.stringify(title)).toBe(slugByDefinition(title));
    }
  });
});
