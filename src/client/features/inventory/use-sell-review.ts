import { useMutation } from '@tanstack/react-query';
import { ListingSchema, type Listing, type PublishListingInput } from '../../../shared/schemas/listings.ts';
import type { SellReviewValues } from '../../../shared/schemas/sell-review.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { useInvalidateInventory } from './inventory-queries.ts';
import { PUBLISH_UI } from './publish-messages.ts';

/** The publish body the reviewed settings make (the route's body is as it always was). */
export function toPublishBody(values: SellReviewValues, business: boolean): PublishListingInput {
  return {
    handover: values.handover,
    deliveryPrice: values.handover === 'collection' || values.deliveryPrice === '' ? null : Number(values.deliveryPrice),
    postcode: values.postcode === '' ? null : values.postcode,
    ...(business && { vatMode: values.vatMode === '' ? null : values.vatMode }),
  };
}

/**
 * Confirming the sell form: each item's price, quantity and condition are saved, then it is
 * published with the reviewed settings. One mutation, so its pending state disables "Confirm".
 * The first refusal stops the run and is shown in the form (items before it are live).
 */
export function useSellReview(business: boolean, onDone: () => void) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: async (values: SellReviewValues) => {
      const live: Listing[] = [];
      for (const item of values.items) {
        await apiJson('PATCH', `/api/listings/${item.id}`, ListingSchema, {
          originalPrice: Number(item.price),
          quantity: Number(item.quantity),
          condition: item.condition,
        });
        live.push(await apiJson('POST', `/api/listings/${item.id}/publish`, ListingSchema, toPublishBody(values, business)));
      }
      return live;
    },
    onSuccess: (live) => {
      const title = live.length === 1 ? PUBLISH_UI.listedTitle : PUBLISH_UI.bulkListedTitle(live.length);
      toast({ title, description: live.length === 1 ? PUBLISH_UI.listedBody(live[0]!.title) : undefined, variant: 'success' });
      onDone();
    },
    onSettled: () => invalidate(),
  });
}

export const sellReviewError = (error: unknown) => getApiErrorMessage(error, PUBLISH_UI.failedBody);
