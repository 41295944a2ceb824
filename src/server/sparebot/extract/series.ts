import type { BrandEntry } from '../kb/kb-types.ts';
import { escapeRegExp as escape, squash } from './text-normalise.ts';

/**
 * A maker's product series with its number, as read: "PowerFlex 40", "Altivar 312", "Acti9 iC60".
 * Only an alias of the identified maker that is not a spelling of its name (a family, not the
 * company), and only with a number, which says which product of the family it is; a rating
 * ("PowerFlex 4 kW") is not a series number.
 */
export function readSeries(brand: BrandEntry | undefined, rows: readonly string[]): string | undefined {
  if (!brand) return undefined;
  const name = squash(brand.name);
  for (const alias of brand.aliases) {
    const key = squash(alias);
    if (key.length < 4 || key.startsWith(name.slice(0, 4)) || name.startsWith(key.slice(0, 4)) || /\s/.test(alias)) continue;
    const pattern = new RegExp(
      String.raw`(?<![A-Za-z0-9])${escape(alias)}\s?-?\s?([A-Z]{0,3}\d{1,4}[A-Z]{0,2})(?![A-Za-z0-9.,])(?!\s?(?:kW|W|V|A|Hz|HP|mm|bar|kVA)\b)`,
      'i',
    );
    for (const row of rows) {
      const m = pattern.exec(row);
      if (m?.[1]) return `${alias} ${m[1].toUpperCase()}`;
    }
  }
  return undefined;
}

/**
 * The model printed straight after the maker's name, alone on its line ("Tektronix 2465A",
 * "Fluke 1587"): three digits or more, perhaps with a letter or two around them. What else
 * could it be: a rating is read with its own rules, and a maker's name with a value alone on a line
 * is how instruments and small tools name their model.
 */
export function readMakerModel(brand: BrandEntry | undefined, rows: readonly string[]): string | undefined {
  if (!brand) return undefined;
  for (const name of [brand.name, ...brand.aliases]) {
    if (squash(name).length < 3) continue;
    const pattern = new RegExp(String.raw`^\s*${escape(name)}\s+([A-Z]{0,2}-?\d{3,5}[A-Z]{0,2})\s*$`, 'i');
    for (const row of rows) {
      const m = pattern.exec(row);
      if (m?.[1]) return m[1].toUpperCase();
    }
  }
  return undefined;
}
