import { Skeleton } from '../../components/ui/skeleton.tsx';

/** Placeholders shaped like the summary cards and item cards, so nothing jumps when data lands. */
export function InventorySkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading...</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {[0, 1].map((n) => (
          <Skeleton key={n} className="h-[74px] rounded-lg sm:h-[92px]" />
        ))}
      </div>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <div key={n} aria-hidden className="overflow-hidden rounded-lg border border-border bg-surface">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <div className="space-y-2 border-t border-border pt-3">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
