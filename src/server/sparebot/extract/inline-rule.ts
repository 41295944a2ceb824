import type { RatingKey } from './rating-types.ts';

/** One way a rating is written with its unit or label: what it reads and how it is shown. */
export interface InlineRule {
  key: RatingKey;
  pattern: RegExp;
  /** Builds the display value from the match. */
  format: (m: RegExpExecArray) => string | null;
  fraction?: boolean;
  /** The match group holding the numbers, when it is not the first. */
  group?: number;
  /** The numbers are the shown value's, which the rule built ("40" read, "4000 K" shown). */
  fromValue?: boolean;
}

/**
 * Words that say whose number a "No." heads ("Model No.", "Part No.", "Art.-No.", "G.C. No."): after one, the number
 * is theirs, no serial (plate-rules.ts) and no bare number (analysis/title-code.ts).
 */
export const NUMBER_OWNERS = String.raw`MODEL|MOD|TYPE|PART|CAT|ART|ARTIKEL|ARTICLE|REF|ORDER|ITEM|GC|G\.C`;

/** Pattern pieces the unit rules share: a number, a range of up to four values, a left word edge. */
export const NUM = String.raw`\d+(?:\.\d+)?`;
export const RANGE = String.raw`${NUM}(?:\s?[/-]\s?${NUM}){0,3}`;
export const EDGE = String.raw`(?<![A-Za-z0-9.])`;
/** A speed's unit as plates print it ("rpm", "r.p.m.", "r/min", "min-1", "1/min", "U/min", "giri/min", "tr/min"). */
export const SPEED_UNIT = String.raw`(?:rpm\b|r\.p\.m\b\.?|r/min\b|min-1\b|1/min\b|U/min\b|giri/min\b|tr/min\b)`;
/** A lamp's designation: its watts, then its colour code (group 2 the rendering index's tens, 3 kelvin hundreds: "58W/840"). */
export const LAMP_DESIGNATION = String.raw`(\d{1,3})\s?W\s?\/\s?([89])([2-6]\d)`;
/** A nominal pipe or valve size of EN ISO 6708's series, as a pattern's alternatives, longest first. */
export const DN_SIZE = [
  1200, 1000, 900, 800, 700, 600, 500, 450, 400, 350, 300, 250, 200, 150, 125, 100, 80, 65, 50, 40, 32, 25, 20, 15, 10, 8, 6,
].join('|');
/**
 * The utilisation categories IEC 60947 defines (AC-3, AC-3e, AC-5a, DC-13…), with or without the hyphen; DC-1 to DC-6
 * only with it ("DC5" is the start of a supply range, "DC 5-24V", read apart).
 */
export const UTILISATION_CATEGORY = String.raw`(?:AC-?(?:5a|5b|6a|6b|7a|7b|8a|8b|12|13|14|15|20|21|22|23|1|2|3e|3|4)|DC-?(?:12|13|14|20|21|22|23)|DC-(?:1|3|5|6))`;
/** A category with its letter where it takes one: only a switch's (AC-20 to DC-23) take A or B ("AC-22A"; "DC12A" is amperes). */
export const LETTERED_CATEGORY = String.raw`${UTILISATION_CATEGORY}(?:(?<=2\d)[AB])?`;
/** Russia's standards body, ГОСТ, as printed or as a Latin-script OCR reads it ("FOCT", "rOCT"). */
export const GOST_BODY = String.raw`(?:GOST|ГОСТ|[rTF][O0]CT)`;
/** A network interface's MAC address: twelve hexadecimal digits run together, six or more of them digits ("0016D00018A9"). */
export const MAC_ADDRESS = String.raw`(?=(?:[A-F]*\d){6})(?=[0-9]*[A-F])[0-9A-F]{12}`;
/** National bodies that adopt a European standard under their own letters ("BS EN", "DIN EN", "TS EN", "NF EN", "PN-EN"). */
export const NATIONAL_BODIES = 'BS|DIN|TS|NF|UNE|NEN|SS|SN|CSN|PN|ÖVE|OVE|ELOT|SIST|STN|MSZ|NBN|IS|NBR';
/** A refrigerant whose ASHRAE number ends in small letters ("R134a", "R1234yf"), which mark where it ends when OCR runs it on. */
export const REFRIGERANT_ENDED_SMALL = String.raw`R-?(?:134a|1234yf|1234ze|600a)`;
/**
 * A refrigerant printed with a space after its R ("R 134a", "R 410A" on a gas cylinder's shoulder): only the numbers
 * whose letter ends them, as "R 32" or "R 22" may be a resistor's or a row's mark.
 */
export const REFRIGERANT_SPACED_NUMBER = '134a|410A|407C|404A|454B|513A|417A|422D|1234yf|1234ze|600a';
const REFRIGERANT_SPACED = String.raw`R\s(?:${REFRIGERANT_SPACED_NUMBER})`;
/** … or by its chemical class and number, as American plates print it ("CONTAINS HCFC-22", "HFC-134a", "HFO-1234yf"). */
const REFRIGERANT_BY_CLASS = String.raw`(?:HCFC|HFC|HFO)-?(?:22|32|134a|410A|407C|404A|1234yf|1234ze)`;
/**
 * A refrigerant by its ASHRAE number, as heat pumps, air conditioners and chillers print it ("R32", "R-410A", "R134a"),
 * also run on after its charge's unit ("80 OZ R22" read "OZR22"). Group 1 the name.
 */
export const REFRIGERANT = String.raw`(?:(?<![A-Za-z0-9])|(?<=(?<![A-Za-z])(?:OZ|LBS?)))(R-?(?:32|410A|407C|404A|290|454B|513A|744|22|417A|422D)|${REFRIGERANT_ENDED_SMALL}|${REFRIGERANT_SPACED}|${REFRIGERANT_BY_CLASS})(?![A-Za-z0-9])`;
/**
 * The standard a starter battery's cold-cranking current is measured to, after its amperes ("680A (EN)", "540 A SAE"),
 * in brackets or standing alone: "20A (EN 60898)" is a breaker's current before its standard's number.
 */
export const CRANKING_STANDARD = String.raw`\s?[[(]?\s?(EN|SAE|DIN)(?:\s?[\])]|(?!\s?[A-Za-z0-9]))`;
/** A thermal cut-off's functioning temperature with its T ("T133C", "Tf 216°C"): group 1 the degrees. */
export const FUNCTIONING_TEMPERATURE = String.raw`(?<![A-Za-z0-9])Tf?\s?(\d{2,3})\s?°?C(?![A-Za-z0-9])`;
/** A compressor oil's grade (PAG 46, 100, 150): only a vehicle air conditioner's compressor is filled with it. */
export const PAG_OIL = String.raw`PAG\s?(?:46|100|150)`;
/** A heating circulator's temperature class (TF95, TF110: the hottest water it may pump). */
export const CIRCULATOR_CLASS = String.raw`TF\s?(?:95|110)`;

/** A national body glued to the standard's letters ("TSEN", "BSEN"), to be written apart. */
export const GLUED_BODY = new RegExp(String.raw`^(${NATIONAL_BODIES})(?=EN|IEC|VDE|ISO)`);
/** A circuit board's flammability grade (UL 94: "94V-0", "94HB"): no voltage, no model. */
export const FLAMMABILITY_GRADE = String.raw`94\s?(?:V\s?-?\s?[012]|HB)(?![0-9])`;

/**
 * A test instrument's measurement category (IEC 61010: CAT II, CAT III 600V, CAT IV), as OCR reads
 * it: capitals, Is read as l or |, spaces lost ("CATII600V"). Group 1 the Is (or IV), group 2 the volts.
 */
export const MEASUREMENT_CATEGORY_SOURCE = String.raw`(?<![A-Za-z0-9])CAT\s?(IV|[Il|]{1,3})(?:\s?(\d{3,4})\s?V)?(?![A-Za-z])`;

/** A measurement category as the trade writes it, from its Is as read ("lll" → "CAT III"), with its volts when read. */
export const measurementCategory = (is: string, volts?: string): string =>
  `CAT ${/^iv$/i.test(is) ? 'IV' : 'I'.repeat(is.length)}${volts ? ` ${volts} V` : ''}`;

/**
 * A brushless motor's speed constant in rpm per volt, as hobby and robot motors print it after their stator's
 * size ("D5065-270KV", "2212/920KV") or alone from 500 up ("1100KV"): never kilovolts, which are written kV.
 * Group 1 or 2 the number.
 */
export const MOTOR_KV =
  /(?:(?<=(?<![A-Za-z0-9])[A-Z]{0,3}\d{4}[-/])(\d{2,4})|(?<![A-Za-z0-9.,/-])([5-9]\d{2}|[1-4]\d{3}))\s?(?:KV|Kv|kv)(?![A-Za-z0-9])/g;

/** Whether the text at this place is a motor's speed constant (MOTOR_KV). */
export const isMotorKv = (text: string, at: number): boolean =>
  [...text.matchAll(MOTOR_KV)].some((m) => m.index <= at && at < m.index + m[0].length);

/** A value as read with its inner spaces taken out ("230 / 400" → "230/400"). */
export const compact = (s: string | undefined): string => (s ?? '').replace(/\s+/g, '');

/**
 * The text with the pattern's matches blanked out by as many spaces (so every other reading keeps its place), where
 * `blanked` allows: a rating one rule reads that no other rule may read again (a fuse's marking, a current loop).
 */
export function blankOut(text: string, pattern: RegExp, blanked: (m: RegExpExecArray) => boolean = () => true): string {
  const all = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let out = '';
  let last = 0;
  for (let m = all.exec(text); m; m = all.exec(text)) {
    if (!blanked(m)) continue;
    out += text.slice(last, m.index) + ' '.repeat(m[0].length);
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

/** The lowest gauge pressure there is, a full vacuum, in each pressure unit. */
const FULL_VACUUM: Record<string, number> = { bar: 1, mbar: 1013, psi: 14.7, kpa: 101.3, mpa: 0.1013 };

/**
 * A pressure range as read, its minus sign kept only where it can be one: no gauge reads below a full vacuum, so
 * "-180" before "bar" is a scale's tick read with its mark ("-1-9 bar" keeps its sign).
 */
export function pressureRange(read: string, unit: string): string {
  const start = Number(/^-(\d+(?:\.\d+)?)/.exec(read)?.[1] ?? 0);
  return start > (FULL_VACUUM[unit.toLowerCase()] ?? 0) ? read.slice(1) : read;
}
