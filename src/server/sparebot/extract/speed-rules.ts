import { SPEED_UNIT, type InlineRule } from './inline-rule.ts';

/** Speeds the unit rules of inline-ratings.ts do not read: letters run into them, the unit first, a tool's range per minute. */
export const SPEED_RULES: InlineRule[] = [
  // A speed with the letters before it run into it ("CLE2700r/min": the insulation class, then 2700 r/min).
  {
    key: 'speed',
    pattern: /(?<=[A-Za-z])(\d{3,5})\s?(?:rpm|r\/min|min-1|1\/min)(?![A-Za-z0-9])/gi,
    format: (m) => `${m[1]} rpm`,
  },
  // A speed with its unit first, as a plate prints its heading before the value ("giri/min 2800", "U/min 1435", "r/min: 1450"),
  // and one whose "1/" was lost ("1435/min"; "60 l/min" is a flow).
  {
    key: 'speed',
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9])${SPEED_UNIT}\s?[:=]?\s?(\d{3,5})(?![\d.,]|\s?(?:V|A|W|kW|Hz|%)(?![A-Za-z]))`, 'gi'),
    format: (m) => `${m[1]} rpm`,
  },
  // … or a power tool's range of speeds per minute ("n0 15000-25000/min", "0-20000/min"), as printed: strokes or turns.
  {
    key: 'speed',
    pattern: /(?<![\d.,/-])(?:(\d{1,5})\s?[-–]\s?)?(\d{3,5})\s?\/\s?min\b/gi,
    format: (m) => (m[1] ? `${m[1]}-${m[2]}/min` : `${m[2]} rpm`),
    group: 2,
  },
];
