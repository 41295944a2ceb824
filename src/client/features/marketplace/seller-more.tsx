import { useDeferredValue } from 'react';
import { usePublicSeller } from './marketplace-queries.ts';
import { ResultsGrid } from './results-grid.tsx';
import { toCardItem } from './to-card-item.ts';

const SHOWN = 8;

/** 'More from this seller' under a listing: their newest other live listings. */
export function SellerMore({ sellerId, sellerName, exceptId }: { sellerId: number; sellerName: string; exceptId: number }) {
  const query = usePublicSeller(sellerId, SHOWN + 1);
  // Below the fold: drawn in the background (see ListingPage), not in one long task.
  const data = useDeferredValue(query.data);
  const others = (data?.listings ?? []).filter((l) => l.id !== exceptId).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="seller-more-heading" className="space-y-3">
      <h2 id="seller-more-heading" className="text-lg font-semibold text-fg">
        More from {sellerName}
      </h2>
      <ResultsGrid items={others.map(toCardItem)} label={`More from ${sellerName}`} />
    </section>
  );
}
