import { describe, expect, it } from 'vitest';
import { allowedTypos, MAX_TERMS, parseSearchTerms, typoDistance } from '../../../src/server/search/search-query.ts';

describe('parseSearchTerms', () => {
  it('splits words from codes, which lose case and separators', () => {
    expect(parseSearchTerms('Schneider 100-C09 contactor 32a')).toEqual({ words: ['schneider', 'contactor'], codes: ['100C09', '32A'] });
  });

  it('keeps only letters and digits of search syntax, emoji and quotes', () => {
    expect(parseSearchTerms('"mcb" OR title:* -x NEAR(a) 😀')).toEqual({ words: ['mcb', 'or', 'title', 'x', 'near', 'a'], codes: [] });
    expect(parseSearchTerms('* " : -')).toEqual({ words: [], codes: [] });
  });

  it('searches short codes as words and caps the number of terms', () => {
    expect(parseSearchTerms('B1 m4')).toEqual({ words: ['b1', 'm4'], codes: [] });
    const many = parseSearchTerms(Array.from({ length: 50 }, (_, i) => `w${'x'.repeat(i % 5)}word`).join(' '));
    expect(many.words.length + many.codes.length).toBeLessThanOrEqual(MAX_TERMS);
  });
});

describe('typo tolerance', () => {
  it('allows none under 5 letters, one from 5, two from 9', () => {
    expect([allowedTypos('mcb'), allowedTypos('valve'), allowedTypos('contactor'), allowedTypos('schneider')]).toEqual([0, 1, 2, 2]);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(typoDistance('schnieder', 'schneider', 2)).toBe(1);
    expect(typoDistance('contacter', 'contactor', 2)).toBe(1);
    expect(typoDistance('relay', 'valve', 1)).toBe(2);
  });
});
