import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../lib/auth-context.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { getNotFoundRedirect, isPasswordPath, NOT_FOUND_REDIRECT_DELAY_MS } from './route-rules.ts';

export function NotFoundPage() {
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const signedIn = user !== null;
  const redirectTo = getNotFoundRedirect(location, signedIn);

  useEffect(() => {
    if (!redirectTo) return;
    const timer = window.setTimeout(() => navigate(redirectTo, { replace: true }), NOT_FOUND_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo, navigate]);

  if (isPasswordPath(location)) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Routing Error</h1>
        <p className="mt-3 text-fg-muted">Password-related route not properly configured.</p>
        <p className="mt-2 text-sm text-fg-muted">
          Current location: <code className="rounded bg-surface-muted px-1.5 py-0.5 text-fg">{location}</code>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/forgot-password" className={buttonClasses('primary')}>
            Request a reset link
          </Link>
          <Link href="/auth" className={buttonClasses('secondary')}>
            Back to Login
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-fg-muted">404</p>
      <h1 className="mt-2 text-2xl font-semibold">Page Not Found</h1>
      <p className="mt-3 text-fg-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center">
        <Link href={signedIn ? '/' : '/auth'} className={buttonClasses('primary')}>
          {signedIn ? 'Back to Inventory' : 'Go to Login'}
        </Link>
      </div>
    </main>
  );
}
