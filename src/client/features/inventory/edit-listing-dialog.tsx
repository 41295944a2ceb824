import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { findCategoryName } from '../../../shared/constants/categories.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';
import { apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EditListingFields } from './edit-listing-fields.tsx';
import { ImageLightbox } from './image-lightbox.tsx';
import { formatMoneyInput } from '../../lib/money-input.ts';
import { useCategories } from '../../lib/query-keys.ts';
import { INVENTORY_MESSAGES } from './inventory-messages.ts';
import { useInvalidateInventory } from './inventory-queries.ts';
import { buildPatchBody, canSaveDialog, toDialogValues, withCondition, type ListingDialogValues, type ListingPatchBody } from './listing-dialog-values.ts';
import { useAiPricing } from './use-ai-pricing.ts';

function EditListingForm({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const [values, setValues] = useState<ListingDialogValues>(() => toDialogValues(listing));
  const categories = useCategories();
  const invalidate = useInvalidateInventory();
  const ai = useAiPricing();
  const image = listing.images[0];

  const save = useMutation({
    mutationFn: (body: ListingPatchBody) => apiRequest('PATCH', `/api/listings/${listing.id}`, body),
    onSuccess: () => {
      toast({ title: INVENTORY_MESSAGES.updatedTitle, description: INVENTORY_MESSAGES.updatedBody, variant: 'success' });
      void invalidate();
      onDone();
    },
    onError: () => {
      toast({ title: INVENTORY_MESSAGES.updateFailedTitle, description: INVENTORY_MESSAGES.updateFailedBody, variant: 'destructive' });
    },
  });

  const recalculate = async () => {
    if (!image) return;
    const prices = await ai.recalculate(image, {
      title: values.title,
      category: findCategoryName(Number(values.categoryId)) ?? '',
      condition: values.condition,
      material: values.material,
      size: values.size,
      brandInfo: values.brandInfo,
      technicalSpecs: values.technicalSpecs,
    });
    if (prices) setValues((v) => ({ ...v, retailPrice: formatMoneyInput(prices.retail), surplusPrice: formatMoneyInput(prices.surplus) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSaveDialog(values) || save.isPending || ai.running) return;
    save.mutate(buildPatchBody(values));
  };

  const busy = save.isPending || ai.running;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="flex items-start gap-4">
        <ImageLightbox thumbnail={listing.thumbnails[0]} image={image} title={listing.title} />
        <div className="grid gap-2 text-sm text-fg-muted">
          <p>SpareBot can re-price this item from its photo and the details below.</p>
          <Button variant="secondary" size="sm" onClick={() => void recalculate()} disabled={!image || busy} className="justify-self-start">
            {ai.running ? <Spinner className="h-4 w-4" /> : <Sparkles className="h-4 w-4" aria-hidden />}
            {ai.running ? 'Recalculating...' : 'Recalculate with AI'}
          </Button>
          {!image ? <p className="text-xs">Add a photo to use AI pricing.</p> : null}
        </div>
      </div>
      <EditListingFields
        values={values}
        categories={categories.data ?? []}
        disabled={save.isPending}
        onText={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        onCategory={(value) => setValues((v) => ({ ...v, categoryId: value }))}
        onCondition={(value) => setValues((v) => withCondition(v, value))}
      />
      <div className="sticky -bottom-4 -mx-4 flex justify-end gap-2 border-t border-border bg-surface px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy || !canSaveDialog(values)}>
          {save.isPending ? <Spinner className="h-4 w-4" /> : null}
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

interface EditListingDialogProps {
  listing: Listing | null;
  onClose: () => void;
}

/** 'Edit Inventory Item' (spec §2): every field of the item, AI re-pricing, PATCH on save. */
export function EditListingDialog({ listing, onClose }: EditListingDialogProps) {
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {listing ? (
        <DialogContent
          title="Edit Inventory Item"
          description={`Update the details of ${listing.title}`}
          hideDescription
          className="max-w-2xl"
        >
          <EditListingForm key={listing.id} listing={listing} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
