import { typeRatings } from '../kb/type-ratings.ts';
import { RATING_LABELS, type RatingKey } from './rating-types.ts';
import type { RatingMap } from './ratings.ts';

/** Ratings that say what a product is when its label names none (classify.ts weighs them with its keywords). */
export const RATING_HINTS: { keys: (keyof RatingMap)[]; type: string; weight: number }[] = [
  { keys: ['speed', 'power'], type: 'motor', weight: 1.2 },
  { keys: ['speed'], type: 'motor', weight: 0.5 },
  { keys: ['frame'], type: 'motor', weight: 0.5 },
  { keys: ['serviceFactor'], type: 'motor', weight: 0.6 },
  { keys: ['efficiencyClass'], type: 'motor', weight: 0.4 },
  { keys: ['insulationClass'], type: 'motor', weight: 0.5 },
  { keys: ['luminousFlux'], type: 'luminaire', weight: 1 },
  { keys: ['colourTemperature'], type: 'luminaire', weight: 0.8 },
  { keys: ['crossSection'], type: 'cable', weight: 0.8 },
  { keys: ['nominalDiameter'], type: 'valve', weight: 0.5 },
  { keys: ['pressureRating'], type: 'valve', weight: 0.5 },
  { keys: ['pressureClass'], type: 'valve', weight: 0.6 },
  // A flow coefficient ("Kvs 6.3") is a control valve's; a mode and duration ("NM3") an emergency light's (service-marks.ts).
  { keys: ['flowCoefficient'], type: 'valve', weight: 0.6 },
  { keys: ['emergency'], type: 'emergency-light', weight: 0.8 },
  // A running time for a stroke ("8s/60°", "Laufzeit 150 s") is a valve or damper actuator's.
  { keys: ['runTime'], type: 'actuator', weight: 1 },
  // A reduction ratio ("i=28") is a gearbox's; a fitting's lamps by number and wattage ("2x58W") a luminaire's.
  { keys: ['gearRatio'], type: 'gearbox', weight: 1 },
  { keys: ['lamps'], type: 'luminaire', weight: 1 },
  // A current loop with a pressure range is a pressure transmitter's output and span ("0-1MPa 4-20mA").
  { keys: ['signalOutput', 'pressure'], type: 'pressure-transmitter', weight: 1.3 },
  { keys: ['residualCurrent', 'tripCurve'], type: 'rcbo', weight: 0.8 },
  { keys: ['residualCurrent'], type: 'rcd', weight: 0.5 },
  { keys: ['tripCurve'], type: 'mcb', weight: 0.4 },
  { keys: ['breakingCapacity'], type: 'mcb', weight: 0.3 },
  { keys: ['apparentPower'], type: 'transformer', weight: 0.5 },
  { keys: ['flowRate', 'pressure'], type: 'gas-meter', weight: 0.4 },
  { keys: ['capacity'], type: 'cylinder', weight: 0.3 },
  { keys: ['threadSize'], type: 'fastener', weight: 1 },
  { keys: ['pilotDuty'], type: 'relay', weight: 0.4 },
  // What a label carries when it names no product (issue 30): AC-3 with a current is a contactor's
  // rating, kA with a curve letter a breaker's, bar with a DN a valve's, lumens with watts a light's.
  // Only a contactor's own categories say so (IEC 60947-4-1: AC-1 to AC-8, DC-1 to DC-5); AC-15 and
  // DC-13 are a control circuit's (a pushbutton's contact block, a relay), AC-21 to AC-23 a switch-disconnector's.
  { keys: ['utilisationCategory', 'current'], type: 'contactor', weight: 0.8 },
  { keys: ['utilisationCategory'], type: 'contactor', weight: 0.3 },
  { keys: ['utilisationCategory', 'current'], type: 'isolator', weight: 0.6 },
  { keys: ['breakingCapacity', 'tripCurve'], type: 'mcb', weight: 0.5 },
  { keys: ['pressure', 'nominalDiameter'], type: 'valve', weight: 0.5 },
  { keys: ['luminousFlux', 'power'], type: 'luminaire', weight: 0.5 },
  // A pulse worth a volume ("1 pulse = 10 dm3") is a gas meter's output.
  { keys: ['pulseValue'], type: 'gas-meter', weight: 0.4 },
  // A flow ratio or temperature class ("R160H", "Q3/Q1:R250", "T30/90") is EN ISO 4064's: a water meter's marks (version 62).
  { keys: ['meterClass'], type: 'water-meter', weight: 0.6 },
  // A capacity in ampere-hours is a battery's (a UPS or charger names itself in words that outweigh it).
  { keys: ['charge'], type: 'rechargeable-battery', weight: 0.6 },
  // So is a chemistry ("LiPo 7.4V"; version 62): a charger or a UPS names itself in words that outweigh it.
  { keys: ['chemistry'], type: 'rechargeable-battery', weight: 0.6 },
  // A meter constant (imp/kWh, a disc's Wh a turn) is an energy meter's own.
  { keys: ['meterConstant'], type: 'energy-meter', weight: 0.8 },
  // A climatic category is a capacitor's (IEC 60384 prints it on every film and electrolytic one).
  { keys: ['climaticCategory'], type: 'capacitor', weight: 0.6 },
  // A GC number or a gas appliance PIN is a gas appliance's: in surplus, a boiler most often.
  { keys: ['gcNumber'], type: 'boiler', weight: 0.6 },
  // A gas appliance's category: most often a boiler's (a water heater, a fire or a cooker prints one too).
  { keys: ['gasCategory'], type: 'boiler', weight: 0.5 },
  { keys: ['gasPin'], type: 'boiler', weight: 0.4 },
  // A resolution in lines or megapixels is a camera's.
  { keys: ['resolution'], type: 'cctv-camera', weight: 0.6 },
  { keys: ['duty', 'power'], type: 'motor', weight: 0.6 },
  { keys: ['flowRate', 'power'], type: 'pump', weight: 0.4 },
  { keys: ['head', 'flowRate'], type: 'pump', weight: 0.8 },
  { keys: ['head'], type: 'pump', weight: 0.4 },
  { keys: ['mounting'], type: 'motor', weight: 0.6 },
  { keys: ['bearings'], type: 'motor', weight: 0.5 },
];

/** The utilisation categories that are one kind of product's own (IEC 60947-4-1 and 60947-3). */
const CATEGORY_OF: Record<string, RegExp> = {
  contactor: /^(?:AC-(?:[1-4]|3e|[5-8][ab])|DC-[1-6])$/i,
  isolator: /^(?:AC|DC)-2[0-3][AB]?$/i,
};

/** The residual currents RCDs are made for (IEC 61008/61009, and 6 mA DC detection), in mA. */
const STANDARD_RESIDUAL_MA = [6, 10, 30, 100, 300, 500, 1000];
const PERSONAL_PROTECTION_MA = [10, 30];

/**
 * The readings of a key that speak for a type: a residual current only at a standard IΔn (a CT's 50 mA
 * secondary is no RCD's) and beside no low voltage alone; volt-amperes only from 20 VA (a controller's or timer's own 5 VA draw is no transformer's rating).
 */
export function hintRatings(ratings: RatingMap, key: keyof RatingMap, type?: string) {
  const list = ratings[key] ?? [];
  if (key === 'utilisationCategory' && type) return list.filter((r) => (CATEGORY_OF[type] ?? /./).test(r.value));
  if (key === 'apparentPower') return list.filter((r) => /kVA/i.test(r.value) || (r.numbers[0] ?? 0) >= 20);
  if (key !== 'residualCurrent') return list;
  // With only low voltages read ("3V 10mA", "12V 30mA"), milliamperes are a device's own current: RCDs work on mains.
  const volts = (ratings.voltage ?? []).flatMap((v) => v.numbers);
  if (volts.length && volts.every((v) => v <= 60)) return [];
  // An RCD is rated in amperes too (25 A, 40 A, 63 A). Without one read, only the personal-protection
  // IΔn (10 or 30 mA) is an RCD's: a lone "500mA" is as likely a fuse's or a board's own current.
  const standard = (ratings.current ?? []).length ? STANDARD_RESIDUAL_MA : PERSONAL_PROTECTION_MA;
  return list.filter((r) => {
    const [n] = r.numbers;
    const ma = n === undefined ? NaN : /mA/i.test(r.value) ? n : n * 1000;
    return standard.some((s) => Math.abs(s - ma) < 0.01);
  });
}

/**
 * The names the spec line gives the ratings: milliamperes are a residual current where an RCD's can be
 * (a breaker's type, or a standard IΔn read as `hintRatings` takes one); otherwise they are a current in
 * milliamperes (a transformer's "AC18.2V 500mA" secondary is no residual current).
 */
export function specLabels(ratings: RatingMap, typeId?: string): Record<RatingKey, string> {
  const residual = typeRatings(typeId).limits?.residualCurrent !== undefined || hintRatings(ratings, 'residualCurrent').length > 0;
  return residual ? RATING_LABELS : { ...RATING_LABELS, residualCurrent: 'Current (mA)' };
}
