import type { CategoryName } from '../../../shared/constants/categories.ts';
import { findProductType } from '../kb/product-types.ts';

/*
 * What the classifier works on and answers (classify.ts), apart from it so that the confidence's
 * ceilings (classify-confidence.ts) read the same shapes without importing the classifier.
 */

export interface Classification {
  typeId: string | undefined;
  category: CategoryName;
  /** Evidence-weighted score of the winning category, and of the runner-up. */
  score: number;
  runnerUp: number;
  /** Every category with evidence, best first. */
  ranked: CategoryName[];
}

/** Product-type scores of one text, from keywords, catalogue numbers and ratings. */
export interface TypeScores {
  scores: Map<string, number>;
  /** Makers the label's catalogue codes name, with the code and the kind of product it numbers. */
  patternBrands: { name: string; strength: number; model: string; type: string; line?: string; formerly?: readonly string[] }[];
  /** Board-mount parts read inside another device (a drive's Songle relay): not the item's maker or model. */
  parts?: { brand?: string; code: string }[];
  /** The evidence behind the scores, for the confidence (`singleEvidenceCap`): rating hints count label grammar too. */
  evidence: Evidence;
  /** The label states a supply (a voltage with a current, power or frequency): the item is electrical. */
  supplyRated?: boolean;
  /** Words two types of one category were both scored for, and the lesser score: counted once in the category's total. */
  repeated?: readonly { types: readonly [string, string]; score: number }[];
}

type Evidence = {
  keywordHits: number;
  codeStrengths: number[];
  ratingHints: number;
  labelInferences?: number;
  nearKeywords?: boolean;
  keywords?: readonly string[]; // the product words read, squashed ("poweradapter")
  component?: boolean;
};

/** Each category's own product evidence: the summed scores of its product types. */
export function categoryTotals(scores: ReadonlyMap<string, number>, repeated: TypeScores['repeated'] = []): Map<CategoryName, number> {
  const totals = new Map<CategoryName, number>();
  for (const [typeId, s] of scores) {
    const category = findProductType(typeId)?.category;
    if (category) totals.set(category, (totals.get(category) ?? 0) + s);
  }
  // Where both types still stand, the words they share count once.
  for (const { types, score } of repeated) {
    const category = findProductType(types[0])?.category;
    if (category && types.every((t) => scores.has(t))) totals.set(category, Math.max(0, (totals.get(category) ?? 0) - score));
  }
  return totals;
}
