import { createRequire } from 'node:module';

// The password checker's word lists of the five languages UK surplus nameplates are most often printed in besides
// English (each list alone, not its package's index), read on first use. Each is ordered commonest first.
const load = createRequire(import.meta.url);
const LISTS = [
  '@zxcvbn-ts/language-de/dist/commonWords.json.js',
  '@zxcvbn-ts/language-fr/dist/commonWords.json.cjs',
  '@zxcvbn-ts/language-es-es/dist/commonWords.json.cjs',
  '@zxcvbn-ts/language-it/dist/commonWords.json.js',
  '@zxcvbn-ts/language-nl-be/dist/commonWords.json.js',
];
/**
 * The 10,000 commonest of each: everyday words ("seulement", "leistung", "pompa"), where the lists' rarer entries
 * (from film subtitles) hold names as well, makers' among them ("bosch" is French's 26,434th).
 */
const PER_LANGUAGE = 10_000;

/** Written as OCR reads it (ASCII only): "fabriqué" as "fabrique". */
const plain = (w: string) =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

let words: Set<string> | undefined;
function common(): Set<string> {
  if (words) return words;
  words = new Set();
  for (const list of LISTS) {
    const loaded = load(list) as string | readonly string[] | { default: string | readonly string[] };
    const raw = typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
    const all = typeof raw === 'string' ? raw.split(',') : raw;
    for (const w of all.slice(0, PER_LANGUAGE)) words.add(plain(w));
  }
  return words;
}

/**
 * True for an everyday word of German, French, Spanish, Italian or Dutch of four letters or more ("Seulement" on a
 * Canadian plate's "INTERIEURE SEULEMENT", "Gewicht"): a label's words, never an unknown maker's name read alone.
 */
export function isCommonForeign(word: string): boolean {
  return word.length >= 4 && common().has(plain(word));
}
