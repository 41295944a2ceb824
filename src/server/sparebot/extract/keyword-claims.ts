import { squash } from './text-normalise.ts';

/** Which matched product keywords speak for their own type (classify.ts's keyword pass). */

interface Found {
  type: { id: string; keywords?: readonly string[] };
  keys: string[];
}

/**
 * A type's names of two words or more: squashed as matched keys are ("phelectrode"), and their end words, first and last
 * ("electrode"; "mppt" of "mppt charge controller").
 */
const PHRASES = new WeakMap<object, { keys: ReadonlySet<string>; ends: ReadonlySet<string> }>();
function phrasesOf(type: Found['type']): { keys: ReadonlySet<string>; ends: ReadonlySet<string> } {
  let phrases = PHRASES.get(type);
  if (!phrases) {
    const multiWord = (type.keywords ?? []).filter((kw) => kw.includes(' '));
    const ends = multiWord.flatMap((kw) => [kw.slice(kw.lastIndexOf(' ') + 1), kw.slice(0, kw.indexOf(' '))]);
    phrases = { keys: new Set(multiWord.map(squash)), ends: new Set(ends) };
    PHRASES.set(type, phrases);
  }
  return phrases;
}

/**
 * A generic noun read beside a product the label names more exactly, where that product is also called by the noun
 * ("pH electrode" over "H SENSOR": a pH sensor), is that product's name, not another product's: the more exact type
 * read by a name of two words or more of its own, explains it ("SERVO" alone is too slight to claim a motor). So is
 * a feature word that product's names begin with ("MPPT" beside "SOLAR CHARGE CONTROLLER": an MPPT charge controller).
 */
function namesExactType(key: string, typeId: string, found: readonly Found[]): boolean {
  // A feature of two words or more ("true rms"; never one word such as "li-ion", which names a tool battery too).
  const own = found.find((f) => f.type.id === typeId)?.type.keywords ?? [];
  const feature = own.some((kw) => kw.includes(' ') && squash(kw) === key);
  return found.some(({ type, keys }) => {
    if (type.id === typeId) return false;
    const phrases = phrasesOf(type);
    // … or that product's noun read apart from such a feature, the two making one of its names ("TRUE RMS" above
    // "DATA LOGGING MULTIMETER": a true RMS multimeter, not a tester because testers are true RMS too).
    if (feature && keys.some((k) => k !== key && phrases.keys.has(key + k))) return true;
    return phrases.ends.has(key) && keys.some((k) => !k.includes(key) && phrases.keys.has(k));
  });
}

/**
 * A keyword read only inside another type's longer keyword says nothing of its own: "immersion" in
 * "immersion heater" is not a cylinder, "relay" in "safety relay" not a plain relay, "pump" in
 * "heat pump" not a pump. Read anywhere else in the text as well, it counts.
 */
function shadowed(key: string, typeId: string, found: readonly Found[], squashed: string): boolean {
  return found.some(
    ({ type, keys }) =>
      type.id !== typeId &&
      keys.some((longer) => longer.length > key.length && longer.includes(key) && !squashed.split(longer).join('|').includes(key)),
  );
}

/**
 * A keyword read only at the start or in the middle of a compound word that ends in another type's keyword is that
 * compound's modifier, not its product: a "Heizungsumwälzpumpe" (heating circulator) is a circulating pump, not a
 * heater, whatever "Heizung" alone would be. `words` are the label's words, squashed one by one.
 */
function compoundModifier(key: string, typeId: string, found: readonly Found[], words: readonly string[]): boolean {
  const holding = words.filter((w) => w.includes(key));
  if (!holding.length) return false;
  const heads = found.filter(({ type }) => type.id !== typeId).flatMap(({ keys }) => keys.filter((k) => k.length >= 4 && k !== key));
  return holding.every((w) => !w.endsWith(key) && heads.some((head) => w.endsWith(head) && w.length >= head.length + key.length));
}

/** Products that control a motor: their labels name the motor they drive and its encoder ("Left Motor", "Encoder"). */
const MOTOR_CONTROLS = new Set(['drive', 'servo-drive', 'motor-driver', 'soft-starter', 'motor-starter', 'motor-protection']);

/** `found`'s keywords that speak for their own type, each type's list in the same order. */
export function ownKeywords(found: readonly Found[], squashed: string, lower: string): string[][] {
  const controlsMotor = found.some((f) => MOTOR_CONTROLS.has(f.type.id));
  const motorPart = (typeId: string, key: string) => controlsMotor && ((typeId === 'motor' && key === 'motor') || typeId === 'encoder');
  const words = lower
    .split(/[^\p{L}\p{N}]+/u)
    .map(squash)
    .filter(Boolean);
  return found.map(({ type, keys }) =>
    keys.filter(
      (k) =>
        !shadowed(k, type.id, found, squashed) &&
        !motorPart(type.id, k) &&
        !namesExactType(k, type.id, found) &&
        !compoundModifier(k, type.id, found, words),
    ),
  );
}

/** Matched keywords that are not part of a longer matched one: "junction box" read once is one hit, not also "box". */
export function distinct(keys: readonly string[]): string[] {
  const unique = [...new Set(keys)];
  return unique.filter((k) => !unique.some((o) => o !== k && o.includes(k)));
}

/**
 * The product an English noun phrase names is its last noun ("transformer oil thermometer" is a thermometer,
 * "pump controller" a controller): of two types' keywords read on one line, the one that ends later is the
 * head. Only words count, not letters ("BMS"), and only plain English lines: other languages put the head first
 * ("pompe à chaleur").
 */
export function headTypes(found: readonly Found[], squashedLines: readonly string[], plainEnglish: (line: number) => boolean): string[] {
  const heads = new Set<string>();
  squashedLines.forEach((line, i) => {
    if (!plainEnglish(i)) return;
    const ends = found
      .map(({ type, keys }) => ({
        id: type.id,
        end: Math.max(-1, ...keys.filter((k) => k.length >= 4).map((k) => (line.includes(k) ? line.lastIndexOf(k) + k.length : -1))),
      }))
      .filter((e) => e.end >= 0);
    if (new Set(ends.map((e) => e.id)).size < 2) return;
    const last = Math.max(...ends.map((e) => e.end));
    const atEnd = ends.filter((e) => e.end === last);
    if (atEnd.length === 1) heads.add(atEnd[0]!.id);
  });
  return [...heads];
}
