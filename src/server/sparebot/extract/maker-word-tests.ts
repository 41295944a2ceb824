import { isCommonForeign } from '../kb/foreign-words.ts';
import { isCommonEnglish, isEverydayEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { MAKER_TRAIL_WORDS as TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import { WORD_ENDINGS } from '../kb/generic-name-words.ts';
import { isMeterOwner } from '../kb/meter-owners.ts';
import { isPlaceWord } from '../kb/places.ts';
import { isNearTradeWord, isTradeFragment, isTradeWord, isTradeWordOrPlural } from '../kb/vocabulary.ts';
import { confusionFold, lineWords, squash } from './text-normalise.ts';

/*
 * The tests a word passes to be read as part of a maker's name (open-makers.ts): not a label,
 * trade or place word, no meter's owner, no approval marks or button legends run together, no sentence in capitals.
 */

/**
 * The nouns German and Nordic labels end their compounds in: what a line is ("Fernheizung": district heating, "Vorlauftemperatur"),
 * how a unit runs ("Ekonomidrift": economy mode, "Dauerbetrieb"), what it supplies or measures. A word of three letters or more
 * before one of them is that compound, never a maker's one word; a maker named so ("Windhager Zentralheizung") is read from
 * the knowledge base, not as an unknown name.
 */
// prettier-ignore
const COMPOUND_TAILS = ['heizung', 'leistung', 'spannung', 'leitung', 'regelung', 'steuerung', 'zahler', 'zaehler', 'messung', 'anlage', 'betrieb', 'sicherung', 'versorgung', 'temperatur', 'drift', 'styrning', 'reglering', 'warme', 'waerme', 'varme'];
const labelCompound = (w: string) => COMPOUND_TAILS.some((tail) => w.length >= tail.length + 3 && w.endsWith(tail));

/** Approval marks printed run together ("CEFC", "CEULROHS"): never a name. */
const MARKS = 'ce|fc|fcc|ul|cul|us|ukca|rohs|tuv|gs|vde|etl|ccc|pse|kc|emc|weee|saa|cb|rcm';
const GLUED_MARKS = new RegExp(`^(?:${MARKS})(?:${MARKS})+$`);
const APPROVAL_MARK = new RegExp(`^(?:${MARKS})$`);
/** A long mark with a misread one run on before it ("COROHS" for CE RoHS): no name ends so. */
const MARK_TAIL = /.(?:rohs|ukca|weee)$/;

const WORD_ENDING = new Set(WORD_ENDINGS);
/** Where a control sits or how it runs ("REAR" over "CONTROL", "REMOTE CONTROL"): a panel's legend, never a maker's one word. */
// prettier-ignore
const PANEL_WORDS = new Set(['rear', 'front', 'remote', 'local', 'manual', 'auto', 'upper', 'lower', 'left', 'right', 'inner', 'outer', 'top', 'bottom', 'side', 'primary', 'secondary', 'standby']);
/** English words that only join others ("OTHER", "THIS", "WITH" in a notice's large print): never a maker's one word. */
// prettier-ignore
const JOINING_WORDS = new Set(['the', 'other', 'others', 'this', 'that', 'these', 'those', 'with', 'from', 'into', 'onto', 'only', 'also', 'each', 'every', 'some', 'any', 'more', 'most', 'less', 'than', 'then', 'when', 'where', 'which', 'what', 'your', 'their', 'there', 'here', 'have', 'must', 'will', 'shall', 'should', 'could', 'would', 'does', 'they', 'them', 'you', 'our', 'and', 'for', 'are', 'was', 'were', 'been', 'such', 'same', 'both', 'either', 'neither', 'not']);
/** A screen's menu words ("Config", "Setup"): a display's, never a maker's one word. */
// prettier-ignore
const SCREEN_WORDS = new Set(['config', 'setup', 'settings', 'menu', 'info', 'status', 'param', 'params', 'options', 'exit', 'save', 'edit', 'jog', 'feed', 'thread', 'firmware', 'folder']);
/** A welder's processes as its selector prints them (pulsed MIG and TIG, MMA): never a maker's one word. */
const WELD_PROCESSES = new Set(['pmig', 'ptig', 'mig', 'mag', 'tig', 'mma', 'smaw', 'gmaw', 'gtaw', 'fcaw']);
/** A board's interfaces and button legends, and the web platforms a label points to: never a maker's one word. */
// prettier-ignore
const BOARD_AND_WEB_WORDS = new Set(['uart', 'jtag', 'gpio', 'flash', 'boot', 'github', 'gitlab', 'youtube', 'facebook', 'instagram', 'twitter']);
/** A product line's grade ("PREMIUM" on a cover, "Essentials"): it names the model, never the maker. */
// prettier-ignore
const GRADE_WORDS = new Set(['premium', 'deluxe', 'elite', 'ultra', 'super', 'standard', 'professional', 'essentials', 'classic', 'advanced', 'economy']);
/** A shop's shelf heading over its own-brand packs ("Hardware", "Fixings"): never a maker's name. */
const SHELF_WORDS = new Set(['hardware', 'ironmongery', 'fixings', 'fasteners', 'accessories', 'spares', 'homeware', 'essentials']);
/** A notice's heading, printed large above its text ("IMPORTANT", "ACHTUNG"): never a maker's name. */
// prettier-ignore
const NOTICE_WORDS = new Set(['important', 'notice', 'warning', 'caution', 'danger', 'attention', 'achtung', 'warnung', 'vorsicht', 'gefahr', 'avertissement', 'attenzione', 'pericolo', 'importante', 'waarschuwing', 'gevaar', 'atencion', 'advertencia', 'peligro', 'precaucion', 'perigo']);

/**
 * A notice's heading, also with its warning triangle read as a letter before it ("AWARNING"), or its exclamation marks
 * as I's ("WARNINGI", "IPRECAUCIONI" of ¡PRECAUCIÓN!).
 */
const noticeWord = (w: string) => [w, w.slice(1), w.replace(/i$/, ''), w.replace(/^i(.+)i$/, '$1')].some((v) => NOTICE_WORDS.has(v));

/** A plausible maker word: letters, not a product/label word, unit or boilerplate. */
export function makerWord(word: string): boolean {
  // Units printed as a scale's legend ("V-mA", "mA/V", a meter's "mAuA" socket, a power meter's "VAKWh") are no name.
  if (/^[kmµu]?(?:V|A|W|Ω|Hz|Wh)(?:[-/]?[kKmµu]?(?:V|A|W|Ω|Hz|Wh))+$/.test(word)) return false;
  // A German compound cut before "und" ("Speiseöl- und Speisefettbränden", read "Speiseol-und") is a sentence's.
  if (/-(?:und|oder|bzw|and|or|et|ou)\.?$/.test(word)) return false;
  const w = squash(word);
  return (
    w.length >= 3 &&
    /^[a-z]+$/.test(w) &&
    // Three of one letter in a row ("AAAAAY" read off a row of meters' displays) is no name, nor are terminals' names run
    // together, their 1 read as an I ("LILN" of L1 L N).
    !/([a-z])\1\1/.test(w) &&
    !/^(?:l[il]?|n)+$/.test(w) &&
    !isLabelWord(w) &&
    !labelCompound(w) &&
    !GLUED_MARKS.test(w) &&
    !MARK_TAIL.test(w) &&
    !isNearTradeWord(w) &&
    !isPlaceWord(w) &&
    !isMeterOwner(w) &&
    !WORD_ENDING.has(w) &&
    !PANEL_WORDS.has(w) &&
    !JOINING_WORDS.has(w) &&
    !SCREEN_WORDS.has(w) &&
    !WELD_PROCESSES.has(w) &&
    // … with a pin's number read as a letter too ("BOOTO", an STM32 board's BOOT0 jumper).
    !BOARD_AND_WEB_WORDS.has(w.replace(/(?<=^[a-z]{4,})[oil]$/, '')) &&
    !BOARD_AND_WEB_WORDS.has(w) &&
    !noticeWord(w) &&
    !GRADE_WORDS.has(w) &&
    // "MADE IN CHINA" run together ("MADEINCHINA", "MADEINPRC", "ASSEMBLEDIN" before its country, "PRODUCTBY" before a name).
    !/^(?:madein[a-z]{2,}|assembledin[a-z]*|productby|productof)$/.test(w) &&
    // An inspector's stamp run together ("OKTESTED", "QCPASSED").
    !/^(?:qc|ok)(?:tested|passed|checked|inspected|ok)$|^(?:tested|passed|checked)(?:qc|ok)$/.test(w) &&
    !SHELF_WORDS.has(w) &&
    // … nor one whose end the photo cut off ("DANGE", "CAUTIO").
    !(w.length >= 5 && [...NOTICE_WORDS].some((n) => n.length > w.length && n.startsWith(w))) &&
    !gluedLegends(w)
  );
}

/** Two words of letters joined by a hyphen, as a name's writer joins them before its legal form ("Heat-Timer"). */
export const hyphenedName = (word: string) => /^[A-Za-z]{3,}-[A-Za-z]{3,}$/.test(word);

/** A maker's initials before its name ("BK PRECISION", "OJ Microline"): two or three capitals that are no label or trade word. */
export const initials = (word: string) =>
  /^[A-Z]{2,3}$/.test(word) && !isLabelWord(word.toLowerCase()) && !isTradeWord(word) && !APPROVAL_MARK.test(word.toLowerCase());

/** A control's legends: a button's words run together ("TESTHUSH", "SETRESET") are no name, nor a port's ("DMXOUT", "LINEIN"). */
const LEGENDS =
  /^(?:test|hush|reset|set|mode|menu|start|stop|run|enter|power|alarm|auto|manual|select|cancel|clear|hold|boost|timer|prog|program|light|fan|heat|cool|home|back|on|off|up|down|ok|dmx|line|in|out|thru|link|data){2,3}$/;
const gluedLegends = (w: string) => w.length >= 6 && LEGENDS.test(w);

/** The endings makers coin names with from a word ("CRAFTEX", "POWERTEC", "FLOWMAX"): no letters run on. */
const COINED_ENDING = /^(?:ex|ix|ax|ox|on|co|tec|tek|ic|ia|max|pro)$/;

/**
 * Where the word as printed starts a new part: after a hyphen ("BRIGHT-G") or at a capital after a small
 * letter ("UnionCam"). Letters a name's writer set apart so were not run on by the reading.
 */
function printedParts(word: string): Set<number> {
  const parts = new Set<number>();
  let letters = 0;
  for (const [i, ch] of [...word].entries()) {
    if (!/[A-Za-z0-9]/.test(ch)) continue;
    const prev = word[i - 1] ?? '';
    if (letters > 0 && (prev === '-' || (/[A-Z]/.test(ch) && /[a-z]/.test(prev)))) parts.add(letters);
    letters++;
  }
  return parts;
}

/**
 * A label word or an everyday English word (the 20,000 commonest) with one to three letters run on ("TYPEDP",
 * "OFFBON"); not where those letters hold a part printed apart ("UnionCam", "BRIGHT-G"): the reading runs letters on,
 * a name's writer sets parts apart. A rarer word or a first name opening a name is the name's ("ADELID", "SHARS").
 */
export function labelWordRunOn(word: string): boolean {
  const w = squash(word);
  const lastPart = Math.max(0, ...printedParts(word));
  for (let cut = w.length - 1; cut >= w.length - 3 && cut >= 4 && cut > lastPart; cut--)
    if ((isLabelWord(w.slice(0, cut)) || isEverydayEnglish(w.slice(0, cut))) && !COINED_ENDING.test(w.slice(cut))) return true;
  return false;
}

/**
 * An everyday word of seven letters or more with one letter run on, no word itself ("WARNINGA", the sign before it read
 * as an A): no unknown maker's name read on its size alone. A name coined from a shorter word stays ("GOPHERT", "interM").
 */
export const everydayWordLetterOn = (w: string) => /^[A-Za-z]{8,}$/.test(w) && isEverydayEnglish(w.slice(0, -1)) && !isCommonEnglish(w);

/**
 * Capitals that split whole into three or more everyday English words ("WITHHOTTERWATER"): a
 * sentence run together, not a name. Mixed case ("LittleMachineShop") is how names are written.
 */
export function capitalsPhrase(word: string): boolean {
  if (!/^[A-Z]{10,}$/.test(word)) return false;
  const w = word.toLowerCase();
  // fewest[i]: the fewest words of 3+ letters that w.slice(0, i) splits into.
  const fewest: number[] = [0, ...Array<number>(w.length).fill(Infinity)];
  for (let end = 3; end <= w.length; end++)
    for (let start = 0; start <= end - 3; start++)
      if (fewest[start]! + 1 < fewest[end]! && isEverydayEnglish(w.slice(start, end))) fewest[end] = fewest[start]! + 1;
  return fewest[w.length]! >= 3 && fewest[w.length]! < Infinity;
}

/**
 * A long run of capitals with a long everyday or trade word inside ("OITASTORAGEOSCLCSCOPE" for
 * DIGITAL STORAGE OSCILLOSCOPE), or a word in small letters run into a capitalised one ("genvomMekreis"
 * of "getrennt vom Messkreis"): words run together, not a name. A name's one small letter before its
 * capital ("iWorx", "eBay") stays a name.
 */
export function wordsRunTogether(word: string): boolean {
  if (/^[a-z]{3,}[A-Z][a-z]/.test(word)) return true;
  if (!/^[A-Z]{14,}$/.test(word)) return false;
  const w = word.toLowerCase();
  // A warning's "DO NOT" run into misread words ("RGNGCONOITIONDONOT" of a cell's "…CONDITION DO NOT…").
  if (w.includes('donot')) return true;
  for (let start = 0; start + 6 <= w.length; start++)
    for (let end = start + 6; end <= w.length; end++)
      if (isCommonEnglish(w.slice(start, end)) || isTradeWord(w.slice(start, end))) return true;
  return false;
}

/**
 * Capitals ending in a product or label word of six letters or more, or one in the plural, that follows no maker's name ("PINKINSULATION", "LOGICINPUTS"):
 * words run together, not a name ("OSAKIELECTRIC" ends in a maker's trade word and stays one).
 */
export function endsInTradeWord(word: string): boolean {
  if (!/^[A-Z]{8,}$/.test(word)) return false;
  const w = word.toLowerCase();
  for (let cut = 2; cut <= w.length - 6; cut++) {
    const tail = w.slice(cut);
    if (isTradeWordOrPlural(tail) && !TRAIL_WORDS.includes(tail)) return true;
  }
  return false;
}

const FOLDED_TRAIL_WORDS = TRAIL_WORDS.map(confusionFold);

/** A trade word cut off at the label's edge or a line break: its end ("chnoiogy Co.Ltd" of "Technology") or start ("POWE"). */
export function cutTradeWord(word: string): boolean {
  const w = confusionFold(word);
  return w.length >= 4 && FOLDED_TRAIL_WORDS.some((t) => t.length > w.length && (t.endsWith(w) || t.startsWith(w)));
}

/** Two partners' names joined by "&" before a legal form ("HAMMANT & MORGAN LTD"): the firm's name, or undefined. */
export function partnersName(before: readonly string[]): string | undefined {
  const [first, amp, second] = before.slice(-3);
  return before.length >= 3 && amp === '&' && makerWord(first ?? '') && makerWord(second ?? '') ? `${first} & ${second}` : undefined;
}

/**
 * One word that may be a maker's name: four to twenty letters with a vowel (longer is a sentence run together,
 * "DONOTPUMPFLAMMABLLQUDS"), no label word, no everyday words in capitals run together, no trade word at its end.
 */
export const nameWord = (w: string) =>
  /^[A-Za-z][A-Za-z&-]{3,19}$/.test(w) &&
  /[aeiouy]/i.test(w) &&
  makerWord(w) &&
  !capitalsPhrase(w) &&
  !wordsRunTogether(w) &&
  !endsInTradeWord(w);

/**
 * A word that reads as something else than a name: an everyday English word, or German, French, Spanish, Italian or
 * Dutch one ("Seulement"), a fragment of a product word ("essure"), a label word with letters run on ("Typedp").
 */
export const readsAsWord = (w: string) => isCommonEnglish(w) || isCommonForeign(w) || isTradeFragment(w) || labelWordRunOn(w);

/**
 * A logo's mark read as a letter before the name beside it ("A TONGLING": the mark is a stylised A):
 * the name alone. Only before a name of five letters or more, in capitals or capitalised.
 */
const withoutMarkLetter = (words: readonly string[]): readonly string[] =>
  words.length === 2 && /^[A-Za-z]$/.test(words[0] ?? '') && /^(?:[A-Z]{5,}|[A-Z][a-z]{4,})$/.test(words[1] ?? '') ? words.slice(1) : words;

/**
 * A maker read on its maker line and in its web address with one doubled letter read once ("millto" over "milto.com"):
 * one name read twice, and the maker line, printed larger, spells it (OCR reads a doubled letter as one, not one as two).
 * Not a doubled first letter: a logo's mark read as one ("SSU-KAM" over "sukam.com"). Known makers keep their spelling.
 */
export function spelledByMakerLine<T extends { name: string; via: string; known: boolean }>(found: readonly T[]): T[] {
  const doubledOnce = (line: string, web: string) =>
    [...line].some((c, i) => i > 1 && c === line[i - 1] && line.slice(0, i) + line.slice(i + 1) === web);
  const line = (m: T) => found.find((o) => o.via === 'maker-line' && !o.known && doubledOnce(squash(o.name), squash(m.name)));
  return found.map((m) => (m.via === 'domain' && !m.known ? { ...m, name: line(m)?.name ?? m.name } : m));
}

/** A name as a seller would write it: capitals for three letters or fewer, a name written in capitalised parts as printed ("LogiLink"). */
export const titleCase = (s: string): string =>
  s.includes('-')
    ? s.split('-').map(titleCase).join('-')
    : s.length <= 3
      ? s.toUpperCase()
      : /^[A-Z][a-z]+(?:[A-Z][a-z]+)*[A-Z]?$/.test(s) && /[a-z][A-Z]/.test(s)
        ? s
        : s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/**
 * A short legal form is written with a capital ("AG", "Oy", "A/S"); in lower case, "ag", "as" and
 * "co" are fragments of words OCR split ("capacity first hour rating" → "firt ou ag").
 */
export const writtenAsForm = (word: string) => word.replace(/[^A-Za-z]/g, '').length >= 4 || /^[A-Z]/.test(word);

/** "OSAKIELECTRIC" → "OSAKI ELECTRIC": a trade word run on to a name in capitals, set apart. */
export function splitTrailWord(name: string): string {
  const trail = TRAIL_WORDS.find((w) => name.length > w.length + 2 && name.toLowerCase().endsWith(w));
  return trail ? `${name.slice(0, -trail.length)} ${name.slice(-trail.length)}` : name;
}

/** The trade words that follow makers' names, in the plural too ("SWITCHGEARS"), longest first. */
const TRAIL_FORMS = TRAIL_WORDS.flatMap((w) => [`${w}s`, w]).sort((a, b) => b.length - a.length);

/** A trade word that follows makers' names, in the singular or the plural ("HAVRON SWITCHGEARS"). */
export const isTrailWordOrPlural = (w: string): boolean => TRAIL_FORMS.includes(squash(w));

/** A name run into a trade word after it, in capitals ("HAVRONSWITCHGEARS"): the two; any other word alone. */
function nameAndTrail(word: string): string[] {
  const lower = word.toLowerCase();
  const trail = /^[A-Z]{8,}$/.test(word)
    ? TRAIL_FORMS.find((w) => w.length >= 4 && lower.endsWith(w) && lower.length - w.length >= 4)
    : undefined;
  return trail ? [word.slice(0, -trail.length), word.slice(-trail.length)] : [word];
}

/**
 * A line's words as a maker line's: a logo's full stop dropped ("LogiLink."), its mark read as a letter before it
 * left out, and a name run into a trade word after it set apart ("HAVRONSWITCHGEARS").
 */
export const nameWordsOf = (text: string): readonly string[] =>
  withoutMarkLetter(
    lineWords(text)
      .flatMap(nameAndTrail)
      .map((w) => w.replace(/(?<=[A-Za-z]{3})\.$/, '')),
  );
