import { BRAND_KEYS, type BrandKey } from '../kb/brand-index.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { GENERIC_NAME_WORDS } from '../kb/generic-name-words.ts';
import { MAKER_TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import { NEAR_MAKER_WORDS, WORDLIKE_MAKER_KEYS } from '../kb/near-maker-words.ts';
import { NEAR_MAKER_MIN } from '../kb/near-maker-scan.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { confusionFold, levenshtein, squash } from './text-normalise.ts';
import type { Candidate } from './brand-candidates.ts';
import { nearerWord } from './nearer-word.ts';

/*
 * The knowledge base's makers as keys a reading is matched against (brand-match.ts reads the lines): exactly, a letter
 * or a fold away, inside a run-together token, or one edit from a wider table's name, with the guards that keep
 * everyday words from matching.
 */

const MAX_DISTANCE = 0.2;
/** Trade words that sit inside brand names ("MK Electric"): never a fuzzy match on their own. */
const GENERIC_WORDS = new Set(GENERIC_NAME_WORDS.map((w) => confusionFold(w)));
const SHORT_NAME = 5;
/** A name this long or longer is also found inside a single run-together token. */
const CONTAINED_NAME = 6;

interface IndexedKey {
  k: BrandKey;
  /** Position in BRAND_KEYS: hits are applied in this order, so ties resolve as they always did. */
  index: number;
}

/** A key a candidate matched and how near the reading was (1 = exactly). */
export interface KeyHit extends IndexedKey {
  sim: number;
}

/** Every key by its folded form: exact matches without a scan (common and short names match only exactly). */
const EXACT_KEYS = new Map<string, IndexedKey[]>();
/** Keys that may also match fuzzily or inside a token, grouped by length. */
const FUZZY_KEYS_BY_LENGTH: IndexedKey[][] = [];
/**
 * Wider makers (exact-only tables) with names of 6+ letters, by length: matched one edit away
 * (issue 30) when the token read is no word of the knowledge base's six label languages nor of the
 * English, French or Spanish dictionaries (`NEAR_MAKER_WORDS`), with the similarity below.
 */
const WIDER_BY_LENGTH: IndexedKey[][] = [];
BRAND_KEYS.forEach((k, index) => {
  const entry = { k, index };
  const same = EXACT_KEYS.get(k.key);
  if (same) same.push(entry);
  else EXACT_KEYS.set(k.key, [entry]);
  if (!k.common && !k.brand.exactOnly && k.key.length >= SHORT_NAME) (FUZZY_KEYS_BY_LENGTH[k.key.length] ??= []).push(entry);
  // A long name kept to exact matches as an everyday word's slip ("invertek", INVERTER's) is one edit away too, as a wider maker's.
  const wider = k.common ? k.key.length >= 7 : k.brand.exactOnly && k.key.length >= NEAR_MAKER_MIN;
  if (wider && /^[a-z]+$/.test(k.key) && !WORDLIKE_MAKER_KEYS.has(k.key)) (WIDER_BY_LENGTH[k.key.length] ??= []).push(entry);
});
const WIDER_ONE_EDIT = 0.8;

/** A name read from two words or more, this long, may be a longer one's with its last letter or two cut off. */
const CUT_END_MIN = 10;
/** Distinctive names of two words or more (folded), by their first letters less the last one or two. */
const CUT_END = new Map<string, IndexedKey[]>();
BRAND_KEYS.forEach((k, index) => {
  if (k.common || k.key.length < CUT_END_MIN + 1 || !/\s/.test(k.form)) return;
  for (const cut of [1, 2]) {
    const start = k.key.slice(0, -cut);
    if (start.length >= CUT_END_MIN) CUT_END.set(start, [...(CUT_END.get(start) ?? []), { k, index }]);
  }
});

/** A dictionary word one edit from a maker's name ("Trade" is no Trane), or a word of the knowledge base's own ("AIRCO"). */
const readsAsWordNotName = (candidate: string) => NEAR_MAKER_WORDS.has(candidate) || isTradeWord(candidate);

function widerOneEdit(candidate: string): KeyHit[] {
  const c = candidate.length;
  if (c < NEAR_MAKER_MIN - 1 || readsAsWordNotName(candidate)) return [];
  const out: KeyHit[] = [];
  for (let length = Math.max(NEAR_MAKER_MIN, c - 1); length <= c + 1; length++) {
    for (const e of WIDER_BY_LENGTH[length] ?? []) {
      // An everyday word's slip only by a letter misread, never one lost ("HITACH" is Hitachi cut at the photo's edge).
      if (e.k.common && length !== c) continue;
      if (e.k.key !== candidate && levenshtein(candidate, e.k.key, 2) === 1 && !nearerWord(candidate, e.k.key))
        out.push({ ...e, sim: WIDER_ONE_EDIT });
    }
  }
  return out;
}

/** The one wider-table maker a web address's name is one edit from ("ultmheat" → Ultimheat), if only one. */
export function makerOneEditFrom(name: string): BrandEntry | undefined {
  const makers = new Set(widerOneEdit(confusionFold(name)).map((h) => h.k.brand));
  return makers.size === 1 ? [...makers][0] : undefined;
}

/** Trade words that end makers' longer names ("Pilz Safety", "Wieland Electric"), folded. */
const NAME_TAILS = MAKER_TRAIL_WORDS.filter((w) => w.length >= 4).map((w) => confusionFold(w));

/**
 * Similarity of a candidate to a distinctive key it is not equal to (0 = no match). A reading under SHORT_NAME letters
 * is never a name one edit away ("HAER" on a gateway is no Hager), as a name that short is only matched exactly.
 */
function fuzzySimilarity(candidate: string, key: string, singleToken: boolean): number {
  // The same trade word after a name says nothing: the names must match on their own ("Dill Safety" is no Pilz Safety).
  const tail = NAME_TAILS.find((t) => key.length > t.length && key.endsWith(t) && candidate.endsWith(t));
  if (tail) {
    const [name, read] = [key.slice(0, -tail.length), candidate.slice(0, -tail.length)];
    return name.length >= SHORT_NAME && read !== name ? fuzzySimilarity(read, name, false) : 0;
  }
  const longer = Math.max(candidate.length, key.length);
  if (candidate.length >= SHORT_NAME && Math.abs(candidate.length - key.length) <= MAX_DISTANCE * longer) {
    // Distances beyond the bound fail the test below whatever their exact value.
    const d = levenshtein(candidate, key, Math.floor(MAX_DISTANCE * longer) + 1) / longer;
    if (d <= MAX_DISTANCE) return 1 - d;
  }
  // OCR runs words together ("WorldWideElectricCorporation"): a distinctive name inside one token.
  if (singleToken && key.length >= CONTAINED_NAME && candidate.length > key.length && candidate.includes(key)) return 0.85;
  return 0;
}

/**
 * An everyday word that only folds onto a maker's name ("HOME": rn read as m makes Horne) is the
 * word: a fold forgives OCR's slips inside a name, not a different word printed whole.
 */
function foldedFromWord(word: string | undefined, brand: BrandEntry): boolean {
  if (!word || word.length < 4 || !/^[a-z]+$/i.test(word) || !isCommonEnglish(word)) return false;
  const read = squash(word);
  return ![brand.name, ...brand.aliases].some((n) => squash(n) === read);
}

/** The keys a candidate matches and how well, in BRAND_KEYS order. */
export function keyHits(read: Candidate, sureReading = false): KeyHit[] {
  const { value: candidate, single: singleToken, exactOnly } = read;
  const word = singleToken ? read.word : undefined;
  const hits = (EXACT_KEYS.get(candidate) ?? []).filter((e) => !foldedFromWord(word, e.k.brand)).map((e) => ({ ...e, sim: 1 }));
  // Two or three words, the first all letters: a maker's longer name with its last letter or two cut off at the photo's edge
  // ("Franklin Electri"), even where a word among them keeps the join from matching fuzzily.
  if (!hits.length && !singleToken && candidate.length >= CUT_END_MIN && /^[A-Za-z]+$/.test(read.word ?? ''))
    hits.push(...(CUT_END.get(candidate) ?? []).map((e) => ({ ...e, sim: 0.9 })));
  // Generic words and codes never match fuzzily, nor does a dictionary word one edit from a name ("Trade" is no Trane), nor
  // a word of the knowledge base's own ("AIRCO", air conditioning in Dutch, is no Socomec "SIRCO").
  if (exactOnly || GENERIC_WORDS.has(candidate) || (singleToken && readsAsWordNotName(candidate))) return hits;
  const c = candidate.length;
  for (let length = SHORT_NAME; length < FUZZY_KEYS_BY_LENGTH.length; length++) {
    const gap = Math.abs(c - length);
    // Joined tokens are only compared with names of about their length.
    if (!singleToken && gap > 0.25 * length + 1) continue;
    const near = gap <= MAX_DISTANCE * Math.max(c, length);
    const inside = singleToken && length >= CONTAINED_NAME && c > length;
    if (!near && !inside) continue;
    for (const e of FUZZY_KEYS_BY_LENGTH[length] ?? []) {
      if (e.k.key === candidate) continue; // counted above
      // A word read surely, as long as a name or a letter off, whose first letter is another's is another name ("ZOTEK"
      // over its "ZT102" is no Fotek); a name inside a longer word ("wwwvaillantde") is looked for still.
      if (sureReading && singleToken && gap <= 1 && candidate[0] !== e.k.key[0]) continue;
      const sim = fuzzySimilarity(candidate, e.k.key, singleToken);
      if (sim > 0 && !(singleToken && nearerWord(candidate, e.k.key))) hits.push({ ...e, sim });
    }
  }
  // One token only: a join of words ("FORUSE") is no misread name. A line read surely says what it says, but for a
  // maker's Cyrillic name, some of whose letters look like no Latin one ("KACKA" for КАСКАД).
  if (!hits.length && singleToken) hits.push(...widerOneEdit(candidate).filter((h) => !sureReading || readsCyrillicName(h.k)));
  // A logo's mark read as a letter or two before its name in capitals ("SSIGLENT", "EERENOGY"): the name, exactly.
  if (!hits.length && singleToken && /^[A-Z]{7,}$/.test(word ?? '')) hits.push(...markBeforeName(candidate));
  // … or the stroke or ® after it, read as a capital I or O ("WIKAI", "CHNTO"): the name of four letters or more, exactly.
  if (!hits.length && singleToken && /^[A-Z]{4,}[IO]$/.test(word ?? '')) hits.push(...markAfterName(candidate));
  const spelledSo = read.spelledAs
    ? hits.filter((h) => [h.k.brand.name, ...h.k.brand.aliases].some((n) => squash(n) === read.spelledAs))
    : hits;
  return spelledSo.length > 1 ? spelledSo.sort((a, b) => a.index - b.index) : spelledSo;
}

const readsCyrillicName = (k: BrandKey) => k.brand.cyrillicNames?.some((n) => confusionFold(n) === k.key) === true;

const markBeforeName = (candidate: string) =>
  [1, 2].flatMap((drop) =>
    (EXACT_KEYS.get(candidate.slice(drop)) ?? [])
      .filter((e) => !e.k.common && e.k.key.length >= CONTAINED_NAME)
      .map((e) => ({ ...e, sim: 0.9 })),
  );

const markAfterName = (candidate: string) =>
  (EXACT_KEYS.get(candidate.slice(0, -1)) ?? []).filter((e) => !e.k.common && e.k.key.length >= 4).map((e) => ({ ...e, sim: 0.9 }));

/** Whether a folded word is a maker's key in the base, matched exactly. */
export const isMakerKey = (key: string): boolean => EXACT_KEYS.has(key);
