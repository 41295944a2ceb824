import type { CategoryName } from '../../../shared/constants/categories.ts';
import type { BrandHit } from '../extract/brand-match.ts';
import { escapeRegExp, squash } from '../extract/text-normalise.ts';
import type { RatingMap } from '../extract/ratings.ts';
import type { Rating, RatingKey } from '../extract/rating-types.ts';
import { findProductType } from '../kb/product-types.ts';

/** Which rating says most about each product type, in order of preference. */
const KEY_RATINGS: Record<string, RatingKey[]> = {
  motor: ['power', 'speed'],
  // A board's silkscreen is component references and its parts' ratings, none of them the board's own.
  'circuit-board': [],
  // Control electronics are known by their supply, not the few hundred milliamps they draw.
  plc: ['voltage'],
  hmi: ['voltage'],
  'signal-tower': ['voltage'],
  // A charge controller is sold by its current and battery voltage (its watts follow from them).
  'solar-charge-controller': ['current', 'voltage'],
  drive: ['power', 'current'],
  'soft-starter': ['power', 'current'],
  mcb: ['tripCurve', 'current'],
  rcbo: ['tripCurve', 'current', 'residualCurrent'],
  rcd: ['current', 'residualCurrent'],
  mccb: ['current'],
  isolator: ['current'],
  transformer: ['apparentPower'],
  contactor: ['current', 'power'],
  relay: ['voltage', 'current'],
  'timing-relay': ['voltage'],
  'overload-relay': ['current'],
  'motor-protection': ['current', 'power'],
  'motor-starter': ['power', 'current'],
  'power-supply': ['power', 'current'],
  'bench-power-supply': ['voltage', 'current'],
  boiler: ['power'],
  'heat-pump': ['power'],
  'air-conditioner': ['power'],
  radiator: ['power'],
  cylinder: ['capacity'],
  pump: ['power', 'flowRate'],
  // A solenoid valve with no size read is known by its coil's voltage.
  valve: ['nominalDiameter', 'pressureRating', 'voltage'],
  'expansion-vessel': ['capacity'],
  luminaire: ['power', 'luminousFlux'],
  lamp: ['power'],
  cable: ['crossSection'],
  fastener: ['threadSize'],
  'solar-inverter': ['power'],
  'ev-charger': ['current', 'power'],
  'gas-meter': ['flowRate'],
  'energy-meter': ['current', 'voltage'],
  ups: ['apparentPower'],
  'limit-switch': ['pilotDuty'],
  gauge: ['pressure'],
  // Sold by what they fit or hold, never by a current or voltage printed near them.
  'welding-wire': [],
  'stud-finder': [],
  collet: [],
  'wifi-module': [],
  // A crimper by the sizes it takes, an alarm keypad or a scope by its model, a test instrument by its measurement category.
  'crimping-tool': ['crossSection'],
  'intruder-alarm': [],
  oscilloscope: [],
  tester: ['measurementCategory'],
  multimeter: ['measurementCategory'],
  'lead-acid-battery': ['voltage', 'charge'],
  'battery-charger': ['voltage', 'current'],
  // A USB charger is sold by its total watts; the amps on its label are its input's.
  'usb-charger': ['power'],
};

const GENERIC_NOUNS: Record<CategoryName, string> = {
  'Electrical Components': 'electrical component',
  'Plumbing Supplies': 'plumbing item',
  'HVAC Equipment': 'HVAC equipment',
  'Tools & Hardware': 'tool',
  'Safety Equipment': 'safety equipment',
  'Control Systems': 'control component',
  Lighting: 'light fitting',
  'Motors & Drives': 'motor/drive',
  'Cables & Wiring': 'cable',
  'Fasteners & Fixings': 'fixings',
  Other: 'M&E item',
  Instrumentation: 'instrument',
};

export interface TitleParts {
  brand: string | undefined;
  typeId: string | undefined;
  category: CategoryName;
  ratings: RatingMap;
  model: string | undefined;
}

function nounFor(parts: TitleParts): string {
  const type = parts.typeId ? findProductType(parts.typeId) : undefined;
  if (!type) return GENERIC_NOUNS[parts.category];
  if (type.id === 'motor' && parts.ratings.phases?.[0]?.value.startsWith('3')) return 'three-phase motor';
  if (type.id === 'motor' && parts.ratings.phases?.[0]?.value.startsWith('1')) return 'single-phase motor';
  return type.noun;
}

const COIL_TYPES = new Set(['relay', 'timing-relay', 'contactor']);
const LARGEST_POWER_TYPES = new Set(['power-supply', 'air-heater', 'fan-heater', 'unit-heater', 'boiler', 'heat-pump', 'air-conditioner']);
const SUPPLY_TYPES = new Set(['power-supply', 'bench-power-supply', 'led-driver', 'battery-charger', 'usb-charger']);

/** A rating's largest number, in watts where it is a power in kW ("5 kW" outweighs "40 W"). */
const size = (r: Rating) => Math.max(...r.numbers) * (/\bkW\b/.test(r.value) ? 1000 : 1);
const largest = (list: readonly Rating[]) =>
  list.reduce<Rating | undefined>((best, r) => (best && size(best) >= size(r) ? best : r), undefined);

/** A relay's defining voltage is its coil's: the one named so, else one not on a contact-rating row. */
function keyRating(ratings: RatingMap, key: RatingKey, typeId: string | undefined): Rating | undefined {
  const list = ratings[key] ?? [];
  // A power supply is sold by its total output: the largest of its watts, not a rail's share or its standby draw; a
  // heater, boiler, heat pump or air conditioner by its heat (or cooling) output, not its fan's or controls' draw.
  if (key === 'power' && typeId && LARGEST_POWER_TYPES.has(typeId)) return largest(list);
  // A supply is sold by its output: a current read on its input row ("100-120VAC/10A") is what it draws.
  if (key === 'current' && typeId && SUPPLY_TYPES.has(typeId)) return list.find((r) => r.role !== 'input') ?? list[0];
  if (key !== 'voltage' || !typeId || !COIL_TYPES.has(typeId)) return list[0];
  return list.find((r) => r.role === 'coil') ?? list.find((r) => r.role !== 'contact') ?? list[0];
}

/**
 * Types that two ratings define together (issue 30, item 3): a motor by its power and speed, an RCD
 * by its current and residual current, a contactor by its current and motor power, a luminaire by
 * its watts and lumens. Others keep one: a relay's coil voltage says which relay it is.
 */
const TWO_RATINGS = new Set([
  'motor',
  'rcd',
  'rcbo',
  'contactor',
  'luminaire',
  'drive',
  'pump',
  'circulating-pump',
  'energy-meter',
  'motor-starter',
]);

/** The ratings the title shows: the first key rating read, and for TWO_RATINGS types the next one too. */
function titleRatings(parts: TitleParts): string[] {
  const keys = (parts.typeId && KEY_RATINGS[parts.typeId]) || ['power', 'current', 'voltage'];
  const present = keys.filter((k) => parts.ratings[k]?.length);
  // A trip curve already states the current ("Type C 32 A").
  const shown = present.filter((k) => k !== 'current' || !present.includes('tripCurve'));
  const count = parts.typeId && TWO_RATINGS.has(parts.typeId) ? 2 : 1;
  return shown
    .slice(0, count)
    .map((k) => keyRating(parts.ratings, k, parts.typeId)?.value)
    .filter((v): v is string => Boolean(v));
}

const TITLE_MODEL_MAX = 16;

/**
 * A model short enough for a title: a long order number by its base ("1LA3090-0AA43-ZK10" → 1LA3090),
 * or, when the base is letters only, by as many of its parts as fit ("AP-SMT-Breaker02-1CH" →
 * AP-SMT-Breaker02). The specs keep it whole.
 */
function titleModel(model: string | undefined): string | undefined {
  if (!model || model.length <= TITLE_MODEL_MAX) return model;
  const parts = model.split(/[-\s]/);
  const base = parts[0] ?? '';
  if (base.length >= 4 && base.length <= TITLE_MODEL_MAX && /\d/.test(base)) return base;
  let head = base;
  for (let i = 1; i < parts.length && head.length + 1 + (parts[i] ?? '').length <= TITLE_MODEL_MAX; i++)
    head = model.slice(0, head.length + 1 + parts[i]!.length);
  return head.length >= 6 && /\d/.test(head) ? head : undefined;
}

/** "Allen-Bradley 700-HA32A1 relay 120 V AC": brand, model, product type and the ratings that define it. */
export function buildTitle(parts: TitleParts): string {
  const model = titleModel(parts.model);
  // A model that opens with the maker's name ("Shelly 1L", "JBD-SP15S001") says it once.
  const brand = parts.brand && new RegExp(`^${escapeRegExp(parts.brand)}[\\s-]`, 'i').test(model ?? '') ? undefined : parts.brand;
  const words = [brand, model, nounFor(parts), ...titleRatings(parts)].filter((w): w is string => Boolean(w));
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The title when nothing on the photo identified the item: neutral, and what to do about it. */
export const UNIDENTIFIED_TITLE = 'Unidentified item — add a photo of its label';

/** The title when some evidence points to a category but too little to name the item. */
export function genericTitle(category: CategoryName): string {
  const noun = GENERIC_NOUNS[category];
  return `Unidentified ${noun} (details not legible)`;
}

/**
 * The maker as the title names it: with the sub-brand or former name the label prints, when that
 * is what was read ("Eaton MEM", "Keysight Agilent", "Schneider Electric Telemecanique"), so a buyer
 * searching either finds it. A spelling of the name itself ("Landis Gyr", "Schneider") adds nothing.
 */
export function titleBrand(brandName: string | undefined, top: BrandHit | undefined, model?: string): string | undefined {
  const form = top?.form;
  if (!brandName || !form || top.brand.name !== brandName) return brandName;
  // A series that opens the model already says it ("AcuRev 1300", "Micromaster 440").
  if (model && squash(model).startsWith(squash(form))) return brandName;
  const [a, b] = [squash(form), squash(brandName)];
  const variant = a.includes(b) || b.includes(a) || a.startsWith(b.slice(0, 5)) || b.startsWith(a.slice(0, 5)) || a.length < 3;
  return variant ? brandName : `${brandName} ${form}`;
}
