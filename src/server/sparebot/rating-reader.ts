import { parseInlineRatings } from './extract/inline-ratings.ts';
import { normaliseOcrText } from './extract/text-normalise.ts';
import type { Rating } from './extract/rating-types.ts';

export type { Rating, RatingKey } from './extract/rating-types.ts';

/** A trip curve named by its letter alone: "Type B", "type-C", "D curve", "curve B", "B-type". */
const CURVE_LETTER = /(?<![A-Za-z0-9])(?:(?:TYPE|CURVE)\s?-?\s?([BCD])|([BCD])\s?-?\s?(?:CURVE|TYPE))(?![A-Za-z0-9])/gi;

/**
 * Trip curves written as a letter with "type" or "curve" ("Type B", "C curve"), which the nameplate
 * rules (extract/inline-ratings.ts) read only with the current ("B32"). Not one of those rules: on an RCD's plate
 * "Type B" (or A, AC, F) is the residual-current type, and reading it as a curve would make an RCD
 * look like an MCB or RCBO to the classifier. For text a person typed (listings, wanted items).
 */
export function parseCurveLetters(text: string): Rating[] {
  const out: Rating[] = [];
  CURVE_LETTER.lastIndex = 0;
  for (let m = CURVE_LETTER.exec(text); m; m = CURVE_LETTER.exec(text)) {
    const letter = (m[1] ?? m[2] ?? '').toUpperCase();
    out.push({ key: 'tripCurve', value: `Type ${letter}`, numbers: [], via: 'inline' });
  }
  return out;
}

/**
 * SpareBot's rating extraction for text a person typed, for other features (the wanted-list
 * matcher): the inline rules that read nameplates ("400V", "7.5 kW", "IP65", "32 amp", "B32"),
 * after the same clean-up (decimal commas, O/I next to digits) and with runs of spaces made one, plus trip-curve letters written
 * out ("Type B"). Not the label → value table reading of plates: in free text "in 2 boxes" would
 * read as 2 A.
 */
export function readRatings(text: string): Rating[] {
  const out: Rating[] = [];
  for (const line of normaliseOcrText(text).split(/[\n;|]+/)) {
    // Typed text spaces freely ("32  amp"); the rules allow one space between a value and its unit.
    const row = line.replace(/\s+/g, ' ').trim();
    if (!row) continue;
    // A type typed alone ("Type B") is a breaker's curve; with a residual current beside it, an RCD's type as well.
    const inline = parseInlineRatings(row);
    const residual = inline.some((r) => r.key === 'residualCurrent');
    // A curve written out is read by the nameplate rules too ("C curve"): once.
    const curves = parseCurveLetters(row).filter((c) => !inline.some((r) => r.key === c.key && r.value === c.value));
    out.push(...inline.filter((r) => r.key !== 'residualType' || residual), ...curves);
  }
  return out;
}
