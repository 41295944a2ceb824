import type { BrandHit, TextLine } from '../extract/brand-match.ts';
import type { OpenMaker } from '../extract/named-maker.ts';
import { squash } from '../extract/text-normalise.ts';
import { MAKER_TRAIL_WORDS } from '../kb/maker-trail-words.ts';

/**
 * Whether a maker the label names outright (an unknown company with its legal form, its web domain, "Made by")
 * displaces the top known maker read:
 * - one only inferred from a catalogue number's pattern (BCH's CE15 is not Eaton's);
 * - one whose name ends the outright one (iWorx Systems, Inc. and www.iworx.com are no Worx; a name that runs on
 *   after it, "meanwellenterprises", is the known maker's own company name);
 * - a short known name (five letters or fewer) never read exactly, one slip from a word of that very line: a
 *   misreading of it ("ZHEJIANG CLION RELAY CO., LTD." names no Cylon);
 * - a known name read only as the first words of another company's ("ASTRO" of "ASTRO FLIGHT INC." is no Astro
 *   Lighting), unless all that follows is trade words ("Mean Well Enterprises" is Mean Well's own).
 */
export function displacedByOutright(top: BrandHit, outright: OpenMaker): boolean {
  const [outer, inner] = [squash(outright.name), squash(top.brand.name)];
  const endsOutright = Boolean(outer && inner && outer !== inner && outer.endsWith(inner));
  const slip = !top.exactReads && inner.length <= 5 && top.matched === outright.text;
  return Boolean(top.viaCode) || endsOutright || slip || startsOutright(top, outright);
}

function startsOutright(top: BrandHit, outright: OpenMaker): boolean {
  const [words, form] = [outright.name.split(/\s+/), top.form?.split(/\s+/) ?? []];
  const rest = words.slice(form.length);
  return (
    form.length > 0 &&
    rest.length > 0 &&
    squash(words.slice(0, form.length).join('')) === squash(form.join('')) &&
    squash(top.brand.name) !== squash(words.join('')) &&
    !rest.every((w) => MAKER_TRAIL_WORDS.includes(squash(w)))
  );
}

/** How surely a known maker's line must be read to stand for the maker over a name the base does not know. */
const OWN_LINE_SURE = 0.9;
/** … and the least score its hit may have (a small line of a common word's name scores about a quarter). */
const OWN_LINE_MIN_SCORE = 0.2;

/**
 * A known maker whose name is read exactly, surely and as a whole line of its own ("SAMSUNG" on a heat pump's
 * casing) names the item before a name the base does not know read from the maker line (an installer's
 * watermark, "KUTTE SEPP", set larger across the photo), even where its name is an everyday word and scores less.
 */
export function knownOnItsOwnLine(hit: BrandHit, lines: readonly TextLine[]): boolean {
  if (hit.viaCode || !hit.exactReads || hit.score < OWN_LINE_MIN_SCORE) return false;
  const names = [hit.form, hit.brand.name, ...hit.brand.aliases].filter(Boolean).map((n) => squash(n ?? ''));
  return lines.some((l) => l.confidence >= OWN_LINE_SURE && l.text === hit.matched && names.includes(squash(l.text)));
}

/** A line read this surely says what it says: an unknown name so read outranks a known one guessed from a misreading. */
const SURELY_ALONE = 0.95;
/** A reading below this is unsure: a known maker found in it only a letter or a fold away may be a misreading's accident. */
const UNSURE_LINE = 0.85;

/**
 * An unknown maker read as the whole of its line, surely ("Genus" at 0.99 on a meter's face), or as lines of their own
 * stacked, each read surely ("BAVARIA" over "BRANDSCHUTZ").
 */
export function readSurelyAlone(maker: { name: string; text: string }, lines: readonly TextLine[]): boolean {
  const sure = (text: string) => lines.some((l) => l.confidence >= SURELY_ALONE && l.text === text);
  if (squash(maker.text) !== squash(maker.name)) return false;
  return sure(maker.text) || (/\s/.test(maker.text.trim()) && maker.text.trim().split(/\s+/).every(sure));
}

/** A known maker read several times, or once in large print, scores above this: more than a guess. */
const GUESS_SCORE = 0.75;

/**
 * A known maker never read exactly, only matched once in an unsure line a letter or a fold away, or as a logo cut short
 * ("Corpies" at 0.73 taken for Compleo): a guess, not a reading.
 */
export function guessedFromMisreading(hit: BrandHit, lines: readonly TextLine[]): boolean {
  if (hit.viaCode || hit.exactReads || hit.score >= GUESS_SCORE) return false;
  const line = lines.find((l) => l.text === hit.matched);
  return line !== undefined && line.confidence < UNSURE_LINE;
}
