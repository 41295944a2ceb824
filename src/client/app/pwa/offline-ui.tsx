import { lazy, Suspense } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { useIsOffline } from './network-status.ts';

// The offline screens load only when needed (the service worker has them cached), keeping them off /auth's first load.
const LazyBanner = lazy(() => import('./offline-banner.tsx').then((m) => ({ default: m.OfflineBanner })));
const LazyOfflinePage = lazy(() => import('./offline-page.tsx').then((m) => ({ default: m.OfflinePage })));

/** The live region exists from the start, so screen readers announce the notice when it appears. */
export function OfflineStatus() {
  const offline = useIsOffline();
  return (
    <div role="status" aria-live="polite">
      {offline ? (
        <Suspense fallback={<p className="sr-only">You are offline.</p>}>
          <LazyBanner onRetry={() => void queryClient.refetchQueries({ type: 'active' })} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyOfflinePage onRetry={onRetry} />
    </Suspense>
  );
}
