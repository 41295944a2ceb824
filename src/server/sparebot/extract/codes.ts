import { isDigitCatalogueNumber } from '../kb/digit-catalogues.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import type { TextLine } from './brand-match.ts';
import { GOST_BODY } from './inline-rule.ts';
import { isNotCode } from './not-codes.ts';
import { isGluedLegend, isNumberedLegend, isSettingLegend, isTerminalLegend } from './legends.ts';
import type { Rating } from './rating-types.ts';
import type { RatingMap } from './ratings.ts';
import { confusionFold } from './text-normalise.ts';

const MAX_CODES = 8;
const GOST_ALONE = new RegExp(`^${GOST_BODY}$`, 'i');
/** A line read this surely is kept even when no rule explains its codes. */
const SURE = 0.8;
/**
 * A token shaped like a catalogue number is kept from a line read less surely (issue 30): OCR's
 * confidence falls on small, worn or glossy print, which is where part numbers are, and a token
 * of this shape (5+ characters, 2+ digits, a letter, no run of 5 letters, which would be words
 * run together) is rarely made up by misreading a word.
 */
const CODE_SHAPED_SURE = 0.6;
export const CODE_SHAPE = /^(?=(?:[^0-9]*\d){2})(?=.*[A-Za-z])(?!.*[A-Za-z]{5})[A-Za-z0-9]+(?:[-./][A-Za-z0-9]+)*$/;
/**
 * A twelve-digit catalogue number printed in groups of four, three and five ("4422 954 57872"): the 12NC that Philips
 * (Signify) and NXP print on every lamp, driver and part. Its groups are digits alone, so each would be dropped apart.
 */
const TWELVE_NC = /(?<![\d.,/-])(\d{4}) (\d{3}) (\d{5})(?![\d.,/-])/g;
/** Two long groups of digits ("95005-310145", "1016205-1902270425"): a part's, a serial's or a batch's number. */
export const NUMBER_PAIR = /^\d{4,}-\d{5,}$/;
const ISO_DATE = /^(?:19|20)\d\d[.-]\d{1,2}[.-]\d{1,2}$/;
// A telephone number is no catalogue number: a service line (China's 400-/800-, 555-123-4567,
// 0800-123-4567, 01234-567890), or any number on a line that says it is one ("Tel 01234-567-890").
const PHONE = /^(?:\+?\d{1,3}[-.])?(?:0\d{3,4}[-.]\d{6}|0?\d{3}[-.]\d{3}[-.]\d{4})$/;
const PHONE_LINE = /\b(?:tel|telephone|phone|fax|hotline|helpline|service line)\b/i;

// The label before a part or order number printed as digits alone: the number is the part's code.
const PART_NUMBER_LABEL =
  /^(?:cod|code|art|art\.?-?nr|artikel-?nr|artikelnummer|p\/n|part|part\s?no|order|order\s?no|cat|cat\.?\s?no|ref|best\.?-?nr|bestell-?nr|id-?nr|item|sku|edp)[.:#]?$/i;
/** That label glued to its number by "#" ("EDP#47668", a cutting tool maker's catalogue number; "SKU#12345"): the number. */
const gluedPartNumber = (raw: string) => {
  const m = /^([A-Za-z/.-]+#)(\d{4,12})$/.exec(raw);
  return m && PART_NUMBER_LABEL.test(m[1] ?? '') ? m[2] : undefined;
};

/**
 * An everyday word in small letters run into a number in a sentence ("wait10 minutes"), or into a
 * value with its unit ("Rear500Vpk" of "Front & Rear 500Vpk"), or a capitals sentence run together: no code.
 */
function wordRunIntoNumber(token: string): boolean {
  const word =
    /^([a-z]{3,})\d{1,3}$/.exec(token)?.[1] ??
    /^([A-Za-z][a-z]{2,})\d+(?:\.\d+)?(?:V|Vpk|Vrms|Vdc|Vac|A|mA|W|kW|Hz)$/.exec(token)?.[1] ??
    // … also in capitals, its value a decimal ("FUSE1.0A" of "FUSE 1.0A").
    /^([A-Z]{3,})\d+\.\d+(?:V|A|MA|W|KW|HZ)$/i.exec(token)?.[1] ??
    // … or a sentence in capitals, its number's unit spelt out ("USE15AMPTIME DELAY FUSE", "WAIT5MINUTES").
    /^([A-Z]{3,})\d{1,3}(?:AMPS?|VOLTS?|WATTS?|MINUTES?|MINS|HOURS?|SECONDS?)[A-Z]*$/.exec(token)?.[1] ??
    // … or a word in capitals with a stray mark read after it ("OUTPUTo0").
    /^([A-Z]{5,})[a-z]?\d$/.exec(token)?.[1] ??
    // … or a label's word run into a dotted number ("VERSAO68.08" of "VERSÃO 68.08").
    /^([A-Za-z]{4,})\d+(?:\.\d+)+$/.exec(token)?.[1];
  return word !== undefined && (isCommonEnglish(word) || isLabelWord(word.toLowerCase()));
}

/** A product's name and its number joined by a hyphen ("Activa-3401"): a model, when the name is no everyday, label or trade word. */
function namedModel(token: string): boolean {
  const name = /^([A-Z][a-z]{3,9})-\d{3,5}[A-Z]?$/.exec(token)?.[1];
  return name !== undefined && !isCommonEnglish(name) && !isLabelWord(name.toLowerCase()) && !isTradeWord(name);
}

/** A maker's code whose last part is a rating ("HXKJ-GS52-400W", "LDO-57STH56-2804A", "XW-2090-12-288W"): the rating is that part. */
const RATED_CODE = /^(?=[^-]*[A-Za-z])[A-Za-z0-9]+(?:-[A-Za-z0-9]*\d[A-Za-z0-9]*)+-(\d+(?:\.\d+)?[A-Za-z]{1,4})$/;
/** A series in capitals named by its power ("SGTU-3KW", a hybrid inverter): a model, its power shown apart too; never a label or everyday word ("MAX-3KW", "UPS-1000VA"). */
const POWER_NAMED_CODE = /^([A-Z]{3,6})-(\d+(?:\.\d+)?(?:KW|kW|W|KVA|kVA|VA))$/;
const powerNamedTail = (token: string) => {
  const m = POWER_NAMED_CODE.exec(token);
  return m?.[1] && !isCommonEnglish(m[1]) && !isLabelWord(m[1].toLowerCase()) ? m[2] : undefined;
};

const flat = (s: string) =>
  s
    .toLowerCase()
    .replace(/³/g, '3')
    .replace(/²/g, '2')
    .replace(/[^a-z0-9]/g, '');

/**
 * Catalogue, model and part numbers read surely that no rule took ("3RV2011-1FA10", "NAT12-18"):
 * kept so the seller sees them and a buyer's part-number search finds them, digits alone in the shape of
 * the label's `maker`'s own numbers too (kb/digit-catalogues.ts). Tallest first.
 */
export function unclaimedCodes(lines: readonly TextLine[], ratings: RatingMap, maker?: string): Rating[] {
  const claimed = Object.values(ratings)
    .flat()
    .map((r) => flat(r?.value ?? ''));
  const seen = new Set<string>();
  const found: { value: string; height: number; confidence: number }[] = [];
  for (const line of lines) {
    if (line.confidence < CODE_SHAPED_SURE) continue;
    const phoneLine = PHONE_LINE.test(line.text);
    for (const m of phoneLine ? [] : line.text.matchAll(TWELVE_NC)) {
      const twelve = `${m[1]} ${m[2]} ${m[3]}`;
      if (!seen.has(flat(twelve))) found.push({ value: twelve, height: line.height, confidence: line.confidence });
      seen.add(flat(twelve));
    }
    const raws = line.text.split(/[\s,;()]+/);
    // A model number with the product's words run on after it ("1663MULTIFUNCTIONTESTER", "117TRUERMS"): the number,
    // where the reading split the words off it (segment.ts).
    const gluedModels = new Set(
      (line.read ?? '')
        .split(/\s+/)
        .map((t) => /^(\d{3,6})[A-Z]{7,}$/.exec(t)?.[1])
        .filter((n): n is string => n !== undefined && raws.includes(n)),
    );
    for (const [index, raw] of raws.entries()) {
      // A coil's duty cycle ("ED100%", "100%ED") is a rating, not a code.
      if (/^(?:ED\d{2,3}%|\d{2,3}%ED)$/i.test(raw)) continue;
      // A number dialled from abroad ("+82-52-202-7777", "+44.1234.567890"): a service line, whatever its grouping.
      if (/^\+\d[\d.-]{7,}$/.test(raw)) continue;
      // A number's label glued to it ("NO.2018063540", "SER.A1234") says nothing a buyer searches for.
      const gluedPart = gluedPartNumber(raw);
      const token = (gluedPart ?? raw)
        .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '')
        .replace(/^(?:NO|NR|SER|S\/N)\.(?=[A-Z0-9])/i, '')
        // A part number's label glued on by a colon ("Code:2.CU.09.180909"), or a radio's certification ("FCCID:2AKIT-HMG02",
        // "IC:22635-HMG02", which identify the exact device): the number.
        .replace(/^(?:code|cod|ref|art|item|sku|p\/n|pn|cat|fccid|ic)\.?:(?=[A-Z0-9])/i, '')
        .replace(/^(?:MODEL|MOD\.|TYPE)(?=[A-Z]{0,3}-?\d)/, '')
        // A warning word run into what it warns of ("WARNINGHV60!"): no code.
        .replace(/^(?:WARNING|CAUTION|DANGER|ATTENTION|ACHTUNG|AVERTISSEMENT)[A-Z0-9]*$/, '')
        // A UL mark's word run into its control number ("LISTED84C9"): the listing's number, not the product's.
        .replace(/^(?:UL)?LISTED[A-Z0-9]*$/, '')
        .replace(/(?<=\d)(?:DATE\s?CODE|DATE|SERIAL|CODE)$/i, '');
      // A type code with its options may run long ("EasyM60-A-2T-MZ-2R-WS1-NFC"); longer still, a run of words.
      if ((token.length < 4 && !gluedModels.has(token)) || token.length > 32 || !/^[A-Za-z0-9][A-Za-z0-9./-]*$/.test(token)) continue;
      if (line.confidence < SURE && (token.length < 5 || !CODE_SHAPE.test(token))) continue;
      // Digits only, a catalogue number when split into three or more groups ("40.52.8.024", "1492-2-100").
      // Or digits alone after the label of a part or order number ("cod. 6484228", "Art.-Nr. 4012345").
      const numeric =
        (/^\d+(?:[.-]\d+){2,}$/.test(token) && token.length >= 7 && !ISO_DATE.test(token) && !PHONE.test(token) && !phoneLine) ||
        (/^\d{5,12}$/.test(token) && PART_NUMBER_LABEL.test(raws[index - 1] ?? '')) ||
        // Two long groups ("95005-310145"), which no range of values is unless both are round ("1000-10000").
        (NUMBER_PAIR.test(token) && !/^\d*00-\d*00$/.test(token) && !PHONE.test(token) && !phoneLine) ||
        gluedPart !== undefined ||
        gluedModels.has(token) ||
        isDigitCatalogueNumber(token, maker);
      if (!/\d/.test(token) || (!/[A-Za-z]/.test(token) && !numeric)) continue;
      if (isNotCode(token) || wordRunIntoNumber(token)) continue;
      // A Russian standard's number after its ГОСТ read in Latin letters ("FOCT P52320"): shown as the standard.
      if (GOST_ALONE.test(raws[index - 1] ?? '') && /^[RP]?\d{4,5}/.test(token)) continue;
      if (isSettingLegend(token) || isGluedLegend(token) || isNumberedLegend(token)) continue;
      const key = flat(token);
      // Already shown ("A300" inside "NEMA/EEMACA300"), or a terminal's, port's or lamp's marking (legends.ts).
      // A rating that ends a code of three parts or more ("400W" of "HXKJ-GS52-400W") leaves the code to keep.
      const ratedTail = RATED_CODE.exec(token)?.[1] ?? powerNamedTail(token);
      const shown = (c: string) => c.includes(key) || (c.length >= 4 && key.includes(c) && (!ratedTail || flat(ratedTail) !== c));
      if ((key.length < 4 && !gluedModels.has(token)) || seen.has(key) || claimed.some(shown)) continue;
      if (isTerminalLegend(token)) continue;
      // A CE mark with its notified body's number ("CE0158") names no product; nor does a value
      // with its unit and one stray letter before it ("A125VAC": a rating whose first digits were lost).
      // Words run into a number ("92506Ruel-Malmaison", a postcode and town): a code holds no run of 5 small letters,
      // unless it is a product's own name and number ("Activa-3401").
      if (/[a-z]{5}/.test(token) && !namedModel(token)) continue;
      // Four digits or more before a one-letter unit are a model number's, not a rating's (Agilent's "E3632A").
      // Nor does a supply's voltage run into its frequency ("4001450V-50/6HZ" of "400/450V~50/60Hz").
      if (
        /^CE\d{4}$/i.test(token) ||
        /\dV(?:AC)?[-~]?\d{2}(?:\/\d{1,2})?HZ$/i.test(token) ||
        /^[A-Z](?:\d{1,3}(?:\.\d+)?(?:VAC|VDC|V|A|W|KW|HZ|MA)|\d+(?:\.\d+)?(?:VAC|VDC|KW|HZ|MA))$/i.test(token)
      )
        continue;
      // A rating already read, with its label glued on ("MAX.AMB.40C" once 40 °C is read): no digit is left.
      if (!ratedTail && !/\d/.test(claimed.filter((c) => c.length >= 3 && /\d/.test(c)).reduce((k, c) => k.replace(c, ''), key))) continue;
      seen.add(key);
      found.push({ value: token, height: line.height, confidence: line.confidence });
    }
  }
  return oneReadingEach(found)
    .sort((a, b) => b.height - a.height)
    .slice(0, MAX_CODES)
    .map((c) => ({ key: 'codes', value: c.value, numbers: [], via: 'inline' }));
}

/**
 * A code as OCR's look-alikes fold it: the brand matcher's fold (O/0, I/l/1, S/5, B/8), and G/6 and Z/2
 * besides, which codes mix with digits more than names do.
 */
const lookAlike = (code: string) => confusionFold(code).replace(/6/g, 'g').replace(/2/g, 'z');

/**
 * One code read several times with a look-alike slipped in ("ICGOHC16A", "IC6OHC16A", "IC60HC16A" on
 * a row of breakers) is one code: the surest reading, as tall as the tallest of them.
 */
function oneReadingEach<T extends { value: string; height: number; confidence: number }>(found: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const c of found) {
    const key = lookAlike(c.value);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].map((group) => {
    const surest = group.reduce((a, b) => (b.confidence > a.confidence ? b : a));
    return { ...surest, height: Math.max(...group.map((c) => c.height)) };
  });
}
