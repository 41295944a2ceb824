import type { RatingKey } from '../extract/rating-types.ts';

/**
 * What a rating can be, in one unit per key: current A, voltage V, power kW, apparent power kVA,
 * residual current mA, breaking capacity kA, speed rpm, frequency Hz, capacity L, conductor mm²,
 * DN, PN, flux lm, colour temperature K, flow m³/h, pressure bar, temperature °C, weight kg, a battery's charge Ah.
 * A trip curve ("Type C 32 A") is checked as a current.
 */
export type Limits = Partial<Record<RatingKey, readonly [number, number]>>;

/** The unit of each key's limits, for the reason shown to the user. */
export const LIMIT_UNITS: Partial<Record<RatingKey, string>> = {
  voltage: 'V',
  current: 'A',
  power: 'kW',
  apparentPower: 'kVA',
  residualCurrent: 'mA',
  breakingCapacity: 'kA',
  tripCurve: 'A',
  speed: 'rpm',
  frequency: 'Hz',
  capacity: 'L',
  crossSection: 'mm²',
  luminousFlux: 'lm',
  colourTemperature: 'K',
  flowRate: 'm³/h',
  pressure: 'bar',
  temperature: '°C',
  weight: 'kg',
  charge: 'Ah',
};

/** Any product: beyond these a value is a misreading whatever the item is. */
export const GENERIC_LIMITS: Limits = {
  voltage: [1.2, 36_000],
  current: [0.001, 6300],
  power: [0.0005, 20_000],
  apparentPower: [0.001, 5000],
  frequency: [10, 1000],
  speed: [5, 40_000],
  residualCurrent: [6, 3000],
  breakingCapacity: [1, 200],
  tripCurve: [0.5, 125],
  capacity: [0.1, 20_000],
  crossSection: [0.05, 1000],
  nominalDiameter: [3, 2000],
  pressureRating: [1, 420],
  luminousFlux: [10, 300_000],
  colourTemperature: [1500, 10_000],
  flowRate: [0.001, 20_000],
  // Gauge pressure: a vacuum gauge reads down to -1 bar.
  pressure: [-1.01, 1000],
  temperature: [-60, 1200],
  weight: [0.001, 60_000],
  // A coin cell's 5 mAh to a standby bank of 2 V cells' 3,000 Ah: a cell's size run into its charge ("186504000mAh") is neither.
  charge: [0.005, 10_000],
};

/**
 * Nominal voltages of the IEC 60038 series, North American and extra-low-voltage practice, and
 * control voltages (coil, PLC, battery, bell and model-railway transformers' 8 and 16 V): a voltage on a
 * mains product is one of these, within 3 %.
 */
export const STANDARD_VOLTAGES: readonly number[] = [
  1.5, 3, 3.3, 3.6, 4.5, 5, 6, 7.5, 8, 9, 10, 12, 15, 16, 18, 20, 24, 28, 30, 32, 36, 42, 48, 60, 72, 80, 96, 100, 110, 115, 120, 125, 127,
  130, 140, 150, 160, 180, 190, 200, 208, 220, 230, 240, 250, 254, 265, 277, 300, 320, 346, 380, 400, 415, 440, 460, 480, 500, 525, 550,
  575, 600, 660, 690, 750, 800, 1000, 1140, 1200, 1500, 2300, 3300, 4160, 6600, 11_000, 13_800, 33_000,
];

/** A voltage within 3 % of one of STANDARD_VOLTAGES of at least `atLeast` volts (mains forms: 100). */
export function isStandardVoltage(volts: number, atLeast = 0): boolean {
  return STANDARD_VOLTAGES.some((s) => s >= atLeast && Math.abs(volts - s) <= 0.03 * s);
}
