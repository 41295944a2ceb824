import { memo } from 'react';
import { Link } from 'wouter';
import { MapPin } from 'lucide-react';
import { ConditionBadge } from '../../components/listing/condition-badge.tsx';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { formatCount } from '../../../shared/money.ts';
import { describePlace, SHORT_VAT_NOTES } from '../../../shared/result-card-text.ts';
import type { FeedbackSummary } from '../../../shared/schemas/feedback.ts';
import { FeedbackBadge } from '../../components/feedback/feedback-entry.tsx';
import { WatchButton } from '../../components/watchlist/watch-button.tsx';
import { useAuth } from '../../lib/auth-context.tsx';

/** What a card needs: a search result, or a seller's listing mapped to the same fields. */
export interface ResultCardItem {
  id: number;
  slug: string;
  title: string;
  price: string;
  condition: string;
  quantity: number;
  outcode: string | null;
  distanceMiles: number | null;
  vatMode: keyof typeof SHORT_VAT_NOTES | null;
  photo: { thumbnailUrl: string } | null;
  /** Search results name their seller (with feedback once there is any); a seller's own page's cards need not. */
  seller?: { id: number; displayName: string; feedback: FeedbackSummary | null };
}

export function listingPath(item: { id: number; slug: string }): string {
  return `/listing/${item.id}-${item.slug}`;
}

/**
 * A marketplace result: the whole card is one link to the listing page; the Watch button (signed
 * in, someone else's listing) sits above the link's cover so a tap on it watches rather than opens.
 */
export const ResultCard = memo(function ResultCard({ item, eager = false }: { item: ResultCardItem; eager?: boolean }) {
  const { user } = useAuth();
  const place = describePlace(item.outcode, item.distanceMiles);
  const canWatch = Boolean(user && item.seller && item.seller.id !== user.id);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="relative">
        <ItemImage src={item.photo?.thumbnailUrl} eager={eager} />
        <ConditionBadge condition={item.condition} className="absolute top-2 right-2 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-fg sm:text-base">
          <Link href={listingPath(item)} className="outline-none after:absolute after:inset-0 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-lg font-bold text-fg tabular-nums">{formatListingMoney(item.price)}</span>
          {item.vatMode ? <span className="text-xs text-fg-muted">{SHORT_VAT_NOTES[item.vatMode]}</span> : null}
          <span className="ml-auto text-xs text-fg-muted tabular-nums">Qty {formatCount(item.quantity)}</span>
        </p>
        {place ? (
          <p className="flex items-center gap-1 text-xs text-fg-muted">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span>{place}</span>
          </p>
        ) : null}
        {item.seller ? (
          <p className="flex flex-wrap items-baseline gap-x-1.5 text-xs text-fg-muted">
            <span className="truncate">{item.seller.displayName}</span>
            <FeedbackBadge summary={item.seller.feedback ?? undefined} className="text-xs" />
          </p>
        ) : null}
        {canWatch ? (
          <div className="relative z-10">
            <WatchButton listingId={item.id} size="sm" />
          </div>
        ) : null}
      </div>
    </article>
  );
});
