import { useMutation } from '@tanstack/react-query';
import { ListingSchema, type Listing } from '../../../shared/schemas/listings.ts';
import { apiJson } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { useInvalidateInventory } from './inventory-queries.ts';
import { PUBLISH_UI } from './publish-messages.ts';

/** 'Withdraw' in the edit dialog: one mutation, whose pending state disables the dialog's buttons. */
export function useWithdrawListing(listing: Listing, onDone: () => void) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: () => apiJson('POST', `/api/listings/${listing.id}/withdraw`, ListingSchema),
    onSuccess: () => {
      toast({ title: PUBLISH_UI.withdrawnTitle, description: PUBLISH_UI.withdrawnBody(listing.title) });
      onDone();
    },
    onError: (error) =>
      toast({ title: PUBLISH_UI.failedTitle, description: getApiErrorMessage(error, PUBLISH_UI.failedBody), variant: 'destructive' }),
    onSettled: () => invalidate(),
  });
}
