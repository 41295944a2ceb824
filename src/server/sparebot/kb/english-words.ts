import { createRequire } from 'node:module';

// The password checker's English list alone (one file of @zxcvbn-ts/language-en, ~19 MB once
// loaded), read on first use: the package's index would load all its dictionaries (~40 MB).
const load = createRequire(import.meta.url);
const COMMON_WORDS = '@zxcvbn-ts/language-en/dist/commonWords.json.cjs';

/** Each word by its rank, commonest first (the list is ordered by how often the words are used). */
let common: Map<string, number> | undefined;
function ranks(): Map<string, number> {
  if (common) return common;
  common = new Map();
  for (const [i, w] of (load(COMMON_WORDS) as readonly string[]).entries())
    if (!common.has(w.toLowerCase())) common.set(w.toLowerCase(), i);
  return common;
}

/**
 * True for an everyday English word (the 55,000 commonest, as the password checker's English
 * dictionary lists them: "override", "pause", "file"). A label's control words and headings are such
 * words; an unknown maker's name seldom is, so a line is taken for a maker's name on its size alone
 * only when it is not one.
 */
export function isCommonEnglish(word: string): boolean {
  return ranks().has(word.toLowerCase());
}

/** True for one of the 20,000 commonest English words ("harp", "sleep"), not a rarer one ("tron", "onda"). */
export function isEverydayEnglish(word: string): boolean {
  return (ranks().get(word.toLowerCase()) ?? Infinity) < 20_000;
}
