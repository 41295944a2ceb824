/**
 * What publishing needs, by key (the `missing` of a refusal), with the plain words a seller reads.
 * Apart from the zod schemas, so the inventory page can word refusals without loading zod.
 */
export const PUBLISH_REQUIREMENTS = {
  title: 'a title',
  price: 'a unit price above £0',
  category: 'a category',
  photo: 'at least one photo',
  postcode: 'a valid UK postcode (on the item or in your profile)',
} as const;
export type PublishRequirement = keyof typeof PUBLISH_REQUIREMENTS;

/** 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}` : (words[0] ?? '');
}

/** 'a title, a category and at least one photo'. */
export function listMissing(missing: readonly PublishRequirement[]): string {
  return joinWords(missing.map((key) => PUBLISH_REQUIREMENTS[key]));
}

/** "To publish this item, add a title, a category and at least one photo." */
export function describeMissing(missing: readonly PublishRequirement[]): string {
  return `To publish this item, add ${listMissing(missing)}.`;
}
