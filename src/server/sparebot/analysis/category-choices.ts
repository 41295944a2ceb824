import type { CategoryName } from '../../../shared/constants/categories.ts';

/** Surplus M&E stock by how often it turns up, commonest first (when nothing better is known). */
export const COMMON_CATEGORIES: readonly CategoryName[] = [
  'Electrical Components',
  'Control Systems',
  'Lighting',
  'HVAC Equipment',
  'Plumbing Supplies',
  'Motors & Drives',
  'Cables & Wiring',
  'Safety Equipment',
  'Fasteners & Fixings',
  'Tools & Hardware',
  'Instrumentation',
];

export const MAX_CHOICES = 6;

/**
 * One-tap category choices, likeliest first: the categories the evidence ranked, then those this
 * installation's users keep most, then the commonest stock; no repeats, at most MAX_CHOICES.
 */
export function categoryChoices(ranked: readonly CategoryName[], learned: readonly CategoryName[] = []): CategoryName[] {
  const out: CategoryName[] = [];
  for (const c of [...ranked, ...learned, ...COMMON_CATEGORIES]) {
    if (c === 'Other' || out.includes(c)) continue;
    out.push(c);
    if (out.length === MAX_CHOICES) break;
  }
  return out;
}
