/**
 * An instrument's accuracy class, as gauges (EN 837: "CL 1.6", "Kl. 1,0"), panel meters (IEC 60051: "CLASS 2.5")
 * and energy meters ("Cl. 1") print it: its word, Class, Klasse or Classe, often cut to CL, Cl or Kl (OCR reads
 * the l as a capital I), then the class.
 *
 * A class with a decimal is always an accuracy class: an insulation class is a letter, a cable's or a supply's
 * class ("Class 2") a whole number. The decimal's point is often lost in the reading ("CLASS 25", "CL25"): a
 * class no instrument has is then read back with its point, only where that gives a class of the series (0.5, 0.6,
 * 1.5, 1.6, 2.5). A whole-number class is kept only after the word's cut, dotted form ("Cl. 1", "Kl.2"), which a
 * supply's "Class 2" never takes. A decimal's O read as a nought ("Kl.1O") is its nought.
 */
// CI and KI (OCR's capital I for the l) only with the cut's full stop: "CI" alone is cast iron on a valve's body.
const WORD = String.raw`(?:CLASS|Class|class|KLASSE|Klasse|CLASSE|Classe|CL|Cl|KL|Kl|(?:CI|KI)(?=\.))`;
const CUT_DOTTED = String.raw`(?:Cl|CI|CL|Kl|KI|KL)\.`;
const DECIMAL = String.raw`[0-4][.,][0-9O][05O]?`;
/** Classes of the series read without their point, and how each is written. */
const POINT_LOST: Readonly<Record<string, string>> = { '05': '0.5', '06': '0.6', '15': '1.5', '16': '1.6', '25': '2.5' };
const CLASS_READ = `${DECIMAL}|${Object.keys(POINT_LOST).join('|')}`;

export const ACCURACY_CLASS = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:${WORD}\.?\s?(${CLASS_READ})|${CUT_DOTTED}\s?([1-4]))(?![A-Za-z0-9.,]|\s?%)`,
  'g',
);

/** The class as the trade writes it ("1,O" → "1.0", "25" → "2.5"), from a match of ACCURACY_CLASS. */
export function accuracyClass(m: RegExpExecArray): string | null {
  const read = m[1] ?? m[2];
  if (!read) return null;
  return POINT_LOST[read] ?? read.replace(',', '.').replace(/O/g, '0');
}

/** A class run into its word ("CL0.6", "CL25"): a rating, never a model code. */
export const ACCURACY_CLASS_TOKEN = new RegExp(`^${WORD}\\.?(?:${CLASS_READ})$`);
