import { useCallback, useMemo, useState } from 'react';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { EditListingDialog } from './edit-listing-dialog.tsx';
import { SellReviewDialog } from './sell-review-dialog.tsx';
import { InventoryEmpty } from './inventory-empty.tsx';
import { InventoryHeader } from './inventory-header.tsx';
import { InventoryItems } from './inventory-items.tsx';
import { computeInventoryTotals } from './inventory-math.ts';
import { useUserListings } from './inventory-queries.ts';
import { InventorySkeleton } from './inventory-skeleton.tsx';
import { InventorySummary } from './inventory-summary.tsx';
import { InventoryToolbar, type ViewMode } from './inventory-toolbar.tsx';
import { useDeleteListings } from './use-delete-listings.ts';
import { useDisplayOptions } from './use-display-options.ts';
import { useListingDemand } from './use-listing-demand.ts';
import { usePublishListings } from './use-publish-listings.ts';
import { useSelection } from './use-selection.ts';

const NO_LISTINGS: Listing[] = [];

/** The inventory dashboard at / (spec §2 Inventory page). */
export function InventoryPage() {
  const { user } = useAuth();
  const query = useUserListings(user !== null);
  const listings = query.data ?? NO_LISTINGS;
  const ids = useMemo(() => listings.map((l) => l.id), [listings]);
  const totals = useMemo(() => computeInventoryTotals(listings), [listings]);
  const selection = useSelection(ids);
  const { options, setOption } = useDisplayOptions();
  const [view, setView] = useState<ViewMode>('grid');
  const [editing, setEditing] = useState<Listing | null>(null);
  const { deleteOne, deleteMany, isDeleting } = useDeleteListings(selection.forget);
  const publishing = usePublishListings();
  const demand = useListingDemand(user !== null && listings.some((l) => l.status === 'private'));
  const { withdrawOne, withdrawMany } = publishing;

  const onDelete = useCallback((id: number) => deleteOne(id), [deleteOne]);
  const onDeleteSelected = useCallback(() => deleteMany([...selection.selected]), [deleteMany, selection.selected]);
  // "List on marketplace" opens the sell form (issue 31): nothing goes live without its review.
  const [reviewing, setReviewing] = useState<readonly Listing[] | null>(null);
  const onPublish = useCallback(
    (listing: Pick<Listing, 'id' | 'title'>) => setReviewing(listings.filter((l) => l.id === listing.id)),
    [listings],
  );
  const onWithdraw = useCallback((listing: Pick<Listing, 'id' | 'title'>) => void withdrawOne(listing), [withdrawOne]);
  // The edit dialog's "List on marketplace" saved the item; its review step takes over from the dialog.
  const onReviewSaved = useCallback((saved: Listing) => {
    setEditing(null);
    setReviewing([saved]);
  }, []);
  const selectedListings = () => listings.filter((l) => selection.selected.has(l.id));

  if (!user) return null;

  let body;
  if (query.isPending) body = <InventorySkeleton />;
  else if (query.isError)
    body = (
      <Alert tone="danger" role="alert" title="Your inventory could not be loaded">
        Check your connection and refresh the page.
      </Alert>
    );
  else
    body = (
      <>
        <InventorySummary totals={totals} />
        {listings.length === 0 ? (
          <InventoryEmpty />
        ) : (
          <section aria-labelledby="inventory-items-heading" className="space-y-4">
            <h2 id="inventory-items-heading" className="sr-only">
              Items
            </h2>
            <InventoryToolbar
              view={view}
              onViewChange={setView}
              selectedCount={selection.selected.size}
              allSelected={selection.allSelected}
              onSelectAll={selection.selectAll}
              onDeselectAll={selection.clear}
              onDeleteSelected={onDeleteSelected}
              deleting={isDeleting}
              onPublishSelected={() => setReviewing(selectedListings().filter((l) => l.status !== 'live'))}
              onWithdrawSelected={() => void withdrawMany(selectedListings().map((l) => l.id))}
              publishing={publishing.busy}
              options={options}
              onOptionChange={setOption}
            />
            <InventoryItems
              view={view}
              listings={listings}
              selected={selection.selected}
              options={options}
              onToggle={selection.toggle}
              onEdit={setEditing}
              onDelete={onDelete}
              onPublish={onPublish}
              onWithdraw={onWithdraw}
              publishing={publishing.busy}
              demand={demand}
            />
          </section>
        )}
      </>
    );

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <InventoryHeader firstName={user.firstName?.trim()} />
      {body}
      <EditListingDialog listing={editing} onClose={() => setEditing(null)} onReview={onReviewSaved} />
      {reviewing && reviewing.length > 0 ? <SellReviewDialog listings={reviewing} onClose={() => setReviewing(null)} /> : null}
    </main>
  );
}
