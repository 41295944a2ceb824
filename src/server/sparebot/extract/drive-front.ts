import type { RatingMap } from './ratings.ts';

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
  'prgm',
  'func',
  'reset',
  'hand',
  'auto',
  'off',
];
const PROGRAMMING_KEYS = ['enter', 'prog', 'program', 'prgm', 'mode', 'func', 'data', 'shift', 'esc'];
const KEYPAD = new RegExp(String.raw`(?<![a-z0-9])(${KEYPAD_WORDS.join('|')})(?![a-z0-9])`, 'gi');

/** A drive's operation modes side by side, its panel's and its terminals' ("PU EXT", "PU/EXT"). */
const OPERATION_MODES = /(?<![A-Za-z0-9])PU\s?[/|]?\s?EXT(?![A-Za-z0-9])/;
const ZERO_HZ = /(?<![\d.,])0[.,]0{1,2}\s?Hz(?![a-z])/i;
const ZERO_A_KW = /(?<![\d.,])0[.,]0{1,3}\s?(?:A|kW)(?![a-z])/i;
/** The word inverter alone, as Japanese makers name their drives ("INVERTER", "COMPACT SIZE INVERTER"), and a supply's phases. */
const INVERTER_ALONE =
  /(?<![a-z])(?<!(?:power|solar|hybrid|pv|string|micro|grid|storage|battery|sine|digital|dual)\s?)inverter(?![a-z])(?!\s?(?:charger|battery))/i;
const PHASES_WORD = /(?<![A-Za-z0-9.])(?:[1-3]\s?-?\s?(?:PH(?:ASE)?|~)|single\s?phase|three\s?phase)(?![A-Za-z])/i;
/** What only an inverter fed by a battery or panels prints: no drive's. */
const DC_SOURCE =
  /(?<![a-z])(?:pv|mppt|solar|battery|batt|usb|dc\s?input|input\s?\d{1,2}\s?v\s?dc|12\s?v\s?dc|sine|grid|ac\s?charger)(?![a-z])/i;

/**
 * What a label says of a drive (label-inference.ts asks): its keypad and display words, an output frequency from
 * zero, a display at standstill.
 */
export function driveInferences(text: string, ratings: RatingMap): { type: string; weight: number }[] {
  const out: { type: string; weight: number }[] = [];
  const frequencies = ratings.frequency ?? [];
  // An output frequency range from zero ("0-400 Hz", "0…60 Hz") is what a drive makes, not what mains is.
  const outputRange = frequencies.some((f) => /^0(?:[.,]\d+)?\s?[-–…]/.test(f.value));
  if (outputRange) out.push({ type: 'drive', weight: 0.8 });
  const keys = new Set([...text.matchAll(KEYPAD)].map((m) => (m[1] ?? '').toLowerCase()));
  // Hz on a key or a display lamp (no number) with four or more keypad words and a power is a drive's front too.
  const hzWord = /(?<![a-z0-9])hz(?![a-z0-9])/i.test(text);
  if ((keys.size >= 3 && frequencies.length) || (keys.size >= 4 && hzWord)) {
    if (ratings.power?.length) out.push({ type: 'drive', weight: 0.8 });
  } else if (
    keys.has('run') &&
    keys.has('stop') &&
    /(?<![a-z])set(?![a-z])/i.test(text) &&
    ratings.power?.some((p) => /kW/i.test(p.value))
  ) {
    // RUN, STOP and SET keys with a motor's kilowatts are a small drive's own front ("220V 1.5KW"); RUN and STOP alone are any panel's.
    out.push({ type: 'drive', weight: 0.8 });
  } else if (
    keys.has('stop') &&
    (keys.has('fwd') || keys.has('rev')) &&
    (PROGRAMMING_KEYS.some((k) => keys.has(k)) || (keys.has('fwd') && keys.has('rev') && keys.has('jog')))
  ) {
    // STOP (RUN too, unless misread) with a direction key (FWD, REV) and a programming key (ENTER, MODE, PROG…)
    // are a drive's keypad, whether or not its rating is in view; a reversing starter's buttons have no programming key.
    // STOP with both directions and JOG is one too (RUN or not): a starter's buttons have no jog with them.
    out.push({ type: 'drive', weight: 1.2 });
  } else if (
    keys.has('stop') &&
    /(?<![a-z])(?:run|start)(?![a-z])/i.test(text) &&
    /(?<![a-z])speed(?![a-z])/i.test(text) &&
    /(?<![a-z])rpm(?![a-z])/i.test(text)
  ) {
    // START (or RUN) and STOP keys with speed settings in rpm: a variable-speed motor's own control (a pool pump's keypad).
    out.push({ type: 'drive', weight: 0.8 });
  } else if (keys.has('run') && OPERATION_MODES.test(text)) {
    // The lamps or key of a drive's operation mode, its own panel (PU) or external terminals (EXT), with its RUN key:
    // Mitsubishi's FR drives print them so ("PU EXT", "PU/EXT"), and nothing but a drive has an operation mode to show.
    out.push({ type: 'drive', weight: 1 });
  }
  // A display reading zero hertz beside a zero current or power is a drive at standstill (no plate states 0.0 Hz).
  if (!out.some((h) => h.type === 'drive') && ZERO_HZ.test(text) && ZERO_A_KW.test(text)) out.push({ type: 'drive', weight: 0.8 });
  return out;
}

/**
 * The word inverter with the supply's phases and nothing of a battery, panels or sockets ("INVERTER", "1PHASE"): a motor
 * drive, as Japanese makers name theirs (classify.ts); an inverter fed by a battery or panels prints what feeds it.
 */
export const inverterOnPhases = (text: string) => INVERTER_ALONE.test(text) && PHASES_WORD.test(text) && !DC_SOURCE.test(text);
