import { Link } from 'wouter';
import { Check, CircleHelp } from 'lucide-react';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { ConditionBadge } from '../../components/listing/condition-badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useWantedMatches } from './wanted-queries.ts';

/** The live listings a wanted item matches now, each with why: '32 A ✓ · Type B ✓ · 14 mi'. */
export function WantedMatches({ id }: { id: number }) {
  const query = useWantedMatches(id, true);
  if (query.isPending) return <p className="text-sm text-fg-muted">Looking for matches...</p>;
  if (query.isError) return <p className="text-sm text-danger">The matches could not be loaded. Please try again.</p>;
  if (query.data.matches.length === 0)
    return <p className="text-sm text-fg-muted">Nothing on the marketplace matches yet. We will tell you when something does.</p>;
  return (
    <ul aria-label="Matches" className="grid gap-2">
      {query.data.matches.map(({ listing, reasons, distanceMiles }) => (
        <li key={listing.id} className="flex gap-3 rounded-md border border-border p-2">
          <div className="w-20 shrink-0">
            <ItemImage src={listing.photo?.thumbnailUrl} className="rounded" />
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <Link href={`/listing/${listing.id}-${listing.slug}`} className="line-clamp-2 text-sm font-semibold hover:underline">
              {listing.title}
            </Link>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-bold tabular-nums">{formatListingMoney(listing.price)}</span>
              <ConditionBadge condition={listing.condition} />
              {listing.outcode ? (
                <span className="text-xs text-fg-muted">
                  {distanceMiles !== null ? `${Math.round(distanceMiles)} mi · ` : ''}
                  {listing.outcode}
                </span>
              ) : null}
            </p>
            {reasons.length > 0 ? (
              <ul aria-label="Why it matched" className="flex flex-wrap gap-1">
                {reasons.map((reason) => (
                  <li
                    key={reason.label}
                    className={cn(
                      'inline-flex items-center gap-0.5 rounded-full border px-2 text-xs',
                      reason.ok ? 'border-success/40 text-success' : 'border-border text-fg-muted',
                    )}
                  >
                    {reason.ok ? <Check className="h-3 w-3" aria-hidden /> : <CircleHelp className="h-3 w-3" aria-hidden />}
                    {reason.label}
                    {/* Not ok: the listing does not state this rating (one that fails is never a match). */}
                    <span className={reason.ok ? 'sr-only' : undefined}>{reason.ok ? ' matches' : ' not stated'}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
