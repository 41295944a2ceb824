import { parseCurveLetters, parseInlineRatings } from './extract/inline-ratings.ts';
import { normaliseOcrText } from './extract/text-normalise.ts';
import type { Rating } from './extract/rating-types.ts';

export type { Rating, RatingKey } from './extract/rating-types.ts';

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
    out.push(...parseInlineRatings(row), ...parseCurveLetters(row));
  }
  return out;
}
