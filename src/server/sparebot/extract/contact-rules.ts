import { LETTERED_CATEGORY, type InlineRule } from './inline-rule.ts';

/*
 * What a switching device's label states of its contacts and wiring, written inline (inline-ratings.ts runs these):
 * NEMA pilot duty, enclosure types, IEC 60947's utilisation categories, and the wires of a supply ("3PH 4W").
 */

/** The phase sign before a wire count ("1Ø", "3Φ"), or its Ø read as 0 straight after a voltage ("240V10-"). */
export const PHASE_SIGN = String.raw`\b[13]\s?[ØΦφ]\s?-?\s?|\dV\s?[13]0-(?=[2-5]\s?W(?![A-Za-z0-9]))`;

export const CONTACT_RULES: InlineRule[] = [
  { key: 'pilotDuty', pattern: /(?<![A-Za-z0-9])(?<![A-Za-z]-)([ABCDNPQR][1-6]00)(?![A-Za-z0-9])/g, format: (m) => `NEMA ${m[1]}` },
  // Glued to the standard that defines it: "NEMA/EEMACA300".
  { key: 'pilotDuty', pattern: /(?:NEMA|EEMAC)[/\s]*(?:EEMAC)?\s?([ABCDNPQR][1-6]00)(?![A-Za-z0-9])/g, format: (m) => `NEMA ${m[1]}` },
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
];
