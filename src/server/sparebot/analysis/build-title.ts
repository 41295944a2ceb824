import type { CategoryName } from '../../../shared/constants/categories.ts';
import type { BrandHit } from '../extract/brand-match.ts';
import { escapeRegExp, squash } from '../extract/text-normalise.ts';
import { statedRatings, type RatingMap } from '../extract/ratings.ts';
import type { Rating, RatingKey } from '../extract/rating-types.ts';
import { findProductType } from '../kb/product-types.ts';
import { typeRatings } from '../kb/type-ratings.ts';

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
  /** The label's own narrower noun for the type ("ball valve" for a valve; kb/narrow-nouns.ts). */
  noun?: string | undefined;
}

function nounFor(parts: TitleParts): string {
  const type = parts.typeId ? findProductType(parts.typeId) : undefined;
  if (!type) return GENERIC_NOUNS[parts.category];
  if (type.id === 'motor' && parts.ratings.phases?.[0]?.value.startsWith('3')) return 'three-phase motor';
  if (type.id === 'motor' && parts.ratings.phases?.[0]?.value.startsWith('1')) return 'single-phase motor';
  // A fitting with its lamps counted ("2x36W", "1x58W T8") takes tubes: LED fittings give one wattage.
  if (type.id === 'luminaire' && parts.ratings.lamps?.length) return 'fluorescent luminaire';
  // The label's own noun for a fitting ("batten", "downlight") keeps its LED, as the base noun has it.
  if (type.id === 'luminaire' && parts.noun && !/\bLED\b/i.test(parts.noun)) return `LED ${parts.noun}`;
  return parts.noun ?? type.noun;
}

/** A rating's largest number, in watts where it is a power in kW ("5 kW" outweighs "40 W"). */
const size = (r: Rating) => Math.max(...r.numbers) * (/\bkW\b/.test(r.value) ? 1000 : 1);
const largest = (list: readonly Rating[]) =>
  list.reduce<Rating | undefined>((best, r) => (best && size(best) >= size(r) ? best : r), undefined);

/**
 * The rating of this key that defines the item: the one its model code states, else a relay's coil
 * voltage, a supply's output current, a heater's heat.
 */
function keyRating(ratings: RatingMap, key: RatingKey, typeId: string | undefined, stated: readonly Rating[]): Rating | undefined {
  const own = stated.find((r) => r.key === key);
  if (own) return own;
  // A voltage in hundredths over ten volts ("Max 12.10V") is a display's reading, not what the item is rated for.
  const list = (ratings[key] ?? []).filter((r) => key !== 'voltage' || !/^\d{2,3}\.\d{2}\s/.test(r.value));
  const traits = typeRatings(typeId);
  if (key === 'power' && traits.largestPower) return largest(list);
  // A bandwidth is whole megahertz ("100 MHz"); kilohertz or decimals are a screen's measurement ("12.76 kHz").
  if (key === 'signalFrequency') return list.find((r) => /\s[MG]Hz$/.test(r.value) && r.numbers.every(Number.isInteger));
  if (key === 'current' && traits.supply) return list.find((r) => r.role !== 'input') ?? list[0];
  // A base current over its maximum ("15(100) A") is how a meter, or a switch for its two loads, states its rating.
  if (key === 'current') return list.find((r) => r.value.includes('(')) ?? list[0];
  if (key !== 'voltage' || !traits.coil) return list[0];
  return list.find((r) => r.role === 'coil') ?? list.find((r) => r.role !== 'contact') ?? list[0];
}

/** The ratings the title shows: the first defining rating read, and for a type two define the next one too. */
function titleRatings(parts: TitleParts): string[] {
  const traits = typeRatings(parts.typeId);
  const keys = traits.defining ?? ['power', 'current', 'voltage'];
  const present = keys.filter((k) => parts.ratings[k]?.length);
  // A trip curve already states the current ("Type C 32 A"); one named in words ("B curve") takes the current read apart.
  const shown = present.filter((k) => k !== 'current' || !present.includes('tripCurve'));
  const stated = statedRatings(parts.model);
  const current = parts.ratings.current?.[0]?.value;
  return shown
    .slice(0, traits.twoDefine ? 2 : 1)
    .map((k) => titleValue(keyRating(parts.ratings, k, parts.typeId, stated)))
    .map((v) => (v && /^Type [BCD]$/.test(v) && current ? `${v} ${current}` : v))
    .filter((v): v is string => Boolean(v));
}

/** A rating as a title states it: an RCD's residual current in milliamperes, as the trade names it ("0.03 A" → 30 mA). */
function titleValue(r: Rating | undefined): string | undefined {
  if (r?.key !== 'residualCurrent' || !/\sA$/.test(r.value) || r.numbers.length !== 1) return r?.value;
  return `${Math.round((r.numbers[0] ?? 0) * 1000)} mA`;
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
  // A short prefix set apart by a space is a maker's product group, shared by its whole range ("6ES7" of Siemens's
  // "6ES7 214-1AG40-0XB0"): the title keeps as many groups after it as fit ("6ES7 214-1AG40").
  const grouped = model[base.length] === ' ' && base.length <= 5;
  if (!grouped && base.length >= 4 && base.length <= TITLE_MODEL_MAX && /\d/.test(base)) return base;
  let head = base;
  for (let i = 1; i < parts.length && head.length + 1 + (parts[i] ?? '').length <= TITLE_MODEL_MAX; i++)
    head = model.slice(0, head.length + 1 + parts[i]!.length);
  if (grouped && head.length >= 8) return head;
  return head.length >= 6 && /\d/.test(head) ? head : undefined;
}

/** "Allen-Bradley 700-HA32A1 relay 120 V AC": brand, model, product type and the ratings that define it. */
export function buildTitle(parts: TitleParts): string {
  // A model that opens with the maker's name ("Shelly 1L", "JBD-SP15S001", "CIE211365") says it once, and so does one that opens with
  // the last word of the maker's name, its product line ("Tesla Powerwall" and "Powerwall 2": "Tesla Powerwall 2").
  const lastWord = parts.brand?.includes(' ') ? parts.brand.slice(parts.brand.lastIndexOf(' ') + 1) : undefined;
  const read = titleModel(parts.model);
  const model = lastWord && read && new RegExp(`^${escapeRegExp(lastWord)}\\s`, 'i').test(read) ? read.slice(lastWord.length + 1) : read;
  const brand =
    parts.brand && new RegExp(`^${escapeRegExp(parts.brand)}(?:[\\s-]|(?=\\d))`, 'i').test(model ?? '') ? undefined : parts.brand;
  // A maker's name that ends in what the item is says it once, with no model between them ("Kundan Cable", not "Kundan Cable cable").
  const noun = nounFor(parts);
  const named = brand && !model && noun && new RegExp(`\\s${escapeRegExp(noun)}s?$`, 'i').test(brand);
  const words = [brand, model, named ? undefined : noun, ...titleRatings(parts)].filter((w): w is string => Boolean(w));
  const title = words.join(' ');
  // A maker's name keeps its own case ("myenergi", "openWB"), and so does a word written with a
  // capital inside it ("pH meter"); a title opening with anything else takes a capital.
  return brand || /^[a-z]+[A-Z]/.test(title) ? title : title.charAt(0).toUpperCase() + title.slice(1);
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
 * is what was read ("Eaton MEM", "Schneider Electric Telemecanique"), so a buyer
 * searching either finds it. A spelling of the name itself ("Landis Gyr", "Schneider"), or its Cyrillic as read, adds nothing.
 */
export function titleBrand(brandName: string | undefined, top: BrandHit | undefined, model?: string): string | undefined {
  const form = top?.form;
  if (!brandName || !form || top.brand.name !== brandName || top.brand.cyrillicNames?.includes(form)) return brandName;
  // A series that opens the model already says it ("AcuRev 1300", "Micromaster 440").
  if (model && squash(model).startsWith(squash(form))) return brandName;
  const [a, b] = [squash(form), squash(brandName)];
  const variant =
    a.includes(b) || b.includes(a) || a.startsWith(b.slice(0, 5)) || b.startsWith(a.slice(0, 5)) || a.length < 3 || abbreviates(a, b);
  return variant ? brandName : `${brandName} ${form}`;
}

/** A logo's letters taken from the name in order, from its first ("CHNT" of Chint, "SE" of Schneider Electric): the same name. */
function abbreviates(short: string, name: string): boolean {
  if (short.length >= name.length || short[0] !== name[0]) return false;
  let at = 0;
  for (const c of short) {
    at = name.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}
