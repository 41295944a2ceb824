import { VICTRON_MPPT_PAIR } from '../kb/catalogue/home-energy.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { ONE_WORD_KEYWORDS } from '../kb/product-types.ts';
import { readCodeSlips } from './code-slips.ts';
import { DIGIT_LOOK_ALIKES } from './text-normalise.ts';

/** A word as labels print it: an everyday English one, a product word ("CONTACT0R") or a label word. */
const knownWord = (w: string) => isCommonEnglish(w) || ONE_WORD_KEYWORDS.has(w.toLowerCase()) || isLabelWord(w.toLowerCase());

/**
 * A word of five letters or more with one letter read as a digit ("0utput", "1nput:", "Oxy9en", "ISOLAT0R"): the
 * word, when it is an everyday English, product or label word; else undefined (a code's digit stays a digit).
 */
function wordForDigitSlip(token: string): string | undefined {
  // The word ends at its first mark; what follows ("0utput:24V") is left as read.
  const m = /^([^A-Za-z0-9]*)([A-Za-z]*)(\d)([A-Za-z]*)((?:[^A-Za-z0-9].*)?)$/.exec(token);
  if (!m) return undefined;
  const [, lead = '', before = '', digit = '', after = '', trail = ''] = m;
  if (before.length + after.length < 4) return undefined;
  // A word in capitals, or one whose first letter was read as the digit ("0utput"), takes a capital.
  const capitals = /^[A-Z]+$/.test(before + after) || before === '';
  const letter = (DIGIT_LOOK_ALIKES[digit] ?? []).find((l) => knownWord(`${before}${l}${after}`));
  if (letter === undefined) return undefined;
  const word = `${before}${capitals ? letter.toUpperCase() : letter}${after}`;
  // Only a word as words are printed (OUTPUT, output, Output), never "STone" from "5Tone".
  return /^(?:[A-Z]+|[a-z]+|[A-Z][a-z]+)$/.test(word) ? `${lead}${word}${trail}` : undefined;
}

/**
 * An enclosure's IP rating with its I read as a 1 or an l ("1P55", "lP65"), or lost before an IK rating
 * ("P55 IK08"): the IP rating. Only a rating of a closed enclosure (first digit 4 to 6): "1P20" is as
 * often a pole count run into a current.
 */
const IP_SLIPS = /(?<![A-Za-z0-9])(?:[1l|]P([4-6][0-9X])|P([4-6][0-9])(?=\s{1,3}IK\s?\d{2}(?!\d)))(?![A-Za-z0-9])/g;
/** A digitiser's sample rate with its S read as a 5 ("200 M5a/s"). */
const SAMPLE_RATE_SLIP = /(?<=\d\s?[kMG])5a\/s(?![A-Za-z])/g;
/** An insulation class run into its label and the IP rating after it ("ISOLFIP 55", "INSF"): read apart, no maker's name. */
const INSULATION_RUN = /(?<![A-Za-z])(INS|ISOL)([ABEFH])(IP(?=\s?\d)|(?![A-Za-z]))/g;
/** A test meter's CAT III read as an M before its volts ("CAT M600V", "CATm 600V"). */
const CAT_III_AS_M = /(?<![A-Za-z0-9])CAT\s?[Mm](?=\s?\d{3,4}\s?V(?![A-Za-z]))/g;
/** IEC's I read as a 1 before a standard's number ("1EC 60898-1"). */
const IEC_AS_1EC = /(?<![A-Za-z0-9])[1l]EC(?=\s?\d{4,5}(?![\d.,]))/g;
/**
 * A Victron solar charge controller's name, its PV volts and charge amps either side of a bar ("MPPT 100 | 50"):
 * the bar read as a 1 or an l, and a stray stroke before the T ("MPPIT 100150"). Read back as the trade writes it,
 * "MPPT 100/50", so a buyer's search finds it. Only the pairs Victron makes.
 */
const MPPT_NAME_SLIP = new RegExp(
  `(?<![A-Za-z0-9])MPP[Il1]?T\\s?${VICTRON_MPPT_PAIR.volts}\\s?[|lI1]\\s?${VICTRON_MPPT_PAIR.amps}(?![\\d/])`,
  'g',
);
const readUnitSlips = (text: string) =>
  text
    .replace(MPPT_NAME_SLIP, 'MPPT $1/$2')
    .replace(CAT_III_AS_M, 'CAT III ')
    .replace(IEC_AS_1EC, 'IEC')
    .replace(IP_SLIPS, (_m, slipped?: string, lost?: string) => `IP${slipped ?? lost ?? ''}`)
    .replace(SAMPLE_RATE_SLIP, 'Sa/s')
    .replace(INSULATION_RUN, (_m, label: string, letter: string, ip: string) => `${label} ${letter}${ip ? ` ${ip}` : ''}`);

/**
 * OCR text with each word that had one letter read as a digit read back as the word ("0utput:24V" →
 * "Output:24V", "Oxy9en" → "Oxygen"), a plate's marks read back (an IP rating's I read as a 1, a sample
 * rate's S as a 5, CAT III as an M, IEC's I as a 1, an insulation class run into its label, a solar
 * controller's bar: above), and
 * each catalogue code read wholly in letters read back with its digits ("CFWSOO" → "CFW500",
 * code-slips.ts). For OCR readings only: typed text (listings, wanted lists) has no such slips, and this
 * needs the English word list loaded.
 */
export function readDigitSlips(text: string): string {
  // Words joined by a hyphen are read one by one ("DIGITAL-CONTR0L").
  return readUnitSlips(readCodeSlips(text))
    .split(/(\s+|-)/)
    .map((token) => (/\d/.test(token) && /[A-Za-z]{2}/.test(token) ? (wordForDigitSlip(token) ?? token) : token))
    .join('');
}
