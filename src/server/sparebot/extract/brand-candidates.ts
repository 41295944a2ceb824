import { isCommonEnglish } from '../kb/english-words.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import { MEASUREMENT_CATEGORY_SOURCE } from './inline-rule.ts';
import { confusionFold, squash } from './text-normalise.ts';

/*
 * The pieces of an OCR line that may be a maker's name (brand-match.ts): its tokens and their joins
 * of two or three, folded for OCR confusions, with what must only match exactly.
 */

export interface Candidate {
  value: string;
  single: boolean;
  /** Mostly digits: a code ("E110" folds to "eiio", one edit from Zelio's "zeiio") only matches exactly. */
  exactOnly: boolean;
  /** A single token as read, before folding. */
  word?: string;
  /** A join holding a sentence's short word ("Sie die"), spelt as read: it names only a maker spelt so ("Van der Valk"). */
  spelledAs?: string;
}

/** Articles, pronouns and prepositions of the label languages: a join of them is a sentence's words ("Sie die" folds onto Siedle). */
const FUNCTION_WORDS = new Set(
  'der die das den dem des sie und mit von ein eine les une het een del los las gli che pour avec dans sur con por para met voor'.split(
    ' ',
  ),
);

const countReadAsLetter = (t: string) => /^[BSZG][A-Za-z]{3,}$/.test(t) && (isTradeWord(t.slice(1)) || isLabelWord(t.slice(1)));

/** A test instrument's measurement category ("CATI600V" for CAT II 600V) is no maker's name (CATL). */
const MEASUREMENT_CATEGORY = new RegExp(MEASUREMENT_CATEGORY_SOURCE, 'g');
/** Nor is a cable's or a modem's category ("Cat6", "Cat 5e", "LTE Cat.1"). */
const NUMBERED_CATEGORY = /(?<![A-Za-z0-9])cat\.?\s?\d{1,2}[a-z]?(?![A-Za-z0-9])/gi;

export function candidatesOf(text: string): Candidate[] {
  // A length in SI lower case ("3m", "50mm") is a length, not 3M's logo.
  // A name in capitals run into the next word in small letters ("MATSUSADAPrecision Inc.") is read apart too.
  // A logo's round O read as a middle dot between capitals ("EAT·N") is its O; between two words of three letters or more
  // ("BALDOR·RELIANCE"), the space it stands for.
  const raw = text
    .replace(/(?<=[A-Za-z]{3})[·•](?=[A-Za-z]{3})/g, ' ')
    .replace(/(?<=[A-Z]{2})[·•](?=[A-Z])/g, 'O')
    .replace(/([A-Z]{3,})(?=[A-Z][a-z]{2})/g, '$1 ')
    .replace(MEASUREMENT_CATEGORY, ' ')
    // A winding's connection after its voltage ("415V(DELTA)", "110V (STAR)") is no maker (Delta Electronics).
    .replace(/(?<=\d\s?V\s?)\(\s?(?:delta|star|wye)\s?\)/gi, ' ')
    .replace(NUMBERED_CATEGORY, ' ')
    .split(/[\s,;:()/|]+/)
    .filter((t) => confusionFold(t).length > 0 && !/^\d+(?:\.\d+)?(?:m|mm|cm)$/.test(t));
  const tokens = raw.map(confusionFold);
  // An ordinary label word (Leistung, Tension, Capaciteit…), or a product or everyday English word of
  // 7+ letters ("Micrometer", two slips from Siemens's Micromaster), never matches a maker fuzzily.
  // So is a count run into its word with its digit read as a letter ("BPOLE" for 3POLE, one slip from xPole).
  const word = raw.map(
    (t) => isLabelWord(t) || (t.length >= 7 && /^[A-Za-z]+$/.test(t) && (isTradeWord(t) || isCommonEnglish(t))) || countReadAsLetter(t),
  );
  const out: Candidate[] = [];
  // A number printed apart is a number: its digits are never read as a name's letters ("LTE Cat.1" is no CATL,
  // "Pmax 0,5 bar" or "pmax:0.5 bar" no Maxos, a cell tap's "Cell 0-" no Zelio); nor is a value with its unit ("G/W: 15Kg" is no Wiska).
  const number = raw.map((t) => /^[-+]?\d+(?:\.\d+)?[-+]?$|^\d+(?:[.,]\d+)?(?:kg|g|k?v|m?a|k?w|hz|k?va|bar)$/i.test(t));
  // A sentence in small letters ("tulee vieda tarkoituksenmukaiseen paikkaan"): its words name a maker only as spelt ("vieda" is no Viega).
  const smallSentence = raw.length >= 3 && raw.every((t) => /^[a-zäöüåéèà]+[.,!]?$/.test(t));
  for (let i = 0; i < tokens.length; i++) {
    let joined = '';
    let source = '';
    let hasWord = false;
    let sentence = false;
    let hasLoneSmall = false;
    for (let n = 0; n < 3 && i + n < tokens.length && !number[i + n]; n++) {
      joined += tokens[i + n];
      hasWord ||= word[i + n] === true;
      sentence ||= FUNCTION_WORDS.has((raw[i + n] ?? '').toLowerCase());
      source += raw[i + n];
      const digits = source.replace(/[^0-9]/g, '').length;
      const letters = source.replace(/[^A-Za-z]/g, '').length;
      // A maker's name of two or three letters is printed in capitals (INA, ABB, MK): a word read in small letters ("ina") is a fragment.
      const smallFragment = n === 0 && /^[a-z]{2,3}$/.test(raw[i] ?? '');
      // … and a lone small letter joined to capitals makes no short name ("f SP" of "Property of SP PowerAssets" is no FSP).
      hasLoneSmall ||= /^[a-z]$/.test(raw[i + n] ?? '');
      const shortJoin = n > 0 && hasLoneSmall && joined.length <= 4;
      if (joined.length >= 2 && !smallFragment && !shortJoin)
        out.push({
          value: joined,
          single: n === 0,
          exactOnly: digits > letters || hasWord || smallSentence,
          word: raw[i],
          ...(sentence && n > 0 ? { spelledAs: squash(source) } : {}),
        });
    }
    // A family name run into its number ("AcuRev1300", "PowerFlex40"): its letters, matched exactly.
    const family = /^([A-Za-z]{4,})-?\d/.exec(raw[i] ?? '')?.[1];
    if (family) out.push({ value: confusionFold(family), single: true, exactOnly: true });
  }
  // A name in capitals spaced out, the whole line ("S M E G", stacked-names.ts): its letters together, matched exactly.
  if (/^[A-Z](?: [A-Z]){3,11}$/.test(text.trim()))
    out.push({ value: confusionFold(text.replace(/\s+/g, '')), single: true, exactOnly: true });
  return out;
}
