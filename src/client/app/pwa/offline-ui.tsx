import { queryClient } from '../../lib/query-client.ts';
import { useIsOffline } from './network-status.ts';
import { OfflineBanner } from './offline-banner.tsx';

// Imported eagerly on purpose: a chunk loaded on demand would have to come over the very network
// that has just gone away (before the service worker has cached it, the notice never appeared).

/** The live region exists from the start, so screen readers announce the notice when it appears. */
export function OfflineStatus() {
  const offline = useIsOffline();
  return (
    <div role="status" aria-live="polite">
      {offline ? <OfflineBanner onRetry={() => void queryClient.refetchQueries({ type: 'active' })} /> : null}
    </div>
  );
}
