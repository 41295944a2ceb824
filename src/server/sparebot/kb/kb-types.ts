import type { CategoryName } from '../../../shared/constants/categories.ts';

/** One-letter codes keep the brand tables readable; each maps to a category of decisions §3. */
export const CATEGORY_CODES = {
  E: 'Electrical Components',
  P: 'Plumbing Supplies',
  H: 'HVAC Equipment',
  T: 'Tools & Hardware',
  S: 'Safety Equipment',
  C: 'Control Systems',
  L: 'Lighting',
  M: 'Motors & Drives',
  W: 'Cables & Wiring',
  F: 'Fasteners & Fixings',
  O: 'Other',
  I: 'Instrumentation',
} as const satisfies Record<string, CategoryName>;

function isCategoryCode(code: string): code is keyof typeof CATEGORY_CODES {
  return Object.hasOwn(CATEGORY_CODES, code);
}

export interface BrandEntry {
  name: string;
  aliases: readonly string[];
  /** Categories the brand is known for, the main one first. */
  categories: readonly CategoryName[];
}

/** Parses `Name|alias,alias|codes` rows of the brand tables. */
export function parseBrandRows(rows: readonly string[]): BrandEntry[] {
  return rows.map((row) => {
    const [name = '', aliases = '', codes = ''] = row.split('|');
    const categories = [...codes].map((c): CategoryName => {
      if (!isCategoryCode(c)) throw new Error(`Unknown category code ${c} for brand ${name}`);
      return CATEGORY_CODES[c];
    });
    return {
      name,
      aliases: aliases ? aliases.split(',').map((a) => a.trim()) : [],
      categories,
    };
  });
}
