import type { LegalSlug } from '../../../shared/constants/legal-pages.ts';
import type { LegalDocument } from './legal-types.ts';

// One chunk per policy: a visitor reading one page downloads only its text.
const LOADERS: Record<LegalSlug, () => Promise<LegalDocument>> = {
  'privacy-policy': () => import('./content/privacy-policy.ts').then((m) => m.PRIVACY_POLICY),
  'terms-conditions': () => import('./content/terms-conditions.ts').then((m) => m.TERMS_CONDITIONS),
  'cookie-policy': () => import('./content/cookie-policy.ts').then((m) => m.COOKIE_POLICY),
  'seller-terms': () => import('./content/seller-terms.ts').then((m) => m.SELLER_TERMS),
  'returns-refunds': () => import('./content/returns-refunds.ts').then((m) => m.RETURNS_REFUNDS),
  'product-safety': () => import('./content/product-safety.ts').then((m) => m.PRODUCT_SAFETY),
  accessibility: () => import('./content/accessibility.ts').then((m) => m.ACCESSIBILITY),
  'dispute-resolution': () => import('./content/dispute-resolution.ts').then((m) => m.DISPUTE_RESOLUTION),
  'ip-policy': () => import('./content/ip-policy.ts').then((m) => m.IP_POLICY),
  'notice-takedown': () => import('./content/notice-takedown.ts').then((m) => m.NOTICE_TAKEDOWN),
  'feedback-policy': () => import('./content/feedback-policy.ts').then((m) => m.FEEDBACK_POLICY),
};

const cache = new Map<LegalSlug, Promise<LegalDocument>>();

/** The same promise for the same slug, so React's use() can suspend on it without refetching. */
export function loadLegalDocument(slug: LegalSlug): Promise<LegalDocument> {
  let promise = cache.get(slug);
  if (!promise) {
    promise = LOADERS[slug]();
    // A failed chunk load (e.g. offline before it was cached) may be retried on the next visit.
    promise.catch(() => cache.delete(slug));
    cache.set(slug, promise);
  }
  return promise;
}
