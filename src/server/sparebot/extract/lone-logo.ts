import { isPlaceWord } from '../kb/places.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { isCommonEnglish, isEverydayEnglish } from '../kb/english-words.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import type { TextLine } from './brand-match.ts';
import { isTrailWordOrPlural, makerWord } from './maker-word-tests.ts';
import { levenshtein } from './text-normalise.ts';

/** The words of a run-together mixed-case token ("inverterDutyMotor" → inverter, Duty, Motor). */
export const camelParts = (word: string) => word.split(/(?<=[a-z])(?=[A-Z])/);

/**
 * A name written in capitalised words run together ("SigineerPower", "SpaceLabs", "GoldenPower"), one of them no
 * trade word: everyday words run together are how makers coin names, while trade words run together are the
 * product's ("PowerFactor", "HeavyDuty").
 */
export const camelName = (word: string) => /^(?:[A-Z][a-z]{2,}){2,3}$/.test(word) && camelParts(word).some((w) => !isTradeWord(w));

/**
 * A word alone on its line that may be a maker's name: in capitals, read surely and as large as
 * the label's text; capitalised in small letters, or in capitalised words run together, read a
 * little less surely or a little smaller (small letters make a shorter box).
 */
export function standsAloneAsName(word: string, l: TextLine, median: number, lines: readonly TextLine[]): boolean {
  // (Boxes of letters one size differ by up to a tenth in height: nine tenths of the median is as large.)
  const looksLikeName = /^[A-Z]{4,14}$/.test(word)
    ? l.confidence >= 0.95 && l.height >= 0.9 * median
    : (/^[A-Z][a-z]{4,13}$/.test(word) || camelName(word)) && l.confidence >= 0.9 && l.height >= 0.85 * median;
  // Capitals with a full stop are an abbreviation among a panel's legends ("INDEP.", "PAR."), no name. The label's other
  // words are read last, only for a word that passed the rest.
  return looksLikeName && !/^[A-Z]+\.$/.test(l.text.trim()) && !misreadsPrintedWord(word, lines) && !misreadEverydayWord(word);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A word of seven letters or more that is an everyday English word with one letter inside it dropped
 * ("Direcion" of a flow arrow's "Direction"): that word misread, no name. Of the base's 1,800 makers'
 * names of one word, six read so (Philips, Thomson, Dometic…); known makers are matched before this.
 */
function misreadEverydayWord(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 7) return false;
  for (let i = 1; i < w.length; i++) for (const c of LETTERS) if (isEverydayEnglish(w.slice(0, i) + c + w.slice(i))) return true;
  return false;
}

/**
 * A word one letter away from a product or everyday word printed elsewhere on the same label is that
 * word misread ("Molor" on a panel that prints "Motor" twice), no name; nor is one of a family of marks
 * in capitals a letter apart (a dial's "ADCA" beside its "ADCV").
 */
function misreadsPrintedWord(word: string, lines: readonly TextLine[]): boolean {
  const own = word.toLowerCase();
  const capitals = (w: string) => /^[A-Z]+$/.test(w);
  return lines.some((l) =>
    l.text.split(/[^A-Za-z]+/).some((w) => {
      const other = w.toLowerCase();
      const kin = isTradeWord(w) || isCommonEnglish(w) || (capitals(w) && capitals(word));
      return Math.abs(other.length - own.length) <= 1 && other.length >= 3 && other !== own && kin && levenshtein(own, other, 1) === 1;
    }),
  );
}

/** A name in capitals read as two words ("CHENG LIANG", "AQUA PAK": a logo's spacing) is that word; one word is itself. */
export const asOneWord = (words: readonly string[]) =>
  words.length === 1 ? words[0] : words.length === 2 && words.every((w) => /^[A-Z]{3,}$/.test(w)) ? words.join('') : undefined;

/** Standards bodies and schemes printed as three capitals: a mark, never a maker. */
const BODIES = /^(?:IEC|ISO|DIN|BSI|CSA|EAC|JIS|SAI|NSF)$/;

/** Units printed in three capitals beside a reading ("PPM" beside a CO2 monitor's 650): a unit, never a maker. */
const UNITS = /^(?:PPM|PPB|RPM|PSI|MPA|KPA|HPA|CFM|GPM|LPM|KWH|MAH|VAC|VDC|DBA)$/;

const logoLike = (word: string, everyday = false) =>
  /^[A-Z]{3}$/.test(word) &&
  !BODIES.test(word) &&
  !UNITS.test(word) &&
  !isLabelWord(word.toLowerCase()) &&
  !isTradeWord(word) &&
  (everyday || !isCommonEnglish(word)) &&
  makerWord(word);

/** Model codes read that open with a word's first two letters and a digit ("NU47-40" and "NU283" beside "NUR"). */
const opensCodes = (word: string, lines: readonly TextLine[]) =>
  lines.some((l) => new RegExp(`^${word.slice(0, 2)}[A-Z]?\\d`).test(l.text.trim()));

/** How many devices of a row must each show the same three capitals for them to be the maker's logo. */
const EACH_DEVICE = 4;

/**
 * Three capitals read alone on a photo that shows nothing else in words ("CTA" on a heat pump's casing,
 * "ACV" on a boiler, "BGH" on a wall-hung boiler): a maker's logo, the only name there is (open-makers.ts
 * takes it at a lone word's score, reviewed). Not where any other word of three letters or more was
 * read surely (then it may be a panel's legend), nor a label, trade, everyday word or approval mark.
 * Or the same three capitals alone on their lines, read surely on four lines or more, whose first two letters open
 * the model codes read: the logo on each breaker of a board ("NUR" over every MCB, beside "NU47-40"), whatever else is
 * read, even a word of the dictionary.
 */
export function loneLogo(lines: readonly TextLine[]): TextLine | undefined {
  const worded = lines.filter((l) => l.confidence >= 0.9 && /[A-Za-z]{3}/.test(l.text));
  const [only] = worded;
  if (worded.length === 1 && only && only.confidence >= 0.98 && logoLike(only.text.trim())) return only;
  const each = lines.filter((l) => l.confidence >= 0.95 && /^[A-Z]{3}$/.test(l.text.trim()));
  const counts = new Map<string, number>();
  for (const l of each) counts.set(l.text.trim(), (counts.get(l.text.trim()) ?? 0) + 1);
  return each.find((l) => {
    const word = l.text.trim();
    return (counts.get(word) ?? 0) >= EACH_DEVICE && opensCodes(word, lines) && logoLike(word, true);
  });
}

/** A one-word line read surely on two lines or more that looks like a name. */
export function repeatedName(
  runs: readonly { l: TextLine; words: readonly string[] }[],
  nameLike: (words: readonly string[]) => boolean,
): { word: string; text: string } | undefined {
  const seen = new Map<string, number>();
  for (const { l, words: all } of runs) {
    // … or before a trade word that follows makers' names ("HAVRON SWITCHGEARS" under each of a row of capacitors).
    const trail = all.length === 2 && isTrailWordOrPlural(all[1] ?? '');
    const words = trail ? all.slice(0, 1) : all;
    const [word] = words;
    // A hyphen may join a name's parts ("BRIGHT-G" on a plug's face and its fuse carrier).
    if (
      words.length !== 1 ||
      !word ||
      l.confidence < 0.9 ||
      !/^(?=[A-Za-z-]{4,12}$)[A-Za-z]{2,}(?:-[A-Za-z]+)?$/.test(word) ||
      !nameLike(words)
    )
      continue;
    const key = all.join(' ').toLowerCase();
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (seen.get(key) === 2) return { word: all.join(' '), text: l.text };
  }
  return undefined;
}

/**
 * A name alone on its line over the country it was made in, alone on the line under it ("HOYOMA" over "JAPAN"), as a
 * maker prints its logo over its country: the name's line, where `nameLike` holds for its one word.
 */
export function nameOverPlace(lines: readonly TextLine[], nameLike: (word: string) => boolean): TextLine | undefined {
  return lines.find((l) => {
    const [word, place] = [l.text.trim(), l.place];
    if (!place || !/^[A-Z][A-Za-z]{3,13}$/.test(word) || l.confidence < 0.9 || !nameLike(word)) return false;
    // Its country's line just under it (within two and a half of its heights), not far to either side.
    const under = (c: TextLine) =>
      !!c.place && c.place.cy > place.cy && c.place.cy - place.cy < 2.5 * l.height && Math.abs(c.place.cx - place.cx) < place.length / 2;
    const country = (c: TextLine) => /^(?:MADE\s+IN\s+)?([A-Za-z]{4,})$/i.exec(c.text.trim())?.[1]?.toLowerCase();
    return lines.some((c) => under(c) && isPlaceWord(country(c) ?? ''));
  });
}
