import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth-context.tsx';
import { readToken } from '../lib/token-storage.ts';
import { GuestHeader } from './nav/guest-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { isPublicPath, normalisePath } from './route-rules.ts';
import { OfflinePage } from './pwa/offline-page.tsx';
import { OfflineStatus } from './pwa/offline-ui.tsx';
import { isNetworkError, useIsOffline } from './pwa/network-status.ts';

// Signed-in only, and heavy (menus, sheet): kept out of the sign-in screen's first load.
export const loadNavBar = () => import('./nav/nav-bar.tsx');
const NavBar = lazy(() => loadNavBar().then((m) => ({ default: m.NavBar })));

/** Where a signed-out visitor already sees the sign-in form, so no 'Log In / Register' link. */
const AUTH_SCREEN_PATH = '/auth';
const ACCOUNT_RETRY_MS = 5000;

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user, isLoading, error, refetchUser } = useAuth();
  const offline = useIsOffline();
  // A stored session whose account could not be fetched for want of a network: not signed out, just offline.
  const accountUnreachable = !user && !isLoading && readToken() !== null && isNetworkError(error);
  // Spec §2: the navigation bar only for a signed-in user whose profile is complete.
  const showNav = user !== null && user.isProfileComplete !== false;
  // While a stored session is being checked, hold the bar's height so the page does not jump when it appears (CLS).
  const navPending = isLoading && !isPublicPath(location);
  const showGuestHeader = !user && !isLoading && !accountUnreachable && normalisePath(location) !== AUTH_SCREEN_PATH;

  // Try again as soon as the browser is back online, then every few seconds: the first request after
  // reconnecting can still fail while the connection settles.
  useEffect(() => {
    if (!accountUnreachable) return;
    if (!offline) void refetchUser();
    const timer = window.setInterval(() => {
      if (navigator.onLine) void refetchUser();
    }, ACCOUNT_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [offline, accountUnreachable, refetchUser]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-fg focus:shadow"
      >
        Skip to content
      </a>
      <OfflineStatus />
      {showNav ? (
        <Suspense fallback={<div className="h-16 border-b border-border bg-surface" aria-hidden />}>
          <NavBar user={user} />
        </Suspense>
      ) : navPending ? (
        <div className="h-16 border-b border-border bg-surface" aria-hidden />
      ) : null}
      {showGuestHeader ? <GuestHeader /> : null}
      {/* At least a screen tall, so the footer starts below the fold and never jumps as data loads (CLS). */}
      <div id="main-content" className="min-h-dvh flex-1" tabIndex={-1}>
        {accountUnreachable && !isPublicPath(location) ? <OfflinePage onRetry={() => void refetchUser()} /> : children}
      </div>
      <SiteFooter />
    </div>
  );
}
