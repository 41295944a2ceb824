import { MapPin } from 'lucide-react';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { formatCount } from '../../../shared/money.ts';
import { SHORT_VAT_NOTES } from '../../../shared/result-card-text.ts';
import { ConditionBadge } from '../../components/listing/condition-badge.tsx';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { formatListingMoney } from '../../components/listing/listing-money.ts';

export interface SellPreviewProps {
  listing: Listing;
  price: string;
  quantity: string;
  condition: string;
  /** The outward code buyers will see, or null while the postcode typed is not yet one. */
  outcode: string | null;
  handoverText: string;
  vatMode: keyof typeof SHORT_VAT_NOTES | null;
}

const money = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? formatListingMoney(Number(text).toFixed(2)) : '—');

/** What buyers will see: the search card, and the top of the listing page (never SpareBot's notes). */
export function SellPreview({ listing, price, quantity, condition, outcode, handoverText, vatMode }: SellPreviewProps) {
  return (
    <section aria-label="Preview" className="grid gap-3 sm:grid-cols-[12rem_1fr]">
      <article aria-label="Card preview" className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
        <div className="relative">
          <ItemImage src={listing.thumbnails[0]} />
          <ConditionBadge condition={condition} className="absolute top-2 right-2 shadow-sm" />
        </div>
        <div className="space-y-1 p-3">
          <h4 className="line-clamp-2 text-sm font-semibold break-words">{listing.title}</h4>
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="font-bold tabular-nums">{money(price)}</span>
            {vatMode ? <span className="text-xs text-fg-muted">{SHORT_VAT_NOTES[vatMode]}</span> : null}
            <span className="ml-auto text-xs text-fg-muted tabular-nums">Qty {formatCount(Number(quantity) || 0)}</span>
          </p>
          {outcode ? (
            <p className="flex items-center gap-1 text-xs text-fg-muted">
              <MapPin className="h-3.5 w-3.5" aria-hidden />
              {outcode}
            </p>
          ) : null}
        </div>
      </article>
      <article aria-label="Page preview" className="min-w-0 space-y-1 rounded-lg border border-border p-3 text-sm">
        <h4 className="text-base font-semibold break-words">{listing.title}</h4>
        <p className="tabular-nums">
          <span className="font-bold">{money(price)}</span> per unit · {condition}
        </p>
        <p className="text-fg-muted">{handoverText}</p>
        {listing.description ? <p className="line-clamp-4 break-words whitespace-pre-line">{listing.description}</p> : null}
      </article>
    </section>
  );
}
