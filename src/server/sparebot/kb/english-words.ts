import { createRequire } from 'node:module';

// The password checker's English list alone (one file of @zxcvbn-ts/language-en, ~19 MB once
// loaded), read on first use: the package's index would load all its dictionaries (~40 MB).
const load = createRequire(import.meta.url);
const COMMON_WORDS = '@zxcvbn-ts/language-en/dist/commonWords.json.cjs';

let common: Set<string> | undefined;

/**
 * True for an everyday English word (the 55,000 commonest, as the password checker's English
 * dictionary lists them: "override", "pause", "file"). A label's control words and headings are such
 * words; an unknown maker's name seldom is, so a line is taken for a maker's name on its size alone
 * only when it is not one.
 */
export function isCommonEnglish(word: string): boolean {
  common ??= new Set((load(COMMON_WORDS) as readonly string[]).map((w) => w.toLowerCase()));
  return common.has(word.toLowerCase());
}
