import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { levenshtein, confusionFold } from '../src/server/sparebot/extract/text-normalise.ts';
import { CORE_FUZZY_MIN, coreFuzzyKeys, widerFuzzyKeys } from '../src/server/sparebot/kb/near-maker-scan.ts';

const WORD_LISTS = ['an-array-of-english-words', 'an-array-of-french-words', 'an-array-of-spanish-words'];

const deletions = (w: string) => [w, ...[...w].map((_, i) => w.slice(0, i) + w.slice(i + 1))];

/**
 * Dictionary words (English, French, Spanish; build time only: the word lists are dev
 * dependencies) one edit from a maker key matched fuzzily (a wider maker's of 6+ letters, a core
 * brand's of 5+), folded and sorted; and the wider maker keys that are dictionary words
 * themselves ("Ultimate"), which are never matched one edit away.
 */
export function nearMakerWords(): { near: string[]; wordlike: string[] } {
  const require = createRequire(import.meta.url);
  const lists = WORD_LISTS.map((name) => require(name) as string[]);
  const wider = widerFuzzyKeys();
  const keys = [...new Set([...wider, ...coreFuzzyKeys()])];
  const index = new Map<string, string[]>();
  for (const k of keys) for (const d of deletions(k)) index.set(d, [...(index.get(d) ?? []), k]);
  const out = new Set<string>();
  const wordlike = new Set<string>();
  const keySet = new Set(wider);
  // Only a word at most one letter longer or shorter than some key can be one edit from it.
  const lengths = new Set(keys.flatMap((k) => [k.length - 1, k.length, k.length + 1]));
  for (const list of lists) {
    for (const raw of list) {
      const w = confusionFold(raw.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
      if (keySet.has(w)) wordlike.add(w);
      if (w.length < CORE_FUZZY_MIN - 1 || out.has(w) || !lengths.has(w.length)) continue;
      for (let i = -1; i < w.length; i++) {
        const near = index.get(i < 0 ? w : w.slice(0, i) + w.slice(i + 1));
        if (near?.some((k) => k !== w && levenshtein(w, k, 2) === 1)) {
          out.add(w);
          break;
        }
      }
    }
  }
  return { near: [...out].sort(), wordlike: [...wordlike].sort() };
}

/**
 * A fingerprint of everything the table is made from: the maker keys matched fuzzily, the word
 * lists' versions, and the code that folds and scans them. The generated file records it, and a
 * unit test compares it with today's (milliseconds), where running the scan itself takes ~10 s.
 */
export function nearMakerInputs(): string {
  const require = createRequire(import.meta.url);
  const versions = WORD_LISTS.map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  const code = [
    './near-maker-scan.ts',
    '../src/server/sparebot/kb/near-maker-scan.ts',
    '../src/server/sparebot/extract/text-normalise.ts',
  ].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));
  const inputs = { wider: widerFuzzyKeys().sort(), core: coreFuzzyKeys().sort(), CORE_FUZZY_MIN, versions, code };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}
