import { isCommonEnglish } from '../kb/english-words.ts';
import { PRODUCT_TYPES } from '../kb/product-types.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { confusionFold, levenshtein } from './text-normalise.ts';

/**
 * One-word keywords of 7+ letters and two-word ones (a first word of 3+ letters, a second of 4+), folded as OCR confuses
 * them: matched a slip away when nothing else is.
 */
const NEAR_KEYWORDS = PRODUCT_TYPES.flatMap((type) =>
  type.keywords
    .filter((k) => /^[a-z]{7,}$/i.test(k) || /^[a-z]{3,} [a-z]{4,}$/i.test(k))
    .map((k) => ({ type, folded: k.split(' ').map(confusionFold).join(' ') })),
);

/** A reading one slip from a name, letter for letter ("TIMEP SWITCH" of time switch, "CONTACTDR"). */
const oneSlip = (read: string, name: string) => Math.abs(name.length - read.length) <= 1 && levenshtein(read, name, 1) <= 1;

/** A word's slips forgiven in a two-word name: one, or two in a word of eight letters or more. */
const slipsAllowed = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * Two words read each a slip or two from a two-word name ("SIGNAA GENERATGN" for signal generator):
 * each word near its own, and no more than three slips in all, which two ordinary words rarely are.
 */
function pairSlips(read: string, name: string): boolean {
  const space = read.indexOf(' ');
  const nameSpace = name.indexOf(' ');
  // A short first word read exactly, the second a slip or two from its own ("AIR COMPRESSO" cut at the photo's edge).
  if (read.slice(0, space) === name.slice(0, nameSpace)) {
    const [r2, n2] = [read.slice(space + 1), name.slice(nameSpace + 1)];
    return n2.length >= 6 && Math.abs(r2.length - n2.length) <= 1 && levenshtein(r2, n2, 2) === 1;
  }
  // Lengths first: each word within its slips of its own (most pairs end here, before any distance is measured).
  if (nameSpace < 5 || name.length - nameSpace - 1 < 5 || Math.abs(read.length - name.length) > 3) return false;
  if (Math.abs(space - nameSpace) > slipsAllowed(name.slice(0, nameSpace))) return false;
  const [r1, r2, n1, n2] = [read.slice(0, space), read.slice(space + 1), name.slice(0, nameSpace), name.slice(nameSpace + 1)];
  if (Math.abs(r2.length - n2.length) > slipsAllowed(n2)) return false;
  const d1 = levenshtein(r1, n1, slipsAllowed(n1) + 1);
  const d2 = levenshtein(r2, n2, slipsAllowed(n2) + 1);
  return d1 <= slipsAllowed(n1) && d2 <= slipsAllowed(n2) && d1 + d2 <= 3;
}

/**
 * The product types a word of the label names one OCR slip away ("SINATIC" for SIMATIC,
 * "CONTACTDR"), from words of 7+ letters only, or two words of 4+ ("CIRCUIT BREAKFR"): shorter
 * words are too often another word.
 */
export function nearKeywordTypes(text: string): Set<(typeof PRODUCT_TYPES)[number]> {
  const found = new Set<(typeof PRODUCT_TYPES)[number]>();
  // Single words of 7+ letters, and pairs of words on one line, the first of 3+ letters, the second of 4+ ("CIRCUIT BREAKFR").
  const tokens = new Set(
    text.split('\n').flatMap((line) => {
      const words = line
        .split(/[^A-Za-z]+/)
        .filter(Boolean)
        .map(confusionFold);
      const pairs = words
        .slice(1)
        .map((w, i) => `${words[i]} ${w}`)
        .filter((p) => /^[a-z]{3,} [a-z]{4,}$/.test(p));
      return [...words.filter((t) => t.length >= 7), ...pairs];
    }),
  );
  // A word that is a slip within a two-word name read as such names that product alone ("AIR COMPRESSO": an air
  // compressor, no compressor of any kind).
  const inPairs = new Set<string>();
  for (const token of [...tokens].filter((t) => t.includes(' '))) {
    if (isTradeWord(token) || isCommonEnglish(token)) continue;
    for (const { type, folded } of NEAR_KEYWORDS)
      if (oneSlip(token, folded) || (folded.includes(' ') && pairSlips(token, folded))) {
        found.add(type);
        inPairs.add(token.slice(token.indexOf(' ') + 1));
      }
  }
  for (const token of [...tokens].filter((t) => !t.includes(' ') && !inPairs.has(t))) {
    // A word of the trade read as itself is no slip of another ("connector" is no convector), nor is an
    // everyday English word ("bandage" is no Bandsäge).
    if (isTradeWord(token) || isCommonEnglish(token)) continue;
    for (const { type, folded } of NEAR_KEYWORDS) if (oneSlip(token, folded)) found.add(type);
  }
  return found;
}
