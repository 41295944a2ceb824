import { findBrand } from '../kb/brand-index.ts';
import { MAKER_TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import type { TextLine } from './brand-match.ts';
import { squash } from './text-normalise.ts';

/** A logo's two lines read as one name, and whether its second line is a trade word ("SCIENTIFIC"). */
export interface StackedName extends TextLine {
  trailWord: boolean;
}

const SURE = 0.9;
/** Both lines of a pair the knowledge base knows by both words may be read a little less surely ("RS" over "PRO" at 0.89). */
const SURE_KNOWN = 0.85;
const LETTERS = /^[A-Za-z][A-Za-z&-]*$/;

const words = (l: TextLine) => l.text.trim().split(/\s+/);

/** Read surely, one or two words of letters only, placed on the photo. */
const sureLetterLine = (l: TextLine) =>
  l.confidence >= SURE_KNOWN && Boolean(l.place) && words(l).length <= 2 && words(l).every((w) => LETTERS.test(w));

/**
 * True when `lower` sits right under `upper`: the next line down in the text's own frame (so a
 * tilted logo counts), at most two line heights away, not far off to either side, and set in a
 * similar size.
 */
function stackedUnder(upper: TextLine, lower: TextLine): boolean {
  const a = upper.place,
    b = lower.place;
  if (!a || !b || Math.abs(a.angle - b.angle) > 0.15) return false;
  if (Math.max(upper.height, lower.height) > 1.7 * Math.min(upper.height, lower.height)) return false;
  const angle = (a.angle + b.angle) / 2;
  const dx = b.cx - a.cx,
    dy = b.cy - a.cy;
  const along = dx * Math.cos(angle) + dy * Math.sin(angle);
  const across = -dx * Math.sin(angle) + dy * Math.cos(angle);
  const height = (upper.height + lower.height) / 2;
  return across >= 0.5 * height && across <= 2 * height && Math.abs(along) <= 0.35 * Math.max(a.length, b.length);
}

/**
 * Makers' names set in two lines, which OCR reads as two ("POWER" over "QUEEN", "LINCOLN" over
 * "ELECTRIC", "SPARTAN" over "SCIENTIFIC"): the pair joined when it is a maker the knowledge base
 * knows by both words, or when the second line is a trade word that follows makers' names.
 */
export function stackedNames(lines: readonly TextLine[]): StackedName[] {
  const sure = lines.filter(sureLetterLine);
  const out: StackedName[] = [];
  for (const upper of sure) {
    for (const lower of sure) {
      if (lower === upper || words(lower).length > 1 || !stackedUnder(upper, lower)) continue;
      const text = `${upper.text.trim()} ${lower.text.trim()}`;
      const sure = Math.min(upper.confidence, lower.confidence) >= SURE;
      const trailWord = sure && MAKER_TRAIL_WORDS.includes(squash(lower.text));
      if (!trailWord && !findBrand(text)) continue;
      out.push({
        text,
        height: Math.max(upper.height, lower.height),
        confidence: Math.min(upper.confidence, lower.confidence),
        place: upper.place,
        trailWord,
      });
    }
  }
  return out;
}
