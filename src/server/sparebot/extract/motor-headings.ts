import { SPEED_UNIT } from './inline-rule.ts';

/**
 * A motor's rating plate prints its headings apart from its values, in cells or rows of their own (a CNC spindle's
 * "Mot. 3 PHASE", "Poles", "r/min", "Ins.CL.", "cos φ" over a row of bare numbers). When the values were not read
 * beside their units, three of these headings together still say the plate is a motor's: no other plate prints
 * them. Trade knowledge of IEC and Chinese motor plates; the values themselves stay unread.
 */
const HEADINGS: readonly RegExp[] = [
  // Speed, in any of its units alone (inline-rule.ts).
  new RegExp(String.raw`(?<![A-Za-z0-9])${SPEED_UNIT}(?![A-Za-z0-9])`, 'i'),
  // Poles: "Poles", "Pole", "Polzahl", "P=4".
  /(?<![A-Za-z])(?:poles?|polzahl|polig)(?![A-Za-z])/i,
  // Insulation class: "Ins.CL.", "Ins. Class", "Isol.-Kl.", "Iso.Kl", "Cl. isol".
  /(?<![A-Za-z])(?:ins\.?\s?cl(?:ass)?|insulation\s?class|isol?\.?-?\s?kl|cl\.?\s?isol)(?![A-Za-z])/i,
  // Power factor: "cos φ", and as OCR reads the φ ("COSY", "COS9", "COSP", "cos phi").
  /(?<![A-Za-z])cos\s?(?:φ|Φ|ϕ|phi|y|9|p)(?![A-Za-z])/i,
  // The phases as a motor plate heads them ("3 PHASE", "3~ Mot", "Drehstrom-Motor"), and the plate's "Mot." cell.
  /(?<![A-Za-z0-9])(?:3\s?pha\s?se|3\s?~\s?mot|drehstrom|mot\.)(?![A-Za-z])/i,
];

/** The motor inference of a plate whose headings were read without their values; none with fewer than three. */
export function motorHeadingInferences(text: string): { type: string; weight: number }[] {
  const found = HEADINGS.filter((h) => h.test(text)).length;
  return found >= 3 ? [{ type: 'motor', weight: 1.2 }] : [];
}
