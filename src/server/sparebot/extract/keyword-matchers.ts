import { ONE_WORD_KEYWORDS, PRODUCT_TYPES } from '../kb/product-types.ts';
import { escapeRegExp, squash } from './text-normalise.ts';

/*
 * How each product keyword is found in a label's text (classify.ts scores what they find): long
 * keywords anywhere in the squashed text, short ones as words of their own.
 */

/** Keywords a misread everyday word holds with a letter after it ("BATTENY" for BATTERY): read only where a word ends. */
const WORD_END_KEYWORDS = new Set(['batten']);

/** Keywords that start other products' codes ("FCU-402", a fan-coil unit's controller): not read before a hyphen and digits. */
const CODE_PREFIX_KEYWORDS = new Set(['fcu']);

/** Keywords that are units, naming a product only where no number precedes them. */
const DIAL_UNITS = new Set(['psi']);

type KeywordMatcher = (squashed: string, lower: string) => boolean;

function keywordMatcher(keyword: string): KeywordMatcher {
  const k = squash(keyword);
  const escaped = escapeRegExp(keyword);
  // Led by a short word before a word that names no product ("RO unit"): the short word must start a
  // word of the label or follow a value's unit ("500HzLCR METER"), or "GYRO UNIT" would hold an RO
  // unit. ("DC motor" is a motor wherever it is read; a gap read as a comma still joins the words: "AC,ADAPTOR".)
  const [lead = '', ...rest] = keyword.split(' ');
  if (k.length >= 6 && lead.length <= 3 && rest.length === 1 && !ONE_WORD_KEYWORDS.has(rest[0]!)) {
    const led = new RegExp(`(?:(?<![a-z0-9])|(?<=\\d[a-z]{0,2}))${escaped.replace(/ /g, '[\\s.,-]*')}`);
    return (_squashed, lower) => led.test(lower);
  }
  if (WORD_END_KEYWORDS.has(keyword)) {
    const ending = new RegExp(`${escaped}s?(?![a-z])`);
    return (_squashed, lower) => ending.test(lower);
  }
  if (k.length >= 6) return (squashed) => squashed.includes(k);
  // A keyword ending in a word's number ("type 2") is not read from a numbered legend ("TYPE 2-SEALED"
  // is no Type 2 charger); a code's ("r160") still is from its suffix ("R160-H"). A word is read in the plural too ("VALVES").
  const plural = /[a-z]$/.test(keyword) ? '(?:e?s)?' : '';
  // A unit that names a product only on its dial ("PSI" on a gauge's face) is, after a number, a rating
  // anything may carry ("6000 PSI" on a compressor's panel).
  const afterNumber = DIAL_UNITS.has(keyword) ? '(?<!\\d\\s?)' : '';
  const codePrefix = CODE_PREFIX_KEYWORDS.has(keyword) ? '|\\s?-\\s?\\d' : '';
  const pattern = new RegExp(
    `(?<![a-z0-9])${afterNumber}${escaped}${plural}(?![a-z0-9]${/\s\d$/.test(keyword) ? '|-[a-z]{3}' : ''}${codePrefix})`,
  );
  return (_squashed, lower) => pattern.test(lower);
}

/** Each product type with its keywords' matchers, built once. */
export const TYPE_MATCHERS = PRODUCT_TYPES.map((type) => ({
  type,
  matchers: type.keywords.map((k) => ({ key: squash(k), hit: keywordMatcher(k) })),
}));
