import * as z from 'zod/mini';

/** Money as the API speaks it: pounds with exactly two decimals ('12.50'). */
export const MONEY_TEXT_PATTERN = /^\d+\.\d{2}$/;

/**
 * The same rule as listings.ts' MoneyTextSchema, in zod/mini for the public answers (see
 * docs/client.md, 'What parsing costs'): both are built from MONEY_TEXT_PATTERN.
 */
export const MoneyText = z.string().check(z.regex(MONEY_TEXT_PATTERN));
