import { findBrand } from '../kb/brand-index.ts';
import { isCommonEnglish } from '../kb/english-words.ts';
import { MAKER_TRAIL_WORDS as TRAIL_WORDS } from '../kb/maker-trail-words.ts';
import { isTradeFragment, isTradeWord, isTradeWordOrPlural } from '../kb/vocabulary.ts';
import { isFaceWord } from './face-words.ts';
import { camelParts } from './lone-logo.ts';
import { cutTradeWord, hyphenedName, initials, makerWord, titleCase } from './maker-word-tests.ts';
import { restoredMaker } from './restored-maker.ts';
import { squash } from './text-normalise.ts';

/** A maker named on the label, whether or not the knowledge base knows it. */
export interface OpenMaker {
  /** Display name: the knowledge base's spelling when known, else as read ("Lovato", "Kuhse"). */
  name: string;
  /** How it was read: a web domain, a company form, a ®/™ mark, "Made by", or the label's maker line. */
  via: 'domain' | 'company' | 'mark' | 'made-by' | 'maker-line';
  /** 0–1: how sure the reading is that this names the maker. */
  score: number;
  text: string;
  known: boolean;
}

/** Made only of product and rating words, spaced or run together ("Power Factor", "inverterDutyMotor"), or their plurals ("EXTINTORES"). */
export const onlyTradeWords = (words: readonly string[]) => words.flatMap(camelParts).every((w) => isTradeWordOrPlural(w));

/**
 * What a name read on the label is: a known maker (the base's spelling), a maker the base does not know (as read), or no
 * maker's name at all (a word broken at the line's end, a device's control word, product and rating words only).
 */
export function named(raw: string, via: OpenMaker['via'], score: number, text: string): OpenMaker | undefined {
  // A word broken at the line's end ("Permanentmagnet-" over "erregt", "Smarte LED-" over "Lichterkette") is a word of a sentence, no name.
  if (/[A-Za-z]{3}-$/.test(raw.trim())) return undefined;
  const words = raw
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9&-]/g, ''))
    .filter(Boolean);
  // A web address spelling a known maker's name or alias is that maker's, whatever else the word may read as ("robotis").
  const addressed = via === 'domain' ? findBrand(words.join(' ')) : undefined;
  if (addressed) return { name: addressed.name, via, score: Math.min(1, score + 0.2), text, known: true };
  if (
    !words.length ||
    !words.every((w, i) => i > 0 || makerWord(w) || (words.length > 1 && initials(w)) || (via === 'company' && hyphenedName(w)))
  )
    return undefined;
  if (words.length === 1 && cutTradeWord(words[0] ?? '')) return undefined;
  // The first word alone is a known maker by its own name, or before trade words only ("ASTRO FLIGHT INC." is no "Astro").
  const [first, rest] = [findBrand(words[0] ?? ''), words.slice(1).map(squash)];
  const firstNames = first && (squash(first.name) === squash(words[0] ?? '') || rest.every((w) => TRAIL_WORDS.includes(w)));
  const known = findBrand(words.join(' ')) ?? (firstNames ? first : undefined);
  if (known) return { name: known.name, via, score: Math.min(1, score + 0.2), text, known: true };
  // A device's own control word is no maker's name, whole or one letter short of one ("Stir", "Regen"); nor is a maker
  // line of one word longer than names run ("Pulsarmensualmente", a shop's badge read as one word).
  if (words.length === 1 && (isFaceWord(words[0] ?? '') || (via === 'maker-line' && (words[0] ?? '').length > 14))) return undefined;
  const near = via === 'maker-line' ? restoredMaker(words) : undefined;
  if (near) return { name: near.name, via, score: Math.min(1, score + 0.1), text, known: true };
  // A name made only of product and rating words ("Charging", "Power Factor", "inverterDutyMotor"), or one cut off ("MPRESSOR"), is no maker's,
  // nor everyday words with such a word ("OVERCURRENT CONDITIONS"; a trade word that follows makers' names,
  // as in "SPARTAN SCIENTIFIC", does not count), nor a product's name in two words ("POND" over "PUMP"); "SensorLink®" is one.
  const tradeOnly = via === 'mark' ? words.every((w) => isTradeWord(w)) : onlyTradeWords(words);
  if (tradeOnly || isTradeWord(words.join(' ')) || (!words[1] && isTradeFragment(words[0] ?? ''))) return undefined;
  const productWord = (w: string) => isTradeWordOrPlural(w) && !TRAIL_WORDS.includes(squash(w));
  const own = words.filter((w) => w !== '&');
  if (own.length > 1 && own.some(productWord) && own.every((w) => isTradeWordOrPlural(w) || isCommonEnglish(w))) return undefined;
  return { name: words.map(titleCase).join(' '), via, score, text, known: false };
}
