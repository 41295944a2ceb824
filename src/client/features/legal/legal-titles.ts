import type { LegalSlug } from '../../../shared/constants/legal-pages.ts';

export const LEGAL_TITLES: Record<LegalSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms & Conditions',
  'cookie-policy': 'Cookie Policy',
  'seller-terms': 'Seller Terms',
  'returns-refunds': 'Returns & Refunds Policy',
  'product-safety': 'Product Safety Policy',
  accessibility: 'Accessibility Statement',
  'dispute-resolution': 'Dispute Resolution Policy',
  'ip-policy': 'Intellectual Property Policy',
  'notice-takedown': 'Notice and Takedown Policy',
  'feedback-policy': 'Feedback Policy',
};
