import { SHORT_ALIASES } from '../kb/brand-index.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { isLabelWord } from '../kb/label-words.ts';
import { isTradeWord } from '../kb/vocabulary.ts';
import type { TextLine } from './brand-match.ts';
import { escapeRegExp as escape, squash } from './text-normalise.ts';

/**
 * A maker's product series with its number, as read: "PowerFlex 40", "Altivar 312", "Acti9 iC60".
 * Only an alias of the identified maker that is not a spelling of its name (a family, not the
 * company, nor its Cyrillic name as read), and only with a number, which says which product of the family it is; a rating
 * ("PowerFlex 4 kW") is not a series number.
 */
export function readSeries(brand: BrandEntry | undefined, rows: readonly string[]): string | undefined {
  if (!brand) return undefined;
  const name = squash(brand.name);
  for (const alias of brand.aliases) {
    if (brand.cyrillicNames?.includes(alias)) continue;
    const key = squash(alias);
    if (key.length < 4 || key.startsWith(name.slice(0, 4)) || name.startsWith(key.slice(0, 4)) || /\s/.test(alias)) continue;
    const pattern = new RegExp(
      String.raw`(?<![A-Za-z0-9])${escape(alias)}\s?-?\s?([A-Z]{0,3}\d{1,4}[A-Z]{0,2})(?![A-Za-z0-9.,])(?!\s?(?:kW|W|V|A|Hz|HP|mm|bar|kVA)\b)`,
      'i',
    );
    for (const row of rows) {
      const m = pattern.exec(row);
      if (m?.[1]) return `${alias} ${m[1].toUpperCase()}`;
    }
  }
  return undefined;
}

/**
 * The model printed straight after the maker's name, alone on its line ("Tektronix 2465A",
 * "Fluke 1587"): three digits or more, perhaps with a letter or two around them. What else
 * could it be: a rating is read with its own rules, and a maker's name with a value alone on a line
 * is how instruments and small tools name their model.
 */
export function readMakerModel(brand: BrandEntry | undefined, rows: readonly string[]): string | undefined {
  if (!brand) return undefined;
  // Its three-letter logo too ("DSE 8610 MKII" of Deep Sea Electronics), which only the maker prints before a number.
  const logos = [...SHORT_ALIASES].filter(([, b]) => b.name === brand.name).map(([key]) => key);
  for (const name of [brand.name, ...brand.aliases, ...logos]) {
    if (squash(name).length < 3) continue;
    // With its mark after it, where it has one ("DSE 8610 MKII").
    const pattern = new RegExp(String.raw`^\s*${escape(name)}\s+([A-Z]{0,2}-?\d{3,5}[A-Z]{0,2})(\s+MK\s?(?:I{1,3}|IV|[1-4]))?\s*$`, 'i');
    for (const row of rows) {
      const m = pattern.exec(row);
      if (m?.[1]) return `${m[1]}${m[2] ?? ''}`.toUpperCase();
    }
  }
  return undefined;
}

/** Read this surely: a bare number is a model only when nothing about its reading is in doubt. */
const BARE_SURE = 0.9;
// A letter after the digits that is no unit's (V, A, W, kelvin…) nor a digit's look-alike (O, I).
const MODEL_LETTER = '[BDEJNQRTUXYZ]?';
/** Alone on its line, four digits at least: three alone are as often a scale's or a setting's. */
const BARE_NUMBER = new RegExp(String.raw`^(\d{4,5}${MODEL_LETTER})$`);
const BEFORE_WORDS = new RegExp(String.raw`^(\d{3,5}${MODEL_LETTER})\s+([A-Za-z][A-Za-z\s-]*)$`);
/** A scale's mark ("150", "2000"), a number read from 0, or a year on a plate ("2019"): no model. */
const PLATE_YEAR = /^(?:19[5-9]\d|20[0-3]\d)$/;
const notModel = (n: string, year: boolean) => /^0|00[A-Z]?$/.test(n) || (year && PLATE_YEAR.test(n));

/**
 * A model number printed on its own, where the maker's name is read elsewhere on the photo
 * ("KLEIN" … "50046"), four or five digits, or before the product's own name ("2015 THD
 * MULTIMETER"), three to five, perhaps with a letter. Only from a sure line, and only when
 * one number stands so: a dial's marks or two candidates say nothing about which is the model.
 */
export function readBareModel(lines: readonly TextLine[], typeId: string | undefined): string | undefined {
  const sure = lines.filter((l) => l.confidence >= BARE_SURE).map((l) => l.text.trim());
  // The type's head noun, the last word of its id ("counter" of particle-counter).
  const typeWord = typeId?.split(/[\s-]/).pop()?.toLowerCase();
  const named = new Set<string>();
  for (const text of sure) {
    const m = BEFORE_WORDS.exec(text);
    if (m?.[1] && typeWord && typeWord.length >= 4 && m[2]?.toLowerCase().includes(typeWord) && !notModel(m[1], false)) named.add(m[1]);
  }
  if (named.size) return named.size === 1 ? [...named][0] : undefined;
  const bare = new Set(sure.map((t) => BARE_NUMBER.exec(t)?.[1]).filter((n): n is string => n !== undefined));
  const numbers = sure.filter((t) => /^\d+(?:[.,]\d+)?$/.test(t)).length;
  const [only] = bare;
  return bare.size === 1 && numbers === 1 && only && !notModel(only, true) ? only : undefined;
}

/**
 * A family's letters and its number alone on a line ("PWS 8000", "GTH 400", "LS 403C"), the number with perhaps a model
 * letter: any but a unit's (A, V, W, K) or a digit's look-alike (I, O), nor E (a number's exponent).
 */
const FAMILY_NUMBER = /^([A-Z]{2,4})\s(\d{2,5}[B-DF-HJ-NP-UX-Z]?)$/;
/**
 * Capitals before a number that say what the number is, not whose family it is: a limit, a standard or its body, a lot,
 * a date's month, a rating's or a terminal's name.
 */
const NOT_FAMILY = new Set(
  (
    'MAX MIN EN IEC ISO BS BSEN DIN VDE UL CSA NBR GB JIS NEMA LOT SN NR NO REV VER QTY CAT CATI AMB RPM PN DN IP IK AC DC CO ' +
    'TYPE TYP REF ART PART FIG PAGE JAN FEB MAR APR MAY JUN JUNE JUL JULY AUG SEP SEPT OCT NOV DEC TEL FAX KW HP HZ VA KVA'
  ).split(' '),
);

/**
 * A model printed as its family's capitals and a number, alone on a sure line ("PWS 8000" under BOSCH): where the maker is
 * read elsewhere, the label names its model so. Only one such line on the photo, and never capitals that name what the
 * number is ("MAX 253", "EN 1359", "LOT 07124") nor a year.
 */
export function readFamilyNumber(lines: readonly TextLine[]): string | undefined {
  const found = new Set<string>();
  for (const l of lines) {
    const m = l.confidence >= BARE_SURE ? FAMILY_NUMBER.exec(l.text.trim()) : null;
    const [letters = '', number = ''] = m ? [m[1], m[2]] : [];
    if (!m || NOT_FAMILY.has(letters) || isLabelWord(letters.toLowerCase()) || isTradeWord(letters.toLowerCase())) continue;
    // A round number is a family's model as often as any ("PWS 8000"): only a year is no model here.
    if (!PLATE_YEAR.test(number)) found.add(`${letters} ${number}`);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
