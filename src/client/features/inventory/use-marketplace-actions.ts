import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Listing, PatchListingSchema, PublishListingInput } from '../../../shared/schemas/listings.ts';
import { apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage, parseApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';
import { useInvalidateInventory } from './inventory-queries.ts';
import type { MarketplaceActions } from './marketplace-settings.tsx';
import { PUBLISH_UI } from './publish-messages.ts';

type PatchBody = z.input<typeof PatchListingSchema>;

/**
 * Publish and withdraw from the edit dialog. Publishing saves what the seller changed in the
 * dialog first (a new category or price may be what makes the item ready), then lists it; a
 * refusal comes back as words for the dialog to show, with nothing closed.
 */
export function useMarketplaceActions(listing: Listing, readPatch: () => PatchBody | null, onDone: () => void): MarketplaceActions {
  const invalidate = useInvalidateInventory();
  // The dialog's publish and withdraw run through one mutation: its pending state disables both buttons.
  const mutation = useMutation({ mutationFn: (work: () => Promise<void>) => work(), onSettled: () => invalidate() });

  const attempt = async (work: () => Promise<void>): Promise<string | null> => {
    try {
      await mutation.mutateAsync(async () => {
        await work();
        onDone();
      });
      return null;
    } catch (error) {
      const info = parseApiError(error);
      if (info.status === 422 && info.message) return info.message;
      toast({ title: PUBLISH_UI.failedTitle, description: getApiErrorMessage(error, PUBLISH_UI.failedBody), variant: 'destructive' });
      return null;
    }
  };

  return {
    busy: mutation.isPending,
    publish: (settings: PublishListingInput) =>
      attempt(async () => {
        const patch = readPatch();
        if (patch) await apiRequest('PATCH', `/api/listings/${listing.id}`, patch);
        await apiRequest('POST', `/api/listings/${listing.id}/publish`, settings);
        toast({ title: PUBLISH_UI.listedTitle, description: PUBLISH_UI.listedBody(patch?.title ?? listing.title), variant: 'success' });
      }),
    withdraw: async () => {
      await attempt(async () => {
        await apiRequest('POST', `/api/listings/${listing.id}/withdraw`);
        toast({ title: PUBLISH_UI.withdrawnTitle, description: PUBLISH_UI.withdrawnBody(listing.title) });
      });
    },
  };
}
