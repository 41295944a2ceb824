import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type { z } from 'zod';
import type { Listing, PatchListingSchema } from '../../../shared/schemas/listings.ts';
import {
  canSaveListingForm,
  listingToFormValues,
  ListingFormSchema,
  toPatchListingBody,
  toRecalculationSpecs,
  withCondition,
  type ListingFields,
  type ListingFormValues,
} from '../../../shared/schemas/listing-form.ts';
import { formatMoneyText } from '../../../shared/listing-numbers.ts';
import { apiRequest } from '../../lib/api.ts';
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
import { useMarketplaceActions } from './use-marketplace-actions.ts';

/** The 'Edit Inventory Item' form: the one listing field set, PATCH on save, AI re-pricing. */
export function EditListingForm({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const form = useForm<ListingFormValues, unknown, ListingFields>({
    resolver: zodResolver(ListingFormSchema),
    defaultValues: listingToFormValues(listing),
  });
  // The fields draw from every value (the title's message, the condition's factor), as they did from state.
  const values = form.watch();
  const categories = useCategories();
  const invalidate = useInvalidateInventory();
  const ai = useAiRecalculation();
  // Spec §5: AI recalculation needs a photo; SpareBot reads the stored one by its id.
  const photo = firstPhoto(listing);

  const save = useMutation({
    mutationFn: (body: z.input<typeof PatchListingSchema>) => apiRequest('PATCH', `/api/listings/${listing.id}`, body),
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
    if (photo.id === undefined) return;
    const prices = await ai.recalculate(photo.id, toRecalculationSpecs(values));
    if (!prices) return;
    form.setValue('retailPrice', formatMoneyText(prices.retail));
    form.setValue('surplusPrice', formatMoneyText(prices.surplus));
  };

  const submit = form.handleSubmit((fields) => {
    if (save.isPending || ai.running) return;
    save.mutate(toPatchListingBody(fields));
  });

  const marketplace = useMarketplaceActions(
    listing,
    () => {
      const fields = ListingFormSchema.safeParse(form.getValues());
      return fields.success ? toPatchListingBody(fields.data) : null;
    },
    onDone,
  );

  const busy = save.isPending || ai.running || marketplace.busy;
  const canRecalculate = photo.id !== undefined;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-5">
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
      <EditListingFields
        values={values}
        categories={categories.data ?? []}
        disabled={save.isPending}
        onText={(key, value) => form.setValue(key, value)}
        onCategory={(value) => form.setValue('categoryId', value)}
        onCondition={(value) => {
          const next = withCondition(form.getValues(), value);
          form.setValue('condition', next.condition);
          form.setValue('surplusPrice', next.surplusPrice);
        }}
      />
      <MarketplaceSettings listing={listing} actions={{ ...marketplace, busy }} />
      <div className="sticky -bottom-4 -mx-4 flex justify-end gap-2 border-t border-border bg-surface px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy || !canSaveListingForm(values)}>
          {save.isPending ? <Spinner className="h-4 w-4" /> : null}
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
