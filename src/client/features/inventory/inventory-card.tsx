import { memo } from 'react';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { cn } from '../../components/ui/cn.ts';
import { CardActions, SelectCheckbox } from './card-actions.tsx';
import { ConditionBadge } from '../../components/listing/condition-badge.tsx';
import type { DisplayOptions } from './display-options.ts';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { firstPhoto } from '../../components/listing/listing-photo.ts';
import { hasFigures, ListingFigures } from './listing-figures.tsx';
import { DemandNote, PublishToggle, StatusBadge, ViewsCount } from './listing-status.tsx';
import { WatchersCount } from './watchers-count.tsx';

export interface ItemViewProps {
  listing: Listing;
  selected: boolean;
  selectionActive: boolean;
  options: DisplayOptions;
  onToggle: (id: number) => void;
  onEdit: (listing: Listing) => void;
  onDelete: (id: number) => void;
  onPublish: (listing: Pick<Listing, 'id' | 'title'>) => void;
  onWithdraw: (listing: Pick<Listing, 'id' | 'title'>) => void;
  /** A marketplace change is under way: the publish buttons wait. */
  publishing: boolean;
  /** Other users' wanted items this private item matches. */
  demand?: number;
  eager?: boolean;
}

/** A grid card: clicking anywhere toggles its selection; the checkbox is the keyboard way. */
export const InventoryCard = memo(function InventoryCard(props: ItemViewProps) {
  const { listing, selected, options, onToggle, onEdit, onDelete, onPublish, onWithdraw, publishing, demand, eager } = props;
  const titleId = `item-${listing.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      onClick={() => onToggle(listing.id)}
      className={cn(
        'group relative flex h-full cursor-pointer flex-col overflow-hidden rounded-lg border bg-surface shadow-sm transition-shadow hover:shadow-md',
        selected ? 'border-accent ring-2 ring-accent' : 'border-border',
      )}
    >
      <div className="relative">
        <ItemImage src={firstPhoto(listing).thumbnailUrl} eager={eager} />
        <SelectCheckbox title={listing.title} checked={selected} onToggle={() => onToggle(listing.id)} className="absolute top-1 left-1" />
        {options.showCondition ? <ConditionBadge condition={listing.condition} className="absolute top-3 right-3 shadow-sm" /> : null}
        <CardActions
          title={listing.title}
          onEdit={() => onEdit(listing)}
          onDelete={() => onDelete(listing.id)}
          className="absolute right-2 bottom-2"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 text-base leading-snug font-semibold text-fg">
          {listing.title}
        </h3>
        {options.showDescription && listing.description ? (
          <p className="line-clamp-2 text-sm text-fg-muted">{listing.description}</p>
        ) : null}
        <ListingFigures listing={listing} options={options} className="mt-auto border-t border-border pt-3" />
        {listing.status === 'private' ? <DemandNote buyers={demand} /> : null}
        <div className={cn('flex flex-wrap items-center gap-2 border-t border-border pt-3', !hasFigures(options) && 'mt-auto')}>
          <StatusBadge status={listing.status} needsLocation={listing.needsLocation} />
          <ViewsCount views={listing.views} />
          <WatchersCount listingId={listing.id} />
          <span className="ml-auto">
            <PublishToggle listing={listing} onPublish={onPublish} onWithdraw={onWithdraw} disabled={publishing} />
          </span>
        </div>
      </div>
    </article>
  );
});
