import { WifiOff } from 'lucide-react';

/** A calm, persistent notice while data cannot reach the server; the saved app shell keeps working. */
export function OfflineBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="border-b border-warning bg-warning-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-fg">
        <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
        <p className="flex-1">
          <strong className="font-semibold">You are offline.</strong> Your inventory and any changes need a connection; they will load when
          you are back online.
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center rounded-md px-2 font-medium underline underline-offset-2 md:min-h-8"
        >
          Try again
        </button>
      </div>
    </div>
  );
}
