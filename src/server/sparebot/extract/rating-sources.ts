import { withoutFuseMarkings } from './fuse-marking.ts';
import { withoutGasStandards } from './gas-standards.ts';
import { withoutRatedWithstand } from './plate-rules.ts';
import type { RatingKey } from './rating-types.ts';
import { withoutCurrentLoops, withoutWorkingLoads } from './service-marks.ts';

/**
 * The text each rating is read from: the product's own supply and current, never a breaker's withstand voltages, its
 * fuse's marking ("T3.15AL250V") or a gas standard's twin; no residual current from a signal's current loop
 * ("4-20mA"); no weight from a lifting tool's safe working load ("SWL 500kg"); the whole text for every other rating.
 */
export function ratingSources(text: string): (key: RatingKey) => string {
  const own = withoutGasStandards(withoutFuseMarkings(text));
  const supply = withoutRatedWithstand(own);
  const loopless = withoutCurrentLoops(text);
  const unloaded = withoutWorkingLoads(text);
  const sources: Partial<Record<RatingKey, string>> = { voltage: supply, current: own, residualCurrent: loopless, weight: unloaded };
  return (key) => sources[key] ?? text;
}
