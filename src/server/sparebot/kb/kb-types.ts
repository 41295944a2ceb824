import type { CategoryName } from '../../../shared/constants/categories.ts';
import { asOcrReads, isCyrillic } from './cyrillic-look.ts';

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
  /** Product families it is known for (the wider maker tables), e.g. "contactors". */
  families?: readonly string[];
  /** From the wider maker tables: matched only exactly (after OCR-confusion folding), never fuzzily. */
  exactOnly?: boolean;
  /** Aliases that are the maker's Cyrillic name as a Latin-script OCR reads it ("3HEPROMEPA"): its name, never a product line. */
  cyrillicNames?: readonly string[];
}

/**
 * Parses `Name|alias,alias|codes` rows of the brand tables, with `|family;family` where a maker makes one kind of thing.
 * An alias written in Cyrillic ("Энергомера") is kept as the Latin-script OCR reads it (`cyrillic-look.ts`).
 */
export function parseBrandRows(rows: readonly string[]): BrandEntry[] {
  return rows.map((row) => {
    const [name = '', aliases = '', codes = '', families = ''] = row.split('|');
    const categories = [...codes].map((c): CategoryName => {
      if (!isCategoryCode(c)) throw new Error(`Unknown category code ${c} for brand ${name}`);
      return CATEGORY_CODES[c];
    });
    const written = aliases ? aliases.split(',').map((a) => a.trim()) : [];
    const cyrillicNames = written.filter(isCyrillic).map(asOcrReads);
    return {
      name,
      aliases: written.map(asOcrReads),
      ...(cyrillicNames.length ? { cyrillicNames } : {}),
      categories,
      ...(families ? { families: families.split(';').filter(Boolean) } : {}),
    };
  });
}

/**
 * Parses `Name|alias,alias|codes|family;family` rows of the wider maker tables (kb/makers): makers
 * with their product families, matched only exactly so a table this large cannot turn ordinary
 * words into makers.
 */
export function parseMakerRows(rows: readonly string[]): BrandEntry[] {
  return parseBrandRows(rows.map((r) => r.split('|').slice(0, 3).join('|'))).map((entry, i) => ({
    ...entry,
    families: (rows[i]?.split('|')[3] ?? '').split(';').filter(Boolean),
    exactOnly: true,
  }));
}
