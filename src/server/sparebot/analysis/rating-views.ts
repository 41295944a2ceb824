import type { TextLine } from '../extract/brand-match.ts';
import type { RatingMap } from '../extract/ratings.ts';
import type { Rating } from '../extract/rating-types.ts';
import { readOnlyUnsurely } from './title-code.ts';

/**
 * The ratings a title may show: not one whose number was read only on unsure lines (below 0.7,
 * "304W" beside a time switch's dial). The specs keep them all.
 */
export function surelyRead(ratings: RatingMap, lines: readonly TextLine[]): RatingMap {
  const onlyUnsure = (r: Rating) => {
    const n = /\d+(?:[.,]\d+)?/.exec(r.value)?.[0];
    return n !== undefined && readOnlyUnsurely(n, lines, 0.7);
  };
  return Object.fromEntries(Object.entries(ratings).map(([k, list]) => [k, list?.filter((r) => !onlyUnsure(r))]));
}

/** The products whose milliamperes are a residual current (IΔn); on anything else they are its own currents. */
const RESIDUAL_CURRENT_TYPES: ReadonlySet<string> = new Set(['rcd', 'rcbo', 'consumer-unit', 'distribution-board', 'mcb', 'tester']);

/** A transistor tester's ranges or a gas meter's pulse output in mA, shown as currents once the product is known. */
export function asDeviceCurrents(ratings: RatingMap, typeId: string | undefined): RatingMap {
  if (!typeId || RESIDUAL_CURRENT_TYPES.has(typeId) || !ratings.residualCurrent?.length) return ratings;
  const { residualCurrent, ...rest } = ratings;
  return { ...rest, current: [...(rest.current ?? []), ...residualCurrent.map((r) => ({ ...r, key: 'current' as const }))] };
}
