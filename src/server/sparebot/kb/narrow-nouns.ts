import { squash } from '../extract/text-normalise.ts';
import { PRODUCT_WORDS } from './product-words.ts';
import { findProductType, PRODUCT_TYPES, slug } from './product-types.ts';

/**
 * The wider table's nouns for kinds of a type (kb/product-words): "ball valve" and "pressure reducing valve" under
 * valve, "angle grinder" under power tool, "smoke detector" under fire alarm device, "emergency stop button" beside
 * pushbutton. Their words score for the type; the noun the label used names the item in the title, as a seller would
 * write it ("Pressure reducing valve", not "Valve"; "Angle grinder", not "Power tool").
 */

/** Each word, squashed as classify.ts records it, → the rows whose noun it names, with the type they sit under. */
const NOUN_OF_WORD = new Map<string, { noun: string; id: string; base: string | undefined }[]>();
for (const row of PRODUCT_WORDS) {
  // A row that is its base type's own noun ("pump" under pump) narrows nothing.
  if (row.baseType && (slug(row.noun) === row.baseType || row.noun.toLowerCase() === findProductType(row.baseType)?.noun.toLowerCase()))
    continue;
  for (const word of row.words) {
    const key = squash(word);
    NOUN_OF_WORD.set(key, [...(NOUN_OF_WORD.get(key) ?? []), { noun: row.noun, id: slug(row.noun), base: row.baseType }]);
  }
}

/** Each type's keywords, squashed: a word names a kind of the type only where it scored for the type. */
const KEYS_OF_TYPE = new Map(PRODUCT_TYPES.map((t) => [t.id, new Set(t.keywords.map(squash))]));

/**
 * The narrower noun the label's product words name for the item's type: of the words read (squashed, as
 * classify.ts records them) that scored for the type, the longest that a row names, a row under the type first.
 * Undefined when none does.
 */
export function narrowNoun(typeId: string | undefined, keywords: readonly string[] | undefined): string | undefined {
  const own = typeId ? KEYS_OF_TYPE.get(typeId) : undefined;
  if (!typeId || !own || !keywords?.length) return undefined;
  let best: { noun: string; length: number } | undefined;
  for (const key of keywords) {
    const rows = own.has(key) ? NOUN_OF_WORD.get(key) : undefined;
    // A word the type's own row holds is the type's own ("FCU" of a fused spur is no fan coil unit).
    if (rows?.some((r) => r.id === typeId)) continue;
    // A row under the type, else a type of its own whose name the type shares ("thermocouple" scored for sensor, the
    // start of "emergency stop button"): only by its name, since two types' other words may mean other things
    // ("bollitore" is a cylinder and a kettle, "servomoteur" an actuator and a servo motor).
    const row = rows?.find((r) => r.base === typeId) ?? rows?.find((r) => !r.base && r.id !== typeId && squash(r.noun).startsWith(key));
    if (row && key.length > (best?.length ?? 0)) best = { noun: row.noun, length: key.length };
  }
  return best?.noun;
}
