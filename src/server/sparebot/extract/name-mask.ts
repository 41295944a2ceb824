import type { BrandHit } from './brand-match.ts';
import type { StackedName } from './stacked-names.ts';
import { findProductType } from '../kb/product-types.ts';
import type { BrandEntry } from '../kb/kb-types.ts';
import { escapeRegExp as escape } from './text-normalise.ts';

/**
 * A maker's name is not a product word (issue 30): "Aggreko plc" is no PLC, "Securi-Flex" no cable,
 * "Heli-Coil" no relay. Before product words are scored, the names of the makers read are taken
 * out of the text where the name holds a product word of a category the maker is not known for;
 * a product family that is its maker's alias (Altivar, PowerFlex, Ecodan) stays, since it names
 * the product. A lower-case "plc" after a word is a company's legal form, never the product, and so is
 * "PLC" after "made by" and a name; "NON PCB" is a capacitor's oil, no circuit board.
 */
type Scorer = (text: string) => Iterable<string>;

const cache = new Map<BrandEntry, RegExp | null>();

function maskFor(brand: BrandEntry, typesIn: Scorer): RegExp | null {
  if (cache.has(brand)) return cache.get(brand) ?? null;
  const forms = [brand.name, ...brand.aliases].filter((form) =>
    [...typesIn(form)].some((id) => {
      const category = findProductType(id)?.category;
      return category !== undefined && !brand.categories.includes(category);
    }),
  );
  const re = forms.length
    ? // Its words as printed, spaced, hyphenated or run together ("PORTER CABLE" for Porter-Cable).
      new RegExp(
        `(?<![A-Za-z0-9])(?:${forms
          .map((f) =>
            f
              .split(/[\s-]+/)
              .map(escape)
              .join('[\\s-]*'),
          )
          .join('|')})(?![A-Za-z0-9])`,
        'gi',
      )
    : null;
  cache.set(brand, re);
  return re;
}

const COMPANY_PLC = /(?<=[A-Za-z]{2,}\.?\s+)(?:plc|Plc|p\.l\.c\.?)(?![A-Za-z0-9])/g;
/** "PLC" in capitals is the legal form after "made by" and a name, or after UK, Group, Holdings… ("MADE BY FERRANTI PLC"). */
const CAPITAL_PLC =
  /(?<=(?:(?:made|manufactured|supplied|distributed)\s+by\s+[A-Za-z][A-Za-z&.-]*(?:\s+[A-Za-z][A-Za-z&.-]*)?|(?<![A-Za-z])(?:uk|\(uk\)|group|holdings|industries|international))\s+)PLC(?![A-Za-z0-9])/gi;

/**
 * A capacitor's or transformer's statement that its oil holds no PCB (polychlorinated biphenyls): "NON PCB", "PCB FREE",
 * "PCB-frei", "sans PCB". No printed circuit board is named.
 */
const NO_PCB = /(?<![A-Za-z])(?:(?:non|no|sans|free\s+of)[\s-]?PCBs?(?![A-Za-z])|PCBs?[\s-]?(?:free|frei)(?![A-Za-z]))/gi;

/**
 * `split`: names OCR read in two lines (stacked-names.ts), with their makers: each line of one is
 * taken out too, wherever the rows put it ("CABLE." above "PORTER" on a tilted logo).
 */
export function maskMakerNames(
  text: string,
  brands: readonly BrandHit[],
  typesIn: Scorer,
  split: readonly Pick<StackedName, 'maker' | 'pieces'>[] = [],
): string {
  let out = text.replace(COMPANY_PLC, ' ').replace(CAPITAL_PLC, ' ').replace(NO_PCB, ' ');
  for (const hit of brands) {
    if (hit.viaCode || hit.score < 0.4) continue;
    const re = maskFor(hit.brand, typesIn);
    if (!re) continue;
    out = out.replace(re, ' ');
    for (const piece of split.filter((n) => n.maker === hit.brand.name).flatMap((n) => n.pieces))
      out = out.replace(new RegExp(`(?<![A-Za-z0-9])${escape(piece)}(?![A-Za-z0-9])`), ' ');
  }
  return out;
}
