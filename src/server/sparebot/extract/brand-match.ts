import { PRINTED_MARKS } from '../kb/brand-index.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { PRODUCT_TYPES } from '../kb/product-types.ts';
import { confusionFold, printsForm, squash } from './text-normalise.ts';
import { letteredLegends, namesNoMaker } from './no-maker-lines.ts';
import { candidatesOf } from './brand-candidates.ts';
import { isMakerKey, keyHits } from './brand-keys.ts';
import { meterDialMarks } from './meter-marks.ts';
import { shortAliasOf } from './short-alias.ts';
import { cutLogoMaker } from './cut-logo.ts';
import type { TextLine } from './text-line.ts';

export type { TextLine };

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

/** A logo read cut short counts for this share of one read whole. */
const CUT_LOGO = 0.75;
/** A cut logo is read only from a line read at least this surely, and less surely than the second. */
const CUT_LOGO_FAIR = 0.65;
const CUT_LOGO_UNSURE = 0.85;
/** A line read this surely says what it says: a wider-table maker one edit away is another name ("ZLTECH" is no Altech). */
const SURE_READING = 0.97;
/** How surely a word read on two lines must be read each time to count as printed so. */
const READ_TWICE_SURE = 0.85;

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
    (k) => /^[a-z]+(?: [a-z]+)+$/.test(k) && k.split(' ').some((w) => isMakerKey(confusionFold(w))),
  );
  return phrases.length ? new RegExp(`(?<![a-z])(?:${[...new Set(phrases)].join('|')})(?![a-z])`, 'gi') : undefined;
})();

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

/** Finds known brands in OCR lines: fuzzy on 1–3-token joins after OCR-confusion folding (brand-keys.ts). */
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
  const legends = letteredLegends(lines);
  for (const line of lines) {
    if (namesNoMaker(line.text) || dialMarks.has(line) || legends.has(line)) continue;
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
    const short = lineHits.length ? undefined : shortAliasOf(line, board, lines);
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
      // A name of two or three letters counts only printed as the maker prints it ("MK", never a meter's "Mk"; "CIE", never
      // a board's "Cie" nor "CLE" a letter away), never beside a percentage (a display's legend: "MEM 99%", a logger's
      // memory), and two letters never on a bare circuit board, where they are a part's or a pin's name.
      if (k.key.length <= 3 && (!printsForm(line.text, k.form) || /\d\s?%/.test(line.text) || (board && k.key.length <= 2))) continue;
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
  // A name read whole over two lines ("MITSUBISHI" over "HEAVY INDUSTRIES") is that maker's, not the one its first line names.
  const hits = [...byBrand.values()];
  const wholeName = (h: BrandHit) =>
    hits.some(
      (g) => g !== h && g.form && h.form && g.matched.startsWith(`${h.matched.trim()} `) && squash(g.form).startsWith(squash(h.form!)),
    );
  return hits
    .filter((h) => !wholeName(h))
    .sort((a, b) => b.score - a.score || (b.exactReads ?? 0) - (a.exactReads ?? 0) || byOwnName(b) - byOwnName(a));
}
