import type { InlineRule } from './inline-rule.ts';

/** A date of manufacture: year and month (and day), month and year, day, month and year, or the year alone. */
const MADE_DATE = String.raw`(?:19|20)\d{2}[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\d|3[01]))?|(?:0?[1-9]|[12]\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-](?:19|20)?\d{2}|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}|(?:0?[1-9]|1[0-2])\/\d{2}|(?:19|20)\d{2}`;

/** A month's name as labels shorten it. */
export const MONTH_NAME = '(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)';

/** A year a label prints alone on its line: from when labels were read so, to a few years ahead; never 2000, a model's number as often. */
const LONE_YEAR = String.raw`199[5-9]|200[1-9]|20[1-3]\d`;

/** When a product was made, as its plate says it (plate-rules.ts). */
export const DATE_RULES: InlineRule[] = [
  // When it was made, after its label in any language ("Manufacturing Date: 04/2007", "MFG.YR 2014", "Baujahr 2019",
  // "Herstellungsdatum: 06/16", "Fabr.-Jahr 2011"), a year after a year's own word ("Year 2018", "Anno 2015", "Bj. 2009"),
  // or a full date written year first ("2013-12-23"), which a label prints for no other reason.
  // A date code ("Date:1913a", "DATE CODE 2219") is the maker's own cipher: not read.
  {
    key: 'manufactured',
    pattern: new RegExp(
      String.raw`(?<![A-Za-z])(?:(?:MANUFACTUR(?:ING|ED?)|MFG|MFD|PROD(?:UCTION)?)\.?\s?(?:DATE|YR|YEAR)|DATE\s?OF\s?(?:MANUFACTURE|MFG)|MANUFACTURED|BAUJAHR|HERSTELL(?:UNGS)?(?:DATUM|JAHR)|FABR(?:IKATIONS)?\.?\s?-?\s?(?:JAHR|DATUM)|YEAR\s?OF\s?(?:MANUFACTURE|CONSTRUCTION)|YOM|BOUWJAAR|ANN[EÉ]E\s?DE\s?FABRICATION|ANNO\s?DI\s?(?:FABBRICAZIONE|COSTRUZIONE)|(?:FECHA|A[ÑN]O)\s?DE\s?FABRICACI[OÓ]N)\.?\s?[:.]?\s?(${MADE_DATE})(?![\d/.-]*\d)|(?<![\d./-])((?:199\d|20[0-3]\d)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))(?![\d-])|(?<![A-Za-z])(?:YEAR|ANN[EÉ]E|ANNO|JAHR|BJ\.)\s?[:.]?\s?((?:19|20)\d{2})(?![\d/.,-]*\d)`,
      'gi',
    ),
    format: (m) => m[1] ?? m[2] ?? m[3] ?? null,
  },
  // A year alone on its row ("2016" below a meter's ratings, "2021" on a board's silk screen), or after the working
  // temperature a meter's plate prints it beside ("-40...+70C 2016 4kV"): the year it was made, as no rating is a year alone.
  {
    key: 'manufactured',
    pattern: new RegExp(String.raw`^\s*(${LONE_YEAR})\s*$|(?<=\d\s?°?\s?C\s)(${LONE_YEAR})(?=\s|$)`, 'g'),
    format: (m) => m[1] ?? m[2] ?? null,
  },
  // A month's name, a batch or shift and a year ("NOV/S1/2024" on a capacitor): when it was made, as printed.
  {
    key: 'manufactured',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9])(${MONTH_NAME}[./-][A-Z0-9]{1,3}[./-](?:199\d|20[0-3]\d))(?![\w/])`, 'gi'),
    format: (m) => m[1] ?? null,
  },
  // A month and its year alone on their row ("12/2021" on a control board's sticker): when it was made, never its model.
  {
    key: 'manufactured',
    pattern: new RegExp(String.raw`^\s*((?:0?[1-9]|1[0-2])\/(?:${LONE_YEAR}))\s*$`, 'g'),
    format: (m) => m[1] ?? null,
  },
];

const YEAR_ALONE = new RegExp(String.raw`^(?:${LONE_YEAR})$`);

/**
 * The years read alone in their own box that row grouping joined to other text on the same line of the photo
 * ("Hangzhou,China 2018"): each a row of its own for the rule above.
 */
export function loneYearRows(lines: readonly { text: string }[], rows: readonly string[]): string[] {
  return lines.map((l) => l.text.trim()).filter((text) => YEAR_ALONE.test(text) && !rows.includes(text));
}
