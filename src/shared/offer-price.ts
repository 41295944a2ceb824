import { DEALS_MESSAGES, offerAboveAsking } from './messages/deals-messages.ts';
import { hasAtMostTwoDecimals, toPence } from './money.ts';

/** Plain decimal pounds as typed: "20", "19.5", "19.50". Not "1e2", "0x10", "1_0" or " -1". */
const PLAIN_POUNDS = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * An offer's price per unit as sent (a JSON number, or a plain decimal string), in pounds; or the
 * value itself when it is not one, so that the schema's number check refuses it with its message.
 * `Number("1e2")` is 100 and `Number("0x10")` 16: strings are read only when they are plain.
 */
export function readOfferPounds(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return PLAIN_POUNDS.test(text) ? Number(text) : value;
}

/**
 * The whole offer rule (offers and counter-offers), without zod so a screen can use it: the
 * message to show, or null when `price` (as typed, or a number) may be offered on a listing asking
 * `askingPence` per unit. The server applies the same rule (OfferPriceSchema, then assertOfferable).
 */
export function checkOfferPrice(price: unknown, askingPence: number): string | null {
  const pounds = readOfferPounds(price);
  if (typeof pounds !== 'number' || !Number.isFinite(pounds) || pounds <= 0 || !hasAtMostTwoDecimals(pounds)) {
    return DEALS_MESSAGES.offerPriceInvalid;
  }
  return toPence(pounds) > askingPence ? offerAboveAsking(askingPence) : null;
}
