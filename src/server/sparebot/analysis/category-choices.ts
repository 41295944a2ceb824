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
  'Other',
];

/**
 * One-tap category choices: all 12 categories, likeliest first: those the evidence ranked, then
 * those this installation's sellers list most, then the commonest stock; Other last.
 */
export function categoryChoices(ranked: readonly CategoryName[], learned: readonly CategoryName[] = []): CategoryName[] {
  const out: CategoryName[] = [];
  for (const c of [...ranked, ...learned, ...COMMON_CATEGORIES]) {
    if (c === 'Other' || out.includes(c)) continue;
    out.push(c);
  }
  return [...out, 'Other'];
}
