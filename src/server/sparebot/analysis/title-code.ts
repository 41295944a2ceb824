import type { TextLine } from '../extract/brand-match.ts';
import { CIRCULATOR_CLASS, NUMBER_OWNERS } from '../extract/inline-rule.ts';
import { isPrintedRating, wordsRunOn } from '../extract/printed-ratings.ts';
import { NUMBER_PAIR } from '../extract/codes.ts';
import type { Rating } from '../extract/rating-types.ts';
import { escapeRegExp, squash } from '../extract/text-normalise.ts';
import { findProductType } from '../kb/product-types.ts';
import { isTradeWord } from '../kb/vocabulary.ts';

/** A product noun's head, its last word ("bench power supply" and "DC power supply" are both supplies). */
const head = (id: string) => findProductType(id)?.noun.toLowerCase().split(' ').pop();

/**
 * The code a title names when no rule read a model: one printed on a line with only the item's own kind
 * ("DTX-1200 CABLEANALYZER" over its adapter's "DTX-CHA001"), or over a line of it; else the first usable one, unless it shares
 * its line with words naming another kind of product ("10MHz FUNCTION GENERATOR HM8030-6" on the shelf
 * under an oscilloscope's own "HM303-6"); then the first printed apart from such words comes first.
 */
export function titleCodeOf(
  codes: readonly Rating[] | undefined,
  rows: readonly string[],
  typeId: string | undefined,
  typesIn: (text: string) => Iterable<string>,
  usable: (code: string) => boolean,
): string | undefined {
  // A number alone with a run of seven digits or more ("24-25-0047120-1603") is a serial's or a meter's own number, named
  // only where no code with letters was read.
  const serial = (code: string) => /^[\d\s./-]+$/.test(code) && /\d{7}/.test(code);
  const read = (codes ?? []).filter((c) => usable(c.value));
  const usableCodes = [...read.filter((c) => !serial(c.value)), ...read.filter((c) => serial(c.value))];
  // What each line holding the code names besides it.
  const besides = (code: string) => rows.filter((row) => row.includes(code)).map((row) => row.split(code).join(' ').trim());
  const anotherProducts = (code: string) =>
    typeId !== undefined &&
    besides(code).some((rest) => {
      const named = [...typesIn(rest)];
      return named.length > 0 && named.every((t) => head(t) !== head(typeId));
    });
  // A line of the code and the kind's words alone (two words of letters at most), as a maker prints its model's name;
  // or the code alone on its line with such words alone on the line under it ("LR8402-20" over "MEMORY HILOGGER").
  const kindWords = (rest: string) =>
    /^[A-Za-z]+(?:\s[A-Za-z]+)?$/.test(rest) && [...typesIn(rest)].some((t) => head(t) === head(typeId ?? ''));
  const ownKind = (code: string) =>
    typeId !== undefined &&
    (besides(code).some(kindWords) || rows.some((row, i) => row.trim() === code && kindWords((rows[i + 1] ?? '').trim())));
  return (usableCodes.find((c) => ownKind(c.value)) ?? usableCodes.find((c) => !anotherProducts(c.value)) ?? usableCodes[0])?.value;
}

/**
 * The model a title names among those read: not one printed as its family's name ("TBS 1000C SERIES DIGITAL
 * OSCILLOSCOPE" over the badge's "TBS1102C"), where another was read.
 */
export function titleModelOf(models: readonly Rating[] | undefined, rows: readonly string[]): string | undefined {
  const family = (model: string) => {
    const printed = new RegExp(`${escapeRegExp(model)}\\s?SERIES\\b`, 'i');
    return rows.some((row) => printed.test(row));
  };
  return (models?.find((m) => !family(m.value)) ?? models?.[0])?.value;
}

/** Text a title may not name: it appears on the label only on lines read less surely than `sure`. */
export function readOnlyUnsurely(needle: string, lines: readonly TextLine[], sure: number): boolean {
  return lines.some((l) => l.text.includes(needle)) && !lines.some((l) => l.confidence >= sure && l.text.includes(needle));
}

/** Whose number a bare "No." heads is unsaid: "Model No.", "Part No.", "Product No." and the like say it. */
const BARE_NUMBER_LABEL = String.raw`(?<![A-Za-z])(?<!\b(?:${NUMBER_OWNERS}|TYP|PRODUCT|PROD)[.\s-]{0,3})(?:NO|NR|N°)\.?\s?`;

/**
 * A code read only after a bare "No." ("No.1ABILS9EW35" on a gauge's dial): a number, as often a serial as anything,
 * never the model a title names.
 */
export function readOnlyAfterNumberLabel(code: string, lines: readonly TextLine[]): boolean {
  const after = new RegExp(`${BARE_NUMBER_LABEL}${escapeRegExp(code)}(?![A-Za-z0-9])`, 'i');
  const holding = lines.filter((l) => l.text.includes(code));
  return holding.length > 0 && holding.every((l) => after.test(l.text));
}

/**
 * Marks shown among the codes as printed but never the product's model: a UL file number ("E188744", the listing's),
 * a circulator's temperature class ("TF110"), a production date after FD, Fertigungsdatum (Bosch's, Siemens's and
 * Neff's appliances, Worcester's boilers: "FD8407", "FD 906"), a supply over its phases or a value ("AC/3Ph",
 * "DC/0.15") and a LiPo battery's discharge rates and high-voltage cell ("80c/160c", "HV4.35V").
 */
const NOT_MODELS = new RegExp(
  String.raw`^(?:E\d{5,6}|${CIRCULATOR_CLASS}|FD\s?\d{3,4}|(?:AC|DC)\/(?:[13]\s?Ph|\d+(?:\.\d+)?[A-Za-z]{0,2})|\d{1,3}[cC]\/\d{1,3}[cC]|HV\d\.\d{1,2}V)$`,
);
/** A whole calendar date inside a code ("JEMM/2025/03/01", "B-01.03.2025"): a batch's or production's stamp, not a model (version 62). */
const HOLDS_DATE =
  /(?:19|20)\d{2}[/.-](?:0[1-9]|1[0-2])[/.-](?:0[1-9]|[12]\d|3[01])(?!\d)|(?<!\d)(?:0[1-9]|[12]\d|3[01])[/.-](?:0[1-9]|1[0-2])[/.-](?:19|20)\d{2}/;

/**
 * A code a title may name: five characters or more, no rating as printed, no part's, read surely (0.8), no chemistry
 * ("LiFeP04"), none of NOT_MODELS, no NUMBER_PAIR (a serial's or batch's form as often as a part's), no date, not
 * read only after a bare "No.", and not the maker's own name with its logo's mark read as a digit ("CHAUVET.2",
 * "CHAUVET2").
 */
export function usableTitleCode(code: string, lines: readonly TextLine[], partCodes: ReadonlySet<string>, brand?: string): boolean {
  // A product word spelt mostly in letters (a chemistry, "LiFeP04"), unlike a size code ("CR2032", "18650"), names no model.
  const chemistry = isTradeWord(code) && (code.match(/[A-Za-z]/g) ?? []).length >= 4;
  const [read, maker] = [squash(code), squash(brand ?? '')];
  const logo = maker !== '' && (read === maker || read.replace(/\d$/, '') === maker);
  return (
    code.length >= 5 &&
    !isPrintedRating(code) &&
    !partCodes.has(code) &&
    !readOnlyUnsurely(code, lines, 0.8) &&
    !readOnlyAfterNumberLabel(code, lines) &&
    !logo &&
    !chemistry &&
    !NOT_MODELS.test(code) &&
    !NUMBER_PAIR.test(code) &&
    !HOLDS_DATE.test(code) &&
    !wordsRunOn(code)
  );
}
