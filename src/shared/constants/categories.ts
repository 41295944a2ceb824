/** The one category table (decisions §3). Ids are stable: never renumber. */
export const CATEGORIES = [
  { id: 1, name: 'Electrical Components' },
  { id: 2, name: 'Plumbing Supplies' },
  { id: 3, name: 'HVAC Equipment' },
  { id: 4, name: 'Tools & Hardware' },
  { id: 5, name: 'Safety Equipment' },
  { id: 6, name: 'Control Systems' },
  { id: 7, name: 'Lighting' },
  { id: 8, name: 'Motors & Drives' },
  { id: 9, name: 'Cables & Wiring' },
  { id: 10, name: 'Fasteners & Fixings' },
  { id: 11, name: 'Other' },
  { id: 12, name: 'Instrumentation' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryName = Category['name'];

export const OTHER_CATEGORY_ID = 11;

const CATEGORY_ALIASES: Record<string, number> = {
  electrical: 1,
  plumbing: 2,
  hvac: 3,
  mechanical: 4,
  tools: 4,
  safety: 5,
  'valves & fittings': 2,
};

/** Maps a category name or one of the spec's aliases to its id; unknown names map to Other. */
export function resolveCategoryId(name: string | null | undefined): number {
  if (!name) return OTHER_CATEGORY_ID;
  const key = name.trim().toLowerCase();
  const exact = CATEGORIES.find((c) => c.name.toLowerCase() === key);
  if (exact) return exact.id;
  return CATEGORY_ALIASES[key] ?? OTHER_CATEGORY_ID;
}

export function findCategoryName(id: number | null | undefined): CategoryName | null {
  return CATEGORIES.find((c) => c.id === id)?.name ?? null;
}
