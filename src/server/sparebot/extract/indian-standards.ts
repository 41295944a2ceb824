import type { InlineRule } from './inline-rule.ts';

/**
 * Indian Standards as Indian plates cite them, often with their edition or year after the number: "I.S.1248-03" on an
 * analogue meter's dial, "IS:12021/1997" on a control transformer, the I often read as a 1 ("1.S.1248", "1S:12021").
 * A standard, never a model code. The dots or colon after the letters keep a code that opens with IS ("IS200TBAI") out.
 */
const CITATION = String.raw`(?<![A-Za-z0-9.])(?:[I1l]\.\s?S\.?|[I1l]S\s?:|IS\s)\s?(\d{3,5})((?:\s?[-:/]\s?(?:19|20)?\d{2})?)(?![0-9])`;

export const INDIAN_STANDARD_RULE: InlineRule = {
  key: 'standards',
  pattern: new RegExp(CITATION, 'g'),
  format: (m) => `IS ${m[1]}${(m[2] ?? '').replace(/\s/g, '')}`,
};

/** Such a citation read as one token ("1.S.1248-03", "I.S.1248~"): a standard, never a model code. */
export const INDIAN_STANDARD_TOKEN = /^[I1l]\.S\.?:?\d{3,5}/;
