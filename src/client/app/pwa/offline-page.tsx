import { WifiOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** Shown instead of a screen when a signed-in user's account cannot be loaded because the network is down. */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-surface-muted" aria-hidden>
        <WifiOff className="h-6 w-6" />
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">You are offline</h1>
      <p className="mt-2 text-fg-muted">
        SpareStock needs a connection to load your inventory. Nothing has been lost: you are still signed in, and your stock will appear as
        soon as you are back online.
      </p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </main>
  );
}
