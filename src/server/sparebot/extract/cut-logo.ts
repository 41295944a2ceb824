import { BRAND_KEYS, type BrandKey } from '../kb/brand-index.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { NEAR_MAKER_WORDS } from '../kb/near-maker-words.ts';
import { isNearTradeWord, isTradeFragment, isTradeWord } from '../kb/vocabulary.ts';
import { confusionFold, levenshtein } from './text-normalise.ts';

/*
 * A maker's logo read cut short: glare, a curve or the photo's edge takes its last letters
 * ("HITACH" for HITACHI, "Honyw" for Honeywell). A line that is one such word alone, no word
 * of the knowledge base's languages, is the start of one known maker's name, or one slip from it.
 * A worn or faint logo read whole may carry two slips ("Dantrss" for Danfoss).
 */

/** The fewest letters read, and the least share of the name they must cover. */
const MIN_LETTERS = 5;
const MIN_SHARE = 0.6;
/** A slip is forgiven in a reading this long or longer. */
const MIN_SLIPPED = 6;
/** A name this long or longer: shorter ones are matched whole (brand-match.ts). */
const MIN_NAME = 7;
/** A worn logo read whole: at least this many letters, within this many letters of the name's length. */
const MIN_WORN = 6;
const WORN_LENGTH_GAP = 2;

/**
 * Names by their first three letters (folded), for a prefix scan without reading every key; and
 * one-word names by their first letter, for a slip among the next two ("EUMDEN" for Elmdene). A
 * name of two words run together there ("nventerico" of nVent Erico) has no such logo to cut.
 */
const BY_START = new Map<string, BrandKey[]>();
const BY_INITIAL = new Map<string, BrandKey[]>();
const file = (index: Map<string, BrandKey[]>, start: string, k: BrandKey) => {
  const list = index.get(start);
  if (list) list.push(k);
  else index.set(start, [k]);
};
for (const k of BRAND_KEYS) {
  if (k.key.length < MIN_NAME || !/^[a-z]+$/.test(k.key)) continue;
  file(BY_START, k.key.slice(0, 3), k);
  if (/^[A-Za-z]+$/.test(k.form)) file(BY_INITIAL, k.key.slice(0, 1), k);
}

const isWord = (w: string) => isTradeWord(w) || isCommonEnglish(w) || isLabelWord(w) || NEAR_MAKER_WORDS.has(w);

const longEnough = (read: string, key: string) => key.length > read.length && read.length >= MIN_SHARE * key.length;

/** The name's start read with one letter dropped, added or misread; not where that start is a word ("ADVANGED" is advanced). */
const oneSlipFrom = (read: string, key: string) =>
  [read.length - 1, read.length, read.length + 1].some(
    (n) => n < key.length && levenshtein(read, key.slice(0, n), 2) === 1 && !isWord(key.slice(0, n)),
  );

/** The makers (by name; a maker and its product lines are one) among `keys` whose names pass the test. */
function makersWhere(read: string, keys: readonly BrandKey[] | undefined, test: (key: string) => boolean): BrandEntry[] {
  const makers = new Map<string, BrandEntry>();
  for (const k of keys ?? []) if (longEnough(read, k.key) && test(k.key) && !makers.has(k.brand.name)) makers.set(k.brand.name, k.brand);
  return [...makers.values()];
}

/**
 * The one known maker whose name a line alone begins ("HITACH" → Hitachi), if exactly one: read
 * exactly so, or failing any, one slip from it ("Honyw").
 */
export function cutLogoMaker(lineText: string): BrandEntry | undefined {
  const words = lineText.trim().split(/\s+/);
  // One word, or one broken in two ("Hony we"), all letters.
  if (words.length > 2 || !words.every((w) => /^[A-Za-z]+$/.test(w))) return undefined;
  if (words.some((w) => w.length >= 3 && isWord(w))) return undefined;
  const read = confusionFold(words.join(''));
  // A word of the knowledge base cut short ("Contro") or one slip from one is that word.
  if (read.length < MIN_LETTERS || isWord(read) || isTradeFragment(read) || isNearTradeWord(read)) return undefined;
  const exact = makersWhere(read, BY_START.get(read.slice(0, 3)), (key) => key.startsWith(read));
  // A slip anywhere after the first letter, which is read as printed (a logo's first letter is its largest).
  const slipped = () => makersWhere(read, BY_INITIAL.get(read.slice(0, 1)), (key) => oneSlipFrom(read, key));
  const makers = exact.length || read.length < MIN_SLIPPED ? exact : slipped();
  // Two slips only in a word read whole: two words joined ("Powir on") are no worn name.
  if (makers.length || read.length < MIN_WORN || words.length > 1) return makers.length === 1 ? makers[0] : undefined;
  const worn = wornFrom(read);
  return worn.length === 1 ? worn[0] : undefined;
}

/**
 * The makers whose whole name a faint reading is two slips from, its first letter read as printed
 * ("Dantrss" → Danfoss, "MvroTik" → MikroTik); no name one slip away, which brand-match.ts would have read.
 */
function wornFrom(read: string): BrandEntry[] {
  const makers = new Map<string, BrandEntry>();
  for (const k of BY_INITIAL.get(read.slice(0, 1)) ?? []) {
    if (Math.abs(k.key.length - read.length) > WORN_LENGTH_GAP || makers.has(k.brand.name)) continue;
    if (levenshtein(read, k.key, 3) === 2) makers.set(k.brand.name, k.brand);
  }
  return [...makers.values()];
}
