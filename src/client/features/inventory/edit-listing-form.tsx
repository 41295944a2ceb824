import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import { ListingSchema, type Listing } from '../../../shared/schemas/listings.ts';
import {
  canSaveListingForm,
  listingToFormValues,
  ListingFormSchema,
  toPatchListingBody,
  toRecalculationSpecs,
  type ListingFields,
  type ListingFormValues,
} from '../../../shared/schemas/listing-form.ts';
import { formatMoneyText } from '../../../shared/listing-numbers.ts';
import { apiJson } from '../../lib/api.ts';
import { useAiRecalculation } from '../../lib/ai-recalc.ts';
import { useCategories } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ImageLightbox } from '../../components/listing/image-lightbox.tsx';
import { firstPhoto } from '../../components/listing/listing-photo.ts';
import { EditListingFields } from './edit-listing-fields.tsx';
import { INVENTORY_MESSAGES } from './inventory-messages.ts';
import { useInvalidateInventory } from './inventory-queries.ts';
import { MarketplaceSettings } from './marketplace-settings.tsx';
import { useWithdrawListing } from './use-withdraw-listing.ts';

interface EditListingFormProps {
  listing: Listing;
  onDone: () => void;
  /** 'List on marketplace': the item as saved, for the sell form's review step. */
  onReview: (saved: Listing) => void;
}

/** What a save is for: just saving, or saving before the review step. */
type SaveIntent = 'save' | 'review';

/**
 * The 'Edit Inventory Item' form: one react-hook-form on the shared ListingFormSchema, PATCH on
 * save, AI re-pricing. Listing goes through the sell form's review step (issue 31): the dialog
 * saves what the seller changed, then hands the saved item to that step, which alone publishes.
 */
export function EditListingForm({ listing, onDone, onReview }: EditListingFormProps) {
  const form = useForm<ListingFormValues, unknown, ListingFields>({
    resolver: zodResolver(ListingFormSchema),
    defaultValues: listingToFormValues(listing),
    mode: 'onChange',
  });
  const categories = useCategories();
  const invalidate = useInvalidateInventory();
  const ai = useAiRecalculation();
  // Spec §5: AI recalculation needs a photo; SpareBot reads the stored one by its id.
  const photo = firstPhoto(listing);

  const save = useMutation({
    mutationFn: ({ fields }: { fields: ListingFields; intent: SaveIntent }) =>
      apiJson('PATCH', `/api/listings/${listing.id}`, ListingSchema, toPatchListingBody(fields)),
    onSuccess: (saved, { intent }) => {
      void invalidate();
      if (intent === 'review') return onReview(saved);
      toast({ title: INVENTORY_MESSAGES.updatedTitle, description: INVENTORY_MESSAGES.updatedBody, variant: 'success' });
      onDone();
    },
    onError: () => {
      toast({ title: INVENTORY_MESSAGES.updateFailedTitle, description: INVENTORY_MESSAGES.updateFailedBody, variant: 'destructive' });
    },
  });
  const withdraw = useWithdrawListing(listing, onDone);

  const recalculate = async () => {
    if (photo.id === undefined) return;
    const prices = await ai.recalculate(photo.id, toRecalculationSpecs(form.getValues()));
    if (!prices) return;
    form.setValue('retailPrice', formatMoneyText(prices.retail));
    form.setValue('surplusPrice', formatMoneyText(prices.surplus));
  };

  const submitAs = (intent: SaveIntent) => form.handleSubmit((fields) => save.mutate({ fields, intent }));
  const busy = save.isPending || ai.running || withdraw.isPending;
  const canRecalculate = photo.id !== undefined;
  const pendingIntent = save.isPending ? save.variables.intent : null;
  return (
    <form noValidate onSubmit={(event) => void submitAs('save')(event)} className="grid gap-5">
      <div className="flex items-start gap-4">
        <ImageLightbox thumbnail={photo.thumbnailUrl} image={photo.url} title={listing.title} />
        <div className="grid gap-2 text-sm text-fg-muted">
          <p>SpareBot can re-price this item from its photo and the details below.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void recalculate()}
            disabled={!canRecalculate || busy}
            className="justify-self-start"
          >
            {ai.running ? <Spinner className="h-4 w-4" /> : <Sparkles className="h-4 w-4" aria-hidden />}
            {ai.running ? 'Recalculating...' : 'Recalculate with AI'}
          </Button>
          {!photo.url ? <p className="text-xs">Add a photo to use AI pricing.</p> : null}
        </div>
      </div>
      <EditListingFields form={form} categories={categories.data ?? []} disabled={save.isPending} />
      <MarketplaceSettings
        listing={listing}
        onReview={() => void submitAs('review')()}
        onWithdraw={() => withdraw.mutate()}
        pending={pendingIntent === 'review' ? 'review' : withdraw.isPending ? 'withdraw' : null}
        disabled={busy}
      />
      <div className="sticky -bottom-4 -mx-4 flex justify-end gap-2 border-t border-border bg-surface px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy || !canSaveListingForm({ title: form.watch('title') })}>
          {pendingIntent === 'save' ? <Spinner className="h-4 w-4" /> : null}
          {pendingIntent === 'save' ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
