/**
 * UK postcodes as the marketplace reads them: a full postcode ("B1 1AA") or its outward code alone
 * ("B1"). Distances use outward-code centroids only, so a full postcode is kept for its owner but
 * reduced to its outward code for everything else.
 */

export const POSTCODE_MESSAGES = {
  invalid: 'Enter a UK postcode or the first part of one, like B1 or B1 1AA',
} as const;

/**
 * The answer to a well-formed outward code that the centroid data does not know (ZZ99), wherever a
 * postcode is typed (issue 31: exact words, straight apostrophe as in the spec).
 */
export function unknownOutcodeMessage(outcode: string): string {
  return `We can't place the postcode area ${outcode}`;
}

/**
 * Shown wherever distances appear (the /search footer): the outward-code centroids are Open
 * Government Licence data whose README requires this text.
 */
export const OUTCODE_DATA_ATTRIBUTION =
  'Contains OS data © Crown copyright and database right. Contains Royal Mail data © Royal Mail copyright and database right. Contains National Statistics data © Crown copyright and database right.';

export type ParsedPostcode = {
  /** The outward code, upper case: "B1", "SW1A". */
  outcode: string;
  /** The full postcode with one space ("B1 1AA"), or null when only an outward code was given. */
  full: string | null;
};

export type PostcodeParseResult = ({ ok: true } & ParsedPostcode) | { ok: false; message: string };

// The shapes of the Royal Mail format: A9, A99, AA9, AA99, A9A, AA9A, then an inward code 9AA.
// Outward letters are not checked position by position: the centroid data is the final word on
// which outward codes exist. The inward code's letters never include C, I, K, M, O or V.
const OUTWARD = /^[A-Z]{1,2}[0-9](?:[0-9]|[A-Z])?$/;
const INWARD = /^[0-9][ABD-HJLNP-UW-Z]{2}$/;
/** "SW1A 1AA" is 8 characters; anything much longer is not a postcode (and not worth scanning). */
const MAX_INPUT_LENGTH = 16;

/**
 * Reads what a visitor typed: any case, with or without the space, with stray spaces. GIR 0AA
 * (the old Girobank code) and overseas-territory codes are refused: they have no place on the map.
 */
export function parsePostcode(input: string): PostcodeParseResult {
  const invalid = { ok: false, message: POSTCODE_MESSAGES.invalid } as const;
  if (input.length > MAX_INPUT_LENGTH) return invalid;
  const compact = input.replace(/\s+/g, '').toUpperCase();
  // Outward codes are 2–4 characters and full postcodes 5–7, so the length says which was given.
  if (compact.length <= 4) return OUTWARD.test(compact) ? { ok: true, outcode: compact, full: null } : invalid;
  const outcode = compact.slice(0, -3);
  const inward = compact.slice(-3);
  if (!OUTWARD.test(outcode) || !INWARD.test(inward)) return invalid;
  return { ok: true, outcode, full: `${outcode} ${inward}` };
}
