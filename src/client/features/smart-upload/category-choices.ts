import { CATEGORIES } from '../../../shared/constants/categories.ts';

/** The categories most M&E surplus falls into, offered as one-tap fixes for an unsure guess. */
const COMMON = ['Electrical Components', 'Plumbing Supplies', 'HVAC Equipment', 'Motors & Drives', 'Other'];

/**
 * The current category first, then SpareBot's own choices (likeliest first) or, without them, the
 * common ones; no repeats, `count` buttons in all.
 */
export function pickCategoryChoices(suggested: string, count = 5, fromSparebot: readonly string[] = []): string[] {
  const known = CATEGORIES.find((c) => c.name.toLowerCase() === suggested.trim().toLowerCase())?.name;
  const others = fromSparebot.length ? [...fromSparebot, 'Other'] : COMMON;
  const list = known ? [known, ...others] : others;
  return [...new Set(list)].slice(0, count);
}
