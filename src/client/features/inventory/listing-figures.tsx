import type { Listing } from '../../../shared/schemas/listings.ts';
import { formatCount } from '../../../shared/money.ts';
import { cn } from '../../components/ui/cn.ts';
import type { DisplayOptions } from './display-options.ts';
import { formatListingMoney } from '../../components/listing/listing-money.ts';

interface Figure {
  label: string;
  /** For the list's narrow columns. */
  short?: string;
  value: string;
  numeric: boolean;
  strong?: boolean;
}

/** The key–value facts of a card, in the order of spec §2, filtered by the display options. */
export function listingFigures(listing: Listing, options: DisplayOptions): Figure[] {
  const figures: Figure[] = [];
  if (options.showPricing) {
    figures.push({ label: 'Retail unit', value: formatListingMoney(listing.retailPrice), numeric: true });
    figures.push({ label: 'Surplus unit', value: formatListingMoney(listing.originalPrice), numeric: true });
    figures.push({
      label: 'Total surplus value',
      short: 'Total value',
      value: formatListingMoney(listing.price),
      numeric: true,
      strong: true,
    });
  }
  if (options.showQuantity) figures.push({ label: 'Quantity', value: formatCount(listing.quantity), numeric: true });
  if (options.showMaterial) figures.push({ label: 'Material', value: listing.material || '—', numeric: false });
  if (options.showSize) figures.push({ label: 'Size', value: listing.size || '—', numeric: false });
  return figures;
}

/** Whether a card shows any figures with these options. */
export function hasFigures(options: DisplayOptions): boolean {
  return options.showPricing || options.showQuantity || options.showMaterial || options.showSize;
}

/** A short key–value list (Screwfix-style specs), money in tabular figures aligned right. */
export function ListingFigures({ listing, options, className }: { listing: Listing; options: DisplayOptions; className?: string }) {
  const figures = listingFigures(listing, options);
  if (figures.length === 0) return null;
  return (
    <dl className={cn('grid gap-1 text-sm', className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex items-baseline justify-between gap-3">
          <dt className="text-fg-muted">{figure.label}</dt>
          <dd
            className={cn(
              'min-w-0 text-right',
              figure.numeric ? 'tabular-nums' : 'truncate',
              figure.strong ? 'font-semibold text-fg' : 'text-fg',
            )}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
