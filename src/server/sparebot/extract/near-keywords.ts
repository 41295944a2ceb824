import { isCommonEnglish } from '../kb/english-words.ts';
import { PRODUCT_TYPES } from '../kb/product-types.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { confusionFold, levenshtein } from './text-normalise.ts';

/** One-word keywords of 7+ letters, folded as OCR confuses them: matched one slip away when nothing else is. */
const NEAR_KEYWORDS = PRODUCT_TYPES.flatMap((type) =>
  type.keywords
    .filter((k) => /^[a-z]{7,}$/i.test(k) || /^[a-z]{4,} [a-z]{4,}$/i.test(k))
    .map((k) => ({ type, folded: k.split(' ').map(confusionFold).join(' ') })),
);

/** A word's slips forgiven in a two-word name: one, or two in a word of eight letters or more. */
const slipsAllowed = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * Two words read each a slip or two from a two-word name ("SIGNAA GENERATGN" for signal generator):
 * each word near its own, and no more than three slips in all, which two ordinary words rarely are.
 */
function pairSlips(read: string, name: string): boolean {
  const space = read.indexOf(' ');
  const nameSpace = name.indexOf(' ');
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
  // Single words of 7+ letters, and pairs of words of 4+ letters on one line ("CIRCUIT BREAKFR").
  const tokens = new Set(
    text.split('\n').flatMap((line) => {
      const words = line
        .split(/[^A-Za-z]+/)
        .filter(Boolean)
        .map(confusionFold);
      const pairs = words
        .slice(1)
        .map((w, i) => `${words[i]} ${w}`)
        .filter((p) => /^[a-z]{4,} [a-z]{4,}$/.test(p));
      return [...words.filter((t) => t.length >= 7), ...pairs];
    }),
  );
  for (const token of tokens) {
    // A word of the trade read as itself is no slip of another ("connector" is no convector), nor is an
    // everyday English word ("bandage" is no Bandsäge).
    if (isTradeWord(token) || isCommonEnglish(token)) continue;
    for (const { type, folded } of NEAR_KEYWORDS) {
      if (Math.abs(folded.length - token.length) <= 1 && levenshtein(token, folded, 1) <= 1) found.add(type);
      else if (token.includes(' ') && folded.includes(' ') && pairSlips(token, folded)) found.add(type);
    }
  }
  return found;
}
