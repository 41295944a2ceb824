import { LoaderCircle } from 'lucide-react';
import { cn } from './cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('animate-spin', className ?? 'h-5 w-5')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** Shown while the session is being checked or a screen's code is loading. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner className="h-8 w-8 text-fg-muted" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
