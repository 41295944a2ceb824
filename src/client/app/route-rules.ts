import { isLegalSlug, type LegalSlug } from '../../shared/constants/legal-pages.ts';

/**
 * The route table of spec §2 as pure functions, so the rules can be unit-tested without a DOM.
 * Matching ignores case and tolerates a trailing slash: every path is normalised first.
 */

export type RouteMatch =
  | { name: 'home' }
  | { name: 'auth' }
  | { name: 'onboarding' }
  | { name: 'forgot-password' }
  | { name: 'reset-password' }
  | { name: 'verify-email' }
  | { name: 'resend-verification' }
  | { name: 'legal'; slug: LegalSlug }
  | { name: 'add-item' }
  | { name: 'edit-item'; id: string }
  | { name: 'profile' }
  | { name: 'create-listing' }
  | { name: 'export' }
  | { name: 'search' }
  | { name: 'listing'; id: number }
  | { name: 'seller'; id: number }
  | { name: 'messages'; id: number | null }
  | { name: 'wanted' }
  | { name: 'watchlist' }
  | { name: 'security' }
  | { name: 'your-data' }
  | { name: 'email-link'; action: 'confirm' | 'revert' }
  | { name: 'admin-reports' }
  | { name: 'admin-disputes' }
  | { name: 'orders' }
  | { name: 'order'; id: number }
  | { name: 'not-found' };

export const NOT_FOUND_REDIRECT_DELAY_MS = 100;

const STATIC_ROUTES: Record<string, RouteMatch> = {
  '/': { name: 'home' },
  '/auth': { name: 'auth' },
  '/onboarding': { name: 'onboarding' },
  '/forgot-password': { name: 'forgot-password' },
  '/reset-password': { name: 'reset-password' },
  '/verify-email': { name: 'verify-email' },
  '/resend-verification': { name: 'resend-verification' },
  '/add-item': { name: 'add-item' },
  '/profile': { name: 'profile' },
  '/create-listing': { name: 'create-listing' },
  '/export': { name: 'export' },
  '/search': { name: 'search' },
  '/messages': { name: 'messages', id: null },
  '/wanted': { name: 'wanted' },
  '/watchlist': { name: 'watchlist' },
  '/profile/security': { name: 'security' },
  '/profile/data': { name: 'your-data' },
  '/account/confirm-email': { name: 'email-link', action: 'confirm' },
  '/account/revert-email': { name: 'email-link', action: 'revert' },
  '/admin/reports': { name: 'admin-reports' },
  '/admin/disputes': { name: 'admin-disputes' },
  '/orders': { name: 'orders' },
};

const PUBLIC_PATHS = new Set([
  '/auth',
  '/onboarding',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/resend-verification',
  '/search',
  '/account/confirm-email',
  '/account/revert-email',
]);

/** The marketplace's pages under these folders are public too (issue 13: no account needed to browse). */
const PUBLIC_FOLDERS = ['/legal/', '/listing/', '/seller/'];

/** `/listing/{id}-{slug}` (the slug is optional and never checked: the id decides) and `/seller/{id}`. */
const LISTING_PATH = /^\/listing\/(\d{1,12})(?:-[a-z0-9-]*)?$/;
const SELLER_PATH = /^\/seller\/(\d{1,12})$/;
const THREAD_PATH = /^\/messages\/(\d{1,12})$/;
const ORDER_PATH = /^\/orders\/(\d{1,12})$/;

/** Lower-cases, drops query and hash, collapses repeated slashes and strips trailing ones. */
export function normalisePath(rawPath: string): string {
  const pathOnly = rawPath.split(/[?#]/, 1)[0] ?? '';
  const collapsed = pathOnly.toLowerCase().replace(/\/{2,}/g, '/');
  const trimmed = collapsed.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function matchRoute(rawPath: string): RouteMatch {
  const path = normalisePath(rawPath);
  const exact = STATIC_ROUTES[path];
  if (exact) return exact;

  const segments = path.split('/').slice(1);
  if (segments.length === 2 && segments[0] === 'edit-item' && segments[1]) {
    return { name: 'edit-item', id: segments[1] };
  }
  if (segments.length === 2 && segments[0] === 'legal' && segments[1] && isLegalSlug(segments[1])) {
    return { name: 'legal', slug: segments[1] };
  }
  const listing = LISTING_PATH.exec(path);
  if (listing) return { name: 'listing', id: Number(listing[1]) };
  const seller = SELLER_PATH.exec(path);
  if (seller) return { name: 'seller', id: Number(seller[1]) };
  const thread = THREAD_PATH.exec(path);
  if (thread) return { name: 'messages', id: Number(thread[1]) };
  const order = ORDER_PATH.exec(path);
  if (order) return { name: 'order', id: Number(order[1]) };
  return { name: 'not-found' };
}

/** Public routes are the ones the table marks public plus everything under /legal/ (spec §2), and the marketplace's. */
export function isPublicPath(rawPath: string): boolean {
  const path = normalisePath(rawPath);
  return PUBLIC_PATHS.has(path) || PUBLIC_FOLDERS.some((folder) => path.startsWith(folder));
}

export function isProtectedRoute(match: RouteMatch): boolean {
  return match.name === 'add-item' || match.name === 'edit-item' || match.name === 'profile';
}

/**
 * Marketplace screens that need an account send a signed-out visitor to sign in and back (issue
 * 14), rather than to the spec's not-found screen: they are reached from emailed links.
 */
export function needsSignIn(match: RouteMatch): boolean {
  return (
    match.name === 'messages' ||
    match.name === 'wanted' ||
    match.name === 'watchlist' ||
    match.name === 'security' ||
    match.name === 'your-data' ||
    match.name === 'orders' ||
    match.name === 'order'
  );
}

/** Password paths that fall to not-found show the 'Routing Error' notice instead of redirecting. */
export function isPasswordPath(rawPath: string): boolean {
  const path = normalisePath(rawPath);
  return path.startsWith('/reset-password') || path.startsWith('/forgot-password');
}

/**
 * Where the not-found screen sends the visitor after NOT_FOUND_REDIRECT_DELAY_MS, or null to stay:
 * signed in → '/', signed out → '/auth'; never when already there, nor for the protected and
 * password paths the spec names.
 */
export function getNotFoundRedirect(rawPath: string, isAuthenticated: boolean): string | null {
  const path = normalisePath(rawPath);
  const target = isAuthenticated ? '/' : '/auth';
  if (path === target) return null;
  if (path === '/add-item' || path === '/profile') return null;
  if (path.startsWith('/edit-item') || isPasswordPath(path)) return null;
  return target;
}
