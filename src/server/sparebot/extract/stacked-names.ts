import { findBrand } from '../kb/brand-index.ts';
import { MAKER_TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import type { TextLine } from './brand-match.ts';
import { squash } from './text-normalise.ts';

/** A logo's two lines read as one name, and whether its second line is a trade word ("SCIENTIFIC"). */
export interface StackedName extends TextLine {
  trailWord: boolean;
  /** The two lines as read. */
  pieces: readonly [string, string];
  /** The known maker the pair names, if any. */
  maker?: string;
}

const SURE = 0.9;
/** Both lines of a pair the knowledge base knows by both words may be read a little less surely ("RS" over "PRO" at 0.89). */
const SURE_KNOWN = 0.85;
/**
 * Letters only, perhaps with a logo's full stop ("CABLE.") or plus ("BLACK+" over "DECKER"), or its ™ or ® read as a
 * quote mark after it ("SUN" beside "SYNK\"").
 */
const LETTERS = /^[A-Za-z][A-Za-z&+-]*[.'"’”™®]?$/;

const words = (l: TextLine) => l.text.trim().split(/\s+/);
const bare = (l: TextLine) => l.text.trim().replace(/[.'"’”™®]$/, '');

/** Read surely, one or two words of letters only, placed on the photo. */
const sureLetterLine = (l: TextLine) =>
  l.confidence >= SURE_KNOWN && Boolean(l.place) && words(l).length <= 2 && words(l).every((w) => LETTERS.test(w));

/**
 * Where `second` lies from `first` in their text's own frame (so a tilted logo counts): how far
 * along the line and across it, the space between their ends along it, with their mean height,
 * their extents, and their lean apart. None when either is placed nowhere, or one is set more than
 * `sizes` times the other's size.
 */
export function offsetBetween(first: TextLine, second: TextLine, sizes: number) {
  const a = first.place,
    b = second.place;
  if (!a || !b || Math.max(first.height, second.height) > sizes * Math.min(first.height, second.height)) return undefined;
  const angle = (a.angle + b.angle) / 2;
  const dx = b.cx - a.cx,
    dy = b.cy - a.cy;
  const along = dx * Math.cos(angle) + dy * Math.sin(angle);
  return {
    along,
    across: -dx * Math.sin(angle) + dy * Math.cos(angle),
    gap: along - (a.length + b.length) / 2,
    height: (first.height + second.height) / 2,
    lengths: [a.length, b.length] as const,
    lean: Math.abs(a.angle - b.angle),
  };
}

/**
 * True when `lower` sits right under `upper`: the next line down, at most two line heights away,
 * not far off to either side, and set in a similar size.
 */
export function stackedUnder(upper: TextLine, lower: TextLine): boolean {
  const o = offsetBetween(upper, lower, 1.7);
  return (
    o !== undefined &&
    o.lean <= 0.15 &&
    o.across >= 0.5 * o.height &&
    o.across <= 2 * o.height &&
    Math.abs(o.along) <= 0.35 * Math.max(...o.lengths)
  );
}

/**
 * True when `right` follows `left` on the same line of print: the same baseline, a similar size,
 * and at most a letter's width or so between them (a logo's hyphen or gap: "PORTER" "CABLE"). Short
 * words of a logo on a curved or photographed-askew face lean apart more than lines of text do.
 */
function besideRight(left: TextLine, right: TextLine): boolean {
  const o = offsetBetween(left, right, 1.3);
  if (!o || o.lean > 0.35) return false;
  return Math.abs(o.across) <= 0.5 * o.height && o.gap >= -0.3 * o.height && o.gap <= 1.5 * o.height;
}

/**
 * Makers' names OCR reads as two lines: set in two lines ("POWER" over "QUEEN", "LINCOLN" over
 * "ELECTRIC", "SPARTAN" over "SCIENTIFIC"), or split on one by a logo's hyphen or gap ("PORTER"
 * "CABLE"). A pair over each other is joined when it is a maker the knowledge base knows by both
 * words, or when the second line is a trade word that follows makers' names; a pair side by side
 * only when it is a maker the knowledge base knows.
 */
export function stackedNames(lines: readonly TextLine[]): StackedName[] {
  const sure = lines.filter(sureLetterLine);
  const out: StackedName[] = [];
  for (const upper of sure) {
    for (const lower of sure) {
      if (lower === upper) continue;
      const under = stackedUnder(upper, lower);
      if (!under && !besideRight(upper, lower)) continue;
      const text = `${bare(upper)} ${bare(lower)}`;
      const sure = Math.min(upper.confidence, lower.confidence) >= SURE;
      // "CONTROL" under a word is a panel's legend ("TONE" over "CONTROL", "SPEED CONTROL"), not a maker's trade.
      const trailWord = under && sure && squash(lower.text) !== 'control' && MAKER_TRAIL_WORDS.includes(squash(lower.text));
      // Two words below join only where they finish a name the base knows ("AFC" over "CABLE SYSTEMS"): no trade word is two.
      const maker = findBrand(text)?.name;
      if (!trailWord && !maker) continue;
      out.push({
        text,
        height: Math.max(upper.height, lower.height),
        confidence: Math.min(upper.confidence, lower.confidence),
        place: upper.place,
        trailWord,
        pieces: [upper.text.trim(), lower.text.trim()],
        ...(maker ? { maker } : {}),
      });
    }
  }
  return out;
}

/**
 * A name set in capitals spaced out and read letter by letter ("S", "M", "E", "G" of Smeg's logo): four to twelve single
 * capitals of like size, read fairly surely, left to right along one row with no wider gaps between them than three of
 * their heights. Each such row is one line of its letters, spaced as printed ("S M E G"), for brand matching to read
 * whole (brand-candidates.ts).
 */
export function spacedLetterNames(lines: readonly TextLine[]): TextLine[] {
  const letters = lines
    .filter((l) => /^[A-Z]$/.test(l.text.trim()) && l.confidence >= 0.8 && l.place)
    .sort((a, b) => (a.place?.cx ?? 0) - (b.place?.cx ?? 0));
  const rows: TextLine[][] = [];
  for (const l of letters) {
    const row = rows.find((r) => {
      const last = r[r.length - 1];
      const [a, b] = [last?.place, l.place];
      if (!last || !a || !b) return false;
      const height = Math.max(last.height, l.height);
      return Math.abs(a.cy - b.cy) <= 0.6 * height && b.cx - a.cx <= 3 * height && height <= 1.3 * Math.min(last.height, l.height);
    });
    if (row) row.push(l);
    else rows.push([l]);
  }
  return rows
    .filter((r) => r.length >= 4 && r.length <= 12)
    .map((r) => ({
      text: r.map((l) => l.text.trim()).join(' '),
      height: Math.max(...r.map((l) => l.height)),
      confidence: Math.min(...r.map((l) => l.confidence)),
      ...(r[0]?.place ? { place: r[0].place } : {}),
    }));
}
