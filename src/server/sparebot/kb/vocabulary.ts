import { confusionFold, levenshtein } from '../extract/text-normalise.ts';
import { LABEL_WORDS } from './label-words.ts';
import { PRODUCT_TYPES } from './product-types.ts';
import { PRODUCT_WORDS } from './product-words.ts';

let built: { words: Set<string>; joined: Set<string> } | undefined;

/**
 * The knowledge base's own words (label words, product keywords and nouns, and each of their words), and two
 * neighbouring words of a phrase, of three letters or more each, run together ("sinewave" of "pure sine wave",
 * "heatpump"), built in one pass over the same phrases.
 */
function vocabularies(): { words: Set<string>; joined: Set<string> } {
  if (built) return built;
  const words = new Set<string>();
  const joined = new Set<string>();
  for (const phrase of [
    ...LABEL_WORDS,
    ...PRODUCT_TYPES.flatMap((t) => [...t.keywords, t.noun]),
    ...PRODUCT_WORDS.flatMap((p) => p.words),
  ]) {
    const parts = phrase.split(/[\s/-]+/);
    for (const part of [phrase, ...parts]) if (part) words.add(confusionFold(part));
    for (const [i, part] of parts.entries())
      if (i > 0 && part.length >= 3 && (parts[i - 1] ?? '').length >= 3) joined.add(confusionFold(`${parts[i - 1]}${part}`));
  }
  built = { words, joined };
  return built;
}

const vocabulary = () => vocabularies().words;

/**
 * True when the word is one the knowledge base uses for products, ratings or label boilerplate
 * ("charging", "correction", "fire", "nema"), also two of a phrase's words run together as capitals are read
 * ("SINEWAVE"): such a word on a label names what the item is or does, not who made it.
 */
export function isTradeWord(word: string): boolean {
  const w = confusionFold(word);
  const { words, joined } = vocabularies();
  return words.has(w) || joined.has(w);
}

/** A product or label word, or one in the plural ("LEDS", "INPUTS"). */
export const isTradeWordOrPlural = (word: string): boolean =>
  isTradeWord(word) ||
  (/^[A-Za-z]{3,}s$/i.test(word) && isTradeWord(word.slice(0, -1))) ||
  // … and a plural in -es, as Spanish and Portuguese write theirs too ("EXTINTORES", "COMPRESORES").
  (/^[A-Za-z]{4,}es$/i.test(word) && isTradeWord(word.slice(0, -2)));

/**
 * True when the word is one of the knowledge base's words cut short by a letter to three at
 * either end ("essure" of "pressure", "POWE" of "power"): a fragment read at a label's edge.
 */
export function isTradeFragment(word: string): boolean {
  const w = confusionFold(word);
  if (w.length < 4) return false;
  for (const v of vocabulary()) if (v.length > w.length && v.length <= w.length + 3 && (v.endsWith(w) || v.startsWith(w))) return true;
  return false;
}

/**
 * True when a word of six letters or more is one OCR slip from one of the knowledge base's words of
 * seven or more ("Gaszanler" for "Gaszähler", "Waning" for "Warning"): a product or label word misread,
 * not an unknown maker's name.
 */
export function isNearTradeWord(word: string): boolean {
  const w = confusionFold(word);
  // Six letters: a word of six or seven letters one slip away ("WANING" for WARNING, which folds to "waming").
  if (w.length < 6) return false;
  const byLength = longWordsByLength();
  for (let length = w.length === 6 ? 6 : Math.max(7, w.length - 1); length <= w.length + 1; length++)
    for (const v of byLength.get(length) ?? []) if (levenshtein(w, v, 2) === 1) return true;
  return false;
}

let longByLength: Map<number, string[]> | undefined;

/** The vocabulary's words of 6+ letters by length, built once: a slip is looked for only among words of about its length. */
function longWordsByLength(): Map<number, string[]> {
  if (longByLength) return longByLength;
  longByLength = new Map();
  for (const v of vocabulary()) {
    if (v.length < 6) continue;
    const list = longByLength.get(v.length);
    if (list) list.push(v);
    else longByLength.set(v.length, [v]);
  }
  return longByLength;
}
