import { findBrand } from '../kb/brand-index.ts';
import { knownMakersReadInParts } from '../kb/brand-fragments.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { KEYWORD_PAIRS, ONE_WORD_KEYWORDS } from '../kb/product-types.ts';
import { MAKER_TRAIL_WORDS as TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { isChinesePlace, isPlaceWord } from '../kb/places.ts';
import { readsAsCircuitChart } from './face-words.ts';
import { asOneWord, camelName, camelParts, loneLogo, nameOverPlace, repeatedName, standsAloneAsName } from './lone-logo.ts';
import { initialsOfModel } from './maker-initials.ts';
import { makerBeforeCode } from './maker-before-code.ts';
import { isTradeWordOrPlural } from '../kb/vocabulary.ts';
import type { TextLine } from './brand-match.ts';
import { named, onlyTradeWords, type OpenMaker } from './named-maker.ts';
import { makerOneEditFrom } from './brand-keys.ts';
import type { StackedName } from './stacked-names.ts';
import { squash } from './text-normalise.ts';
import { DOMAIN, DOMAIN_FORMS, isInstallerDomain, isWebmail, peelWords, watermarkParts } from './web-address.ts';
import { BY_NAME, COMPANY_FORM, FORM_FIRST, MADE_BY, MARK, NAME_MADE, QUOTED_NAME } from './maker-phrases.ts';
import {
  everydayWordLetterOn,
  initials,
  makerWord,
  nameWordsOf,
  nameWord,
  partnersName,
  readsAsWord,
  spelledByMakerLine,
  splitTrailWord,
  writtenAsForm,
} from './maker-word-tests.ts';

/** A maker read only as a lone capitalised word: taken when nothing else names the item. */
export const LONE_WORD_SCORE = 0.4;

/** A word of a name printed beside its country or over it ("UAC MADE KOREA", "HOYOMA" over "JAPAN"): no everyday, label or trade word. */
const nameBesidePlace = (w: string) => !readsAsWord(w) && !isLabelWord(w.toLowerCase()) && !isTradeWordOrPlural(w);

/**
 * A name OCR read as one word that the segmenter split into words none of which names a
 * product ("POWERTECH" → "POWER TECH"): one word, as printed. A product word run together stays
 * split ("OVERLOADRELAY" is an overload relay).
 */
function oneName(l: TextLine): string[] | undefined {
  const read = l.read?.trim();
  if (!read || !/^[A-Za-z]{6,}$/.test(read) || isCommonEnglish(read) || isLabelWord(squash(read))) return undefined;
  const words = l.text.trim().split(/\s+/);
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`.toLowerCase()); // nor two words of a product's name ("MONOXIDEALARM")
  return words.some((w) => ONE_WORD_KEYWORDS.has(w.toLowerCase())) || pairs.some((p) => KEYWORD_PAIRS.has(p)) ? undefined : [read];
}

/**
 * Trade words a firm's name carries before its legal form ("Luen Hing Cable Pte Ltd", "Yeelink Information Technology Co"),
 * never its name; unlike the trail words they name no maker elsewhere, as a product's words may ("TRAVELING CABLE").
 */
const FIRM_WORDS = new Set(['cable', 'wire', 'wires', 'information', 'trading', 'enterprises', 'industry']);
const firmTrail = (word: string) => TRAIL_WORDS.includes(squash(word)) || FIRM_WORDS.has(squash(word));

/** A mailbox's own word before a firm's trade word in an address ("sales.electricals@…"): no name. */
const MAILBOX_WORDS = new Set(
  'sales info office service services support admin contact enquiries mail hello orders accounts help'.split(' '),
);

const WEBMAIL_NAME = /(?<![A-Za-z0-9.])([A-Za-z]{3,20})[._-]([A-Za-z]{4,15})@([A-Za-z0-9-]+)\.[A-Za-z.]{2,8}/;

function fromLine(line: string, printed: ReadonlySet<string>): OpenMaker[] {
  const out: OpenMaker[] = [];
  // A middle dot read between a word and the next ("Communications·Ltd."): the space it stands for. Each maker found keeps
  // the line as read.
  const text = line.replace(/(?<=[a-z.,])[·•](?=[A-Z])/g, ' ');
  const domain = DOMAIN.exec(text);
  // An association's or a certifier's site (.org: "www.geoexchange.org", "hvi.org", "ahridirectory.org") names no maker.
  if (domain?.[1] && !isWebmail(domain[1]) && !/\.org\b/i.test(domain[0]) && !isInstallerDomain(domain[1])) {
    const label = domain[1].toLowerCase();
    const stripped = peelWords(label, [...TRAIL_WORDS, ...DOMAIN_FORMS]).rest;
    const m = named(findBrand(label) ? label : stripped, 'domain', 0.75, line);
    // An address is read letter by letter, never as a word: one a letter from a maker's is the maker's, unless the label
    // prints the address's name as it is on a line of its own too ("exatron" over "www.exatron.com.br" is no Etatron).
    const near = m && !m.known && !printed.has(stripped) ? makerOneEditFrom(stripped) : undefined;
    if (m) out.push(near ? { ...m, name: near.name, known: true } : m);
  }
  // A small firm's address at a webmail service, its name and trade word before the @ ("sakthi.electricals@yahoo.com"); no
  // mailbox's word before them ("sales.electricals@…").
  const mail = WEBMAIL_NAME.exec(text);
  const [, mailName = '', mailTrade = '', mailHost = ''] = mail ?? [];
  if (isWebmail(mailHost) && TRAIL_WORDS.includes(mailTrade.toLowerCase()) && !MAILBOX_WORDS.has(mailName.toLowerCase())) {
    const m = named(mailName, 'domain', 0.6, line);
    if (m) out.push(m);
  }
  const madeBy = MADE_BY.exec(text) ?? BY_NAME.exec(text) ?? FORM_FIRST.exec(text);
  if (madeBy?.[1]) {
    // A trade word run into the place after it ("SAKTHI ELECTRICALSTCHY610"): the trade word.
    const words = madeBy[1]
      .split(/\s+/)
      .filter((w) => !COMPANY_FORM.test(w))
      .map((w, i) => (i > 0 && TRAIL_WORDS.find((t) => t.length >= 8 && squash(w).startsWith(t))) || w);
    while (words.length > 1 && TRAIL_WORDS.includes(squash(words[words.length - 1] ?? ''))) words.pop();
    const m = named(words.join(' '), 'made-by', 0.7, line);
    if (m) out.push(m);
  }
  // A name opening a line with the country it was made in after it ("UAC MADE KOREA", "Zenor Made in Italy", "SOLH CHINA"):
  // no everyday, label or trade word ("PROUDLY MADE IN USA", "PRODUCT MADE IN CHINA").
  const nameMade = NAME_MADE.exec(text.trim());
  const nameWords = nameMade?.[1]?.split(/\s+/) ?? [];
  const ownName = nameWords.every(nameBesidePlace);
  if (nameMade?.[1] && ownName && isPlaceWord((nameMade[2] ?? nameMade[3] ?? '').toLowerCase())) {
    const m = named(nameMade[1], 'made-by', 0.6, line);
    if (m) out.push(m);
  }
  const mark = MARK.exec(text);
  if (mark?.[1]) {
    const m = named(mark[1], 'mark', 0.6, line);
    if (m) out.push(m);
  }
  // A company's name in quotation marks ('"ARWANA-INER"'), no everyday, trade or label word ('PRESS "STOP"').
  const quoted = QUOTED_NAME.exec(text)?.[1];
  if (quoted && quoted.split(/[\s-]+/).every((w) => !isCommonEnglish(w) && !isTradeWordOrPlural(w) && !isLabelWord(w.toLowerCase()))) {
    const m = named(quoted, 'company', 0.6, line);
    if (m) out.push(m);
  }
  // "Kuhse GmbH", "Lovato Electric S.p.A.", "Acme Pumps Ltd": the words before a legal form ("Co., Ltd.", "Co.Ltd",
  // "Pvt. Ltd" are one form). A form OCR ran into the name in capitals ("NAEROKLTD.") is split off first.
  const words = text
    .replace(/\bCo\.?\s?,?\s?(?:L?td|Limited)\b\.?/gi, 'Ltd ')
    .replace(/(?:\bPvt|\bPty|\bPte|\(P\))\.?\s?Ltd\b\.?/gi, 'Ltd ')
    // Poland's limited company ("Sp. z o.o.", its o's often read as noughts) is one form too.
    .replace(/\bSp\.?\s?z\s?[o0]\.?\s?[o0]\b\.?/g, 'Ltd ')
    .replace(/\b([A-Z][A-Z&-]{3,})(LTD|LIMITED|GMBH|PLC|INC)\b/g, '$1 $2')
    // … also after its "CO." ("OSAKIELECTRICCO.LTD."), and the trade word run into the name split off too.
    .replace(/\b([A-Z][A-Z&-]{3,}?)CO\.?,?LTD\b\.?/g, (_m, name: string) => `${splitTrailWord(name)} Ltd `)
    .split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    if (!COMPANY_FORM.test(words[i] ?? '') || !writtenAsForm(words[i] ?? '')) continue;
    // A label before the name ends the words before it ("Manufacturer:Shenzhen Proscenic Technology Co., Ltd.").
    const near = words.slice(Math.max(0, i - 4), i);
    // "MADE I: JAP AS" is "Made in Japan" misread: after "made in", a country, not a company.
    if (near.some((w, k) => /^made$/i.test(w) && /^in?:?$/i.test(near[k + 1] ?? ''))) continue;
    const labelEnd = near.findLastIndex((w) => w.includes(':'));
    const before = near
      .slice(Math.max(0, labelEnd))
      .map((w, k) => (k === 0 && labelEnd >= 0 ? w.slice(w.lastIndexOf(':') + 1) : w).replace(/[,]+$/, ''))
      .filter((w) => w && !isChinesePlace(w.toLowerCase()))
      // A trade word joined on by a hyphen ("ORNO-LOGISTIC") is no more the name than one apart.
      .map((w) => w.replace(/-([A-Za-z]+)$/, (m, t: string) => (TRAIL_WORDS.includes(squash(t)) ? '' : m)))
      // Two words a name's writer joined ("Heat-Timer Corporation"; OCR may read the hyphen as a full stop) are one name.
      .map((w) => w.replace(/(?<=^[A-Za-z]{3,})\.(?=[A-Za-z]{3,}$)/, '-'));
    // Only the name's own words: none of another legal form ("GmbH & Co. KG"), and two at most, or two partners' names
    // ("HAMMANT & MORGAN LTD"); "IKEA of Sweden AB": not its country.
    const partners = partnersName(before);
    const partnership = partners && !before.some((w) => COMPANY_FORM.test(w)) && named(partners, 'company', 0.7, line);
    if (partnership) out.push(partnership);
    if (before.some((w) => COMPANY_FORM.test(w) || w === '&')) continue;
    const of = before.findIndex((w) => w.toLowerCase() === 'of');
    if (of > 0) before.splice(of);
    // Trade words after the name ("Acme Pumps Ltd") stay out of it; then its last two words at most.
    while (before.length > 1 && firmTrail(before.at(-1) ?? '')) before.pop();
    before.splice(0, Math.max(0, before.length - 2));
    // "ELECTRONICS CORP" names no one: the name itself was not read.
    if (before.every((w) => TRAIL_WORDS.includes(squash(w)))) continue;
    // "und Funktechnik GmbH" began on the line before ("Sommer Antriebs-"): no name read.
    if (/^(?:und|and|et|e|y|en|&)$/i.test(before[0] ?? '')) continue;
    if (before.length === 2 && !makerWord(before[0] ?? '')) before.shift();
    // A name is written with capitals; "capacity first hour rating" read as "capact firt ou ag" is not one.
    if (before.every((w) => !/[A-Z]/.test(w))) continue;
    const m = named(before.join(' '), 'company', 0.7, line);
    if (m) out.push(m);
  }
  return out;
}

/**
 * Makers named on the label by the forms labels use for them: web domains, company legal forms,
 * ® and ™, "Made by …", and otherwise the label's maker line (its tallest run of letters that
 * is no product or label word, unit or code). Best first; known makers keep the base's spelling.
 */
export function readOpenMakers(lines: readonly TextLine[], stacked: readonly StackedName[] = []): OpenMaker[] {
  const printed = new Set(lines.map((l) => squash(l.text)));
  const found: OpenMaker[] = lines.flatMap((l) => fromLine(l.text, printed));
  // A name alone over its country alone on the line under it ("HOYOMA" over "JAPAN"), as sure as one before it on its line.
  const overPlace = nameOverPlace(lines, nameBesidePlace);
  const placeMaker = overPlace && named(overPlace.text, 'made-by', 0.6, overPlace.text);
  if (placeMaker) found.push(placeMaker);
  // A known maker's name of two words read in part: cut at the photo's edge ("HEWLETT·PA"), or as two boxes.
  for (const part of knownMakersReadInParts(lines))
    found.push({ name: part.brand.name, via: 'maker-line', score: 0.6, text: part.text, known: true });
  // A name over a trade word that follows makers' names ("SPARTAN" over "SCIENTIFIC"); small letters are a sentence's ("worn when" over "machine").
  for (const s of stacked.filter((x) => x.trailWord && !/^[a-z]/.test(x.text.trim()))) {
    const m = named(s.text, 'maker-line', 0.6, s.text);
    if (m) found.push(m);
  }
  const heights = lines.map((l) => l.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 1;
  // The maker line: the tallest confident line of one or two letter-only words, clearly larger than the text around it.
  // With only a line or two read (a logo; a lone character read is a mark or a screw), there is nothing to be taller than: be surer instead.
  const few = lines.filter((l) => l.text.trim().length > 1).length <= 2;
  // A small label (a module's sticker: its name over a code or two) has no body text to stand out from: its tallest line is the maker line.
  const small = lines.length <= 4;
  const tallest = Math.max(...heights);
  const letterRuns = lines
    .map((l) => ({ l, words: oneName(l) ?? nameWordsOf(l.text) }))
    .filter(
      ({ words }) =>
        words.length <= 2 &&
        words.every(
          (w, i) =>
            (i === 0 && words.length === 2 && initials(w)) ||
            // A name's trade word after it ("KEC ELECTRIC", "NASON CONTROLS").
            (i === 1 && TRAIL_WORDS.includes(squash(w))) ||
            nameWord(w),
        ) &&
        !onlyTradeWords(words) &&
        !words.every((w) => TRAIL_WORDS.includes(squash(w)) || COMPANY_FORM.test(w)),
    )
    .sort((a, b) => b.l.height - a.l.height);
  // Read a little less surely, a lone line counts only where it names a known maker ("OFLIR" at 0.88).
  const candidates = letterRuns.filter(({ l }) =>
    few
      ? l.confidence >= 0.85
      : (l.confidence >= 0.8 && l.height >= 1.3 * median) || (small && l.confidence >= 0.9 && l.height === tallest && l.height > median),
  );
  // Otherwise the label's largest run of letters, read surely and above its body text's height (codes and ratings may
  // be printed larger: "LittleMachineShop" under a DRO's digits). Its words then must look like a name: no everyday
  // English word ("Override", "Pause"), no label word with a letter or two run on ("Typedp"), no product word's fragment ("essure").
  const largest = letterRuns[0];
  const nameLike = (words: readonly string[]) =>
    squash(words.join('')).length >= 5 && words.every((w, i) => (i > 0 && TRAIL_WORDS.includes(squash(w))) || !readsAsWord(w));
  const largestNamed =
    largest && largest.l.confidence >= 0.9 && largest.l.height >= 1.2 * median && nameLike(largest.words) ? [largest] : [];
  // The first of them that names someone: a tall run that is no name ("CEFC", the CE and FC marks run together) does not hide the maker line below it.
  const top = [...candidates, ...largestNamed]
    .map((run) => ({ run, m: named(run.words.join(' '), 'maker-line', 0.45, run.l.text) }))
    .find(({ run, m }) => m && (m.known || ((!few || run.l.confidence >= 0.9) && !run.words.some(everydayWordLetterOn))))?.m;
  if (top) found.push(top);
  // Its name first on a line and its model code after it or below it ("BERU GSE140", "TAXNELE" over "THC30A"): as sure as a maker line.
  // Among a circuit chart's room names ("Bed 2", "Laundry"), a capitalised word is another room, misread ("Eatry").
  const chart = readsAsCircuitChart(lines.map((l) => l.text).join('\n'));
  const withCode = top || chart ? undefined : makerBeforeCode(lines);
  const codeMaker = withCode && named(withCode.word, 'maker-line', 0.45, withCode.text);
  if (codeMaker) found.push(codeMaker);
  // Failing these, a capitalised word alone on its line looking like a name ("NASON" beside its switch's code,
  // "AUBER" over a controller's keys, "Graupner" on a charger): a maker too, but less surely (LONE_WORD_SCORE).
  const lone =
    top || codeMaker || chart
      ? undefined
      : letterRuns
          .map((run) => ({ ...run, word: asOneWord(run.words) }))
          .find(({ l, word }) => word !== undefined && standsAloneAsName(word, l, median, lines) && nameLike([word]));
  // Capitalised words run together are how names are written: as sure as a maker line.
  const camel = lone?.word && camelName(lone.word);
  const loneMaker =
    lone?.word && named(camel ? camelParts(lone.word).join(' ') : lone.word, 'maker-line', camel ? 0.45 : LONE_WORD_SCORE, lone.l.text);
  if (loneMaker) found.push(loneMaker);
  // A name-like word alone on two lines or more, read surely each time ("twidec" on both relays of
  // a pair, a logo on two faces): the maker, as surely as a maker line.
  const repeated = top ? undefined : repeatedName(letterRuns, nameLike);
  const repeatedMaker = repeated && named(repeated.word, 'maker-line', 0.45, repeated.text);
  if (repeatedMaker) found.push(repeatedMaker);
  // Capitals that the model code opens with (maker-initials.ts): with no vowel, kept as printed ("XWST").
  const initialsLine = top ? undefined : initialsOfModel(lines, median);
  const initialsMaker = initialsLine && named(initialsLine.text, 'maker-line', 0.45, initialsLine.text);
  const asPrinted = initialsMaker && !initialsMaker.known && !/[AEIOUY]/.test(initialsLine.text);
  if (initialsMaker) found.push(asPrinted ? { ...initialsMaker, name: initialsLine.text.trim() } : initialsMaker);
  // Three capitals alone on a photo with no other word: a logo (lone-logo.ts).
  const logo = loneLogo(lines);
  if (logo) found.push({ name: logo.text.trim(), via: 'maker-line', score: LONE_WORD_SCORE, text: logo.text, known: false });
  const byName = new Map<string, OpenMaker>();
  const inWatermark = watermarkParts(lines.map((l) => l.text).join(' ')); // an installer's, read in parts: no maker
  for (const m of spelledByMakerLine(found)) {
    if (!m.known && inWatermark(m.name)) continue;
    const prev = byName.get(m.name);
    if (!prev || prev.score < m.score) byName.set(m.name, prev ? { ...m, score: Math.min(1, m.score + 0.1) } : m);
  }
  return [...byName.values()].sort((a, b) => b.score - a.score);
}
