import { parseNumbers, type Rating, type RatingKey } from './rating-types.ts';

interface LabelSpec {
  key: RatingKey;
  unit: string;
  /** Value written after the unit ("IP43") rather than as a number with a unit suffix. */
  prefix?: boolean;
  fraction?: boolean;
}

/** Nameplate column labels (upper-cased, dots removed) and what their values mean. */
const LABELS: Record<string, LabelSpec> = {
  VOLTS: { key: 'voltage', unit: 'V' },
  VOLT: { key: 'voltage', unit: 'V' },
  VOLTAGE: { key: 'voltage', unit: 'V' },
  V: { key: 'voltage', unit: 'V' },
  UN: { key: 'voltage', unit: 'V' },
  UE: { key: 'voltage', unit: 'V' },
  AMPS: { key: 'current', unit: 'A' },
  AMP: { key: 'current', unit: 'A' },
  AMPERES: { key: 'current', unit: 'A' },
  A: { key: 'current', unit: 'A' },
  FLA: { key: 'current', unit: 'A' },
  // A North American compressor's rated load amperes, and its locked rotor amperes (the start's inrush, no running current).
  RLA: { key: 'current', unit: 'A' },
  LRA: { key: 'lockedRotorCurrent', unit: 'A' },
  IN: { key: 'current', unit: 'A' },
  ITH: { key: 'current', unit: 'A' },
  CURRENT: { key: 'current', unit: 'A' },
  HP: { key: 'power', unit: 'HP', fraction: true },
  KW: { key: 'power', unit: 'kW' },
  WATTS: { key: 'power', unit: 'W' },
  WATT: { key: 'power', unit: 'W' },
  POWER: { key: 'power', unit: 'kW' },
  RPM: { key: 'speed', unit: 'rpm' },
  'R/MIN': { key: 'speed', unit: 'rpm' },
  'MIN-1': { key: 'speed', unit: 'rpm' },
  HZ: { key: 'frequency', unit: 'Hz' },
  FREQ: { key: 'frequency', unit: 'Hz' },
  FREQUENCY: { key: 'frequency', unit: 'Hz' },
  PH: { key: 'phases', unit: 'ph' },
  PHASE: { key: 'phases', unit: 'ph' },
  PHASES: { key: 'phases', unit: 'ph' },
  SF: { key: 'serviceFactor', unit: '' },
  KVA: { key: 'apparentPower', unit: 'kVA' },
  VA: { key: 'apparentPower', unit: 'VA' },
  BAR: { key: 'pressure', unit: 'bar' },
  KG: { key: 'weight', unit: 'kg' },
  LB: { key: 'weight', unit: 'lb' },
  'LB/WT': { key: 'weight', unit: 'lb' },
  WT: { key: 'weight', unit: 'kg' },
  FRAME: { key: 'frame', unit: '', prefix: true },
};

const VALUE = /^\.?\d[\d.]*(?:\/\.?\d[\d.]*)*$|^\d+(?:\.\d+)?-\d+(?:\.\d+)?$/;
const FRAME_VALUE = /^\d{2,3}[A-Z]{0,3}$/;
/** A value, or any reading that opens and ends as one ("3x220/380", "3x30(60)"; not a label glued to its value, "V.127/220"). */
const ENDS_IN_NUMBER = /^\.?\d(?:.*\d\)?)?$/;
/** Units of volume, length and pressure, which none of the labels above is read in. */
const OTHER_UNIT = /^(?:dm[3³]?|cm[3³]|m[3³]|mm|cm|l|ltr|ml|mbar|kpa|mpa|psi)[.,;]?$/i;

function cleanLabel(token: string): string {
  return token
    .toUpperCase()
    .replace(/[.:=]+$/g, '')
    .replace(/\./g, '');
}

function format(spec: LabelSpec, raw: string): string {
  if (spec.prefix) return raw;
  if (spec.key === 'phases') return `${raw} phase`;
  return spec.unit ? `${raw} ${spec.unit}` : raw;
}

/** A weight's own unit printed after it (upper-cased, dots removed). */
const WEIGHT_UNITS: Record<string, string> = { KG: 'kg', LB: 'lb', LBS: 'lb' };

/** The amperes North American plates may print before their label as well as after it. */
const AMPERES_AFTER = new Set(['RLA', 'LRA', 'FLA']);

/** The extra-low rated voltages a plate's Un may give without its unit. */
const LOW_RATED_VOLTS = new Set(['6', '12', '24', '36', '42', '48', '60', '72', '96']);

/** A number after "UN" that is a dangerous-goods number, whole or cut short, rather than a rated voltage. */
const isDangerousGoodsNumber = (next: string): boolean =>
  (/^\d{4}$/.test(next) && !/00$/.test(next)) || (/^\d{1,2}$/.test(next) && !LOW_RATED_VOLTS.has(next));

/**
 * Reads label → value columns, as motor and transformer plates print them:
 * "VOLTS 230/460 190/380" gives voltage 230/460 V and 190/380 V.
 */
export function parseNameplateRows(rows: readonly string[]): Rating[] {
  const out: Rating[] = [];
  for (const row of rows) {
    // A label joined to its value by a colon ("VOLTS:230", "HP:3") is a label and a value.
    const tokens = row
      .replace(/(?<![A-Za-z0-9])([A-Za-z][A-Za-z./-]{0,8}[:=])(?=\.?\d)/g, '$1 ')
      .split(/\s+/)
      .filter(Boolean);
    // A row that opens with a label and its value ("VOLTS 220 460 RPM 1780") is read label → value throughout.
    const labelFirst = Boolean(LABELS[cleanLabel(tokens[0] ?? '')]) && VALUE.test(tokens[1] ?? '');
    const taken = new Set<number>(); // values read as the label's before them
    for (let i = 0; i < tokens.length; i++) {
      const spec = LABELS[cleanLabel(tokens[i] ?? '')];
      // Else after a number the word is that number's unit ("5.5 kW 12.6 A", a meter's "3x220/380 V 3x30(60) A 50 Hz"), not a
      // column label.
      const unitOfPrevious = i > 0 && ENDS_IN_NUMBER.test(tokens[i - 1] ?? '') && !(labelFirst && VALUE.test(tokens[i + 1] ?? ''));
      // A compressor's or a fan's amperes printed before their label ("COMP 14.87 RLA 96 LRA", "FAN 1.0 FLA"): that label's,
      // unless read as the label's before them ("RLA 14.87 LRA 96").
      const before = tokens[i - 1] ?? '';
      if (spec && unitOfPrevious && AMPERES_AFTER.has(cleanLabel(tokens[i] ?? '')) && VALUE.test(before) && !taken.has(i - 1)) {
        const numbers = parseNumbers(before, spec.fraction);
        if (numbers.length) out.push({ key: spec.key, value: format(spec, before), numbers, via: 'table' });
      }
      if (!spec || unitOfPrevious) continue;
      // A dangerous-goods number ("UN 1965", a gas cylinder's LPG, or one read cut short, "UN19") is no rated
      // voltage (Un 400, Un 1000, Un 24).
      if (tokens[i] === 'UN' && isDangerousGoodsNumber(tokens[i + 1] ?? '')) continue;
      let j = i + 1;
      while (j < tokens.length && j <= i + 3) {
        const raw = (tokens[j] ?? '').replace(/[,;]$/, '');
        const ok = spec.prefix ? FRAME_VALUE.test(raw) : spec.key === 'phases' ? /^[123]$/.test(raw) : VALUE.test(raw);
        if (!ok) break;
        // A value with another quantity's unit after it ("V 2,00 dm³", a gas meter's cyclic volume) is that quantity's, and so
        // is a later value with a label's unit after it and no value after that ("Hz 60 3450 RPM": the speed's, not a second
        // frequency; "VOLTS 230/460 190/380 AMPS 12.6" keeps both voltages).
        const unitAfter = j > i + 1 && LABELS[cleanLabel(tokens[j + 1] ?? '')] && !VALUE.test(tokens[j + 2] ?? '');
        if (OTHER_UNIT.test(tokens[j + 1] ?? '') || unitAfter) break;
        const numbers = parseNumbers(raw, spec.fraction);
        // "5-1" is no range (a range rises): a ratio or a code.
        if (/^[\d.]+-[\d.]+$/.test(raw) && (numbers[0] ?? 0) >= (numbers[1] ?? 0)) break;
        // A weight with its own unit after it ("WT 1160 LBS") is in that unit, not the label's.
        const own = spec.key === 'weight' ? WEIGHT_UNITS[cleanLabel(tokens[j + 1] ?? '')] : undefined;
        if (numbers.length) out.push({ key: spec.key, value: own ? `${raw} ${own}` : format(spec, raw), numbers, via: 'table' });
        taken.add(j);
        j++;
        if (spec.prefix) break;
      }
      i = j - 1;
    }
  }
  return out;
}
