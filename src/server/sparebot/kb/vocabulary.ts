import { confusionFold, levenshtein } from '../extract/text-normalise.ts';
import { LABEL_WORDS } from './label-words.ts';
import { PRODUCT_TYPES } from './product-types.ts';
import { PRODUCT_WORDS } from './product-words.ts';

let folded: Set<string> | undefined;

/** The knowledge base's own words: label words, product keywords and nouns, and each of their words. */
function vocabulary(): Set<string> {
  if (folded) return folded;
  folded = new Set<string>();
  const all = [...LABEL_WORDS, ...PRODUCT_TYPES.flatMap((t) => [...t.keywords, t.noun]), ...PRODUCT_WORDS.flatMap((p) => p.words)];
  for (const w of all) for (const part of [w, ...w.split(/[\s/-]+/)]) if (part) folded.add(confusionFold(part));
  return folded;
}

/**
 * True when the word is one the knowledge base uses for products, ratings or label boilerplate
 * ("charging", "correction", "fire", "nema"): such a word on a label names what the item is or
 * does, not who made it.
 */
export function isTradeWord(word: string): boolean {
  return vocabulary().has(confusionFold(word));
}

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
 * True when a word of seven letters or more is one OCR slip from one of the knowledge base's words
 * ("Gaszanler" for "Gaszähler"): a product word misread, not an unknown maker's name.
 */
export function isNearTradeWord(word: string): boolean {
  const w = confusionFold(word);
  if (w.length < 7) return false;
  for (const v of vocabulary()) if (Math.abs(v.length - w.length) <= 1 && v.length >= 7 && levenshtein(w, v, 2) === 1) return true;
  return false;
}
