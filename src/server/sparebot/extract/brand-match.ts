import { BRAND_KEYS, PRINTED_MARKS, type BrandKey } from '../kb/brand-index.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { GENERIC_NAME_WORDS } from '../kb/generic-name-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { MAKER_TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import { NEAR_MAKER_WORDS, WORDLIKE_MAKER_KEYS } from '../kb/near-maker-words.ts';
import { NEAR_MAKER_MIN } from '../kb/near-maker-scan.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { PRODUCT_TYPES } from '../kb/product-types.ts';
import { confusionFold, levenshtein, printsForm, squash } from './text-normalise.ts';
import { namesNoMaker } from './no-maker-lines.ts';
import { candidatesOf, type Candidate } from './brand-candidates.ts';
import { meterDialMarks } from './meter-marks.ts';
import { nearerWord } from './nearer-word.ts';
import { shortAliasOf } from './short-alias.ts';
import { cutLogoMaker } from './cut-logo.ts';

export interface TextLine {
  text: string;
  /** Text height in pixels; bigger text is more likely to be the maker's logo. */
  height: number;
  confidence: number;
  /** Where the line lies on the photo (centre, length along the text, angle in radians), when known. */
  place?: { cx: number; cy: number; length: number; angle: number };
  /** The line as OCR read it, where words run together were split since ("POWERTECH" → "POWER TECH"). */
  read?: string;
}

export interface BrandHit {
  brand: BrandEntry;
  /** 0–1: similarity × text prominence × distinctiveness, summed over hits and capped. */
  score: number;
  matched: string;
  /** Implied by a catalogue number only, not read as a name. */
  viaCode?: boolean;
  /** The name or alias read exactly, as written ("MEM" for Eaton), when one was. */
  form?: string;
  /** Lines that read the name exactly: between two makers at the same score, the one read exactly more often comes first. */
  exactReads?: number;
}

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
/** A logo read cut short counts for this share of one read whole. */
const CUT_LOGO = 0.75;
/** A cut logo is read only from a line read at least this surely, and less surely than the second. */
const CUT_LOGO_FAIR = 0.65;
const CUT_LOGO_UNSURE = 0.85;
/** A line read this surely says what it says: a wider-table maker one edit away is another name ("ZLTECH" is no Altech). */
const SURE_READING = 0.97;
/** How surely a word read on two lines must be read each time to count as printed so. */
const READ_TWICE_SURE = 0.85;

function widerOneEdit(candidate: string): { k: BrandKey; index: number; sim: number }[] {
  const c = candidate.length;
  if (c < NEAR_MAKER_MIN - 1 || isTradeWord(candidate) || NEAR_MAKER_WORDS.has(candidate)) return [];
  const out: { k: BrandKey; index: number; sim: number }[] = [];
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
function keyHits(read: Candidate, sureReading = false): { k: BrandKey; index: number; sim: number }[] {
  const { value: candidate, single: singleToken, exactOnly } = read;
  const word = singleToken ? read.word : undefined;
  const hits = (EXACT_KEYS.get(candidate) ?? []).filter((e) => !foldedFromWord(word, e.k.brand)).map((e) => ({ ...e, sim: 1 }));
  // Generic words and codes never match fuzzily, nor does a dictionary word one edit from a name ("Trade" is no Trane).
  if (exactOnly || GENERIC_WORDS.has(candidate) || (singleToken && NEAR_MAKER_WORDS.has(candidate))) return hits;
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

/** A brand name that is also an everyday word counts for this share; printed alone on its line, read surely, for more. */
const COMMON_WEIGHT = 0.45;
const COMMON_LOGO_WEIGHT = 0.6;
const LOGO_LINE_SURE = 0.95;

/** A name of at most this many letters (folded) read less surely than SHORT_KEY_SURE counts for this share. */
const SHORT_KEY = 4;
const SHORT_KEY_SURE = 0.75;
const UNSURE_SHORT_WEIGHT = 0.4;

/**
 * Product names with a maker's name among their words ("stud finder": Finder; "solar panel": none):
 * read as a product, they name no maker. Built once from the product keywords.
 */
const MAKER_WORD_PHRASES = (() => {
  const phrases = PRODUCT_TYPES.flatMap((t) => t.keywords).filter(
    (k) => /^[a-z]+(?: [a-z]+)+$/.test(k) && k.split(' ').some((w) => EXACT_KEYS.has(confusionFold(w))),
  );
  return phrases.length ? new RegExp(`(?<![a-z])(?:${[...new Set(phrases)].join('|')})(?![a-z])`, 'gi') : undefined;
})();

/** Finds known brands in OCR lines: fuzzy on 1–3-token joins after OCR-confusion folding. */
/** A name read exactly inside a longer one read exactly on the same line is that one's ("Landis" of Landis & Staefa). */
const withinLongerName = <H extends { k: { key: string } }>(hits: H[]): H[] =>
  hits.filter((h) => !hits.some((g) => g.k.key.length > h.k.key.length && g.k.key.includes(h.k.key)));

/** Three words or more, all in small letters: a sentence, where no maker's logo is printed. */
const smallLetterSentence = (text: string) => /^[a-z]+(?:\s+[a-z]+){2,}$/.test(text.trim());

/** A name that only ends a longer word OCR ran together and the reading split ("ALTAMIRA" read as "ALTA MIRA"): no maker's. */
const endOfWord = (key: string, read?: string) =>
  (read ?? '')
    .split(/\s+/)
    .filter((t) => /^[A-Za-z]{6,}$/.test(t) && t.length - key.length <= 4)
    .map(confusionFold)
    .some((t) => t !== key && t.endsWith(key));

export function matchBrands(lines: readonly TextLine[], { board = false }: { board?: boolean } = {}): BrandHit[] {
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 1;
  const byBrand = new Map<string, BrandHit>();
  // Lines that may be a logo read cut short, with their prominence: looked up only if no maker is read whole.
  const cutCandidates: { line: TextLine; prominence: number }[] = [];
  // A word of five letters or more read the same on two lines, surely each time, is printed so: a known
  // maker a letter away from it is no misreading of it ("DENZEL" twice is no Menzel).
  const sureWords = lines.filter((l) => l.confidence >= READ_TWICE_SURE && /^[A-Za-z]{5,}$/.test(l.text.trim())).map((l) => squash(l.text));
  const readTwice = new Set(sureWords.filter((w, i) => sureWords.indexOf(w) !== i));
  const dialMarks = meterDialMarks(lines);
  for (const line of lines) {
    if (namesNoMaker(line.text) || dialMarks.has(line)) continue;
    const prominence = Math.min(1.5, Math.max(0.6, line.height / Math.max(1, median)));
    const text = MAKER_WORD_PHRASES ? line.text.replace(MAKER_WORD_PHRASES, ' | ') : line.text;
    const lineHits = candidatesOf(text).flatMap((c) => keyHits(c, line.confidence >= SURE_READING));
    const printed = PRINTED_MARKS.find((m) => m.pattern.test(line.text));
    if (printed)
      lineHits.push({
        k: { key: confusionFold(printed.brand.name), brand: printed.brand, common: false, form: printed.brand.name },
        index: -1,
        sim: 1,
      });
    const short = lineHits.length ? undefined : shortAliasOf(line, board);
    if (short && !byBrand.has(short.name))
      byBrand.set(short.name, { brand: short, score: Math.min(1, 0.9 * prominence), matched: line.text });
    // A logo read cut short ("HITACH"), alone on its line: its maker, less surely, where no maker is read whole (cut-logo.ts).
    // Only from a fair, unsure reading: a word read surely as it stands is that word, an unknown maker's own name
    // ("minipa"); one read below 0.65 is too doubtful to be doubted twice.
    const cutRead = line.confidence < CUT_LOGO_UNSURE && line.confidence >= CUT_LOGO_FAIR;
    if (!lineHits.length && !short && !board && cutRead) cutCandidates.push({ line, prominence });
    // A name read exactly beats a near namesake read from the same line ("TROTEC" is Trotec, not Tritec).
    const exact = lineHits.some((h) => h.sim === 1 && !h.k.common) || readTwice.has(squash(line.text));
    for (const { k, sim } of exact ? withinLongerName(lineHits.filter((h) => h.sim === 1)) : lineHits) {
      // A two-letter mark counts only printed as the maker prints it ("MK", never a meter's "Mk"), and never on a bare
      // circuit board, where two letters alone are a part's or a pin's name.
      if (k.key.length <= 2 && (board || !printsForm(line.text, k.form))) continue;
      if (endOfWord(k.key, line.read)) continue;
      // A short name in an unsure reading is as likely a misread fragment ("UPAT" of a worn plate).
      const unsureShort = k.key.length <= SHORT_KEY && line.confidence < SHORT_KEY_SURE ? UNSURE_SHORT_WEIGHT : 1;
      // A name that is also a word counts for less, unless it is the whole line, read surely: a logo ("BOSCH").
      const logo =
        k.common &&
        sim === 1 &&
        line.confidence >= LOGO_LINE_SURE &&
        confusionFold(line.text.trim()) === k.key &&
        k.key.length >= 5 &&
        // A word broken at the line's end ("Druck-" of Druckhebel) is no logo.
        !/-$/.test(line.text.trim());
      // A name that is a label word of another language ("Druck": pressure) is the word, unless it is the logo.
      if (k.common && !logo && isLabelWord(k.key)) continue;
      // … and one that is an everyday word, read in a sentence of small letters, is that word ("nte gent digital multimeter").
      if (k.common && smallLetterSentence(line.text)) continue;
      const common = k.common ? (logo ? COMMON_LOGO_WEIGHT : COMMON_WEIGHT) : 1;
      const weight = sim * prominence * common * unsureShort * Math.min(1, 0.4 + line.confidence * 0.6);
      const hit = byBrand.get(k.brand.name);
      const form = sim === 1 ? k.form : undefined;
      if (hit) {
        hit.score = Math.min(1, Math.max(hit.score, weight) + 0.1 * Math.min(weight, hit.score));
        hit.form ??= form;
        hit.exactReads = (hit.exactReads ?? 0) + (sim === 1 ? 1 : 0);
      } else {
        byBrand.set(k.brand.name, { brand: k.brand, score: Math.min(1, weight), matched: line.text, form, exactReads: sim === 1 ? 1 : 0 });
      }
    }
  }
  if (!byBrand.size) {
    const cutLogos = cutCandidates.flatMap(({ line, prominence }) => {
      const brand = cutLogoMaker(line.text);
      return brand ? [{ brand, score: CUT_LOGO * prominence * Math.min(1, 0.4 + line.confidence * 0.6), matched: line.text }] : [];
    });
    if (new Set(cutLogos.map((c) => c.brand.name)).size === 1) byBrand.set(cutLogos[0]!.brand.name, cutLogos[0]!);
  }
  // At the same score, a maker read by its own name comes before one read by a range's name ("HAVELLS" over "Loadline").
  const byOwnName = (h: BrandHit) => (h.form && squash(h.brand.name).startsWith(squash(h.form)) ? 1 : 0);
  return [...byBrand.values()].sort(
    (a, b) => b.score - a.score || (b.exactReads ?? 0) - (a.exactReads ?? 0) || byOwnName(b) - byOwnName(a),
  );
}
