import type { RatingKey } from '../extract/rating-types.ts';
import type { Limits } from './rating-limits.ts';

/**
 * What each product type's ratings are, in one place: which define it (what its title shows), and
 * what it can carry (what the plausibility check drops as a misreading). A type not listed here
 * has the defaults: a title shows its first power, current or voltage read, and its ratings are
 * checked against GENERIC_LIMITS only.
 */
export interface TypeRatings {
  /** The ratings that say most about it, in order of preference: a title shows the first read. */
  defining?: readonly RatingKey[];
  /** Two of them define it together: a motor by its power and speed, an RCD by its current and residual current. */
  twoDefine?: boolean;
  /** Its defining voltage is its coil's: the one named so, else one not on a contact-rating row. */
  coil?: boolean;
  /** Sold by the largest of its powers: a supply's total output, a heater's heat, not a rail's share or a fan's draw. */
  largestPower?: boolean;
  /** A supply, sold by its output: a current read on its input row ("100-120VAC/10A") is what it draws. */
  supply?: boolean;
  /** Carries no breaker's trip curve, whatever letter and number its label prints ("B50" on a UPS's rear). */
  noTripCurve?: boolean;
  /** Holds nothing in litres: "80 L" on its plate is its IEC frame ("LS 80 L"), not a capacity. */
  noCapacity?: boolean;
  /** Its voltages are mains or control voltages of the standard series (not a solar, battery or LED working range). */
  mainsVoltage?: boolean;
  /**
   * Ranges it can carry (trade knowledge of UK M&E products); a key not listed falls back to
   * GENERIC_LIMITS. A little wider than catalogues reach, so a true rating is never dropped: the
   * point is to catch digits run together or misread.
   */
  limits?: Limits;
}

/**
 * A fridge or freezer runs from a 13 or 16 A socket (a cold room's condensing unit is a type of its own): a current past
 * 16 A on its plate is a misreading ("26A" of its type, "KI EE 26A").
 */
const COLD_APPLIANCE: TypeRatings = { noTripCurve: true, limits: { current: [0.05, 16], power: [0.005, 3] } };

// One product type a line keeps the table readable.
// prettier-ignore
const TYPE_RATINGS: Readonly<Record<string, TypeRatings>> = {
  motor: { defining: ['power', 'speed'], twoDefine: true, noTripCurve: true, noCapacity: true, mainsVoltage: true, limits: { power: [0.005, 500], current: [0.05, 1000], speed: [100, 7200], frequency: [16, 200], weight: [0.5, 5000] } },
  // A board's silkscreen is component references and its parts' ratings, none of them the board's own.
  'circuit-board': { defining: [] },
  // A meter shunt is sold by its current and the millivolts it drops at it ("100 A 75 mV"), as a meter is matched to it.
  'current-shunt': { defining: ['current', 'signalVoltage'], twoDefine: true },
  // Control electronics are known by their supply, not the few hundred milliamps they draw.
  plc: { defining: ['voltage'], noTripCurve: true, limits: { current: [0.001, 50] } },
  hmi: { defining: ['voltage'], noTripCurve: true },
  'signal-tower': { defining: ['voltage'] },
  // A charge controller is sold by its current and battery voltage (its watts follow from them).
  'solar-charge-controller': { defining: ['current', 'voltage'] },
  drive: { defining: ['power', 'current'], twoDefine: true, noTripCurve: true, mainsVoltage: true, limits: { power: [0.1, 2000], current: [0.1, 3000], frequency: [16, 650] } },
  'soft-starter': { defining: ['power', 'current'], noTripCurve: true, mainsVoltage: true, limits: { power: [0.5, 1000], current: [3, 2000] } },
  mcb: { defining: ['tripCurve', 'current'], mainsVoltage: true, limits: { current: [0.5, 125], breakingCapacity: [1.5, 25], residualCurrent: [10, 300] } },
  rcbo: { defining: ['tripCurve', 'current', 'residualCurrent'], twoDefine: true, mainsVoltage: true, limits: { current: [0.5, 125], breakingCapacity: [1.5, 25], residualCurrent: [10, 300] } },
  rcd: { defining: ['current', 'residualCurrent'], twoDefine: true, mainsVoltage: true, limits: { current: [10, 125], residualCurrent: [10, 1000], breakingCapacity: [1.5, 25] } },
  mccb: { defining: ['current'], mainsVoltage: true, limits: { current: [10, 3200], breakingCapacity: [10, 200] } },
  isolator: { defining: ['current'], mainsVoltage: true, limits: { current: [10, 3150] } },
  transformer: { defining: ['apparentPower'], noTripCurve: true, limits: { apparentPower: [0.0005, 5000], current: [0.001, 6300] } },
  contactor: { defining: ['current', 'power'], twoDefine: true, coil: true, mainsVoltage: true, noTripCurve: true, limits: { current: [6, 800], power: [0.06, 500] } },
  // Control-circuit contacts: make currents of NEMA pilot duty reach 60 A (A600 at 120 V); a solid-state relay's load, 125 A (SSR-100, SSR-120).
  relay: { defining: ['voltage', 'current'], coil: true, mainsVoltage: true, noTripCurve: true, limits: { current: [0.01, 125], power: [0.0005, 5] } },
  'timing-relay': { defining: ['voltage'], coil: true, mainsVoltage: true, noTripCurve: true, limits: { current: [0.01, 60] } },
  'overload-relay': { defining: ['current'], mainsVoltage: true, limits: { current: [0.1, 800] } },
  'motor-protection': { defining: ['current', 'power'], mainsVoltage: true, limits: { current: [0.1, 100], power: [0.02, 55], breakingCapacity: [1, 100] } },
  'motor-starter': { defining: ['power', 'current'], twoDefine: true, mainsVoltage: true, limits: { current: [0.1, 800], power: [0.06, 500] } },
  'power-supply': { defining: ['power', 'current'], largestPower: true, supply: true, noTripCurve: true, limits: { power: [0.001, 2], current: [0.05, 100] } },
  'bench-power-supply': { defining: ['voltage', 'current'], supply: true },
  boiler: { defining: ['power'], largestPower: true, noTripCurve: true, mainsVoltage: true, limits: { power: [2, 2000] } },
  'heat-pump': { defining: ['power'], largestPower: true, noTripCurve: true, mainsVoltage: true, limits: { power: [0.5, 500] } },
  'air-conditioner': { defining: ['power'], largestPower: true, mainsVoltage: true, limits: { power: [0.5, 500] } },
  radiator: { defining: ['power'], limits: { power: [0.05, 6] } },
  cylinder: { defining: ['capacity'], limits: { capacity: [15, 5000], power: [0.5, 30] } },
  pump: { defining: ['power', 'flowRate'], twoDefine: true, noTripCurve: true, mainsVoltage: true, limits: { power: [0.001, 500], current: [0.01, 1000] } },
  // A valve is known by its size (DN, or its thread in inches); a solenoid valve with no size read by its coil's voltage.
  // A fitting or a pipe by the pipe it takes ("15 mm", "1/2\" BSP", "DN20").
  'pipe-fitting': { defining: ['pipeSize', 'pipeThread', 'nominalDiameter'], noTripCurve: true },
  valve: { defining: ['nominalDiameter', 'pipeThread', 'pipeSize', 'pressureRating', 'pressureClass', 'voltage'], noTripCurve: true, limits: { nominalDiameter: [6, 1200], pressureRating: [2.5, 420] } },
  'expansion-vessel': { defining: ['capacity'], limits: { capacity: [0.5, 5000] } },
  luminaire: { defining: ['power', 'luminousFlux'], twoDefine: true, noTripCurve: true, mainsVoltage: true, limits: { power: [0.0005, 2], current: [0.005, 20], luminousFlux: [20, 200_000] } },
  lamp: { defining: ['power'], noTripCurve: true, limits: { power: [0.0003, 2] } },
  // A cable is its conductor and, on a drum or spool, its length: "cable 2.5 mm² 100 m", "cable 14 AWG 25 ft".
  cable: { defining: ['crossSection', 'wireGauge', 'cableCategory', 'length'], twoDefine: true, noTripCurve: true, limits: { crossSection: [0.1, 1000] } },
  'data-cable': { defining: ['cableCategory', 'length'], twoDefine: true, noTripCurve: true },
  // A bolt by its thread, a wood screw or wall plug by its diameter and length ("5.0 × 60 mm").
  fastener: { defining: ['threadSize', 'dimensions'] },
  'solar-inverter': { defining: ['power'], noTripCurve: true, limits: { power: [0.1, 250], current: [0.1, 400] } },
  'ev-charger': { defining: ['current', 'power'], mainsVoltage: true, limits: { current: [6, 500], power: [1, 400] } },
  'gas-meter': { defining: ['flowRate'], noTripCurve: true, limits: { flowRate: [0.01, 10_000] } },
  // A refrigerant's cylinder is sold by the gas it holds, then by its weight.
  'refrigerant-gas': { defining: ['refrigerant', 'weight', 'refrigerantCharge'], noTripCurve: true },
  // A smart relay's supply is mains or a standard low voltage (its "24-60V=" read run together as "2460V" is neither).
  'smart-switch': { defining: ['current'], noTripCurve: true, mainsVoltage: true, limits: { current: [0.01, 63] } },
  'energy-meter': { defining: ['current', 'voltage'], twoDefine: true, noTripCurve: true, mainsVoltage: true, limits: { current: [0.01, 100], power: [0.0005, 100] } },
  'voltage-stabiliser': { defining: ['apparentPower'], noTripCurve: true },
  ups: { defining: ['apparentPower'], noTripCurve: true, limits: { apparentPower: [0.2, 1000], power: [0.1, 1000] } },
  'limit-switch': { defining: ['pilotDuty'], mainsVoltage: true, limits: { current: [0.01, 60] } },
  gauge: { defining: ['pressure'], noTripCurve: true },
  // A transmitter is known by its span, then its output ("0-10 bar 4-20 mA").
  'pressure-transmitter': { defining: ['pressure', 'signalOutput'], twoDefine: true, noTripCurve: true },
  // Sold by what they fit or hold, never by a current or voltage printed near them.
  'welding-wire': { defining: [] },
  'stud-finder': { defining: [] },
  collet: { defining: [] },
  'wifi-module': { defining: [] },
  // A crimper by the sizes it takes, an alarm keypad by its model, a scope or generator by its bandwidth, a test instrument by its measurement category.
  'crimping-tool': { defining: ['crossSection'] },
  // A disc is ordered by its diameter, thickness and bore ("125x1.0x22 mm"); its rpm is only its limit.
  'cutting-disc': { defining: ['dimensions'] },
  'grinding-disc': { defining: ['dimensions'] },
  'intruder-alarm': { defining: [] },
  // A bench instrument draws a few amperes at most: "2465A" beside its maker is its model ("4001A" a generator's), not a rating.
  oscilloscope: { defining: ['signalFrequency'], noTripCurve: true, limits: { current: [0.0001, 20] } },
  'signal-generator': { defining: ['signalFrequency'], noTripCurve: true, limits: { current: [0.0001, 20] } },
  'frequency-counter': { defining: ['signalFrequency'], noTripCurve: true, limits: { current: [0.0001, 20] } },
  tester: { defining: ['measurementCategory'], noTripCurve: true },
  multimeter: { defining: ['measurementCategory'], noTripCurve: true },
  // A process calibrator is sold by its model; a "4W" on it is an RTD's four wires, no power.
  calibrator: { defining: [], noTripCurve: true },
  // A battery is sold by its voltage and capacity together ("12 V 74 Ah"); its C10 and C100 are its capacity's discharge
  // rates, no breaker's curve.
  'lead-acid-battery': { defining: ['voltage', 'charge'], twoDefine: true, noTripCurve: true },
  'rechargeable-battery': { defining: ['voltage', 'charge'], twoDefine: true, noTripCurve: true },
  'lifepo4-battery': { defining: ['voltage', 'charge'], twoDefine: true, noTripCurve: true },
  'tool-battery': { noTripCurve: true },
  'battery-charger': { defining: ['voltage', 'current'], supply: true },
  // A USB charger is sold by its total watts; the amps on its label are its input's.
  'usb-charger': { defining: ['power'], supply: true },
  // A stepper's phase current is a few amperes; its power, where printed, well under a kilowatt.
  'stepper-motor': { limits: { current: [0.05, 20], power: [0.001, 2] } },
  // A router's spindle runs at 6,000–60,000 rpm, well past an induction motor's.
  'router-spindle': { limits: { power: [0.05, 20], speed: [1000, 60_000] } },
  gearbox: { noTripCurve: true, limits: { power: [0.06, 500], speed: [0.1, 7200] } },
  'consumer-unit': { mainsVoltage: true, limits: { current: [0.5, 125] } },
  fuse: { mainsVoltage: true, limits: { current: [0.032, 1250], breakingCapacity: [1, 200] } },
  socket: { mainsVoltage: true, limits: { current: [2, 63], power: [0.0005, 15] } },
  switch: { mainsVoltage: true, limits: { current: [1, 50], power: [0.0005, 15] } },
  'battery-storage': { noTripCurve: true, limits: { capacity: [0.1, 2000] } },
  // A battery inverter: 12–48 V in, 110–240 V out, up to a few kW.
  'power-inverter': { limits: { voltage: [6, 480], power: [0.05, 10] } },
  'surge-protector': { limits: { current: [0.5, 200] } },
  timer: { mainsVoltage: true, limits: { current: [0.01, 25] } },
  pushbutton: { mainsVoltage: true, limits: { current: [0.01, 60] } },
  'terminal-block': { limits: { current: [0.1, 400], crossSection: [0.08, 300] } },
  sensor: { noTripCurve: true, limits: { current: [0.0005, 20] } },
  thermostat: { noTripCurve: true, limits: { current: [0.01, 30] } },
  'zone-controller': { defining: ['voltage'], noTripCurve: true, limits: { current: [0.01, 30] } },
  // A welder's "C25" is its shielding gas (75 % argon, 25 % CO2), never a breaker's curve.
  welder: { noTripCurve: true },
  actuator: { limits: { current: [0.001, 20], power: [0.0005, 1] } },
  fan: { noTripCurve: true, mainsVoltage: true, limits: { power: [0.001, 200] } },
  'circulating-pump': { twoDefine: true, noTripCurve: true, mainsVoltage: true, limits: { power: [0.001, 5], current: [0.01, 20], voltage: [12, 415] } },
  'water-meter': { defining: ['flowRate'], noTripCurve: true, limits: { flowRate: [0.01, 5000] } },
  // Its DC voltages are its battery's (3.6, 4.8, 7.2 V): no standard series.
  'emergency-light': { noTripCurve: true, limits: { power: [0.0005, 0.2] } },
  'led-driver': { supply: true, noTripCurve: true, limits: { power: [0.0005, 0.6], current: [0.01, 10] } },
  'fire-alarm': { limits: { current: [0.0001, 5] } },
  // Sold by what it holds; its fire ratings ("21A 75F", "34A 183B C") are classes of fire, never a trip curve.
  'fire-extinguisher': { defining: ['capacity', 'weight'], noTripCurve: true },
  'power-tool': { limits: { power: [0.01, 5], speed: [10, 40_000] } },
  'soldering-station': { limits: { power: [0.005, 2] } },
  // A loudspeaker, active or passive, is sold by its watts; it draws a few amperes at most ("322A" is its model misread).
  loudspeaker: { defining: ['power'], noTripCurve: true, limits: { current: [0.01, 20], power: [0.0005, 10] } },
  'air-heater': { largestPower: true },
  'fan-heater': { largestPower: true },
  'unit-heater': { largestPower: true },
  'heat-meter': { noTripCurve: true },
  freezer: COLD_APPLIANCE,
  refrigerator: COLD_APPLIANCE,
  'commercial-fridge': COLD_APPLIANCE,
};

const DEFAULTS: TypeRatings = {};

/** The rating traits of a product type (the defaults for none, or one not listed). */
export function typeRatings(typeId: string | undefined): TypeRatings {
  return (typeId && TYPE_RATINGS[typeId]) || DEFAULTS;
}

/** The product types the table speaks of (its test checks each is one the base knows). */
export const TYPES_WITH_RATINGS: readonly string[] = Object.keys(TYPE_RATINGS);
