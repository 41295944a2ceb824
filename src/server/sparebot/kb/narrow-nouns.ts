import { squash } from '../extract/text-normalise.ts';
import { PRODUCT_WORDS } from './product-words.ts';
import { findProductType } from './product-types.ts';

/**
 * The wider table's nouns under a base type (kb/product-words rows with a base type: "ball valve" and "pressure
 * reducing valve" under valve, "angle grinder" under power tool, "smoke detector" under fire alarm device). Their
 * words score for the base type; the noun the label used names the item in the title, as a seller would write it
 * ("Pressure reducing valve", not "Valve"; "Angle grinder", not "Power tool").
 */
const slug = (noun: string) => noun.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Each word, squashed as classify.ts records it, → the rows whose noun it names, with their base type. */
const NOUN_OF_WORD = new Map<string, { noun: string; base: string }[]>();
for (const row of PRODUCT_WORDS) {
  const base = row.baseType;
  // A row that is its base type's own noun ("pump" under pump) narrows nothing.
  if (!base || slug(row.noun) === base || row.noun.toLowerCase() === findProductType(base)?.noun.toLowerCase()) continue;
  for (const word of row.words) {
    const key = squash(word);
    NOUN_OF_WORD.set(key, [...(NOUN_OF_WORD.get(key) ?? []), { noun: row.noun, base }]);
  }
}

/**
 * The narrower noun the label's product words name for the item's type: of the words read (squashed, as
 * classify.ts records them), the longest that belongs to a row under this type. Undefined when none does.
 */
export function narrowNoun(typeId: string | undefined, keywords: readonly string[] | undefined): string | undefined {
  if (!typeId || !keywords?.length) return undefined;
  let best: { noun: string; length: number } | undefined;
  for (const key of keywords) {
    const row = NOUN_OF_WORD.get(key)?.find((r) => r.base === typeId);
    if (row && key.length > (best?.length ?? 0)) best = { noun: row.noun, length: key.length };
  }
  return best?.noun;
}
