import type { CategoryName } from '../../../shared/constants/categories.ts';
import { asOcrReads } from './cyrillic-look.ts';
import { CATEGORY_CODES } from './kb-types.ts';

/** A product type of the wider table: its noun, UK trade synonyms and foreign label words, category. */
export interface ProductWord {
  /** Title noun and id source ("overload relay"). */
  noun: string;
  /** The noun, UK trade synonyms and DE/FR/IT/NL/ES label words, lower case, unaccented. */
  words: readonly string[];
  category: CategoryName;
  /** A type of kb/product-types.ts these words belong to (their words join its keywords). */
  baseType?: string;
  /** A second category the trade files the type under as often (`ProductType.contested`). */
  contested?: CategoryName;
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const categoryOf = (code: string, noun: string) => {
  if (!Object.hasOwn(CATEGORY_CODES, code)) throw new Error(`Unknown category code ${code} for ${noun}`);
  return CATEGORY_CODES[code as keyof typeof CATEGORY_CODES];
};

/**
 * Parses `noun|synonym,synonym|category code|base type|contested category code` rows. A word written in Cyrillic
 * ("насос") is kept as a Latin-script OCR reads it ("hacoc": `cyrillic-look.ts`).
 */
export function parseProductRows(rows: readonly string[]): ProductWord[] {
  return rows.map((row) => {
    const [noun = '', synonyms = '', code = '', baseType, contested] = row.split('|');
    const words = [noun, ...synonyms.split(',')].map((w) => plain(asOcrReads(w.trim()))).filter(Boolean);
    return {
      noun,
      words: [...new Set(words)],
      category: categoryOf(code, noun),
      baseType: baseType || undefined,
      contested: contested ? categoryOf(contested, noun) : undefined,
    };
  });
}
