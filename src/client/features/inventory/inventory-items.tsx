import { useCallback } from 'react';
import type { Listing } from '../../../shared/schemas/listings.ts';
import type { DisplayOptions } from './display-options.ts';
import { InventoryCard } from './inventory-card.tsx';
import { columnsForWidth, estimateCardRowHeight, estimateListRowHeight, GRID_GAP_PX, LIST_GAP_PX } from './inventory-layout.ts';
import { InventoryRow } from './inventory-row.tsx';
import type { ViewMode } from './inventory-toolbar.tsx';
import { VirtualRows } from './virtual-rows.tsx';

interface InventoryItemsProps {
  view: ViewMode;
  listings: readonly Listing[];
  selected: ReadonlySet<number>;
  options: DisplayOptions;
  onToggle: (id: number) => void;
  onEdit: (listing: Listing) => void;
  onDelete: (id: number) => void;
  onPublish: (listing: Pick<Listing, 'id' | 'title'>) => void;
  onWithdraw: (listing: Pick<Listing, 'id' | 'title'>) => void;
  publishing: boolean;
  demand: ReadonlyMap<number, number>;
}

const getKey = (listing: Listing) => listing.id;
const oneColumn = () => 1;
/** The first screenful loads its photos at once; the rest lazily. */
const EAGER_COUNT = 8;

/** The grid (default) or the list, both virtualised over the window's scroll. */
export function InventoryItems(props: InventoryItemsProps) {
  const { view, listings, selected, options, onToggle, onEdit, onDelete, onPublish, onWithdraw, publishing, demand } = props;
  const selectionActive = selected.size > 0;
  const layoutKey = JSON.stringify(options);
  const renderItem = useCallback(
    (listing: Listing, index: number) => {
      const props = {
        listing,
        selected: selected.has(listing.id),
        selectionActive,
        options,
        onToggle,
        onEdit,
        onDelete,
        onPublish,
        onWithdraw,
        publishing,
        demand: demand.get(listing.id),
        eager: index < EAGER_COUNT,
      };
      return view === 'grid' ? <InventoryCard {...props} /> : <InventoryRow {...props} />;
    },
    [view, selected, selectionActive, options, onToggle, onEdit, onDelete, onPublish, onWithdraw, publishing, demand],
  );

  if (view === 'grid') {
    return (
      <VirtualRows
        key="grid"
        items={listings}
        getKey={getKey}
        columnsFor={columnsForWidth}
        estimateRowHeight={(width, columns) => estimateCardRowHeight(width, columns, options)}
        gap={GRID_GAP_PX}
        layoutKey={layoutKey}
        label="Inventory items"
        renderItem={renderItem}
      />
    );
  }
  return (
    <VirtualRows
      key="list"
      items={listings}
      getKey={getKey}
      columnsFor={oneColumn}
      estimateRowHeight={(width) => estimateListRowHeight(width, options)}
      gap={LIST_GAP_PX}
      layoutKey={layoutKey}
      label="Inventory items"
      renderItem={renderItem}
    />
  );
}
