import { parsePostcode } from '../../shared/postcode.ts';

export interface CheckedPostcode {
  /** Upper case with one space before the inward code: `B1 1AA`. */
  postcode: string;
  outcode: string;
}

/**
 * A full UK postcode's shape (not whether it exists), normalised; null when malformed or when only
 * an outward code was given: an item's location is a full postcode, of which only the outward code
 * is ever shown (the shared parser, which search also uses, accepts both).
 */
export function checkPostcode(text: string | null | undefined): CheckedPostcode | null {
  if (!text) return null;
  const parsed = parsePostcode(text);
  if (!parsed.ok || parsed.full === null) return null;
  return { postcode: parsed.full, outcode: parsed.outcode };
}
