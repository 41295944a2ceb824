import type { RatingMap } from './ratings.ts';

/**
 * What a valve's body or its label is stamped with, read as the valve's (issue 30): its pressure rating for water, oil and
 * gas, its solenoid coil's duty cycle, its ports and positions, and its casting's material grade.
 */

/** A pressure rating for water, oil and gas ("1500 PSI WOG") or cold working pressure ("600 CWP"): a valve's or fitting's stamp. */
const WOG_OR_CWP = /\d\s?(?:psi|lbs?)?\s?(?:WOG|CWP)(?![A-Za-z])/i;
/** A coil's duty cycle ("100%ED", "ED 100%"). */
const DUTY_CYCLE = /\d\s?%\s?ED(?![A-Za-z])|(?<![A-Za-z])ED\s?\d{2,3}\s?%/;
/** A valve's ports and positions with its rest state ("3/2 NC", "2/2-NO", "5/2"). */
const PORTS_AND_POSITIONS = /(?<![\d.])[2-5]\s?[/-]\s?[23]\s?-?\s?N[CO](?![A-Za-z])/;
/**
 * A pressure-retaining casting's grade, as ASTM A216, A351 and A352 name them (carbon steel WCB and WCC, low-temperature
 * LCB and LCC, chrome-moly WC6 and WC9, stainless CF8, CF8M, CF3 and CF3M): cast into an industrial valve's body.
 */
const CAST_GRADE = /(?<![A-Za-z0-9])(?:WCB|WCC|LCB|LCC|WC6|WC9|CF8M?|CF3M?)(?![A-Za-z0-9])/;
const GRADE_ALONE = new RegExp(String.raw`^\s*${CAST_GRADE.source}\s*$`);
/** … with its standard ("ASTM A216", "A351") beside it, or a pressure class in the short forms bodies are stamped with ("S.600", "CL150"). */
const CAST_STANDARD = /(?<![A-Za-z0-9])(?:A\s?216|A\s?351|A\s?352)(?![0-9])/i;
const SHORT_CLASS = /(?<![A-Za-z])(?:CL|S)\.?\s?(?:150|300|600|900|1500|2500)(?![0-9])/i;

/** The valve inferences of a label stamped as a valve is; none otherwise. */
export function valveInferences(text: string, ratings: RatingMap): { type: 'valve'; weight: number }[] {
  const out: { type: 'valve'; weight: number }[] = [];
  if (WOG_OR_CWP.test(text)) out.push({ type: 'valve', weight: 1.1 });
  // The duty cycle with a pressure range, or with the coil's power in VA, is a solenoid valve's label (or its coil's).
  if (DUTY_CYCLE.test(text) && (ratings.pressure?.length || ratings.apparentPower?.length)) out.push({ type: 'valve', weight: 1.1 });
  if (PORTS_AND_POSITIONS.test(text)) out.push({ type: 'valve', weight: 1 });
  // A grade with its standard, or with its pressure as stamped or as the rules read it ("CLASS 300", "PN40"); a grade cast
  // alone on the body (a line of its own) less surely: it may be another casting's (a pump's).
  const stated =
    CAST_STANDARD.test(text) || SHORT_CLASS.test(text) || Boolean(ratings.pressureClass?.length || ratings.pressureRating?.length);
  if (CAST_GRADE.test(text) && stated) out.push({ type: 'valve', weight: 1.2 });
  else if (text.split('\n').some((l) => GRADE_ALONE.test(l))) out.push({ type: 'valve', weight: 0.8 });
  return out;
}
