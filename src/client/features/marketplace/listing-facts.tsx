import { Eye, MapPin, Package, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicListingDetail } from '../../../shared/schemas/public-listing.ts';
import { formatCount } from '../../../shared/money.ts';
import { ConditionBadge } from '../../components/listing/condition-badge.tsx';
import { formatListingMoney } from '../../components/listing/listing-money.ts';
import { describeHandover } from './listing-text.ts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-fg-muted" aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** The buying facts beside the photos: price with its VAT note and saving, stock, handover, place. */
export function ListingFacts({ listing }: { listing: PublicListingDetail }) {
  const area = listing.area?.split(',').slice(0, 3).join(',');
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <ConditionBadge condition={listing.condition} />
        <h1 className="text-2xl font-bold tracking-tight text-fg">{listing.title}</h1>
        {listing.category ? <p className="text-sm text-fg-muted">{listing.category}</p> : null}
      </div>
      <div className="rounded-lg border border-border bg-surface p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold text-fg tabular-nums">{formatListingMoney(listing.unitPrice)}</span>
          <span className="text-sm text-fg-muted">each</span>
        </p>
        {listing.vatNote ? <p className="text-sm font-medium text-fg">{listing.vatNote}</p> : null}
        {listing.approxNewPrice ? (
          <p className="mt-1 text-sm text-fg-muted">
            Approx. new price {formatListingMoney(listing.approxNewPrice)}
            {listing.saving ? <span className="font-semibold text-success"> · save {formatListingMoney(listing.saving)}</span> : null}
          </p>
        ) : null}
      </div>
      <ul className="grid gap-2 text-sm text-fg">
        <Fact icon={<Package className="h-4 w-4" />}>{formatCount(listing.quantity)} available</Fact>
        <Fact icon={<Truck className="h-4 w-4" />}>{describeHandover(listing.handover, listing.deliveryPrice)}</Fact>
        {listing.outcode ? (
          <Fact icon={<MapPin className="h-4 w-4" />}>
            {listing.outcode}
            {area ? ` · ${area}` : ''}
          </Fact>
        ) : null}
        <Fact icon={<Eye className="h-4 w-4" />}>
          {formatCount(listing.views)} {listing.views === 1 ? 'view' : 'views'}
        </Fact>
      </ul>
    </div>
  );
}
