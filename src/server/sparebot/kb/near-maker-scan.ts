import { confusionFold } from '../extract/text-normalise.ts';
import { ALL_BRANDS } from './brand-index.ts';

/** Shortest wider maker name (folded) that is matched one edit away. */
export const NEAR_MAKER_MIN = 6;

/** The folded keys of wider makers (exact-only tables) long enough for the one-edit match. */
export function widerFuzzyKeys(): string[] {
  const keys = ALL_BRANDS.filter((b) => b.exactOnly).flatMap((b) => [b.name, ...b.aliases].map((f) => confusionFold(f)));
  return [...new Set(keys.filter((k) => k.length >= NEAR_MAKER_MIN && /^[a-z]+$/.test(k)))];
}
