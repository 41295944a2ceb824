export const RATING_KEYS = [
  'model',
  'series',
  'voltage',
  'current',
  'power',
  'apparentPower',
  'frequency',
  'signalFrequency',
  'sampleRate',
  'thermalCapacity',
  'speed',
  'poles',
  'phases',
  'ipRating',
  'efficiencyClass',
  'crossSection',
  'wireGauge',
  'nominalDiameter',
  'pressureRating',
  'pressure',
  'luminousFlux',
  'colourTemperature',
  'residualCurrent',
  'breakingCapacity',
  'tripCurve',
  'capacity',
  'flowRate',
  'temperature',
  'frame',
  'serviceFactor',
  'insulationClass',
  'weight',
  'threadSize',
  'pilotDuty',
  'enclosureType',
  'cyclicVolume',
  'pulseValue',
  'terminals',
  'contacts',
  'utilisationCategory',
  'ikRating',
  'measurementCategory',
  'powerFactor',
  'duty',
  'wires',
  'mounting',
  'bearings',
  'head',
  'meterConstant',
  'meterClass',
  'metrologyMark',
  'strengthClass',
  'capacitance',
  'climaticCategory',
  'resistance',
  'soundLevel',
  'charge',
  'chemistry',
  'energy',
  'torque',
  'efficiency',
  'dimensions',
  'length',
  'impulseVoltage',
  'insulationVoltage',
  'signalVoltage',
  'refrigerant',
  'oil',
  'lamps',
  'displayCounts',
  'displayPixels',
  'resolution',
  'bitResolution',
  'fireRating',
  'reactivePower',
  'standards',
  'speedConstant',
  'crankingCurrent',
  'serial',
  'partNumber',
  'revision',
  'gcNumber',
  'gasPin',
  'manufactured',
  'accessories',
  'codes',
] as const;

export type RatingKey = (typeof RATING_KEYS)[number];

export const RATING_LABELS: Record<RatingKey, string> = {
  model: 'Model',
  series: 'Series',
  voltage: 'Voltage',
  current: 'Current',
  power: 'Power',
  apparentPower: 'Apparent power',
  frequency: 'Frequency',
  signalFrequency: 'Signal frequency',
  sampleRate: 'Sample rate',
  thermalCapacity: 'BTU rating',
  speed: 'Speed',
  poles: 'Poles',
  phases: 'Phases',
  ipRating: 'IP rating',
  efficiencyClass: 'Efficiency class',
  crossSection: 'Conductor size',
  wireGauge: 'Wire gauge',
  nominalDiameter: 'Nominal diameter',
  pressureRating: 'Pressure rating',
  pressure: 'Pressure',
  luminousFlux: 'Luminous flux',
  colourTemperature: 'Colour temperature',
  residualCurrent: 'Residual current',
  breakingCapacity: 'Breaking capacity',
  tripCurve: 'Trip curve',
  capacity: 'Capacity',
  flowRate: 'Flow rate',
  temperature: 'Temperature',
  frame: 'Frame',
  serviceFactor: 'Service factor',
  insulationClass: 'Insulation class',
  weight: 'Weight',
  threadSize: 'Thread size',
  pilotDuty: 'Contact rating',
  enclosureType: 'Enclosure',
  cyclicVolume: 'Cyclic volume',
  pulseValue: 'Pulse value',
  terminals: 'Terminals',
  contacts: 'Contacts',
  utilisationCategory: 'Utilisation category',
  ikRating: 'IK rating',
  measurementCategory: 'Measurement category',
  powerFactor: 'Power factor',
  duty: 'Duty',
  wires: 'Wires',
  mounting: 'Mounting',
  bearings: 'Bearings',
  head: 'Head',
  meterConstant: 'Meter constant',
  meterClass: 'Meter class',
  metrologyMark: 'Metrology mark',
  strengthClass: 'Strength class',
  capacitance: 'Capacitance',
  climaticCategory: 'Climatic category',
  resistance: 'Resistance',
  soundLevel: 'Sound level',
  chemistry: 'Chemistry',
  charge: 'Battery capacity',
  energy: 'Energy',
  torque: 'Torque',
  efficiency: 'Efficiency',
  dimensions: 'Dimensions',
  length: 'Length',
  impulseVoltage: 'Impulse withstand',
  insulationVoltage: 'Insulation voltage',
  signalVoltage: 'Signal voltage',
  refrigerant: 'Refrigerant',
  oil: 'Oil',
  lamps: 'Lamps',
  displayCounts: 'Display',
  displayPixels: 'Display',
  resolution: 'Resolution',
  bitResolution: 'Resolution',
  fireRating: 'Fire rating',
  reactivePower: 'Reactive power',
  standards: 'Standards',
  speedConstant: 'Speed constant',
  crankingCurrent: 'Cold cranking current',
  serial: 'Serial no.',
  partNumber: 'Article no.',
  revision: 'Revision',
  gcNumber: 'GC number',
  gasPin: 'PIN',
  manufactured: 'Manufactured',
  accessories: 'For use with',
  codes: 'Codes',
};

/** One rating read from the photo, e.g. voltage "230/460 V" with numbers [230, 460]. */
export interface Rating {
  key: RatingKey;
  /** Display value with a normalised unit: "230/460 V", "1/2 HP", "IP43". */
  value: string;
  /** Numbers in the value, for pricing bands (fractions evaluated: "1/2 HP" → 0.5). */
  numbers: number[];
  /** 'table' when read from a label → value column of a nameplate. */
  via: 'table' | 'inline' | 'pattern';
  /**
   * A voltage named as the coil's ("COIL 24 V DC"), or a contact's rating (on a row with AC-15, "OR 1 HP");
   * a current on a supply's input row ("100-120VAC/10A", "INPUT 230V 1.5A").
   */
  role?: 'coil' | 'contact' | 'input';
}

/** A rating read as a range from zero up to `least` or more ("0-30 V", "0-339 m³/h"): a setting's or a meter's range. */
export const readFromZero = (values: readonly Rating[] | undefined, least = Number.MIN_VALUE): boolean =>
  (values ?? []).some((v) => v.numbers[0] === 0 && (v.numbers[1] ?? 0) >= least);

/** Parses "230/460", "1/2", "100-240", "1.9" into numbers (a lone fraction is one number). */
export function parseNumbers(value: string, fractionAllowed = false): number[] {
  const trimmed = value.trim();
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fractionAllowed && fraction) {
    const [n, d] = [Number(fraction[1]), Number(fraction[2])];
    if (d > n && d <= 16) return [n / d];
  }
  return trimmed
    .split(/[/()-]/)
    .filter((p) => p !== '')
    .map((p) => Number(p.replace(/^\./, '0.')))
    .filter((n) => Number.isFinite(n));
}
