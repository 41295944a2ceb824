import type { InlineRule } from './inline-rule.ts';
import { SPACED_METER_CONSTANT } from './meter-marks.ts';

/**
 * An energy meter's constant as meters print it, in pulses a kWh, watt-hours a pulse or a turn, turns a kWh, or ANSI's
 * Kh (parseInlineRatings in inline-ratings.ts reads these with the other ratings written with their unit).
 */
export const METER_CONSTANT_RULES: readonly InlineRule[] = [
  // An energy meter's constant ("1000 imp/kWh", "800imp/kvarh", "10 000 imp/kWh" with its thousands set apart, as printed).
  // OCR's slips too: a hyphen before it, its i read as l or L or lost ("1000mp/kwh"), the h of kvarh lost ("2000-Lmp/kvar"), its
  // class run on ("1000imp/kWhCL1").
  {
    key: 'meterConstant',
    pattern: new RegExp(
      String.raw`(?<![A-Za-z0-9.])(${SPACED_METER_CONSTANT}|\d{2,5})\s?-?\s?[il]?mp\.?\s?\/\s?(kWh|kvarh?)(?=\b|CL|Cl)`,
      'gi',
    ),
    format: (m) => `${m[1]} imp/${/^kvar/i.test(m[2] ?? '') ? 'kvarh' : 'kWh'}`,
  },
  // Its inverse, as French and Belgian meters print it ("C = 1 Wh/imp").
  { key: 'meterConstant', pattern: /(?<![A-Za-z0-9.])(\d(?:\.\d{1,3})?)\s?Wh\s?\/\s?imp\b/gi, format: (m) => `${m[1]} Wh/imp` },
  // A disc meter's constant: watt-hours a turn of its disc ("C=4 Wh/tr", "2.5 Wh/rev"), or turns a kWh ("375 rev/kWh", "U/kWh").
  { key: 'meterConstant', pattern: /(?<![A-Za-z0-9.])(\d+(?:\.\d{1,3})?)\s?Wh\s?\/\s?(?:tr|rev|U)\b/gi, format: (m) => `${m[1]} Wh/rev` },
  // … Polish meters' "375 obr/kWh" (obrotów: turns).
  { key: 'meterConstant', pattern: /(?<![A-Za-z0-9.])(\d{2,4})\s?(?:rev|U|tr|obr)\s?\/\s?kW[·.]?h\b/gi, format: (m) => `${m[1]} rev/kWh` },
  // A watt-hour meter's constant as ANSI C12 and Brazil's meters print it ("Kh 7.2", "Kh=1.25"): watt-hours a turn or a pulse.
  {
    key: 'meterConstant',
    pattern: /(?<![A-Za-z0-9])K[hH]\s?[=:]?\s?(\d{1,2}(?:[.,]\d{1,3})?)(?![\d.,])/g,
    format: (m) => `Kh ${m[1]?.replace(',', '.')}`,
  },
];
