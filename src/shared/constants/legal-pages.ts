/**
 * The policy pages under /legal/ (spec §2), by slug. The router matches them and the legal
 * feature renders them, so neither owns the list; any later sitemap reads it too.
 */
export const LEGAL_SLUGS = [
  'privacy-policy',
  'terms-conditions',
  'cookie-policy',
  'seller-terms',
  'returns-refunds',
  'product-safety',
  'accessibility',
  'dispute-resolution',
  'ip-policy',
  'notice-takedown',
  'feedback-policy',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export function isLegalSlug(value: string): value is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(value);
}
