import { Link } from 'wouter';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { makeListingSlug } from '../../../shared/search-options.ts';
import { formatGbp } from '../../../shared/money.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatusBadge, ViewsCount } from './listing-status.tsx';
import { PUBLISH_UI } from './publish-messages.ts';

type Handover = NonNullable<Listing['handover']>;
type VatMode = NonNullable<Listing['vatMode']>;

export const HANDOVER_LABELS: Record<Handover, string> = {
  collection: 'Collection only',
  delivery: 'Delivery only',
  both: 'Collection or delivery',
};
export const VAT_LABELS: Record<VatMode, string> = {
  plus_vat: 'Price plus VAT',
  not_registered: 'Not VAT-registered (no VAT)',
  margin: 'Margin scheme (no VAT shown)',
};

interface MarketplaceSettingsProps {
  listing: Listing;
  /** Saves the dialog, then opens the sell form's review step (issue 31: the only way live). */
  onReview: () => void;
  onWithdraw: () => void;
  /** Which of the section's writes is running, if any; any write running disables both. */
  pending: 'review' | 'withdraw' | null;
  disabled: boolean;
}

/**
 * The 'Marketplace' part of the edit dialog: where the item stands and how it is offered. The
 * settings themselves (price, delivery, place, VAT) are set in the review step, never here.
 */
export function MarketplaceSettings({ listing, onReview, onWithdraw, pending, disabled }: MarketplaceSettingsProps) {
  const { user } = useAuth();
  const live = listing.status === 'live';
  const handover = listing.handover ?? 'collection';
  const delivery =
    handover !== 'collection' && listing.deliveryPrice !== null ? ` (delivery ${formatGbp(Number(listing.deliveryPrice))})` : '';
  const place = listing.postcode ?? (user?.postcode ? `your profile postcode (${user.postcode})` : 'your profile postcode');
  const facts: Array<[string, string]> = [
    ['Delivery', `${HANDOVER_LABELS[handover]}${delivery}`],
    ['Item postcode', place],
  ];
  if (user?.accountType === 'business') facts.push(['VAT', listing.vatMode ? VAT_LABELS[listing.vatMode] : 'Not stated']);

  return (
    <section aria-labelledby="marketplace-heading" className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="marketplace-heading" className="mr-auto text-base font-semibold">
          Marketplace
        </h3>
        <StatusBadge status={listing.status} needsLocation={listing.needsLocation} />
        <ViewsCount views={listing.views} />
      </div>
      <p className="text-sm text-fg-muted">
        {live ? (
          <>
            Buyers can find this item in search.{' '}
            <Link
              href={`/listing/${listing.id}-${makeListingSlug(listing.title)}`}
              className="font-medium text-fg underline underline-offset-2"
            >
              See its public page
            </Link>
          </>
        ) : (
          'Only you can see this item until you list it. Your changes here are saved first, then you check price, delivery and place before anything goes live.'
        )}
      </p>
      {live ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-fg-muted">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {live ? (
          <Button variant="secondary" onClick={onWithdraw} disabled={disabled}>
            {pending === 'withdraw' ? <Spinner className="h-4 w-4" /> : null}
            {PUBLISH_UI.withdraw}
          </Button>
        ) : null}
        <Button variant={live ? 'secondary' : 'primary'} onClick={onReview} disabled={disabled}>
          {pending === 'review' ? <Spinner className="h-4 w-4" /> : null}
          {live ? 'Change listing settings' : PUBLISH_UI.list}
        </Button>
      </div>
    </section>
  );
}
