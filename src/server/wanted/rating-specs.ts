import { readRatings, type Rating, type RatingKey } from '../sparebot/rating-reader.ts';

/**
 * Ratings as comparable facts: SpareBot reads the text ("32 amp", "6kA", "0,75 kW", "B32"), and
 * each rating becomes numbers in one unit per kind (W for kW and HP, V for kV, bar for mbar and
 * psi …) or a short code (IP digits, a curve letter). A wanted rating is compared with the facts
 * a listing states: equal, at least or at most.
 */

export type SpecOp = 'eq' | 'gte' | 'lte';

/** One fact of a rating: numbers in the kind's base unit, or a code; `label` is how it reads ('32 A'). */
export interface RatingFact {
  k: RatingKey;
  n?: number[];
  t?: string;
  /** Converted through an inexact factor (HP, psi, lb): compared within 3 %. */
  approx?: true;
  label: string;
}

/** What one wanted rating asks: every spec must hold. */
export interface WantedRating {
  label: string;
  specs: Array<RatingFact & { op: SpecOp }>;
}

export type ListingRatings = ReadonlyMap<RatingKey, RatingFact[]>;

/** More is always at least as good: a plain '6 kA' or 'IP65' asks for at least that. */
const AT_LEAST_BY_DEFAULT = new Set<RatingKey>(['breakingCapacity', 'ipRating', 'pressureRating', 'efficiencyClass']);
/** Kinds compared as codes (squashed text), not numbers. */
const CODE_KEYS = new Set<RatingKey>([
  'model',
  'frame',
  'threadSize',
  'pilotDuty',
  'enclosureType',
  'terminals',
  'pulseValue',
  'insulationClass',
  'pressureClass',
]);

const GTE_PREFIX = /^(?:≥|>=|=>|>|min(?:imum)?\.?|at\s+least|from)\s*/i;
const LTE_PREFIX = /^(?:≤|<=|=<|<|max(?:imum)?\.?|up\s+to|at\s+most)\s*/i;
const GTE_SUFFIX = /\s*(?:\+|or\s+(?:more|above|higher|over|better)|and\s+(?:above|over|up))$/i;
const LTE_SUFFIX = /\s*(?:or\s+(?:less|below|lower|under)|max(?:imum)?\.?)$/i;

type Factor = { factor: number; approx: boolean };
const exact = (factor: number): Factor => ({ factor, approx: false });
const roughly = (factor: number): Factor => ({ factor, approx: true });

/** Factor to the kind's base unit from the unit written in a display value ('0.75 kW' → 1000); kinds not listed have one unit. */
const UNIT_FACTORS: Partial<Record<RatingKey, (unit: string) => Factor>> = {
  voltage: (u) => exact(/^kV/.test(u) ? 1000 : 1),
  power: (u) => (/^kW/.test(u) ? exact(1000) : /^HP/i.test(u) ? roughly(745.7) : exact(1)),
  apparentPower: (u) => exact(/^kVA/.test(u) ? 1000 : 1),
  pressure: (u) => (/^mbar/i.test(u) ? exact(0.001) : /^kPa/i.test(u) ? exact(0.01) : /^psi/i.test(u) ? roughly(0.0689476) : exact(1)),
  weight: (u) => (/^lb/i.test(u) ? roughly(0.45359237) : exact(1)),
  flowRate: (u) => (/^l\/min/i.test(u) ? exact(0.06) : /^l\/s/i.test(u) ? exact(3.6) : exact(1)),
};

const squashCode = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The facts of one rating SpareBot read; a curve with its current ('Type B 32 A') is two. */
export function toFacts(rating: Rating): RatingFact[] {
  const { key, value } = rating;
  if (key === 'ipRating') return [{ k: key, t: value.slice(2, 4).toUpperCase(), label: value }];
  if (key === 'tripCurve') {
    const m = /Type ([BCD])(?: (\d+) A)?/.exec(value);
    if (!m) return [];
    const curve: RatingFact = { k: key, t: m[1]!, label: `Type ${m[1]!}` };
    return m[2] ? [curve, { k: 'current', n: [Number(m[2])], label: `${m[2]} A` }] : [curve];
  }
  if (CODE_KEYS.has(key)) return [{ k: key, t: squashCode(value), label: value }];
  const numbers = rating.numbers.length ? rating.numbers : [Number.parseFloat(value)];
  const unit = value.replace(/^[\d.\s/-]+/, '').trim();
  const { factor, approx } = UNIT_FACTORS[key]?.(unit) ?? exact(1);
  const n = numbers.filter((x) => Number.isFinite(x)).map((x) => x * factor);
  if (n.length === 0) return [];
  return [{ k: key, n, ...(approx && { approx: true as const }), label: value }];
}

const factKey = (f: RatingFact) => `${f.k}|${f.t ?? ''}|${(f.n ?? []).join('/')}`;

/** Every rating stated in a listing's texts (title, brand, specs, description), by kind. */
export function readListingRatings(texts: readonly (string | null)[]): Map<RatingKey, RatingFact[]> {
  const byKey = new Map<RatingKey, RatingFact[]>();
  const seen = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const fact of readRatings(text).flatMap(toFacts)) {
      const id = factKey(fact);
      if (seen.has(id)) continue;
      seen.add(id);
      const list = byKey.get(fact.k) ?? [];
      list.push(fact);
      byKey.set(fact.k, list);
    }
  }
  return byKey;
}

/** A display value that another one already says ('32 A' inside 'Type B 32 A') is left out of a label. */
function labelOf(values: string[]): string {
  const unique = [...new Set(values)];
  return unique.filter((v) => !unique.some((other) => other !== v && other.includes(v))).join(' ');
}

/**
 * A rating as a user typed it: '32 A', '32amp', 'Type B', '≥ 6 kA', '>= 6kA', '6kA+', 'IP65',
 * 'at most 400 V'. Null when nothing in it reads as a rating.
 */
export function parseWantedRating(typed: string): WantedRating | null {
  let text = typed.trim();
  let op: SpecOp | undefined;
  for (const [pattern, meaning] of [
    [GTE_PREFIX, 'gte'],
    [LTE_PREFIX, 'lte'],
    [GTE_SUFFIX, 'gte'],
    [LTE_SUFFIX, 'lte'],
  ] as const) {
    if (!pattern.test(text)) continue;
    op = meaning;
    text = text.replace(pattern, '');
  }
  const ratings = readRatings(text);
  const facts = new Map<string, RatingFact>();
  for (const fact of ratings.flatMap(toFacts)) if (!facts.has(factKey(fact))) facts.set(factKey(fact), fact);
  if (facts.size === 0) return null;
  const specs = [...facts.values()].map((fact) => {
    const comparable = fact.n !== undefined || fact.k === 'ipRating';
    const defaultOp: SpecOp = AT_LEAST_BY_DEFAULT.has(fact.k) ? 'gte' : 'eq';
    return { ...fact, op: comparable ? (op ?? defaultOp) : 'eq' };
  });
  const prefix = op === 'gte' ? '≥ ' : op === 'lte' ? '≤ ' : '';
  return { label: prefix + labelOf(ratings.map((r) => r.value)), specs };
}

/** IP digits: each wanted digit (X = any) against the listing's (X = not rated: fails a digit asked for). */
function ipHolds(wanted: string, stated: string, op: SpecOp): boolean {
  for (let i = 0; i < 2; i++) {
    const w = wanted[i] ?? 'X';
    const s = stated[i] ?? 'X';
    if (w === 'X') continue;
    if (s === 'X') return false;
    const [wd, sd] = [Number(w), Number(s)];
    if (op === 'eq' ? sd !== wd : op === 'gte' ? sd < wd : sd > wd) return false;
  }
  return true;
}

/** Whether what the listing states of a kind meets the spec. */
function isMet(spec: WantedRating['specs'][number], stated: readonly RatingFact[]): boolean {
  if (spec.k === 'ipRating') return stated.some((f) => f.t !== undefined && ipHolds(spec.t ?? '', f.t, spec.op));
  if (spec.t !== undefined) return stated.some((f) => f.t === spec.t);
  const wanted = spec.n ?? [];
  const numbers = stated.flatMap((f) => (f.n ?? []).map((x) => ({ x, tolerance: f.approx || spec.approx ? 0.03 : 1e-6 })));
  // Equal: every number asked for ('230/400 V') is among the listing's, which may state more.
  if (spec.op === 'eq')
    return wanted.every((w) =>
      numbers.some(({ x, tolerance }) => Math.abs(w - x) <= tolerance * Math.max(Math.abs(w), Math.abs(x)) + 1e-9),
    );
  if (spec.op === 'gte') return numbers.some(({ x, tolerance }) => x >= Math.min(...wanted) * (1 - tolerance) - 1e-9);
  return numbers.some(({ x, tolerance }) => x <= Math.max(...wanted) * (1 + tolerance) + 1e-9);
}

export type RatingVerdict = { state: 'met' | 'unstated'; label: string } | { state: 'failed' };

/**
 * One wanted rating against a listing: met (every spec holds), unstated (the listing gives no value
 * of some kind asked and contradicts none), or failed (a stated value does not meet it). The label
 * is the wanted rating's own ('≥ 6 kA'), so a buyer reads their ask ticked off.
 */
export function judgeRating(wanted: WantedRating, listing: ListingRatings): RatingVerdict {
  let unstated = false;
  for (const spec of wanted.specs) {
    const stated = listing.get(spec.k);
    if (!stated || stated.length === 0) {
      unstated = true;
      continue;
    }
    if (!isMet(spec, stated)) return { state: 'failed' };
  }
  return { state: unstated ? 'unstated' : 'met', label: wanted.label };
}
