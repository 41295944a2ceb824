import type { CategoryName } from '../../../shared/constants/categories.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { findProductType } from '../kb/product-types.ts';
import { scoreTypes } from './classify.ts';

/** A family's name as one product ("solar inverters" → "solar inverter", "batteries" → "battery", "switches" → "switch"). */
export function singularFamily(family: string): string {
  const words = family.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const one = last
    .replace(/ies$/i, 'y')
    .replace(/(?<=(?:ss|x|z|ch|sh))es$/i, '')
    .replace(/(?<![su])s$/i, '');
  return [...words, one].join(' ');
}

const typeOfFamily = new Map<string, string | undefined>();

/** The product type a family's name names, if any (the best-scoring type of its words), computed once per family. */
function familyType(family: string): string | undefined {
  if (!typeOfFamily.has(family)) {
    // A tool that is a plural as one ("pliers", "snips") is read as written where its singular names nothing.
    const best = (words: string) => [...scoreTypes(words, {}).scores].sort((a, b) => b[1] - a[1])[0]?.[0];
    typeOfFamily.set(family, best(singularFamily(family)) ?? best(family));
  }
  return typeOfFamily.get(family);
}

/**
 * What a maker named with no product word most likely is (issue 30): the product type of its main family in the
 * maker tables ("Lux Power" → its solar inverters, "Ohme" → its EV chargers), where that type is filed under the
 * category the answer already has. It names the item in the title and prices it; it never moves the category,
 * and the answer's confidence stays that of a maker read alone.
 */
export function makerFamilyType(brand: BrandEntry, category: CategoryName): string | undefined {
  const [main] = brand.families ?? [];
  const type = main ? familyType(main) : undefined;
  return type && findProductType(type)?.category === category ? type : undefined;
}

/**
 * True when the maker tables say what the maker makes, each family names a product type, and none is this one:
 * a maker of power supplies and LED drivers (Mean Well) makes no contactor.
 */
export function makesOtherThings(brand: BrandEntry, type: string): boolean {
  const types = (brand.families ?? []).map(familyType);
  return types.length > 0 && types.every((t) => t !== undefined && t !== type);
}
