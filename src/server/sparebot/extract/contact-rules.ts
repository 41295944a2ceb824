import { LETTERED_CATEGORY, type InlineRule } from './inline-rule.ts';

/*
 * What a switching device's label states of its contacts and wiring, written inline (inline-ratings.ts runs these):
 * NEMA pilot duty, enclosure types, IEC 60947's utilisation categories, and the wires of a supply ("3PH 4W").
 */

/** The phase sign before a wire count ("1Ø", "3Φ"), or its Ø read as 0 straight after a voltage ("240V10-"). */
export const PHASE_SIGN = String.raw`\b[13]\s?[ØΦφ]\s?-?\s?|\dV\s?[13]0-(?=[2-5]\s?W(?![A-Za-z0-9]))`;

/**
 * NEMA ICS 5's pilot duty ratings, the only ones there are: a letter for the current (A–E AC, N–R DC) and the voltage
 * class, 150, 300 or 600 ("A600", "R300"). A battery's "C10-C100" discharge rates are none.
 */
export const PILOT_DUTY = String.raw`(?:[ABCD](?:150|300|600)|E150|[NPQ](?:150|300|600)|R(?:150|300))`;
const HEAVY_AC_DUTY = /(?<![A-Za-z0-9])A(?:150|300|600)(?![A-Za-z0-9])/;
const PILOT_DUTY_WORDS = /NEMA|EEMAC|pilot\s?duty|contact\s?rating/i;

/**
 * Whether a pilot duty read at `at` is one: a letter and a number are also a board's parts (R150, C300), a meter's or a
 * battery's model (E150, B300). It is, joined to another ("A600-Q600", "A600/R300"), on a label that names NEMA, a pilot
 * duty or a contact rating, or beside the commonest, a heavy AC duty (A600, A300, A150), which no board prints.
 */
function pilotDutyStated(text: string, at: number, length: number): boolean {
  const joined =
    /[A-Z]\d{3}\s?[-/,]\s?$/.test(text.slice(Math.max(0, at - 7), at)) ||
    /^\s?[-/,]\s?[A-Z]\d{3}/.test(text.slice(at + length, at + length + 7));
  return joined || PILOT_DUTY_WORDS.test(text) || HEAVY_AC_DUTY.test(text);
}

export const CONTACT_RULES: InlineRule[] = [
  {
    key: 'pilotDuty',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9])(?<![A-Za-z]-)(${PILOT_DUTY})(?![A-Za-z0-9])`, 'g'),
    format: (m) => (pilotDutyStated(m.input, m.index, m[0].length) ? `NEMA ${m[1]}` : null),
  },
  // Glued to the standard that defines it: "NEMA/EEMACA300".
  {
    key: 'pilotDuty',
    pattern: new RegExp(String.raw`(?:NEMA|EEMAC)[/\s]*(?:EEMAC)?\s?(${PILOT_DUTY})(?![A-Za-z0-9])`, 'g'),
    format: (m) => `NEMA ${m[1]}`,
  },
  {
    key: 'enclosureType',
    pattern: /(?:TYPE|NEMA)\s?(\d{1,2}X?(?:\s?[&/,]\s?\d{1,2}X?)+|\d{1,2}X)\b/gi,
    format: (m) => `Type ${(m[1] ?? '').replace(/\s+/g, '')}`,
  },
  {
    key: 'utilisationCategory',
    // The categories IEC 60947 defines, and no others: "DC8-28V" and "DC12-48V" are supply ranges, not DC-8 or DC-12, and "DC12V" and
    // "DC12/24V" are volts DC.
    pattern: new RegExp(
      String.raw`(?<![A-Za-z0-9])(${LETTERED_CATEGORY})(?![0-9A-Za-z])(?![.,]\d)(?!\s?V(?![A-Za-z]))(?![/-]\d+(?:[.,]\d+)?\s?V(?![A-Za-z]))`,
      'gi',
    ),
    // As IEC writes them: AC-3, AC-3e, AC-5a, AC-20A.
    format: (m) =>
      (m[1] ?? '').replace(/^(AC|DC)-?(\d+)(.*)$/i, (_all, kind: string, n: string, rest: string) => {
        const small = /^[5-8]$/.test(n) || rest.toLowerCase() === 'e';
        return `${kind.toUpperCase()}-${n}${small ? rest.toLowerCase() : rest.toUpperCase()}`;
      }),
  },
  // "3PH 4W", "1PH 2W", "4 wire": conductors, not watts.
  { key: 'wires', pattern: /(?<=\b[13]\s?(?:PH|PHASE|P|~)\s?)([2-5])\s?W(?![A-Za-z0-9])/gi, format: (m) => `${m[1]}-wire` },
  // A North American plate's phase sign ("1Ø 3W", "3Φ-4W"; OCR reads Ø as 0 after the voltage: "120/240V 10-3W").
  { key: 'wires', pattern: new RegExp(String.raw`(?<=${PHASE_SIGN})([2-5])\s?W(?![A-Za-z0-9])`, 'g'), format: (m) => `${m[1]}-wire` },
  { key: 'wires', pattern: /(?<![A-Za-z0-9])([2-5])(?:[\s-]?wires?\b|\s?W(?=\s?sense\b))/gi, format: (m) => `${m[1]}-wire` },
  // A supply's phase wires with its neutral and earth, as a charger's or a board's plate writes them ("3W+N+PE").
  {
    key: 'wires',
    pattern: /(?<![A-Za-z0-9])([1-3])\s?W\s?\+\s?N(\s?\+\s?PE)?(?![A-Za-z0-9])/g,
    format: (m) => `${m[1]}W+N${m[2] ? '+PE' : ''}`,
  },
];
