/**
 * Numbers typed as text, read only when they are plain: digits, with a point and more digits for
 * a decimal ("20", "19.5", "0.50"), spaces around allowed. `Number()` alone reads "1e2" as 100,
 * "0x10" as 16 and ".5" as 0.5; the offer rule (offer-price.ts) already refused those, and every
 * other amount and count sent as text follows the same reading (docs/security.md).
 *
 * Each returns what a zod preprocess needs: the number; `blank` for an empty string; or the value
 * itself, so the schema's number check refuses it with its own message.
 */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

const KEEP = Symbol('keep');

function reader(pattern: RegExp, blank: unknown) {
  return (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return blank === KEEP ? value : blank;
    return pattern.test(text) ? Number(text) : value;
  };
}

/** Pounds (a price, an amount): "12.50" → 12.5; an empty string → `blank`. */
export const readPlainDecimal = (blank: undefined | null = undefined) => reader(PLAIN_DECIMAL, blank);

/** A count: "4" → 4 ("1.5" → 1.5, for the schema's whole-number message); an empty string is left for the schema to refuse. */
export const readPlainCount = () => reader(PLAIN_DECIMAL, KEEP);
