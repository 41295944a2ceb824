import { lazy, Suspense } from 'react';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

// The form validates with the shared zod schema; loading it on first open keeps zod out of the
// inventory page's own download.
const EditListingForm = lazy(() => import('./edit-listing-form.tsx').then((m) => ({ default: m.EditListingForm })));

interface EditListingDialogProps {
  listing: Listing | null;
  onClose: () => void;
  /** 'List on marketplace' saved the item: the page opens the sell form's review step with it. */
  onReview: (saved: Listing) => void;
}

/** 'Edit Inventory Item' (spec §2): every field of the item, AI re-pricing, PATCH on save; listing goes through the review step. */
export function EditListingDialog({ listing, onClose, onReview }: EditListingDialogProps) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {listing ? (
        <DialogContent
          title="Edit Inventory Item"
          description={`Update the details of ${listing.title}`}
          hideDescription
          className="max-w-2xl"
        >
          <Suspense
            fallback={
              <div role="status" className="flex min-h-48 items-center justify-center text-fg-muted">
                <Spinner className="h-6 w-6" />
                <span className="sr-only">Loading...</span>
              </div>
            }
          >
            <EditListingForm key={listing.id} listing={listing} onDone={onClose} onReview={onReview} />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
