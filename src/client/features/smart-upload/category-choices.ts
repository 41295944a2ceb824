import { CATEGORIES } from '../../../shared/constants/categories.ts';

/** The categories most M&E surplus falls into, offered as one-tap fixes for an unsure guess. */
const COMMON = ['Electrical Components', 'Plumbing Supplies', 'HVAC Equipment', 'Motors & Drives', 'Other'];

/** SpareBot's guess first, then the common ones, without repeats; `count` buttons in all. */
export function pickCategoryChoices(suggested: string, count = 5): string[] {
  const known = CATEGORIES.find((c) => c.name.toLowerCase() === suggested.trim().toLowerCase())?.name;
  const list = known ? [known, ...COMMON] : COMMON;
  return [...new Set(list)].slice(0, count);
}
