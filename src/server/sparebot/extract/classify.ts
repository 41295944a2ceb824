import type { CategoryName } from '../../../shared/constants/categories.ts';
import { labelCodes, opensProductName } from './own-code.ts';
import { ONE_WORD_KEYWORDS, PRODUCT_TYPES, UNPOWERED_TYPES, findProductType } from '../kb/product-types.ts';
import type { BrandHit } from './brand-match.ts';
import { inferFromLabel } from './label-inference.ts';
import { inverterOnPhases } from './drive-front.ts';
import type { RatingMap } from './ratings.ts';
import { squash } from './text-normalise.ts';
import { distinct, headTypes, ownKeywords } from './keyword-claims.ts';
import { compoundHeadTypes } from './compound-heads.ts';
import { RATING_HINTS, hintRatings } from './rating-hints.ts';
import { TYPE_MATCHERS } from './keyword-matchers.ts';
import { narrowByMaker } from './maker-types.ts';
import { WEB_ADDRESS } from './web-address.ts';
import { RCD_TEST_REMINDER } from './rcd-marks.ts';
import { namingText } from './naming-text.ts';
import { nearKeywordTypes } from './near-keywords.ts';
import { categoryTotals, type Classification, type TypeScores } from './type-scores.ts';

/** Categories whose stock carries no supply rating: a label that states one is not of these. */
const UNPOWERED: ReadonlySet<CategoryName> = new Set(['Fasteners & Fixings']);

/** With nothing to go on, electrical components are the commonest surplus M&E stock. */
export const FALLBACK_CATEGORY: CategoryName = 'Electrical Components';

/** How many words each keyword has, by its squashed form (the form matched keywords are reported in). */
const PHRASE_WORDS = new Map(PRODUCT_TYPES.flatMap((type) => type.keywords.map((k) => [squash(k), k.split(' ').length] as const)));

/** What naming the product at the end of a noun phrase adds to a keyword's score. */
const HEAD_BONUS = 0.25;
/** A line in another language's words, whose noun phrases put the product first. */
const FOREIGN_LINE = /[àâçéèêëîïôûùüÿñäöß]|\b(?:de|du|des|di|del|della|der|die|das|und|für|fur|van|het|voor|pour|per|para|con|mit|à)\b/i;

/** What a family's name read without its number says on its own: less than a strong code. */
const SERIES_NAME_STRENGTH = 0.7;

/** Motors of a kind, whose plates carry what an electric motor's do. */
const MOTOR_KINDS = new Set([
  'dc-motor',
  'brushless-motor',
  'servo-motor',
  'stepper-motor',
  'router-spindle',
  'gate-motor',
  'roller-shutter-motor',
]);

/** The flow marks a gas meter's keywords share with a pump's plate (squashed, as matched: "m³/h" is "mh"). */
const FLOW_MARKS = new Set(['qmax', 'm3h', 'm³h', 'mh']);

/** Meters of another medium, whose own word claims the flow marks a gas meter's keywords share (EN 1434's heat meters, water meters). */
const OTHER_METERS = ['heat-meter', 'water-meter'];

/**
 * Whether a pump's own word ("PUMP", "Umwälzpumpe", "pompa") or another meter's ("heat meter", "Wärmemengenzähler") was read,
 * not only a flow mark it shares.
 */
const flowOwnerNamed = (keysOf: ReadonlyMap<string, readonly string[]>) =>
  [...keysOf.values()].some((keys) => keys.some((k) => /pump|pomp|bomba/.test(k))) ||
  OTHER_METERS.some((id) => keysOf.get(id)?.some((k) => !FLOW_MARKS.has(k)));

/** Scores product types from keywords, catalogue numbers and ratings. */
export function scoreTypes(labelText: string, ratings: RatingMap, makers: readonly BrandHit[] = []): TypeScores {
  // A public limited company's "plc" ("Scottish Power plc", "A HANSON PLC COMPANY") is no programmable controller;
  // an e-mail address or a web address names its owner, not the product ("service@ginverter.com" on a multimeter's box);
  // a motor's locked-rotor kVA code ("LOCKED KVA", "KVA CODE") is no transformer's kVA; the indoor units an outdoor unit's
  // plate lists as its partners ("APPLICABLE INDOOR UNIT ASU12RLF…") are not the item.
  const text = labelText
    .replace(/(?<![A-Za-z])(?:plc|Plc)(?![A-Za-z])|(?<![A-Za-z])PLC(?=\s+(?:COMPANY|GROUP)\b)/g, ' ')
    .replace(/\bLOCKED(?:\s+ROTOR)?\s+KVA\b|\bKVA\s+CODE\b/gi, ' ')
    .replace(/\b(?:APPLICABLE|MATCHING|COMPATIBLE)\s+(?:INDOOR|OUTDOOR)\s+UNITS?\b/gi, ' ')
    .replace(WEB_ADDRESS, ' ');
  const scores = new Map<string, number>();
  const add = (type: string, v: number) => scores.set(type, (scores.get(type) ?? 0) + v);
  const evidence: TypeScores['evidence'] = { keywordHits: 0, codeStrengths: [], ratingHints: 0 };
  const codes = labelCodes(text, makers);
  // A keyword inside a catalogue code counts only for the code's own type: "UPS" in Grundfos's
  // "UPS 25-60" is the circulator's family, not an uninterruptible power supply.
  const codeTypes = new Set(codes.map((c) => c.p.type));
  // An RCD's "Tester souvent" names no tester (rcd-marks.ts reads it as the RCD's).
  const named = namingText(text).replace(RCD_TEST_REMINDER, ' ');
  const masked = codes.reduce((t, c) => t.split(c.m[0]).join(' '), named);
  // Squashed line by line: words run together within a line, never a line's end into the next ("Motor", "Encoder" is no "motore").
  const lineSquash = (t: string) => t.split('\n').map(squash).join('\n');
  const forms = (t: string) => ({ lower: t.toLowerCase(), squashed: lineSquash(t) });
  // Where no product word is read, one inside a mixed-case name ("SmartEvse", "ShineWiFi") is
  // looked for with its own word edges (only then: "PowerFlex" must stay one family name).
  const camel = (t: string) => ({ lower: t.replace(/([a-z]{2})([A-Z][a-z])/g, '$1 $2').toLowerCase(), squashed: lineSquash(t) });
  const matched: string[] = [];
  const claimed: { typeId: string; category: CategoryName; keys: readonly string[]; score: number }[] = [];
  const keysOf = new Map<string, readonly string[]>();
  const repeated: NonNullable<TypeScores['repeated']>[number][] = [];
  for (const form of [forms, camel]) {
    if (matched.length) break;
    const [plain, withoutCodes] = [form(named), form(masked)];
    const found = TYPE_MATCHERS.map(({ type, matchers }) => {
      const { lower, squashed } = codeTypes.has(type.id) ? plain : withoutCodes;
      return { type, keys: matchers.filter((m) => m.hit(squashed, lower)).map((m) => m.key) };
    }).filter((f) => f.keys.length);
    const own = ownKeywords(found, plain.squashed, plain.lower);
    const ownFound = found.map((f, i) => ({ type: f.type, keys: own[i] ?? [] }));
    const maskedLines = masked.split('\n');
    const squashedLines = withoutCodes.squashed.split('\n');
    const heads = new Set(headTypes(ownFound, squashedLines, (i) => !FOREIGN_LINE.test(maskedLines[i] ?? '')));
    for (const [i, { type }] of found.entries()) {
      const keys = own[i] ?? [];
      if (!keys.length) continue;
      if (heads.has(type.id)) add(type.id, HEAD_BONUS * (type.weight ?? 1));
      const hits = distinct(keys).length;
      matched.push(...keys);
      // A long product name ("solar charge controller") or a phrase of three words ("cool off heat") is
      // surer than a short word ("usb", "fan") another type shares.
      const specific = keys.some((k) => k.length >= 14 || (PHRASE_WORDS.get(k) ?? 1) >= 3) ? 0.3 : 0;
      // … and of two products named as surely, one named on two lines or more ("EXTINTORES" over "EXTINTOR PARA FUEGO") is
      // the label's own subject: a tie broken, no more.
      const twice = squashedLines.filter((l) => keys.some((k) => l.includes(k))).length >= 2 ? 0.01 : 0;
      const score = (type.weight ?? 1) * (1 + 0.3 * Math.min(3, hits - 1) + specific + twice);
      add(type.id, score);
      keysOf.set(type.id, keys);
      // Words two types of one category share ("e-stop": a pushbutton's, an emergency stop button's) count once for the
      // category: the lesser score is taken off its total (each type keeps its own, to name the item).
      const sharer = claimed.find((c) => c.category === type.category && keys.every((k) => c.keys.includes(k)));
      if (sharer) repeated.push({ types: [sharer.typeId, type.id], score: Math.min(score, sharer.score) });
      else claimed.push({ typeId: type.id, category: type.category, keys, score });
    }
  }
  // A compound noun names the product at its end ("Fernleitungspumpe"): a keyword of its head's type.
  for (const type of compoundHeadTypes(masked, ONE_WORD_KEYWORDS)) {
    if (scores.has(type)) continue;
    matched.push(type);
    add(type, findProductType(type)?.weight ?? 1);
  }
  // Nothing named the product exactly: a word one OCR slip from a product word counts, a little less.
  if (!matched.length) {
    for (const type of nearKeywordTypes(masked)) {
      matched.push(type.id);
      add(type.id, 0.8 * (type.weight ?? 1));
      evidence.nearKeywords = true;
    }
  }
  evidence.keywords = distinct(matched);
  evidence.keywordHits = evidence.keywords.length;
  // A label that names a pump gives its flow marks (Qmax, m³/h) to the pump: they are what it delivers, not a gas meter's.
  // So does one that names a heat or water meter: its flow is the water it measures.
  const pumpFlow = flowOwnerNamed(keysOf) && (keysOf.get('gas-meter') ?? []).every((k) => FLOW_MARKS.has(k));
  if (pumpFlow) scores.delete('gas-meter');
  const inferred = inferFromLabel(text, ratings);
  const patternBrands: TypeScores['patternBrands'] = [];
  const parts: NonNullable<TypeScores['parts']> = [];
  const namedTypes = [...scores.keys()];
  const namedCategories = new Set(namedTypes.map((id) => findProductType(id)?.category));
  for (const { p, m } of codes) {
    if (p.component && opensProductName(m, text, namedTypes)) continue;
    // A part beside another device's own face, or words naming a product of another category, is a part of
    // that device (a drive's relay, a soldering station's panel meter).
    const own = findProductType(p.type)?.category;
    const inside = p.component && (inferred.some((h) => h.face && h.type !== p.type) || [...namedCategories].some((c) => c && c !== own));
    // A family's name alone, with no number ("Multitec"), may be another maker's word for another thing: never sure on its own.
    evidence.codeStrengths.push(/\d/.test(m[0]) ? p.strength : Math.min(p.strength, SERIES_NAME_STRENGTH));
    // … and so does a code of a family no word names, beside another category's device's own face words ("DCS580", a
    // DeWalt saw's form, on a DC drive's keypad): the face says what the device is.
    const faced = !namedTypes.includes(p.type) && inferred.some((h) => h.face && findProductType(h.type)?.category !== own);
    add(p.type, (inside || faced ? 1 : 2) * p.strength);
    if (p.component && !inside) evidence.component = true;
    if (inside) parts.push({ brand: p.brand, code: m[0] });
    else if (p.brand)
      patternBrands.push({
        name: p.brand,
        strength: p.strength,
        model: m[0],
        type: p.type,
        ...(p.line ? { line: p.line } : {}),
        ...(p.formerly ? { formerly: p.formerly } : {}),
      });
  }
  // A machine tool's plate carries its motor's power and speed: with the machine named, those say less of a motor.
  const toolNamed = [...scores.keys()].some((id) => findProductType(id)?.category === 'Tools & Hardware');
  // A kind of motor named ("DC spindle", "stepper motor") takes the speed and power that would say "a motor".
  const motorKind = [...scores.keys()].find((id) => MOTOR_KINDS.has(id));
  for (const hint of RATING_HINTS) {
    if (!hint.keys.every((k) => hintRatings(ratings, k, hint.type).length)) continue;
    if (pumpFlow && hint.type === 'gas-meter') continue;
    evidence.ratingHints++;
    const motorHint = hint.type === 'motor';
    add(motorHint && motorKind ? motorKind : hint.type, motorHint && toolNamed ? hint.weight / 2 : hint.weight);
  }
  for (const hint of inferred) {
    evidence.ratingHints++;
    add(hint.type, hint.weight);
  }
  evidence.labelInferences = inferred.length;
  // A coil voltage with a contact's rating (a current or a utilisation category) is switching gear;
  // only where nothing else spoke, so it never lifts a keyword's answer past review.
  if (!scores.size && ratings.voltage?.some((v) => v.role === 'coil') && (ratings.current?.length || ratings.utilisationCategory?.length)) {
    evidence.ratingHints++;
    add('relay', 0.3);
  }
  // Horsepower with a supply voltage is a motor's plate (or a fan's or pump's motor), again only where nothing else spoke.
  if (!scores.size && ratings.power?.some((p) => / HP$/.test(p.value)) && ratings.voltage?.length) {
    evidence.ratingHints++;
    add('motor', 0.6);
  }
  const supplyRated = Boolean(ratings.voltage?.length && (ratings.current?.length || ratings.power?.length || ratings.frequency?.length));
  // A part that carries no supply ("BALL BEARING" on a fan's label) is a feature of the powered item the plate rates, or the power states.
  if (supplyRated || ratings.power?.length) for (const id of UNPOWERED_TYPES) scores.delete(id);
  // A type the ratings show to be another: its score goes to that one.
  const retype = (from: string, to: string) => {
    const score = scores.get(from);
    if (score === undefined) return;
    scores.delete(from);
    add(to, score);
  };
  // A three-phase "INVERTER" is a drive (Europe's frequency inverter): a power inverter makes single-phase mains from a battery.
  // So is one whose plate states its supply's phases and nothing of a battery's (drive-front.ts).
  if (scores.has('power-inverter') && (ratings.phases?.some((p) => /^3\b/.test(p.value)) || inverterOnPhases(text)))
    retype('power-inverter', 'drive');
  // A starter named ("ARRANCADOR MAGNETICO", "DOL starter") is the contactor its ratings describe, with its overload relay.
  if (namedTypes.includes('motor-starter')) retype('contactor', 'motor-starter');
  // A contactor's ratings (AC-3 with its current) beside a pressure in bar, with no speed or flow of a motor's own, are a
  // pump's pressure switch that switches the motor itself ("4/16 Bar" over "16A AC3", "380V 4KW").
  else if (ratings.pressure?.some((p) => / bar$/.test(p.value)) && !ratings.speed?.length && !ratings.flowRate?.length)
    retype('contactor', 'pressure-switch');
  // A tester named ("CABLE TESTER", "RCD TESTER") is the item; what it tests, printed on it too ("CAT6", "RCD 30mA"), is its subject.
  for (const [tester, subjects] of TESTED) if (namedTypes.includes(tester)) for (const subject of subjects) retype(subject, tester);
  // What a plate lists as the item's own parts (an HVAC unit's compressor and blower motor) is not the item.
  for (const part of inferred.flatMap((h) => h.parts ?? [])) scores.delete(part);
  // A cordless range's tool rated in Ah and turning at no speed is its battery pack ("ONE+" over "4Ah").
  if (ratings.charge?.length && !ratings.speed?.length && !ratings.power?.length) retype('power-tool', 'tool-battery');
  return {
    scores,
    patternBrands,
    evidence,
    ...(parts.length ? { parts } : {}),
    ...(supplyRated ? { supplyRated } : {}),
    ...(repeated.length ? { repeated } : {}),
  };
}

/** Testers and the kinds of item each tests: a label naming the tester names its subject as well. */
const TESTED: readonly (readonly [tester: string, subjects: readonly string[]])[] = [
  ['cable-tester', ['cable', 'data-cable']],
  ['tester', ['rcd', 'socket']],
];

/** Picks the category (and product type) from type scores plus what the brand is known for. */
export function classify(
  { scores: read, supplyRated, evidence: { keywords }, repeated }: TypeScores,
  brands: readonly BrandHit[],
): Classification {
  const scores = narrowByMaker(read, brands[0], keywords);
  const evidence = categoryTotals(scores, repeated);
  const categoryScores = new Map<CategoryName, number>();
  // A fixings maker's name on a plate rated 240 V 50 A is a misreading (a worn "UPAT"), or a neighbour.
  const addCat = (c: CategoryName, v: number) => {
    if (!(supplyRated && UNPOWERED.has(c))) categoryScores.set(c, (categoryScores.get(c) ?? 0) + v);
  };
  for (const [c, s] of evidence) addCat(c, s);
  const top = brands[0];
  // A maker known only from a catalogue number adds nothing the number has not already said.
  if (top && !top.viaCode) {
    // A maker speaks for the kind of its own the label names most (a Grundfos "circulator" or UPS code is heating
    // kit, whatever Grundfos is known for first); where the label names none of its kinds, for what it is known for first.
    const named = top.brand.categories.filter((c) => evidence.has(c)).sort((a, b) => (evidence.get(b) ?? 0) - (evidence.get(a) ?? 0))[0];
    const first = named ?? top.brand.categories[0];
    for (const c of top.brand.categories) addCat(c, top.score * (c === first ? 0.9 : 0.35));
  }
  const ranked = [...categoryScores.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first) {
    return { typeId: undefined, category: FALLBACK_CATEGORY, score: 0, runnerUp: 0, ranked: [] };
  }
  const category = first[0];
  const typeId = [...scores.entries()].filter(([id]) => findProductType(id)?.category === category).sort((a, b) => b[1] - a[1])[0]?.[0];
  return { typeId, category, score: first[1], runnerUp: second?.[1] ?? 0, ranked: ranked.map(([c]) => c) };
}
