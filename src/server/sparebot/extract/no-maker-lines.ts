/**
 * Lines that name no maker whatever their words look like, so the brand matcher skips them (brand-match.ts).
 */

/** A partner's mark on its own line ("with NETATMO", "Works with Alexa"): whose service it uses, not who made it. */
const PARTNER_MARK = /^\s*(?:works\s+with|compatible\s+with|with)\s+[A-Za-z][A-Za-z-]*\s*$/i;

/**
 * A line that opens with "for" ("for Mitsubishi Electric Europe (UK)", "For Daikin units"): whose equipment the item
 * serves, not who made it.
 */
const SERVES_LINE = /^\s*for\s+[A-Za-z]/i;

/** A street address ("76 FULTON ST.", "12 Hamilton Road", "Newton Str. 8"): its street names no maker. */
const STREET_ADDRESS =
  /^\s*\d{1,5}[A-Z]?,?\s+[A-Za-z.' -]+?\s(?:ST|STREET|RD|ROAD|AVE|AVENUE|LANE|LN|BLVD)\b|\b[A-Za-z]+\s?(?:STR|STRASSE|STRAßE|STRAAT)\.?\s?\d{1,4}\b/i;

/**
 * A line that is only "Made in" and its country, its M read as a W or an N ("WADEIN CHINA", "NADE IN TAIWAN"):
 * no maker's name, though Wadkin is one slip from "WADEIN".
 */
const MADE_IN_LINE =
  /^\s*[MWN]ADE\s?IN\s?(?:CHIN[AN]|TAIWAN|JAPAN|KOREA|INDIA|P\.?R\.?C|GERMANY|ITALY|FRANCE|SPAIN|POLAND|TURKEY|VIETNAM|THAILAND|MALAYSIA|U\.?S\.?A|U\.?K|ENGLAND)\.?\s*$/i;

/** A difference read on a display or a plate, headed by the Greek letter's name ("Delta Vol: 0.005V", "Delta T 5K"). */
const DELTA_READING = /^\s*Delta\s?(?:Vol(?:t(?:age)?)?|V|T|P)\b/i;

/**
 * A Spanish-speaking country's state utility, printed on the meters it owns ("COMISION FEDERAL DE ELECTRICIDAD",
 * Mexico's CFE; "Compañía Nacional de Fuerza y Luz"): the meter's owner, never its maker (Federal Electric).
 */
const UTILITY_LINE = /\b(?:COMISI[OÓ]N|COMPA[NÑ][IÍ]A|EMPRESA|ADMINISTRACI[OÓ]N)\b.*\bDE\s+(?:ELECTRICIDAD|ENERG[IÍ]A|FUERZA|LUZ)\b/i;

/**
 * A program's output on a screen in the photo: a traceback's file line ('File "/lib/adafruit_bus.py", line 4') or a
 * path of folders ("/usr/lib/siemens/"). The library's or folder's name is no maker of the item photographed.
 */
const PROGRAM_OUTPUT = /^\s*File\s?"|(?:^|[\s"'(])\/[a-z_][\w.-]*\/[a-z_]/;

/**
 * A partner's mark, a line saying whose equipment it serves, a street address, a "Made in" line, a difference's
 * heading, a utility's name or a program's output: read, but no maker's name.
 */
const NO_MAKER_LINES = [PARTNER_MARK, SERVES_LINE, STREET_ADDRESS, MADE_IN_LINE, DELTA_READING, UTILITY_LINE, PROGRAM_OUTPUT];
export const namesNoMaker = (text: string): boolean => NO_MAKER_LINES.some((line) => line.test(text));

/**
 * The lines that are one of a set of legends told apart by a letter before a hyphen ("D-LINK" beside "M-LINK", a board's
 * two link lamps): what the lamps show, never a maker's name (D-Link), whatever the line's single word looks like.
 */
export function letteredLegends<L extends { text: string }>(lines: readonly L[]): Set<L> {
  const byWord = new Map<string, { letters: Set<string>; lines: L[] }>();
  for (const l of lines) {
    const [, letter, word] = /^\s*([A-Z])-([A-Z]{3,})\s*$/.exec(l.text) ?? [];
    if (!letter || !word) continue;
    const set = byWord.get(word) ?? { letters: new Set<string>(), lines: [] };
    set.letters.add(letter);
    set.lines.push(l);
    byWord.set(word, set);
  }
  return new Set([...byWord.values()].filter((s) => s.letters.size > 1).flatMap((s) => s.lines));
}
