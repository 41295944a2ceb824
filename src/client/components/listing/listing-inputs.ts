/*
 * The attributes of the number inputs every listing form shares (spec §5: step 0.01, min 0; quantity
 * min 1). How their text is read is written once in src/shared/schemas/listing-form.ts.
 */

/** A price input: pounds and pence, never negative, the decimal keypad on phones. */
export const MONEY_INPUT_PROPS = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' } as const;

/** A quantity input: whole units from 1, the numeric keypad on phones. */
export const QUANTITY_INPUT_PROPS = { type: 'number', step: '1', min: '1', inputMode: 'numeric' } as const;
