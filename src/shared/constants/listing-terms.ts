/** How a listing changes hands, and the seller's VAT treatment: constants with no zod, for both sides. */
export const HANDOVERS = ['collection', 'delivery', 'both'] as const;
export const VAT_MODES = ['plus_vat', 'not_registered', 'margin'] as const;
