/**
 * Spec §9 defaults for fields SpareBot (or a provider) leaves out: used by the server's answers
 * and by the client when it turns an answer, or a fallback, into an upload suggestion.
 */
export const PROVIDER_DEFAULTS = { confidence: 0.7, quantity: 1, brand: 'Unbranded', material: 'Unknown', size: 'N/A' } as const;
