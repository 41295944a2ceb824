import type { Rating } from './rating-types.ts';

/**
 * Lamp caps (IEC 60061) as lamps and their boxes print them: Edison screws ("E27", "E14"), bayonets ("B22d"), pins
 * ("GU10", "GU5.3", "G13", "2G11", "G24q-3", "GR10q") and linear halogens' "R7s". Each names a lamp and how it fits.
 */
const CAPS = String.raw`E(?:10|12|14|27|40)|B(?:15|22)d?|GU(?:10|5\.3|4)|GX(?:53|5\.3|24[dq]-[1-4]|10q)|G(?:13|23|24[dq]-[1-3]|R8|R10q|10q)|2G(?:7|11|10)|2GX13|R7s`;
/** … and pins that also name other things ("G4" a gas meter, "G9", "G5"): only where the label names a lamp. */
const SHORT_CAPS = String.raw`G(?:4|5|9)`;
const CAP = new RegExp(String.raw`(?<![A-Za-z0-9./-])(${CAPS})(?![A-Za-z0-9.]|-\d)`, 'g');
const SHORT_CAP = new RegExp(String.raw`(?<![A-Za-z0-9./-])(${SHORT_CAPS})(?![A-Za-z0-9.]|-\d)`, 'g');
const LAMP_WORD = /\b(?:lamps?|bulbs?|tubes?|halogen|fluorescent|LED|T5|T8|capsule)\b/i;

/** The lamp caps a label prints (`lampCap`), the short pin caps only beside a lamp word. */
export function lampCaps(rows: readonly string[]): Rating[] {
  const lamp = rows.some((row) => LAMP_WORD.test(row));
  return rows.flatMap((row) =>
    [...row.matchAll(CAP), ...(lamp ? row.matchAll(SHORT_CAP) : [])].map((m): Rating => ({
      key: 'lampCap',
      value: m[1] ?? '',
      numbers: [],
      via: 'inline',
    })),
  );
}
