import { confusionFold } from '../extract/text-normalise.ts';
import { ALL_BRANDS, PRODUCT_LINES, isCommonBrandWord } from './brand-index.ts';

/** Shortest wider maker name (folded) that is matched one edit away. */
export const NEAR_MAKER_MIN = 6;

/** The folded keys of wider makers (exact-only tables) long enough for the one-edit match. */
export function widerFuzzyKeys(): string[] {
  const keys = [
    ...ALL_BRANDS.filter((b) => b.exactOnly).flatMap((b) => [b.name, ...b.aliases]),
    ...PRODUCT_LINES.flatMap((b) => b.aliases),
  ].map((f) => confusionFold(f));
  return [...new Set(keys.filter((k) => k.length >= NEAR_MAKER_MIN && /^[a-z]+$/.test(k)))];
}

/** Shortest core brand name (folded) matched fuzzily (brand-match's SHORT_NAME). */
export const CORE_FUZZY_MIN = 5;

/**
 * The folded keys of core brands (not exact-only) that are matched fuzzily: up to a fifth of
 * their letters may differ, so a 5-letter name is one edit from words ("Trane", "Trade").
 */
export function coreFuzzyKeys(): string[] {
  const keys = ALL_BRANDS.filter((b) => !b.exactOnly)
    .flatMap((b) => [b.name, ...b.aliases])
    .filter((f) => !isCommonBrandWord(f))
    .map((f) => confusionFold(f));
  return [...new Set(keys.filter((k) => k.length >= CORE_FUZZY_MIN && /^[a-z]+$/.test(k)))];
}
