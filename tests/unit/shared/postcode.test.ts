import { describe, expect, it } from 'vitest';
import { parsePostcode, POSTCODE_MESSAGES, unknownOutcodeMessage } from '../../../src/shared/postcode.ts';

const invalid = { ok: false, message: POSTCODE_MESSAGES.invalid };

describe('parsePostcode', () => {
  it.each([
    ['B1 1AA', 'B1', 'B1 1AA'], // A9 9AA
    ['M60 1NW', 'M60', 'M60 1NW'], // A99 9AA
    ['CR2 6XH', 'CR2', 'CR2 6XH'], // AA9 9AA
    ['DN55 1PT', 'DN55', 'DN55 1PT'], // AA99 9AA
    ['W1A 0AX', 'W1A', 'W1A 0AX'], // A9A 9AA
    ['EC1A 1BB', 'EC1A', 'EC1A 1BB'], // AA9A 9AA
  ])('reads the full postcode %s as outward code %s', (input, outcode, full) => {
    expect(parsePostcode(input)).toEqual({ ok: true, outcode, full });
  });

  it('upper-cases and tidies lower case, a missing space and stray spaces', () => {
    expect(parsePostcode('b1 1aa')).toEqual({ ok: true, outcode: 'B1', full: 'B1 1AA' });
    expect(parsePostcode('sw1a1aa')).toEqual({ ok: true, outcode: 'SW1A', full: 'SW1A 1AA' });
    expect(parsePostcode('  SW1A   1AA \t')).toEqual({ ok: true, outcode: 'SW1A', full: 'SW1A 1AA' });
    expect(parsePostcode('B 11AA')).toEqual({ ok: true, outcode: 'B1', full: 'B1 1AA' });
  });

  it.each([
    ['B1', 'B1'],
    ['b12', 'B12'],
    ['sw1a', 'SW1A'],
    [' ec1a ', 'EC1A'],
    ['ZZ9', 'ZZ9'], // well-formed but unknown: the centroid lookup, not the parser, refuses it
  ])('reads the outward code alone: %s', (input, outcode) => {
    expect(parsePostcode(input)).toEqual({ ok: true, outcode, full: null });
  });

  it.each([
    [''],
    ['   '],
    ['B'],
    ['1AA'],
    ['BBB1'],
    ['B1AAA'], // outward with too many letters
    ['B1 AA1'], // inward code must be digit, letter, letter
    ['B1 1A'],
    ['B1 1CI'], // inward codes never use C, I, K, M, O or V
    ['SW1A 1AAA'], // too long
    ['SW1AB 1AA'],
    ['B1-1AA'],
    ['B1 1AA; DROP TABLE'],
    ['x'.repeat(1000)],
    ['B1 🏠'],
    ['🏠'],
    ['Ｂ1'], // full-width letter
    ['GIR 0AA'], // Girobank's non-geographic code: refused, it has no place on the map
    ['ASCN 1ZZ'], // overseas territory
  ])('refuses %j with the message the form shows', (input) => {
    expect(parsePostcode(input)).toEqual(invalid);
  });

  it('names the outward code it cannot place', () => {
    expect(unknownOutcodeMessage('ZZ9')).toContain('ZZ9');
  });
});
