import type { CategoryName } from '../../../shared/constants/categories.ts';
import type { BrandHit } from '../extract/brand-match.ts';
import type { TypeScores } from '../extract/type-scores.ts';
import { findBrand } from '../kb/brand-index.ts';
import { CODE_SHAPE } from '../extract/codes.ts';
import { makesOtherThings } from '../extract/maker-family.ts';
import { squash } from '../extract/text-normalise.ts';

/**
 * The makers a label's catalogue codes name (kb/catalogue) join the makers read on it: one already
 * read is the surer for it, one only inferred from a code joins with less weight (`viaCode`).
 */
export function withPatternBrands(hits: BrandHit[], patternBrands: TypeScores['patternBrands']): BrandHit[] {
  const out = [...hits];
  for (const p of patternBrands) {
    // A label of an older unit prints the maker's former name (ACTARIS on an ACE1000 meter, Itron's since): that maker, as printed.
    const existing = out.find((h) => h.brand.name === p.name) ?? out.find((h) => !h.viaCode && p.formerly?.includes(h.brand.name));
    // A code printed on one line with another maker's name ("ESCORT 179", no Fluke 179) is that maker's.
    if (!existing && hits.some((h) => !h.viaCode && h.matched.split(/\s+/).includes(p.model))) continue;
    const brand = findBrand(p.name);
    // A family the trade knows by the maker's range name ("Square D") names it in the title, unless the label named another form.
    if (existing) {
      existing.score = Math.min(1, existing.score + 0.3 * p.strength);
      existing.form ??= p.line;
    } else if (brand) out.push({ brand, score: 0.85 * p.strength, matched: p.model, viaCode: true, ...(p.line ? { form: p.line } : {}) });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * The makers in the order the answer names them. The label's model is a catalogue code of a maker
 * whose name it also prints, or a long code printed on two lines or more: that maker made the item,
 * whoever else's parts sit beside it (an Eastron SDM72 meter among Schneider breakers; a row of
 * Mean Well SDR-960-48 supplies beside a network switch). Otherwise, of two makers read as surely,
 * the one that makes what the label says it is (a smart meter's IDIS logo, also a camera maker's
 * name, beside Landis+Gyr). The maker of the title's catalogue code leads a maker read beside it that makes other
 * things only (a Fuji SC-E1 contactor beside a Mean Well supply).
 */
export function orderBrands(
  hits: readonly BrandHit[],
  codeMakers: TypeScores['patternBrands'],
  category: CategoryName,
  firstModel: string | undefined,
  rows: readonly string[],
  typeId?: string,
): BrandHit[] {
  const agreeing = hits.find((b) => b.score >= (hits[0]?.score ?? 0) - 0.05 && b.brand.categories.includes(category));
  // A long code only: a short one ("KT50") is as likely another maker's series printed on a rating plate.
  const printedTwice = (firstModel?.length ?? 0) >= 8 && rows.join('\n').split(firstModel ?? '').length > 2;
  const modelMaker = hits.find(
    (b) => (!b.viaCode || printedTwice) && b.score >= 0.4 && codeMakers.some((p) => p.name === b.brand.name && p.model === firstModel),
  );
  // The maker a code names, where the label prints the first word of its name, and that word is read as another maker's
  // alias: "HITACHI" beside a cordless drill's code is Hitachi Koki, not the air conditioners' Hitachi.
  const codeNamesake = hits.find(
    (b) =>
      b.viaCode &&
      codeMakers.some((p) => p.name === b.brand.name && p.model === firstModel) &&
      hits.some((h) => !h.viaCode && h.form && squash(h.form).length >= 4 && squash(b.brand.name).startsWith(squash(h.form))),
  );
  // The code as the catalogue matches it may stop short of the model as read ("SC-E1" of "SC-E1/G").
  const codeOwner = hits.find((b) => b.viaCode && codeMakers.some((p) => p.name === b.brand.name && firstModel?.startsWith(p.model)));
  const otherMaker = codeOwner && typeId && hits[0] && !hits[0].viaCode && makesOtherThings(hits[0].brand, typeId) ? codeOwner : undefined;
  // Of makers read as surely, the one printed on the model's line or over a code alone on its line ("Heschen" over
  // "CT1-63", beside a Shelly relay in the same enclosure).
  const modelRow = firstModel ? rows.findIndex((r) => r.includes(firstModel)) : -1;
  const sure = hits.filter((b) => !b.viaCode && b.score >= (hits[0]?.score ?? 0) - 0.05);
  const rowOf = (b: BrandHit) => rows.findIndex((r) => r.trim() === b.matched.trim());
  const overCode = (i: number) => i >= 0 && CODE_SHAPE.test(rows[i + 1]?.trim() ?? '');
  const besideModel = sure.length > 1 ? sure.find((b) => (modelRow >= 0 && rowOf(b) === modelRow) || overCode(rowOf(b))) : undefined;
  const leader = modelMaker ?? codeNamesake ?? otherMaker ?? besideModel ?? agreeing;
  return leader ? [leader, ...hits.filter((b) => b !== leader)] : [...hits];
}

/**
 * A maker known only by a code's pattern, for another kind of product than the label says it is and in a category it
 * makes nothing in, is no maker of the item: the code is another product's shape ("A1000", a Yaskawa drive's, on a
 * Russian energy meter's plate). Where the label names no product, or the maker makes such things, it stays.
 */
export function withoutStrayCodeMakers(
  hits: readonly BrandHit[],
  codeMakers: TypeScores['patternBrands'],
  typeId: string | undefined,
  category: CategoryName,
): BrandHit[] {
  if (!typeId) return [...hits];
  const stray = (b: BrandHit) =>
    b.viaCode && !b.brand.categories.includes(category) && !codeMakers.some((p) => p.name === b.brand.name && p.type === typeId);
  return hits.filter((b) => !stray(b));
}
