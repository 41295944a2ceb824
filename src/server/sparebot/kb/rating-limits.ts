import type { RatingKey } from '../extract/rating-types.ts';

/**
 * What a rating can be, in one unit per key: current A, voltage V, power kW, apparent power kVA,
 * residual current mA, breaking capacity kA, speed rpm, frequency Hz, capacity L, conductor mm²,
 * DN, PN, flux lm, colour temperature K, flow m³/h, pressure bar, temperature °C, weight kg.
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
};

/**
 * Ranges each product type can carry (trade knowledge of UK M&E products). A key a type does
 * not list falls back to GENERIC_LIMITS. Ranges are a little wider than catalogues reach, so a
 * true rating is never dropped: the point is to catch digits run together or misread.
 */
export const TYPE_LIMITS: Record<string, Limits> = {
  motor: { power: [0.005, 500], current: [0.05, 1000], speed: [100, 7200], frequency: [16, 200], weight: [0.5, 5000] },
  // A stepper's phase current is a few amperes; its power, where printed, well under a kilowatt.
  'stepper-motor': { current: [0.05, 20], power: [0.001, 2] },
  // A router's spindle runs at 6,000–60,000 rpm, well past an induction motor's.
  'router-spindle': { power: [0.05, 20], speed: [1000, 60_000] },
  drive: { power: [0.1, 2000], current: [0.1, 3000], frequency: [16, 650] },
  'soft-starter': { power: [0.5, 1000], current: [3, 2000] },
  gearbox: { power: [0.06, 500], speed: [0.1, 7200] },
  mcb: { current: [0.5, 125], breakingCapacity: [1.5, 25], residualCurrent: [10, 300] },
  rcbo: { current: [0.5, 125], breakingCapacity: [1.5, 25], residualCurrent: [10, 300] },
  rcd: { current: [10, 125], residualCurrent: [10, 1000], breakingCapacity: [1.5, 25] },
  mccb: { current: [10, 3200], breakingCapacity: [10, 200] },
  'consumer-unit': { current: [0.5, 125] },
  isolator: { current: [10, 3150] },
  fuse: { current: [0.032, 1250], breakingCapacity: [1, 200] },
  socket: { current: [2, 63], power: [0.0005, 15] },
  switch: { current: [1, 50], power: [0.0005, 15] },
  transformer: { apparentPower: [0.005, 5000], current: [0.001, 6300] },
  'energy-meter': { current: [0.01, 100], power: [0.0005, 100] },
  'solar-inverter': { power: [0.1, 250], current: [0.1, 400] },
  'battery-storage': { capacity: [0.1, 2000] },
  // A battery inverter: 12–48 V in, 110–240 V out, up to a few kW.
  'power-inverter': { voltage: [6, 480], power: [0.05, 10] },
  'ev-charger': { current: [6, 500], power: [1, 400] },
  'surge-protector': { current: [0.5, 200] },
  ups: { apparentPower: [0.2, 1000], power: [0.1, 1000] },
  contactor: { current: [6, 800], power: [0.06, 500] },
  'overload-relay': { current: [0.1, 800] },
  'motor-protection': { current: [0.1, 100], power: [0.02, 55], breakingCapacity: [1, 100] },
  // Control-circuit contacts: make currents of NEMA pilot duty reach 60 A (A600 at 120 V).
  relay: { current: [0.01, 60], power: [0.0005, 5] },
  'timing-relay': { current: [0.01, 60] },
  timer: { current: [0.01, 25] },
  'limit-switch': { current: [0.01, 60] },
  pushbutton: { current: [0.01, 60] },
  'motor-starter': { current: [0.1, 800], power: [0.06, 500] },
  'power-supply': { power: [0.001, 2], current: [0.05, 100] },
  'terminal-block': { current: [0.1, 400], crossSection: [0.08, 300] },
  plc: { current: [0.001, 50] },
  sensor: { current: [0.0005, 20] },
  thermostat: { current: [0.01, 30] },
  actuator: { current: [0.001, 20], power: [0.0005, 1] },
  boiler: { power: [2, 2000] },
  'heat-pump': { power: [0.5, 500] },
  'air-conditioner': { power: [0.5, 500] },
  fan: { power: [0.001, 200] },
  radiator: { power: [0.05, 6] },
  cylinder: { capacity: [15, 5000], power: [0.5, 30] },
  pump: { power: [0.001, 500], current: [0.01, 1000] },
  'circulating-pump': { power: [0.001, 5], current: [0.01, 20], voltage: [12, 415] },
  valve: { nominalDiameter: [6, 1200], pressureRating: [2.5, 420] },
  'expansion-vessel': { capacity: [0.5, 5000] },
  'gas-meter': { flowRate: [0.01, 10_000] },
  'water-meter': { flowRate: [0.01, 5000] },
  luminaire: { power: [0.0005, 2], current: [0.005, 20], luminousFlux: [20, 200_000] },
  'emergency-light': { power: [0.0005, 0.2] },
  lamp: { power: [0.0003, 2] },
  'led-driver': { power: [0.0005, 0.6], current: [0.01, 10] },
  cable: { crossSection: [0.1, 1000] },
  'fire-alarm': { current: [0.0001, 5] },
  'power-tool': { power: [0.01, 5], speed: [10, 40_000] },
  // A bench instrument draws a few amperes at most: "2465A" beside its maker is its model, not a rating.
  oscilloscope: { current: [0.0001, 20] },
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

/**
 * Types whose voltages are mains or control voltages of the standard series. Others (solar and
 * battery inputs, LED driver outputs, sensors) carry working ranges with any end values.
 */
export const MAINS_VOLTAGE_TYPES: ReadonlySet<string> = new Set([
  'motor',
  'drive',
  'soft-starter',
  'mcb',
  'rcbo',
  'rcd',
  'mccb',
  'consumer-unit',
  'isolator',
  'fuse',
  'socket',
  'switch',
  'transformer',
  'energy-meter',
  'contactor',
  'overload-relay',
  'motor-protection',
  'motor-starter',
  'relay',
  'timing-relay',
  'timer',
  'limit-switch',
  'pushbutton',
  'boiler',
  'heat-pump',
  'air-conditioner',
  'fan',
  'pump',
  'circulating-pump',
  'luminaire',
  'emergency-light',
  'ev-charger',
]);
