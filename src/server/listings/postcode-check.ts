import { parsePostcode, unknownOutcodeMessage } from '../../shared/postcode.ts';
import { badRequest } from '../http/http-errors.ts';
import { lookupOutcode } from '../search/outcodes.ts';

export interface CheckedPostcode {
  /** Upper case with one space before the inward code: `B1 1AA`. */
  postcode: string;
  outcode: string;
}

/**
 * A full UK postcode whose outward code the shipped table can place, normalised; null when
 * malformed, when only an outward code was given (an item's location is a full postcode, of which
 * only the outward code is ever shown), or when no distance search could ever find it.
 */
export function checkPostcode(text: string | null | undefined): CheckedPostcode | null {
  if (!text) return null;
  const parsed = parsePostcode(text);
  if (!parsed.ok || parsed.full === null || !lookupOutcode(parsed.outcode)) return null;
  return { postcode: parsed.full, outcode: parsed.outcode };
}

/**
 * A typed full postcode, checked: 400 with `malformed` when it is not one, and 400 "We can't place
 * the postcode area ZZ99" when the table does not know its outward code (such a listing would be
 * live yet never found by a distance search).
 */
export function requirePlaceablePostcode(text: string, malformed: string): CheckedPostcode {
  const parsed = parsePostcode(text);
  if (!parsed.ok || parsed.full === null) throw badRequest(malformed);
  if (!lookupOutcode(parsed.outcode)) throw badRequest(unknownOutcodeMessage(parsed.outcode));
  return { postcode: parsed.full, outcode: parsed.outcode };
}
