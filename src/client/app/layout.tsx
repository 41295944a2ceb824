import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth-context.tsx';
import { GuestHeader } from './nav/guest-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { normalisePath } from './route-rules.ts';

// Signed-in only, and heavy (menus, sheet): kept out of the sign-in screen's first load.
const NavBar = lazy(() => import('./nav/nav-bar.tsx').then((m) => ({ default: m.NavBar })));

/** Paths where a signed-out visitor already sees the sign-in form, so no 'Log In / Register' link. */
const AUTH_SCREEN_PATHS = new Set(['/', '/auth']);

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user, isLoading } = useAuth();
  // Spec §2: the navigation bar only for a signed-in user whose profile is complete.
  const showNav = user !== null && user.isProfileComplete !== false;
  const showGuestHeader = !user && !isLoading && !AUTH_SCREEN_PATHS.has(normalisePath(location));

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-fg focus:shadow"
      >
        Skip to content
      </a>
      {showNav ? (
        <Suspense fallback={<div className="h-16 border-b border-border bg-surface" aria-hidden />}>
          <NavBar user={user} />
        </Suspense>
      ) : null}
      {showGuestHeader ? <GuestHeader /> : null}
      <div id="main-content" className="flex-1" tabIndex={-1}>
        {children}
      </div>
      <SiteFooter />
    </div>
  );
}
