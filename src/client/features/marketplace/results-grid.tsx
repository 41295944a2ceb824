import { ResultCard, type ResultCardItem } from './result-card.tsx';

/** The first row loads its photos at once; the rest lazily. */
const EAGER_COUNT = 4;

export function ResultsGrid({ items, label }: { items: readonly ResultCardItem[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.id}>
          <ResultCard item={item} eager={index < EAGER_COUNT} />
        </li>
      ))}
    </ul>
  );
}

export function ResultsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-lg border border-border bg-surface">
          <div className="aspect-[4/3] animate-pulse bg-surface-muted motion-reduce:animate-none" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-4/5 rounded bg-surface-muted" />
            <div className="h-5 w-1/3 rounded bg-surface-muted" />
            <div className="h-3 w-1/4 rounded bg-surface-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}
