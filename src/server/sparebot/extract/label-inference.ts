import type { RatingMap } from './ratings.ts';

/**
 * What a label carries when it names no product (issue 30), beyond single rating combinations
 * (`RATING_HINTS` in classify.ts): each rule is general trade knowledge of how such labels read.
 */
export interface Inference {
  type: string;
  weight: number;
}

// A drive's keypad and its display's words; three or more together are a drive's front, not a word on a plate.
const KEYPAD_WORDS = [
  'run',
  'stop',
  'prog',
  'program',
  'enter',
  'esc',
  'fwd',
  'rev',
  'jog',
  'loc',
  'rem',
  'mode',
  'data',
  'shift',
  'func',
  'reset',
  'hand',
  'auto',
  'off',
];
const KEYPAD = new RegExp(String.raw`(?<![a-z0-9])(${KEYPAD_WORDS.join('|')})(?![a-z0-9])`, 'gi');

export function inferFromLabel(text: string, ratings: RatingMap): Inference[] {
  const out: Inference[] = [];
  const frequencies = ratings.frequency ?? [];
  // An output frequency range from zero ("0-400 Hz", "0…60 Hz") is what a drive makes, not what mains is.
  const outputRange = frequencies.some((f) => /^0(?:[.,]\d+)?\s?[-–…]/.test(f.value));
  if (outputRange) out.push({ type: 'drive', weight: 0.8 });
  const keys = new Set([...text.matchAll(KEYPAD)].map((m) => (m[1] ?? '').toLowerCase()));
  if (keys.size >= 3 && frequencies.length && ratings.power?.length) out.push({ type: 'drive', weight: 0.8 });
  // Airflow in cubic feet a minute is a fan's measure (pumps are rated in litres or m³).
  if (ratings.flowRate?.some((f) => /CFM/i.test(f.value))) out.push({ type: 'fan', weight: 0.8 });
  // A bolt's strength class (A2-70, 8.8 after Grade), more so with its thread size.
  if (ratings.strengthClass?.length) out.push({ type: 'fastener', weight: ratings.threadSize?.length ? 1.1 : 0.8 });
  // A meter constant (imp/kWh) is an energy meter's; a cyclic volume (V 1.2 dm³) a gas meter's.
  if (ratings.meterConstant?.length) out.push({ type: 'energy-meter', weight: 0.6 });
  if (ratings.cyclicVolume?.length) out.push({ type: 'gas-meter', weight: 0.6 });
  return out;
}
