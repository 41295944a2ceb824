import { blankOut, type InlineRule } from './inline-rule.ts';

/**
 * ANSI's gas appliance standards (Z21.10 gas water heaters, Z21.13 boilers, Z83 catering), cited with their Canadian twin
 * and often with "ANSI" cut or lost at the label's edge: "ANSI Z21.10.1-CSA 4.1-2014", "NSI Z21.10.1A-CSA 4.1A-2002",
 * "Z21.10.1b-CSA4.1b-2000". A standard, never the product's current ("4.1A") nor a model code.
 */
const CITATION = String.raw`(?<![A-Za-z0-9])(?:ANSI\s?|ANS\s|NSI\s)?(Z(?:21|83)\.\d{1,3}(?:\.\d{1,2})?[a-z]?)(?:\s?[-/]\s?CSA\s?(\d{1,2}\.\d{1,2}[a-z]?(?:-(?:19|20)\d{2})?))?(?![0-9])`;

export const GAS_STANDARD = new RegExp(CITATION, 'gi');

/** The citation as printed, with the edition's letter, its twin and year ("ANSI Z21.10.1A-CSA 4.1A-2002"). */
export const GAS_STANDARD_RULE: InlineRule = {
  key: 'standards',
  pattern: GAS_STANDARD,
  format: (m) => `ANSI ${m[0].replace(/^(?:ANSI|ANS|NSI)\s?/i, '')}`,
};

/** The text with its gas appliance standards blanked out: their twin's "4.1A" is no current. */
export const withoutGasStandards = (text: string): string => blankOut(text, GAS_STANDARD);

/** Such a citation read as one token ("Z21.10.1b-CSA4.1b-2000"): a standard, never a model code. */
export const GAS_STANDARD_TOKEN = /^Z(?:21|83)\.\d/i;
