import { memo } from 'react';
import { Check, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SelectCheckbox } from './card-actions.tsx';
import { ConditionBadge } from '../../components/listing/condition-badge.tsx';
import type { ItemViewProps } from './inventory-card.tsx';
import { ItemImage } from '../../components/listing/item-image.tsx';
import { firstPhoto } from '../../components/listing/listing-photo.ts';
import { listingFigures } from './listing-figures.tsx';
import { DemandNote, PublishToggle, StatusBadge, ViewsCount } from './listing-status.tsx';
import { WatchersCount } from './watchers-count.tsx';

/** A list row: Edit and delete, or Select/Selected while a selection is active (spec §2). */
export const InventoryRow = memo(function InventoryRow(props: ItemViewProps) {
  const { listing, selected, selectionActive, options, onToggle, onEdit, onDelete, onPublish, onWithdraw, publishing, demand, eager } =
    props;
  const titleId = `row-${listing.id}-title`;
  const figures = listingFigures(listing, options);
  return (
    <article
      aria-labelledby={titleId}
      onClick={() => onToggle(listing.id)}
      className={cn(
        'flex cursor-pointer flex-wrap items-center gap-3 rounded-lg border bg-surface p-2 shadow-sm sm:flex-nowrap sm:p-3',
        selected ? 'border-accent ring-2 ring-accent' : 'border-border',
      )}
    >
      <SelectCheckbox title={listing.title} checked={selected} onToggle={() => onToggle(listing.id)} />
      <div className="w-20 shrink-0 sm:w-24">
        <ItemImage src={firstPhoto(listing).thumbnailUrl} eager={eager} className="rounded-md" />
      </div>
      <div className="min-w-0 flex-1 basis-40">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="truncate text-base font-semibold text-fg">
            {listing.title}
          </h3>
          {options.showCondition ? <ConditionBadge condition={listing.condition} /> : null}
          <StatusBadge status={listing.status} needsLocation={listing.needsLocation} />
          <ViewsCount views={listing.views} />
          <WatchersCount listingId={listing.id} />
        </div>
        {options.showDescription && listing.description ? (
          <p className="mt-0.5 line-clamp-1 text-sm text-fg-muted">{listing.description}</p>
        ) : null}
        {listing.status === 'private' ? <DemandNote buyers={demand} className="mt-0.5" /> : null}
      </div>
      {figures.length > 0 ? (
        <dl className="grid w-full grid-cols-4 gap-x-2 gap-y-1 text-sm sm:flex sm:w-auto sm:gap-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col items-end sm:w-24">
              <dt className="text-xs whitespace-nowrap text-fg-muted">{figure.short ?? figure.label}</dt>
              <dd className={cn('max-w-full text-right', figure.numeric ? 'tabular-nums' : 'truncate', figure.strong && 'font-semibold')}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div
        className="ml-auto flex shrink-0 flex-wrap justify-end gap-2 sm:w-36 lg:w-auto lg:flex-nowrap"
        onClick={(event) => event.stopPropagation()}
      >
        {selectionActive ? (
          <Button variant={selected ? 'primary' : 'secondary'} size="sm" aria-pressed={selected} onClick={() => onToggle(listing.id)}>
            {selected ? <Check className="h-4 w-4" aria-hidden /> : null}
            {selected ? 'Selected' : 'Select'}
            <span className="sr-only"> {listing.title}</span>
          </Button>
        ) : (
          <>
            <PublishToggle listing={listing} onPublish={onPublish} onWithdraw={onWithdraw} disabled={publishing} />
            <Button variant="secondary" size="sm" onClick={() => onEdit(listing)}>
              <Pencil className="h-4 w-4" aria-hidden />
              Edit<span className="sr-only"> {listing.title}</span>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${listing.title}`}
              onClick={() => onDelete(listing.id)}
              className="text-danger"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </>
        )}
      </div>
    </article>
  );
});
